// Converted from common/message/DeleteRecordsRequest.json of kafka-clients 4.4.0
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
 * Kafka's DeleteRecordsRequest, API key 21: versions 0-2, flexible 2+.
 *
 * <p>Version 1 is the same as version 0. Version 2 is the first flexible version.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DeleteRecordsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 21, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("2+")
public class DeleteRecordsRequest {
    /**
     * Each topic that we want to delete records from.
     */
    public List<DeleteRecordsTopic> topics = new ArrayList<>();

    /**
     * How long to wait for the deletion to complete, in milliseconds.
     */
    public int timeoutMs;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic that we want to delete records from.
     */
    public static class DeleteRecordsTopic {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * Each partition that we want to delete records from.
         */
        public List<DeleteRecordsPartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition that we want to delete records from.
     */
    public static class DeleteRecordsPartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The deletion offset. -1 means that records should be truncated to the high watermark.
         */
        public long offset;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
