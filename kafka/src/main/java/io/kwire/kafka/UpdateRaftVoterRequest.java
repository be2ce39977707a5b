// Converted from common/message/UpdateRaftVoterRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
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
 * Kafka's UpdateRaftVoterRequest, API key 82: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/UpdateRaftVoterRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 82, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class UpdateRaftVoterRequest {
    /**
     * The cluster id.
     */
    @NullableVersions("0+")
    public String clusterId = "";

    /**
     * The current leader epoch of the partition, -1 for unknown leader epoch.
     */
    public int currentLeaderEpoch;

    /**
     * The replica id of the voter getting updated in the topic partition.
     */
    public int voterId;

    /**
     * The directory id of the voter getting updated in the topic partition.
     */
    public UUID voterDirectoryId = Uuids.ZERO;

    /**
     * The endpoint that can be used to communicate with the leader.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<Listener> listeners = new ArrayList<>();

    /**
     * The range of versions of the protocol that the replica supports.
     */
    public KRaftVersionFeature kRaftVersionFeature = new KRaftVersionFeature();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The endpoint that can be used to communicate with the leader.
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

    /**
     * The range of versions of the protocol that the replica supports.
     */
    public static class KRaftVersionFeature {
        /**
         * The minimum supported KRaft protocol version.
         */
        public short minSupportedVersion;

        /**
         * The maximum supported KRaft protocol version.
         */
        public short maxSupportedVersion;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
