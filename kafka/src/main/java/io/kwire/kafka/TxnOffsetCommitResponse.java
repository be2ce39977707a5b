// Converted from common/message/TxnOffsetCommitResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's TxnOffsetCommitResponse, API key 28: versions 0-6, flexible 3+.
 *
 * <p>Starting in version 1, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 2 is the same as version 1.
 *
 * <p>Version 3 adds illegal generation, fenced instance id, and unknown member id errors.
 *
 * <p>Version 4 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 5 is the same with version 3 (KIP-890).
 *
 * <p>Version 6 adds support for topic IDs and removes support for topic names. It can also return
 * GROUP_ID_NOT_FOUND, STALE_MEMBER_EPOCH and UNKNOWN_TOPIC_ID (KIP-1319). Supported errors:
 *
 * <ul>
 * <li>GROUP_AUTHORIZATION_FAILED (version 0+)
 * <li>TOPIC_AUTHORIZATION_FAILED (version 0+)
 * <li>NOT_COORDINATOR (version 0+)
 * <li>COORDINATOR_NOT_AVAILABLE (version 0+)
 * <li>COORDINATOR_LOAD_IN_PROGRESS (version 0+)
 * <li>TRANSACTIONAL_ID_AUTHORIZATION_FAILED (version 0+)
 * <li>INVALID_PRODUCER_ID_MAPPING (version 0+)
 * <li>INVALID_PRODUCER_EPOCH (version 0+)
 * <li>PRODUCER_FENCED (version 0+)
 * <li>INVALID_TXN_STATE (version 0+)
 * <li>UNSUPPORTED_FOR_MESSAGE_FORMAT (version 0+)
 * <li>UNKNOWN_TOPIC_OR_PARTITION (version 0+)
 * <li>OFFSET_METADATA_TOO_LARGE (version 0+)
 * <li>ILLEGAL_GENERATION (version 3+)
 * <li>UNKNOWN_MEMBER_ID (version 3+)
 * <li>FENCED_INSTANCE_ID (version 3+)
 * <li>TRANSACTION_ABORTABLE (version 4+)
 * <li>GROUP_ID_NOT_FOUND (version 6+)
 * <li>STALE_MEMBER_EPOCH (version 6+)
 * <li>UNKNOWN_TOPIC_ID (version 6+)
 * </ul>
 *
 * <p>Converted from common/message/TxnOffsetCommitResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 28, type = MessageType.RESPONSE)
@Versions("0-6")
@Flexible("3+")
public class TxnOffsetCommitResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The responses for each topic.
     */
    public List<TxnOffsetCommitResponseTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The responses for each topic.
     */
    public static class TxnOffsetCommitResponseTopic {
        /**
         * The topic name.
         */
        @Versions("0-5")
        @Ignorable
        public String name = "";

        /**
         * The topic ID.
         */
        @Versions("6+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The responses for each partition in the topic.
         */
        public List<TxnOffsetCommitResponsePartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The responses for each partition in the topic.
     */
    public static class TxnOffsetCommitResponsePartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
