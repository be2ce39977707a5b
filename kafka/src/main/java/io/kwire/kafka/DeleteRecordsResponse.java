// Converted from common/message/DeleteRecordsResponse.json of kafka-clients 4.4.0
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
 * Kafka's DeleteRecordsResponse, API key 21: versions 0-2, flexible 2+.
 *
 * <p>Starting in version 1, on quota violation, brokers send out responses before throttling.
 * Version 2 is the first flexible version.
 *
 * <p>Converted from common/message/DeleteRecordsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 21, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("2+")
public class DeleteRecordsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * Each topic that we wanted to delete records from.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<DeleteRecordsTopicResult> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic that we wanted to delete records from.
     */
    public static class DeleteRecordsTopicResult {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * Each partition that we wanted to delete records from.
         *
         * <p>Kafka's own classes look its elements up by partitionIndex (the spec's map key); the wire and
         * kwire keep them in order, duplicates included.
         */
        public List<DeleteRecordsPartitionResult> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition that we wanted to delete records from.
     */
    public static class DeleteRecordsPartitionResult {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The partition low water mark.
         */
        public long lowWatermark;

        /**
         * The deletion error code, or 0 if the deletion succeeded.
         */
        public short errorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
