// Converted from common/message/DescribeShareGroupOffsetsResponse.json of kafka-clients 4.4.0
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
 * Kafka's DescribeShareGroupOffsetsResponse, API key 90: versions 0-1, flexible 0+.
 *
 * <p>Version 0 is the initial version (KIP-932).
 *
 * <p>Version 1 introduces Lag (KIP-1226). Supported errors:
 *
 * <ul>
 * <li>GROUP_AUTHORIZATION_FAILED (version 0+)
 * <li>TOPIC_AUTHORIZATION_FAILED (version 0+)
 * <li>NOT_COORDINATOR (version 0+)
 * <li>COORDINATOR_NOT_AVAILABLE (version 0+)
 * <li>COORDINATOR_LOAD_IN_PROGRESS (version 0+)
 * <li>GROUP_ID_NOT_FOUND (version 0+)
 * <li>INVALID_REQUEST (version 0+)
 * <li>UNKNOWN_SERVER_ERROR (version 0+)
 * </ul>
 *
 * <p>Converted from common/message/DescribeShareGroupOffsetsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 90, type = MessageType.RESPONSE)
@Versions("0-1")
@Flexible("0+")
public class DescribeShareGroupOffsetsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The results for each group.
     */
    public List<DescribeShareGroupOffsetsResponseGroup> groups = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for each group.
     */
    public static class DescribeShareGroupOffsetsResponseGroup {
        /**
         * The group identifier.
         */
        public String groupId = "";

        /**
         * The results for each topic.
         */
        public List<DescribeShareGroupOffsetsResponseTopic> topics = new ArrayList<>();

        /**
         * The group-level error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The group-level error message, or null if there was no error.
         */
        @NullableVersions("0+")
        @Default("null")
        public String errorMessage = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The results for each topic.
     */
    public static class DescribeShareGroupOffsetsResponseTopic {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * The unique topic ID.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * Partitions.
         */
        public List<DescribeShareGroupOffsetsResponsePartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The struct of Partitions.
     */
    public static class DescribeShareGroupOffsetsResponsePartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The share-partition start offset.
         */
        public long startOffset;

        /**
         * The leader epoch of the partition.
         */
        public int leaderEpoch;

        /**
         * The share-partition lag.
         */
        @Versions("1+")
        @Default("-1")
        @Ignorable
        public long lag = -1L;

        /**
         * The partition-level error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The partition-level error message, or null if there was no error.
         */
        @NullableVersions("0+")
        @Default("null")
        public String errorMessage = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
