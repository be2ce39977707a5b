// Converted from common/message/OffsetFetchResponse.json of kafka-clients 4.4.0
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
 * Kafka's OffsetFetchResponse, API key 9: versions 1-10, flexible 6+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 adds a top-level error code.
 *
 * <p>Version 3 adds the throttle time.
 *
 * <p>Starting in version 4, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 5 adds the leader epoch to the committed offset.
 *
 * <p>Version 6 is the first flexible version.
 *
 * <p>Version 7 adds pending offset commit as new error response on partition level.
 *
 * <p>Version 8 is adding support for fetching offsets for multiple groups
 *
 * <p>Version 9 is the first version that can be used with the new consumer group protocol
 * (KIP-848). The response is the same as version 8 but can return STALE_MEMBER_EPOCH and
 * UNKNOWN_MEMBER_ID errors when the new consumer group protocol is used.
 *
 * <p>Version 10 adds support for topic ids and removes support for topic names (KIP-848). It can
 * return UNKNOWN_TOPIC_ID if topic IDs used and the topic is not found in metadata. Supported
 * errors:
 *
 * <ul>
 * <li>GROUP_AUTHORIZATION_FAILED (version 0+)
 * <li>NOT_COORDINATOR (version 0+)
 * <li>COORDINATOR_NOT_AVAILABLE (version 0+)
 * <li>COORDINATOR_LOAD_IN_PROGRESS (version 0+)
 * <li>GROUP_ID_NOT_FOUND (version 0+)
 * <li>UNSTABLE_OFFSET_COMMIT (version 7+)
 * <li>UNKNOWN_MEMBER_ID (version 9+)
 * <li>STALE_MEMBER_EPOCH (version 9+)
 * <li>UNKNOWN_TOPIC_ID (version 10+)
 * </ul>
 *
 * <p>Converted from common/message/OffsetFetchResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 9, type = MessageType.RESPONSE)
@Versions("1-10")
@Flexible("6+")
public class OffsetFetchResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("3+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * The responses per topic.
     */
    @Versions("0-7")
    public List<OffsetFetchResponseTopic> topics = new ArrayList<>();

    /**
     * The top-level error code, or 0 if there was no error.
     */
    @Versions("2-7")
    @Default("0")
    @Ignorable
    public short errorCode = 0;

    /**
     * The responses per group id.
     */
    @Versions("8+")
    public List<OffsetFetchResponseGroup> groups = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The responses per topic.
     */
    public static class OffsetFetchResponseTopic {
        /**
         * The topic name.
         */
        @Versions("0-7")
        public String name = "";

        /**
         * The responses per partition.
         */
        @Versions("0-7")
        public List<OffsetFetchResponsePartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The responses per partition.
     */
    public static class OffsetFetchResponsePartition {
        /**
         * The partition index.
         */
        @Versions("0-7")
        public int partitionIndex;

        /**
         * The committed message offset.
         */
        @Versions("0-7")
        public long committedOffset;

        /**
         * The leader epoch.
         */
        @Versions("5-7")
        @Default("-1")
        @Ignorable
        public int committedLeaderEpoch = -1;

        /**
         * The partition metadata.
         */
        @Versions("0-7")
        @NullableVersions("0-7")
        public String metadata = "";

        /**
         * The error code, or 0 if there was no error.
         */
        @Versions("0-7")
        public short errorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The responses per group id.
     */
    public static class OffsetFetchResponseGroup {
        /**
         * The group ID.
         */
        @Versions("8+")
        public String groupId = "";

        /**
         * The responses per topic.
         */
        @Versions("8+")
        public List<OffsetFetchResponseTopics> topics = new ArrayList<>();

        /**
         * The group-level error code, or 0 if there was no error.
         */
        @Versions("8+")
        @Default("0")
        public short errorCode = 0;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The responses per topic.
     */
    public static class OffsetFetchResponseTopics {
        /**
         * The topic name.
         */
        @Versions("8-9")
        @Ignorable
        public String name = "";

        /**
         * The topic ID.
         */
        @Versions("10+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The responses per partition.
         */
        @Versions("8+")
        public List<OffsetFetchResponsePartitions> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The responses per partition.
     */
    public static class OffsetFetchResponsePartitions {
        /**
         * The partition index.
         */
        @Versions("8+")
        public int partitionIndex;

        /**
         * The committed message offset.
         */
        @Versions("8+")
        public long committedOffset;

        /**
         * The leader epoch.
         */
        @Versions("8+")
        @Default("-1")
        @Ignorable
        public int committedLeaderEpoch = -1;

        /**
         * The partition metadata.
         */
        @Versions("8+")
        @NullableVersions("8+")
        public String metadata = "";

        /**
         * The partition-level error code, or 0 if there was no error.
         */
        @Versions("8+")
        public short errorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
