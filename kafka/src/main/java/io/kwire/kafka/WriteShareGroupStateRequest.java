// Converted from common/message/WriteShareGroupStateRequest.json of kafka-clients 4.4.0
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
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's WriteShareGroupStateRequest, API key 85: versions 0-1, flexible 0+.
 *
 * <p>Version 0 is the initial version (KIP-932).
 *
 * <p>Version 1 introduces DeliveryCompleteCount (KIP-1226).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/WriteShareGroupStateRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 85, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("0+")
public class WriteShareGroupStateRequest {
    /**
     * The group identifier.
     */
    public String groupId = "";

    /**
     * The data for the topics.
     */
    public List<WriteStateData> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The data for the topics.
     */
    public static class WriteStateData {
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
         * The state epoch of the share-partition.
         */
        public int stateEpoch;

        /**
         * The leader epoch of the share-partition.
         */
        public int leaderEpoch;

        /**
         * The share-partition start offset, or -1 if the start offset is not being written.
         */
        public long startOffset;

        /**
         * The number of offsets greater than or equal to share-partition start offset for which delivery
         * has been completed.
         */
        @Versions("1+")
        @Default("-1")
        @Ignorable
        public int deliveryCompleteCount = -1;

        /**
         * The state batches for the share-partition.
         */
        public List<StateBatch> stateBatches = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The state batches for the share-partition.
     */
    public static class StateBatch {
        /**
         * The first offset of this state batch.
         */
        public long firstOffset;

        /**
         * The last offset of this state batch.
         */
        public long lastOffset;

        /**
         * The delivery state - 0:Available,2:Acked,4:Archived.
         */
        public byte deliveryState;

        /**
         * The delivery count.
         */
        public short deliveryCount;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
