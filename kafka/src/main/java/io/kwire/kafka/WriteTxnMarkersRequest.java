// Converted from common/message/WriteTxnMarkersRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's WriteTxnMarkersRequest, API key 27: versions 1-2, flexible 1+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Version 1 enables flexible versions. Version 2 adds TransactionVersion field to the
 * WritableTxnMarker (KIP-1228).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/WriteTxnMarkersRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 27, type = MessageType.REQUEST)
@Versions("1-2")
@Flexible("1+")
public class WriteTxnMarkersRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The transaction markers to be written.
     */
    public List<WritableTxnMarker> markers = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The transaction markers to be written.
     */
    public static class WritableTxnMarker {
        /**
         * The current producer ID.
         */
        public long producerId;

        /**
         * The current epoch associated with the producer ID.
         */
        public short producerEpoch;

        /**
         * The result of the transaction to write to the partitions (false = ABORT, true = COMMIT).
         */
        public boolean transactionResult;

        /**
         * Each topic that we want to write transaction marker(s) for.
         */
        public List<WritableTxnMarkerTopic> topics = new ArrayList<>();

        /**
         * Epoch associated with the transaction state partition hosted by this transaction coordinator.
         */
        public int coordinatorEpoch;

        /**
         * Transaction version of the marker. Ex: 0/1 = legacy (TV0/TV1), 2 = TV2 etc.
         */
        @Versions("2+")
        @Default("0")
        @Ignorable
        public byte transactionVersion = 0;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each topic that we want to write transaction marker(s) for.
     */
    public static class WritableTxnMarkerTopic {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The indexes of the partitions to write transaction markers for.
         */
        public int[] partitionIndexes = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
