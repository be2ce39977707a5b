// Converted from common/message/OffsetCommitRequest.json of kafka-clients 4.4.0
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
 * Kafka's OffsetCommitRequest, API key 8: versions 2-10, flexible 8+.
 *
 * <p>Versions 0-1 were removed in Apache Kafka 4.0, Version 2 is the new baseline.
 *
 * <p>Version 1 adds timestamp and group membership information, as well as the commit timestamp.
 *
 * <p>Version 2 adds retention time. It removes the commit timestamp added in version 1.
 *
 * <p>Version 3 and 4 are the same as version 2.
 *
 * <p>Version 5 removes the retention time, which is now controlled only by a broker configuration.
 *
 * <p>Version 6 adds the leader epoch for fencing.
 *
 * <p>version 7 adds a new field called groupInstanceId to indicate member identity across
 * restarts.
 *
 * <p>Version 8 is the first flexible version.
 *
 * <p>Version 9 is the first version that can be used with the new consumer group protocol
 * (KIP-848). The request is the same as version 8.
 *
 * <p>Version 10 adds support for topic ids and removes support for topic names (KIP-848).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/OffsetCommitRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 8, type = MessageType.REQUEST)
@Versions("2-10")
@Flexible("8+")
public class OffsetCommitRequest {
    /**
     * The unique group identifier.
     */
    public String groupId = "";

    /**
     * The generation of the group if using the classic group protocol or the member epoch if using the
     * consumer protocol.
     */
    @Versions("1+")
    @Default("-1")
    @Ignorable
    public int generationIdOrMemberEpoch = -1;

    /**
     * The member ID assigned by the group coordinator.
     */
    @Versions("1+")
    @Ignorable
    public String memberId = "";

    /**
     * The unique identifier of the consumer instance provided by end user.
     */
    @Versions("7+")
    @NullableVersions("7+")
    @Default("null")
    public String groupInstanceId = null;

    /**
     * The time period in ms to retain the offset.
     */
    @Versions("2-4")
    @Default("-1")
    @Ignorable
    public long retentionTimeMs = -1L;

    /**
     * The topics to commit offsets for.
     */
    public List<OffsetCommitRequestTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to commit offsets for.
     */
    public static class OffsetCommitRequestTopic {
        /**
         * The topic name.
         */
        @Versions("0-9")
        @Ignorable
        public String name = "";

        /**
         * The topic ID.
         */
        @Versions("10+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * Each partition to commit offsets for.
         */
        public List<OffsetCommitRequestPartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition to commit offsets for.
     */
    public static class OffsetCommitRequestPartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The message offset to be committed.
         */
        public long committedOffset;

        /**
         * The leader epoch of this partition.
         */
        @Versions("6+")
        @Default("-1")
        @Ignorable
        public int committedLeaderEpoch = -1;

        /**
         * Any associated metadata the client wants to keep.
         */
        @NullableVersions("0+")
        public String committedMetadata = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
