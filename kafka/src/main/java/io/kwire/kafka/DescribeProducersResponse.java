// Converted from common/message/DescribeProducersResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DescribeProducersResponse, API key 61: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/DescribeProducersResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 61, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class DescribeProducersResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * Each topic in the response.
     */
    public List<TopicResponse> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic in the response.
     */
    public static class TopicResponse {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * Each partition in the response.
         */
        public List<PartitionResponse> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition in the response.
     */
    public static class PartitionResponse {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The partition error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The partition error message, which may be null if no additional details are available.
         */
        @NullableVersions("0+")
        @Default("null")
        public String errorMessage = null;

        /**
         * The active producers for the partition.
         */
        public List<ProducerState> activeProducers = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The active producers for the partition.
     */
    public static class ProducerState {
        /**
         * The producer id.
         */
        public long producerId;

        /**
         * The producer epoch.
         */
        public int producerEpoch;

        /**
         * The last sequence number sent by the producer.
         */
        @Default("-1")
        public int lastSequence = -1;

        /**
         * The last timestamp sent by the producer.
         */
        @Default("-1")
        public long lastTimestamp = -1L;

        /**
         * The current epoch of the producer group.
         */
        public int coordinatorEpoch;

        /**
         * The current transaction start offset of the producer.
         */
        @Default("-1")
        public long currentTxnStartOffset = -1L;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
