// Converted from common/message/BeginQuorumEpochRequest.json of kafka-clients 4.4.0
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
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's BeginQuorumEpochRequest, API key 53: versions 0-1, flexible 1+.
 *
 * <p>Version 1 adds flexible versions, voter key and leader endpoints (KIP-853)
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/BeginQuorumEpochRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 53, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("1+")
public class BeginQuorumEpochRequest {
    /**
     * The cluster id.
     */
    @NullableVersions("0+")
    @Default("null")
    public String clusterId = null;

    /**
     * The replica id of the voter receiving the request.
     */
    @Versions("1+")
    @Default("-1")
    @Ignorable
    public int voterId = -1;

    /**
     * The topics.
     */
    public List<TopicData> topics = new ArrayList<>();

    /**
     * Endpoints for the leader.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("1+")
    @Ignorable
    public List<LeaderEndpoint> leaderEndpoints = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics.
     */
    public static class TopicData {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * The partitions.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The directory id of the receiving replica.
         */
        @Versions("1+")
        @Ignorable
        public UUID voterDirectoryId = Uuids.ZERO;

        /**
         * The ID of the newly elected leader.
         */
        public int leaderId;

        /**
         * The epoch of the newly elected leader.
         */
        public int leaderEpoch;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Endpoints for the leader.
     */
    public static class LeaderEndpoint {
        /**
         * The name of the endpoint.
         */
        @Versions("1+")
        public String name = "";

        /**
         * The node's hostname.
         */
        @Versions("1+")
        public String host = "";

        /**
         * The node's port.
         */
        @Versions("1+")
        @WireType(WireType.Type.UINT16)
        public int port;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
