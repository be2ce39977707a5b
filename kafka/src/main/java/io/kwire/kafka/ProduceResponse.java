// Converted from common/message/ProduceResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's ProduceResponse, API key 0: versions 3-13, flexible 9+.
 *
 * <p>Versions 0-2 were removed in Apache Kafka 4.0, version 3 is the new baseline. Due to a bug in
 * librdkafka, these versions have to be included in the api versions response (see KAFKA-18659),
 * but are rejected otherwise. See `ApiKeys.PRODUCE_API_VERSIONS_RESPONSE_MIN_VERSION` for more
 * details.
 *
 * <p>Version 1 added the throttle time. Version 2 added the log append time.
 *
 * <p>Version 3 is the same as version 2.
 *
 * <p>Version 4 added KAFKA_STORAGE_ERROR as a possible error code.
 *
 * <p>Version 5 added LogStartOffset to filter out spurious OutOfOrderSequenceExceptions on the
 * client.
 *
 * <p>Version 8 added RecordErrors and ErrorMessage to include information about records that cause
 * the whole batch to be dropped. See KIP-467 for details.
 *
 * <p>Version 9 enables flexible versions.
 *
 * <p>Version 10 adds 'CurrentLeader' and 'NodeEndpoints' as tagged fields (KIP-951)
 *
 * <p>Version 11 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 12 is the same as version 10 (KIP-890). Version 13 replaces topic names with topic
 * IDs (KIP-516). May return UNKNOWN_TOPIC_ID error code.
 *
 * <p>Converted from common/message/ProduceResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 0, type = MessageType.RESPONSE)
@Versions("3-13")
@Flexible("9+")
public class ProduceResponse {
    /**
     * Each produce response.
     *
     * <p>Kafka's own classes look its elements up by name and topicId (the spec's map key); the wire
     * and kwire keep them in order, duplicates included.
     */
    public List<TopicProduceResponse> responses = new ArrayList<>();

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Default("0")
    @Ignorable
    public int throttleTimeMs = 0;

    /**
     * Endpoints for all current-leaders enumerated in PartitionProduceResponses, with errors
     * NOT_LEADER_OR_FOLLOWER.
     *
     * <p>Kafka's own classes look its elements up by nodeId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("10+")
    @Tagged(tag = 0, versions = "10+")
    public List<NodeEndpoint> nodeEndpoints = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each produce response.
     */
    public static class TopicProduceResponse {
        /**
         * The topic name.
         */
        @Versions("0-12")
        @Ignorable
        public String name = "";

        /**
         * The unique topic ID
         */
        @Versions("13+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * Each partition that we produced to within the topic.
         */
        public List<PartitionProduceResponse> partitionResponses = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition that we produced to within the topic.
     */
    public static class PartitionProduceResponse {
        /**
         * The partition index.
         */
        public int index;

        /**
         * The error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The base offset.
         */
        public long baseOffset;

        /**
         * The timestamp returned by broker after appending the messages. If CreateTime is used for the
         * topic, the timestamp will be -1. If LogAppendTime is used for the topic, the timestamp will be
         * the broker local time when the messages are appended.
         */
        @Versions("2+")
        @Default("-1")
        @Ignorable
        public long logAppendTimeMs = -1L;

        /**
         * The log start offset.
         */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public long logStartOffset = -1L;

        /**
         * The batch indices of records that caused the batch to be dropped.
         */
        @Versions("8+")
        @Ignorable
        public List<BatchIndexAndErrorMessage> recordErrors = new ArrayList<>();

        /**
         * The global error message summarizing the common root cause of the records that caused the batch
         * to be dropped.
         */
        @Versions("8+")
        @NullableVersions("8+")
        @Default("null")
        @Ignorable
        public String errorMessage = null;

        /**
         * The leader broker that the producer should use for future requests.
         */
        @Versions("10+")
        @Tagged(tag = 0, versions = "10+")
        public LeaderIdAndEpoch currentLeader = new LeaderIdAndEpoch();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The batch indices of records that caused the batch to be dropped.
     */
    public static class BatchIndexAndErrorMessage {
        /**
         * The batch index of the record that caused the batch to be dropped.
         */
        @Versions("8+")
        public int batchIndex;

        /**
         * The error message of the record that caused the batch to be dropped.
         */
        @Versions("8+")
        @NullableVersions("8+")
        @Default("null")
        public String batchIndexErrorMessage = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The leader broker that the producer should use for future requests.
     */
    public static class LeaderIdAndEpoch {
        /**
         * The ID of the current leader or -1 if the leader is unknown.
         */
        @Versions("10+")
        @Default("-1")
        public int leaderId = -1;

        /**
         * The latest known leader epoch.
         */
        @Versions("10+")
        @Default("-1")
        public int leaderEpoch = -1;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Endpoints for all current-leaders enumerated in PartitionProduceResponses, with errors
     * NOT_LEADER_OR_FOLLOWER.
     */
    public static class NodeEndpoint {
        /**
         * The ID of the associated node.
         */
        @Versions("10+")
        public int nodeId;

        /**
         * The node's hostname.
         */
        @Versions("10+")
        public String host = "";

        /**
         * The node's port.
         */
        @Versions("10+")
        public int port;

        /**
         * The rack of the node, or null if it has not been assigned to a rack.
         */
        @Versions("10+")
        @NullableVersions("10+")
        @Default("null")
        public String rack = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
