// Converted from common/message/AddPartitionsToTxnRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's AddPartitionsToTxnRequest, API key 24: versions 0-5, flexible 3+.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 adds the support for new error code PRODUCER_FENCED.
 *
 * <p>Version 3 enables flexible versions.
 *
 * <p>Version 4 adds VerifyOnly field to check if partitions are already in transaction and adds
 * support to batch multiple transactions.
 *
 * <p>Version 5 adds support for new error code TRANSACTION_ABORTABLE (KIP-890). Versions 3 and
 * below will be exclusively used by clients and versions 4 and above will be used by brokers.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/AddPartitionsToTxnRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 24, type = MessageType.REQUEST)
@Versions("0-5")
@Flexible("3+")
public class AddPartitionsToTxnRequest {
    private static final int[] NO_INT32S = {};

    /**
     * List of transactions to add partitions to.
     *
     * <p>Kafka's own classes look its elements up by transactionalId (the spec's map key); the wire
     * and kwire keep them in order, duplicates included.
     */
    @Versions("4+")
    public List<AddPartitionsToTxnTransaction> transactions = new ArrayList<>();

    /**
     * The transactional id corresponding to the transaction.
     */
    @Versions("0-3")
    public String v3AndBelowTransactionalId = "";

    /**
     * Current producer id in use by the transactional id.
     */
    @Versions("0-3")
    public long v3AndBelowProducerId;

    /**
     * Current epoch associated with the producer id.
     */
    @Versions("0-3")
    public short v3AndBelowProducerEpoch;

    /**
     * The partitions to add to the transaction.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("0-3")
    public List<AddPartitionsToTxnTopic> v3AndBelowTopics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * List of transactions to add partitions to.
     */
    public static class AddPartitionsToTxnTransaction {
        /**
         * The transactional id corresponding to the transaction.
         */
        @Versions("4+")
        public String transactionalId = "";

        /**
         * Current producer id in use by the transactional id.
         */
        @Versions("4+")
        public long producerId;

        /**
         * Current epoch associated with the producer id.
         */
        @Versions("4+")
        public short producerEpoch;

        /**
         * Boolean to signify if we want to check if the partition is in the transaction rather than add
         * it.
         */
        @Versions("4+")
        @Default("false")
        public boolean verifyOnly = false;

        /**
         * The partitions to add to the transaction.
         *
         * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
         * keep them in order, duplicates included.
         */
        @Versions("4+")
        public List<AddPartitionsToTxnTopic> topics = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by Topics,
     * V3AndBelowTopics.
     */
    public static class AddPartitionsToTxnTopic {
        /**
         * The name of the topic.
         */
        public String name = "";

        /**
         * The partition indexes to add to the transaction.
         */
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
