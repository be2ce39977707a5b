// Converted from common/message/ShareAcknowledgeResponse.json of kafka-clients 4.4.0
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
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's ShareAcknowledgeResponse, API key 79: versions 1-2, flexible 0+.
 *
 * <p>Version 0 was used for early access of KIP-932 in Apache Kafka 4.0 but removed in Apache
 * Kafka 4.1.
 *
 * <p>Version 1 is the initial stable version (KIP-932).
 *
 * <p>Version 2 introduces Renew acknowledgements (KIP-1222). Supported errors:
 *
 * <ul>
 * <li>GROUP_AUTHORIZATION_FAILED (version 0+)
 * <li>TOPIC_AUTHORIZATION_FAILED (version 0+)
 * <li>UNKNOWN_TOPIC_OR_PARTITION (version 0+)
 * <li>SHARE_SESSION_NOT_FOUND (version 0+)
 * <li>INVALID_SHARE_SESSION_EPOCH (version 0+)
 * <li>NOT_LEADER_OR_FOLLOWER (version 0+)
 * <li>UNKNOWN_TOPIC_ID (version 0+)
 * <li>INVALID_RECORD_STATE (version 0+)
 * <li>KAFKA_STORAGE_ERROR (version 0+)
 * <li>INVALID_REQUEST (version 0+)
 * <li>UNKNOWN_SERVER_ERROR (version 0+)
 * </ul>
 *
 * <p>Converted from common/message/ShareAcknowledgeResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 79, type = MessageType.RESPONSE)
@Versions("1-2")
@Flexible("0+")
public class ShareAcknowledgeResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The top level response error code.
     */
    public short errorCode;

    /**
     * The top-level error message, or null if there was no error.
     */
    @NullableVersions("0+")
    @Default("null")
    public String errorMessage = null;

    /**
     * The time in milliseconds for which the acquired records are locked.
     */
    @Versions("2+")
    @Ignorable
    public int acquisitionLockTimeoutMs;

    /**
     * The response topics.
     *
     * <p>Kafka's own classes look its elements up by topicId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<ShareAcknowledgeTopicResponse> responses = new ArrayList<>();

    /**
     * Endpoints for all current leaders enumerated in PartitionData with error NOT_LEADER_OR_FOLLOWER.
     *
     * <p>Kafka's own classes look its elements up by nodeId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<NodeEndpoint> nodeEndpoints = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The response topics.
     */
    public static class ShareAcknowledgeTopicResponse {
        /**
         * The unique topic ID.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The topic partitions.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The topic partitions.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The error message, or null if there was no error.
         */
        @NullableVersions("0+")
        @Default("null")
        public String errorMessage = null;

        /**
         * The current leader of the partition.
         */
        public LeaderIdAndEpoch currentLeader = new LeaderIdAndEpoch();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The current leader of the partition.
     */
    public static class LeaderIdAndEpoch {
        /**
         * The ID of the current leader or -1 if the leader is unknown.
         */
        public int leaderId;

        /**
         * The latest known leader epoch.
         */
        public int leaderEpoch;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Endpoints for all current leaders enumerated in PartitionData with error NOT_LEADER_OR_FOLLOWER.
     */
    public static class NodeEndpoint {
        /**
         * The ID of the associated node.
         */
        public int nodeId;

        /**
         * The node's hostname.
         */
        public String host = "";

        /**
         * The node's port.
         */
        public int port;

        /**
         * The rack of the node, or null if it has not been assigned to a rack.
         */
        @NullableVersions("0+")
        @Default("null")
        public String rack = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
