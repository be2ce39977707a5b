// Converted from common/message/SyncGroupRequest.json of kafka-clients 4.4.0
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
 * Kafka's SyncGroupRequest, API key 14: versions 0-5, flexible 4+.
 *
 * <p>Versions 1 and 2 are the same as version 0.
 *
 * <p>Starting from version 3, we add a new field called groupInstanceId to indicate member
 * identity across restarts.
 *
 * <p>Version 4 is the first flexible version.
 *
 * <p>Starting from version 5, the client sends the Protocol Type and the Protocol Name to the
 * broker (KIP-559). The broker will reject the request if they are inconsistent with the Type and
 * Name known by the broker.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/SyncGroupRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 14, type = MessageType.REQUEST)
@Versions("0-5")
@Flexible("4+")
public class SyncGroupRequest {
    /**
     * The unique group identifier.
     */
    public String groupId = "";

    /**
     * The generation of the group.
     */
    public int generationId;

    /**
     * The member ID assigned by the group.
     */
    public String memberId = "";

    /**
     * The unique identifier of the consumer instance provided by end user.
     */
    @Versions("3+")
    @NullableVersions("3+")
    @Default("null")
    public String groupInstanceId = null;

    /**
     * The group protocol type.
     */
    @Versions("5+")
    @NullableVersions("5+")
    @Default("null")
    @Ignorable
    public String protocolType = null;

    /**
     * The group protocol name.
     */
    @Versions("5+")
    @NullableVersions("5+")
    @Default("null")
    @Ignorable
    public String protocolName = null;

    /**
     * Each assignment.
     */
    public List<SyncGroupRequestAssignment> assignments = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each assignment.
     */
    public static class SyncGroupRequestAssignment {
        /**
         * The ID of the member to assign.
         */
        public String memberId = "";

        /**
         * The member assignment.
         */
        public byte[] assignment = new byte[0];

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
