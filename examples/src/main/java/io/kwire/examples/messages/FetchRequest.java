package io.kwire.examples.messages;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The Fetch request (API key 1), versions 4-18, flexible from version 12: asks a broker for the
 * records of some partitions, from a consumer or from a follower replica. Its tagged fields have
 * defaults other than zero ({@code HighWatermark} defaults to {@code Long.MAX_VALUE}, {@code
 * ClusterId} to null), so they are written only when they differ from those. Mirrors Kafka 4.4.0's
 * {@code FetchRequest.json}.
 */
@ApiKey(value = 1, type = MessageType.REQUEST)
@Versions("4-18")
@Flexible("12+")
public class FetchRequest {
    /** The clusterId if known. This is used to validate metadata fetches prior to broker registration. */
    @Versions("12+")
    @NullableVersions("12+")
    @Default("null")
    @Tagged(tag = 0)
    @Ignorable
    public String clusterId = null;

    /** The broker ID of the follower, of -1 if this request is from a consumer. */
    @Versions("0-14")
    @Default("-1")
    public int replicaId = -1;

    /** The state of the replica in the follower. */
    @Versions("15+")
    @Tagged(tag = 1)
    public ReplicaState replicaState = new ReplicaState();

    /** The maximum time in milliseconds to wait for the response. */
    public int maxWaitMs;

    /** The minimum bytes to accumulate in the response. */
    public int minBytes;

    /** The maximum bytes to fetch.  See KIP-74 for cases where this limit may not be honored. */
    @Versions("3+")
    @Default("0x7fffffff")
    @Ignorable
    public int maxBytes = 0x7fffffff;

    /**
     * This setting controls the visibility of transactional records. Using READ_UNCOMMITTED
     * (isolation_level = 0) makes all records visible. With READ_COMMITTED (isolation_level = 1),
     * non-transactional and COMMITTED transactional records are visible. To be more concrete,
     * READ_COMMITTED returns all data from offsets smaller than the current LSO (last stable
     * offset), and enables the inclusion of the list of aborted transactions in the result, which
     * allows consumers to discard ABORTED transactional records.
     */
    @Versions("4+")
    @Default("0")
    @Ignorable
    public byte isolationLevel = 0;

    /** The fetch session ID. */
    @Versions("7+")
    @Default("0")
    @Ignorable
    public int sessionId = 0;

    /** The fetch session epoch, which is used for ordering requests in a session. */
    @Versions("7+")
    @Default("-1")
    @Ignorable
    public int sessionEpoch = -1;

    /** The topics to fetch. */
    public List<FetchTopic> topics = new ArrayList<>();

    /** In an incremental fetch request, the partitions to remove. */
    @Versions("7+")
    public List<ForgottenTopic> forgottenTopicsData = new ArrayList<>();

    /** Rack ID of the consumer making this request. */
    @Versions("11+")
    @Default("")
    @Ignorable
    public String rackId = "";

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** The state of the follower replica that sends the request. */
    public static class ReplicaState {
        /** The replica ID of the follower, or -1 if this request is from a consumer. */
        @Versions("15+")
        @Default("-1")
        public int replicaId = -1;

        /** The epoch of this follower, or -1 if not available. */
        @Versions("15+")
        @Default("-1")
        public long replicaEpoch = -1;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** One topic to fetch from. */
    public static class FetchTopic {
        /** The name of the topic to fetch. */
        @Versions("0-12")
        @Ignorable
        public String topic = "";

        /** The unique topic ID. */
        @Versions("13+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /** The partitions to fetch. */
        public List<FetchPartition> partitions = new ArrayList<>();

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** One partition to fetch from, and where to start. */
    public static class FetchPartition {
        /** The partition index. */
        public int partition;

        /** The current leader epoch of the partition. */
        @Versions("9+")
        @Default("-1")
        @Ignorable
        public int currentLeaderEpoch = -1;

        /** The message offset. */
        public long fetchOffset;

        /** The epoch of the last fetched record or -1 if there is none. */
        @Versions("12+")
        @Default("-1")
        public int lastFetchedEpoch = -1;

        /**
         * The earliest available offset of the follower replica.  The field is only used when the
         * request is sent by the follower.
         */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public long logStartOffset = -1;

        /**
         * The maximum bytes to fetch from this partition.  See KIP-74 for cases where this limit
         * may not be honored.
         */
        public int partitionMaxBytes;

        /** The directory id of the follower fetching. */
        @Versions("17+")
        @Tagged(tag = 0)
        @Ignorable
        public UUID replicaDirectoryId = Uuids.ZERO;

        /**
         * The high-watermark known by the replica. -1 if the high-watermark is not known and
         * 9223372036854775807 if the feature is not supported.
         */
        @Versions("18+")
        @Default("9223372036854775807")
        @Tagged(tag = 1)
        @Ignorable
        public long highWatermark = Long.MAX_VALUE;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The partitions of one topic to remove from an incremental fetch session. */
    public static class ForgottenTopic {
        /** The topic name. */
        @Versions("7-12")
        @Ignorable
        public String topic = "";

        /** The unique topic ID. */
        @Versions("13+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /** The partitions indexes to forget. */
        @Versions("7+")
        public List<Integer> partitions = new ArrayList<>();

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
