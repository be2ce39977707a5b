// Converted from common/message/JoinGroupRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's JoinGroupRequest, API key 11: versions 0-9, flexible 6+.
 *
 * <p>Version 1 adds RebalanceTimeoutMs. Version 2 and 3 are the same as version 1.
 *
 * <p>Starting from version 4, the client needs to issue a second request to join group
 *
 * <p>Starting from version 5, we add a new field called groupInstanceId to indicate member
 * identity across restarts. with assigned id.
 *
 * <p>Version 6 is the first flexible version.
 *
 * <p>Version 7 is the same as version 6.
 *
 * <p>Version 8 adds the Reason field (KIP-800).
 *
 * <p>Version 9 is the same as version 8.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/JoinGroupRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 11, type = MessageType.REQUEST)
@Versions("0-9")
@Flexible("6+")
public class JoinGroupRequest {
    /**
     * The group identifier.
     */
    public String groupId = "";

    /**
     * The coordinator considers the consumer dead if it receives no heartbeat after this timeout in
     * milliseconds.
     */
    public int sessionTimeoutMs;

    /**
     * The maximum time in milliseconds that the coordinator will wait for each member to rejoin when
     * rebalancing the group.
     */
    @Versions("1+")
    @Default("-1")
    @Ignorable
    public int rebalanceTimeoutMs = -1;

    /**
     * The member id assigned by the group coordinator.
     */
    public String memberId = "";

    /**
     * The unique identifier of the consumer instance provided by end user.
     */
    @Versions("5+")
    @NullableVersions("5+")
    @Default("null")
    public String groupInstanceId = null;

    /**
     * The unique name the for class of protocols implemented by the group we want to join.
     */
    public String protocolType = "";

    /**
     * The list of protocols that the member supports.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<JoinGroupRequestProtocol> protocols = new ArrayList<>();

    /**
     * The reason why the member (re-)joins the group.
     */
    @Versions("8+")
    @NullableVersions("8+")
    @Default("null")
    @Ignorable
    public String reason = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The list of protocols that the member supports.
     */
    public static class JoinGroupRequestProtocol {
        /**
         * The protocol name.
         */
        public String name = "";

        /**
         * The protocol metadata.
         */
        public byte[] metadata = new byte[0];

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
