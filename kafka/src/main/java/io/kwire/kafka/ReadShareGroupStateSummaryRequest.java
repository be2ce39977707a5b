// Converted from common/message/ReadShareGroupStateSummaryRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's ReadShareGroupStateSummaryRequest, API key 87: versions 0-1, flexible 0+.
 *
 * <p>Version 0 is the initial version (KIP-932).
 *
 * <p>Version 1 introduces DeliveryCompleteCount in the response (KIP-1226).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ReadShareGroupStateSummaryRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 87, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("0+")
public class ReadShareGroupStateSummaryRequest {
    /**
     * The group identifier.
     */
    public String groupId = "";

    /**
     * The data for the topics.
     */
    public List<ReadStateSummaryData> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The data for the topics.
     */
    public static class ReadStateSummaryData {
        /**
         * The topic identifier.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The data for the partitions.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The data for the partitions.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partition;

        /**
         * The leader epoch of the share-partition.
         */
        public int leaderEpoch;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
