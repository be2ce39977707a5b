// Converted from common/message/AddPartitionsToTxnResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's AddPartitionsToTxnResponse, API key 24: versions 0-5, flexible 3+.
 *
 * <p>Starting in version 1, on quota violation brokers send out responses before throttling.
 *
 * <p>Version 2 adds the support for new error code PRODUCER_FENCED.
 *
 * <p>Version 3 enables flexible versions.
 *
 * <p>Version 4 adds support to batch multiple transactions and a top level error code.
 *
 * <p>Version 5 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Converted from common/message/AddPartitionsToTxnResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 24, type = MessageType.RESPONSE)
@Versions("0-5")
@Flexible("3+")
public class AddPartitionsToTxnResponse {
    /**
     * Duration in milliseconds for which the request was throttled due to a quota violation, or zero
     * if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The response top level error code.
     */
    @Versions("4+")
    @Ignorable
    public short errorCode;

    /**
     * Results categorized by transactional ID.
     *
     * <p>Kafka's own classes look its elements up by transactionalId (the spec's map key); the wire
     * and kwire keep them in order, duplicates included.
     */
    @Versions("4+")
    public List<AddPartitionsToTxnResult> resultsByTransaction = new ArrayList<>();

    /**
     * The results for each topic.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("0-3")
    public List<AddPartitionsToTxnTopicResult> resultsByTopicV3AndBelow = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Results categorized by transactional ID.
     */
    public static class AddPartitionsToTxnResult {
        /**
         * The transactional id corresponding to the transaction.
         */
        @Versions("4+")
        public String transactionalId = "";

        /**
         * The results for each topic.
         *
         * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
         * keep them in order, duplicates included.
         */
        @Versions("4+")
        public List<AddPartitionsToTxnTopicResult> topicResults = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by TopicResults,
     * ResultsByTopicV3AndBelow.
     */
    public static class AddPartitionsToTxnTopicResult {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The results for each partition.
         *
         * <p>Kafka's own classes look its elements up by partitionIndex (the spec's map key); the wire and
         * kwire keep them in order, duplicates included.
         */
        public List<AddPartitionsToTxnPartitionResult> resultsByPartition = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by
     * ResultsByPartition.
     */
    public static class AddPartitionsToTxnPartitionResult {
        /**
         * The partition indexes.
         */
        public int partitionIndex;

        /**
         * The response error code.
         */
        public short partitionErrorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
