// Converted from common/message/AlterPartitionRequest.json of kafka-clients 4.4.0
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
 * Kafka's AlterPartitionRequest, API key 56: versions 2-3, flexible 0+.
 *
 * <p>Versions 0-1 were removed in Apache Kafka 4.0, version 2 is the new baseline. Version 1 adds
 * LeaderRecoveryState field (KIP-704). Version 2 adds TopicId field to replace TopicName field
 * (KIP-841).
 *
 * <p>Version 3 adds the NewIsrEpochs field and deprecates the NewIsr field (KIP-903).
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/AlterPartitionRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 56, type = MessageType.REQUEST)
@Versions("2-3")
@Flexible("0+")
public class AlterPartitionRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The ID of the requesting broker.
     */
    public int brokerId;

    /**
     * The epoch of the requesting broker.
     */
    @Default("-1")
    public long brokerEpoch = -1L;

    /**
     * The topics to alter ISRs for.
     */
    public List<TopicData> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to alter ISRs for.
     */
    public static class TopicData {
        /**
         * The ID of the topic to alter ISRs for.
         */
        @Versions("2+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The partitions to alter ISRs for.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions to alter ISRs for.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The leader epoch of this partition.
         */
        public int leaderEpoch;

        /**
         * The ISR for this partition. Deprecated since version 3.
         */
        @Versions("0-2")
        public int[] newIsr = NO_INT32S;

        /**
         * The ISR for this partition.
         */
        @Versions("3+")
        public List<BrokerState> newIsrWithEpochs = new ArrayList<>();

        /**
         * 1 if the partition is recovering from an unclean leader election; 0 otherwise.
         */
        @Versions("1+")
        @Default("0")
        public byte leaderRecoveryState = 0;

        /**
         * The expected epoch of the partition which is being updated.
         */
        public int partitionEpoch;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The ISR for this partition.
     */
    public static class BrokerState {
        /**
         * The ID of the broker.
         */
        @Versions("3+")
        public int brokerId;

        /**
         * The epoch of the broker. It will be -1 if the epoch check is not supported.
         */
        @Versions("3+")
        @Default("-1")
        public long brokerEpoch = -1L;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
