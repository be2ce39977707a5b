// Converted from common/message/DescribeTopicPartitionsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's DescribeTopicPartitionsResponse, API key 75: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/DescribeTopicPartitionsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 75, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class DescribeTopicPartitionsResponse {
    private static final int[] NO_INT32S = {};

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Ignorable
    public int throttleTimeMs;

    /**
     * Each topic in the response.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<DescribeTopicPartitionsResponseTopic> topics = new ArrayList<>();

    /**
     * The next topic and partition index to fetch details for.
     */
    @NullableVersions("0+")
    @Default("null")
    public Cursor nextCursor = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic in the response.
     */
    public static class DescribeTopicPartitionsResponseTopic {
        /**
         * The topic error, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The topic name.
         */
        @NullableVersions("0+")
        public String name = "";

        /**
         * The topic id.
         */
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * True if the topic is internal.
         */
        @Default("false")
        @Ignorable
        public boolean isInternal = false;

        /**
         * Each partition in the topic.
         */
        public List<DescribeTopicPartitionsResponsePartition> partitions = new ArrayList<>();

        /**
         * 32-bit bitfield to represent authorized operations for this topic.
         */
        @Default("-2147483648")
        public int topicAuthorizedOperations = -2147483648;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition in the topic.
     */
    public static class DescribeTopicPartitionsResponsePartition {
        /**
         * The partition error, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The ID of the leader broker.
         */
        public int leaderId;

        /**
         * The leader epoch of this partition.
         */
        @Default("-1")
        @Ignorable
        public int leaderEpoch = -1;

        /**
         * The set of all nodes that host this partition.
         */
        public int[] replicaNodes = NO_INT32S;

        /**
         * The set of nodes that are in sync with the leader for this partition.
         */
        public int[] isrNodes = NO_INT32S;

        /**
         * The new eligible leader replicas otherwise.
         */
        @NullableVersions("0+")
        @Default("null")
        public int[] eligibleLeaderReplicas = null;

        /**
         * The last known ELR.
         */
        @NullableVersions("0+")
        @Default("null")
        public int[] lastKnownElr = null;

        /**
         * The set of offline replicas of this partition.
         */
        @Ignorable
        public int[] offlineReplicas = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The next topic and partition index to fetch details for.
     */
    public static class Cursor {
        /**
         * The name for the first topic to process.
         */
        public String topicName = "";

        /**
         * The partition index to start with.
         */
        public int partitionIndex;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
