// Converted from common/message/EndQuorumEpochRequest.json of kafka-clients 4.4.0
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
 * Kafka's EndQuorumEpochRequest, API key 54: versions 0-1, flexible 1+.
 *
 * <p>Version 1 adds flexible versions, replaces preferred successors with preferred candidates and
 * adds leader endpoints (KIP-853)
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/EndQuorumEpochRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 54, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("1+")
public class EndQuorumEpochRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The cluster id.
     */
    @NullableVersions("0+")
    @Default("null")
    public String clusterId = null;

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
         * The current leader ID that is resigning.
         */
        public int leaderId;

        /**
         * The current epoch.
         */
        public int leaderEpoch;

        /**
         * A sorted list of preferred successors to start the election.
         */
        @Versions("0")
        @Ignorable
        public int[] preferredSuccessors = NO_INT32S;

        /**
         * A sorted list of preferred candidates to start the election.
         */
        @Versions("1+")
        @Ignorable
        public List<ReplicaInfo> preferredCandidates = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A sorted list of preferred candidates to start the election.
     */
    public static class ReplicaInfo {
        /**
         * The ID of the candidate replica.
         */
        @Versions("1+")
        public int candidateId;

        /**
         * The directory ID of the candidate replica.
         */
        @Versions("1+")
        public UUID candidateDirectoryId = Uuids.ZERO;

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
