// Converted from common/message/OffsetFetchRequest.json of kafka-clients 4.4.0
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
 * Kafka's OffsetFetchRequest, API key 9: versions 1-10, flexible 6+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>In version 0, the request read offsets from ZK.
 *
 * <p>Starting in version 1, the broker supports fetching offsets from the internal
 * __consumer_offsets topic.
 *
 * <p>Starting in version 2, the request can contain a null topics array to indicate that offsets
 * for all topics should be fetched. It also returns a top level error code for group or
 * coordinator level errors.
 *
 * <p>Version 3, 4, and 5 are the same as version 2.
 *
 * <p>Version 6 is the first flexible version.
 *
 * <p>Version 7 is adding the require stable flag.
 *
 * <p>Version 8 is adding support for fetching offsets for multiple groups at a time.
 *
 * <p>Version 9 is the first version that can be used with the new consumer group protocol
 * (KIP-848). It adds the MemberId and MemberEpoch fields. Those are filled in and validated when
 * the new consumer protocol is used.
 *
 * <p>Version 10 adds support for topic ids and removes support for topic names (KIP-848).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/OffsetFetchRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 9, type = MessageType.REQUEST)
@Versions("1-10")
@Flexible("6+")
public class OffsetFetchRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The group to fetch offsets for.
     */
    @Versions("0-7")
    public String groupId = "";

    /**
     * Each topic we would like to fetch offsets for, or null to fetch offsets for all topics.
     */
    @Versions("0-7")
    @NullableVersions("2-7")
    public List<OffsetFetchRequestTopic> topics = new ArrayList<>();

    /**
     * Each group we would like to fetch offsets for.
     */
    @Versions("8+")
    public List<OffsetFetchRequestGroup> groups = new ArrayList<>();

    /**
     * Whether broker should hold on returning unstable offsets but set a retriable error code for the
     * partitions.
     */
    @Versions("7+")
    @Default("false")
    public boolean requireStable = false;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic we would like to fetch offsets for, or null to fetch offsets for all topics.
     */
    public static class OffsetFetchRequestTopic {
        /**
         * The topic name.
         */
        @Versions("0-7")
        public String name = "";

        /**
         * The partition indexes we would like to fetch offsets for.
         */
        @Versions("0-7")
        public int[] partitionIndexes = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each group we would like to fetch offsets for.
     */
    public static class OffsetFetchRequestGroup {
        /**
         * The group ID.
         */
        @Versions("8+")
        public String groupId = "";

        /**
         * The member id.
         */
        @Versions("9+")
        @NullableVersions("9+")
        @Default("null")
        @Ignorable
        public String memberId = null;

        /**
         * The member epoch if using the new consumer protocol (KIP-848).
         */
        @Versions("9+")
        @Default("-1")
        @Ignorable
        public int memberEpoch = -1;

        /**
         * Each topic we would like to fetch offsets for, or null to fetch offsets for all topics.
         */
        @Versions("8+")
        @NullableVersions("8+")
        public List<OffsetFetchRequestTopics> topics = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each topic we would like to fetch offsets for, or null to fetch offsets for all topics.
     */
    public static class OffsetFetchRequestTopics {
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
         * The partition indexes we would like to fetch offsets for.
         */
        @Versions("8+")
        public int[] partitionIndexes = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
