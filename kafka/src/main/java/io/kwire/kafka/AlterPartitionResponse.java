// Converted from common/message/AlterPartitionResponse.json of kafka-clients 4.4.0
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
 * Kafka's AlterPartitionResponse, API key 56: versions 2-3, flexible 0+.
 *
 * <p>Versions 0-1 were removed in Apache Kafka 4.0, version 2 is the new baseline. Version 1 adds
 * LeaderRecoveryState field (KIP-704). Version 2 adds TopicId field to replace TopicName field,
 * can return the following new errors: INELIGIBLE_REPLICA, NEW_LEADER_ELECTED and UNKNOWN_TOPIC_ID
 * (KIP-841).
 *
 * <p>Version 3 is the same as version 2 (KIP-903).
 *
 * <p>Converted from common/message/AlterPartitionResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 56, type = MessageType.RESPONSE)
@Versions("2-3")
@Flexible("0+")
public class AlterPartitionResponse {
    private static final int[] NO_INT32S = {};

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The top level response error code.
     */
    public short errorCode;

    /**
     * The responses for each topic.
     */
    public List<TopicData> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The responses for each topic.
     */
    public static class TopicData {
        /**
         * The ID of the topic.
         */
        @Versions("2+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The responses for each partition.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The responses for each partition.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The partition level error code.
         */
        public short errorCode;

        /**
         * The broker ID of the leader.
         */
        public int leaderId;

        /**
         * The leader epoch.
         */
        public int leaderEpoch;

        /**
         * The in-sync replica IDs.
         */
        public int[] isr = NO_INT32S;

        /**
         * 1 if the partition is recovering from an unclean leader election; 0 otherwise.
         */
        @Versions("1+")
        @Default("0")
        @Ignorable
        public byte leaderRecoveryState = 0;

        /**
         * The current epoch for the partition for KRaft controllers.
         */
        public int partitionEpoch;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
