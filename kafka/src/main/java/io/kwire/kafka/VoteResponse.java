// Converted from common/message/VoteResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's VoteResponse, API key 52: versions 0-2, flexible 0+.
 *
 * <p>Version 1 adds leader endpoint (KIP-853) Version 2 handles PreVote requests
 *
 * <p>Converted from common/message/VoteResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 52, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("0+")
public class VoteResponse {
    /**
     * The top level error code.
     */
    public short errorCode;

    /**
     * The results for each topic.
     */
    public List<TopicData> topics = new ArrayList<>();

    /**
     * Endpoints for all current-leaders enumerated in PartitionData.
     *
     * <p>Kafka's own classes look its elements up by nodeId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("1+")
    @Tagged(tag = 0, versions = "1+")
    public List<NodeEndpoint> nodeEndpoints = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for each topic.
     */
    public static class TopicData {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * The results for each partition.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The results for each partition.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The partition level error code.
         */
        public short errorCode;

        /**
         * The ID of the current leader or -1 if the leader is unknown.
         */
        public int leaderId;

        /**
         * The latest known leader epoch.
         */
        public int leaderEpoch;

        /**
         * True if the vote was granted and false otherwise.
         */
        public boolean voteGranted;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Endpoints for all current-leaders enumerated in PartitionData.
     */
    public static class NodeEndpoint {
        /**
         * The ID of the associated node.
         */
        @Versions("1+")
        public int nodeId;

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
