// Converted from common/message/AddRaftVoterRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's AddRaftVoterRequest, API key 80: versions 0-1, flexible 0+.
 *
 * <p>Version 1 adds the AckWhenCommitted field.
 *
 * <p>Served by Kafka's listeners: controller, broker.
 *
 * <p>Converted from common/message/AddRaftVoterRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 80, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("0+")
public class AddRaftVoterRequest {
    /**
     * The cluster id.
     */
    @NullableVersions("0+")
    public String clusterId = "";

    /**
     * The maximum time to wait for the request to complete before returning.
     */
    public int timeoutMs;

    /**
     * The replica id of the voter getting added to the topic partition.
     */
    public int voterId;

    /**
     * The directory id of the voter getting added to the topic partition.
     */
    public UUID voterDirectoryId = Uuids.ZERO;

    /**
     * The endpoints that can be used to communicate with the voter.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<Listener> listeners = new ArrayList<>();

    /**
     * When true, return a response after the new voter set is committed. Otherwise, return after the
     * leader writes the changes locally.
     */
    @Versions("1+")
    @Default("true")
    public boolean ackWhenCommitted = true;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The endpoints that can be used to communicate with the voter.
     */
    public static class Listener {
        /**
         * The name of the endpoint.
         */
        public String name = "";

        /**
         * The hostname.
         */
        public String host = "";

        /**
         * The port.
         */
        @WireType(WireType.Type.UINT16)
        public int port;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
