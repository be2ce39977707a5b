// Converted from common/message/DescribeTransactionsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DescribeTransactionsResponse, API key 65: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/DescribeTransactionsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 65, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class DescribeTransactionsResponse {
    private static final int[] NO_INT32S = {};

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The current state of the transaction.
     */
    public List<TransactionState> transactionStates = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The current state of the transaction.
     */
    public static class TransactionState {
        /**
         * The error code.
         */
        public short errorCode;

        /**
         * The transactional id.
         */
        public String transactionalId = "";

        /**
         * The current transaction state of the producer.
         */
        public String transactionState = "";

        /**
         * The timeout in milliseconds for the transaction.
         */
        public int transactionTimeoutMs;

        /**
         * The start time of the transaction in milliseconds.
         */
        public long transactionStartTimeMs;

        /**
         * The current producer id associated with the transaction.
         */
        public long producerId;

        /**
         * The current epoch associated with the producer id.
         */
        public short producerEpoch;

        /**
         * The set of partitions included in the current transaction (if active). When a transaction is
         * preparing to commit or abort, this will include only partitions which do not have markers.
         *
         * <p>Kafka's own classes look its elements up by topic (the spec's map key); the wire and kwire
         * keep them in order, duplicates included.
         */
        public List<TopicData> topics = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The set of partitions included in the current transaction (if active). When a transaction is
     * preparing to commit or abort, this will include only partitions which do not have markers.
     */
    public static class TopicData {
        /**
         * The topic name.
         */
        public String topic = "";

        /**
         * The partition ids included in the current transaction.
         */
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
