package io.kwire.examples.messages;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import io.netty.buffer.ByteBuf;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The Fetch response (API key 1), versions 4-18, flexible from version 12: the records of each
 * partition asked for, as the bytes of their record batches, with the partition's offsets, and,
 * as tagged structs, the leader and epoch information a follower needs. Mirrors Kafka 4.4.0's
 * {@code FetchResponse.json}.
 *
 * <p>The {@code records} of a response read by the codec are retained slices of the buffer read;
 * whoever holds the response releases them.
 */
@ApiKey(value = 1, type = MessageType.RESPONSE)
@Versions("4-18")
@Flexible("12+")
public class FetchResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation,
     * or zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /** The top level response error code. */
    @Versions("7+")
    @Ignorable
    public short errorCode;

    /** The fetch session ID, or 0 if this is not part of a fetch session. */
    @Versions("7+")
    @Default("0")
    public int sessionId = 0;

    /** The response topics. */
    public List<FetchableTopicResponse> responses = new ArrayList<>();

    /**
     * Endpoints for all current-leaders enumerated in PartitionData, with errors
     * NOT_LEADER_OR_FOLLOWER &amp; FENCED_LEADER_EPOCH.
     */
    @Versions("16+")
    @Tagged(tag = 0)
    public List<NodeEndpoint> nodeEndpoints = new ArrayList<>();

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** The partitions fetched from one topic. */
    public static class FetchableTopicResponse {
        /** The topic name. */
        @Versions("0-12")
        @Ignorable
        public String topic = "";

        /** The unique topic ID. */
        @Versions("13+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /** The topic partitions. */
        public List<PartitionData> partitions = new ArrayList<>();

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** What was fetched from one partition. */
    public static class PartitionData {
        /** The partition index. */
        public int partitionIndex;

        /** The error code, or 0 if there was no fetch error. */
        public short errorCode;

        /** The current high water mark. */
        public long highWatermark;

        /**
         * The last stable offset (or LSO) of the partition. This is the last offset such that the
         * state of all transactional records prior to this offset have been decided (ABORTED or
         * COMMITTED).
         */
        @Versions("4+")
        @Default("-1")
        @Ignorable
        public long lastStableOffset = -1;

        /** The current log start offset. */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public long logStartOffset = -1;

        /**
         * In case divergence is detected based on the `LastFetchedEpoch` and `FetchOffset` in the
         * request, this field indicates the largest epoch and its end offset such that subsequent
         * records are known to diverge.
         */
        @Versions("12+")
        @Tagged(tag = 0)
        public EpochEndOffset divergingEpoch = new EpochEndOffset();

        /** The current leader of the partition. */
        @Versions("12+")
        @Tagged(tag = 1)
        public LeaderIdAndEpoch currentLeader = new LeaderIdAndEpoch();

        /**
         * In the case of fetching an offset less than the LogStartOffset, this is the end offset
         * and epoch that should be used in the FetchSnapshot request.
         */
        @Versions("12+")
        @Tagged(tag = 2)
        public SnapshotId snapshotId = new SnapshotId();

        /** The aborted transactions. */
        @Versions("4+")
        @NullableVersions("4+")
        @Ignorable
        public List<AbortedTransaction> abortedTransactions = new ArrayList<>();

        /** The preferred read replica for the consumer to use on its next fetch request. */
        @Versions("11+")
        @Default("-1")
        public int preferredReadReplica = -1;

        /**
         * The record data. A new instance holds null, as Kafka's does; a read one holds a retained
         * slice of the buffer read, which its holder releases.
         */
        @NullableVersions("0+")
        @WireType(WireType.Type.RECORDS)
        public ByteBuf records = null;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The largest epoch and its end offset, where the follower's log diverges from the leader's. */
    public static class EpochEndOffset {
        /** The largest epoch. */
        @Versions("12+")
        @Default("-1")
        public int epoch = -1;

        /** The end offset of the epoch. */
        @Versions("12+")
        @Default("-1")
        public long endOffset = -1;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The leader of a partition and its epoch. */
    public static class LeaderIdAndEpoch {
        /** The ID of the current leader or -1 if the leader is unknown. */
        @Versions("12+")
        @Default("-1")
        public int leaderId = -1;

        /** The latest known leader epoch. */
        @Versions("12+")
        @Default("-1")
        public int leaderEpoch = -1;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The end offset and epoch of the snapshot to fetch instead. */
    public static class SnapshotId {
        /** The end offset of the epoch. */
        @Default("-1")
        public long endOffset = -1;

        /** The largest epoch. */
        @Default("-1")
        public int epoch = -1;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** One transaction aborted within the records returned. */
    public static class AbortedTransaction {
        /** The producer id associated with the aborted transaction. */
        @Versions("4+")
        public long producerId;

        /** The first offset in the aborted transaction. */
        @Versions("4+")
        public long firstOffset;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The endpoint of one leader named in the partitions' data. */
    public static class NodeEndpoint {
        /** The ID of the associated node. */
        @Versions("16+")
        public int nodeId;

        /** The node's hostname. */
        @Versions("16+")
        public String host = "";

        /** The node's port. */
        @Versions("16+")
        public int port;

        /** The rack of the node, or null if it has not been assigned to a rack. */
        @Versions("16+")
        @NullableVersions("16+")
        @Default("null")
        public String rack = null;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
