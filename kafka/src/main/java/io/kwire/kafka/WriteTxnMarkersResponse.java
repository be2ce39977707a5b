// Converted from common/message/WriteTxnMarkersResponse.json of kafka-clients 4.4.0
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
 * Kafka's WriteTxnMarkersResponse, API key 27: versions 1-2, flexible 1+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Version 1 enables flexible versions. Version 2 matches WriteTxnMarkersRequest version 2
 * (KIP-1228).
 *
 * <p>Converted from common/message/WriteTxnMarkersResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 27, type = MessageType.RESPONSE)
@Versions("1-2")
@Flexible("1+")
public class WriteTxnMarkersResponse {
    /**
     * The results for writing makers.
     */
    public List<WritableTxnMarkerResult> markers = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for writing makers.
     */
    public static class WritableTxnMarkerResult {
        /**
         * The current producer ID in use by the transactional ID.
         */
        public long producerId;

        /**
         * The results by topic.
         */
        public List<WritableTxnMarkerTopicResult> topics = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The results by topic.
     */
    public static class WritableTxnMarkerTopicResult {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The results by partition.
         */
        public List<WritableTxnMarkerPartitionResult> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The results by partition.
     */
    public static class WritableTxnMarkerPartitionResult {
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
