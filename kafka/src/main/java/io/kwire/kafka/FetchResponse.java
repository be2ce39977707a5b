// Converted from common/message/FetchResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

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
 * Kafka's FetchResponse, API key 1: versions 4-18, flexible 12+.
 *
 * <p>Versions 0-3 were removed in Apache Kafka 4.0, Version 4 is the new baseline.
 *
 * <p>Version 1 adds throttle time. Version 2 and 3 are the same as version 1.
 *
 * <p>Version 4 adds features for transactional consumption.
 *
 * <p>Version 5 adds LogStartOffset to indicate the earliest available offset of partition data
 * that can be consumed.
 *
 * <p>Starting in version 6, we may return KAFKA_STORAGE_ERROR as an error code.
 *
 * <p>Version 7 adds incremental fetch request support.
 *
 * <p>Starting in version 8, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 9 is the same as version 8.
 *
 * <p>Version 10 indicates that the response data can use the ZStd compression algorithm, as
 * described in KIP-110. Version 12 adds support for flexible versions, epoch detection through the
 * `TruncationOffset` field, and leader discovery through the `CurrentLeader` field
 *
 * <p>Version 13 replaces the topic name field with topic ID (KIP-516).
 *
 * <p>Version 14 is the same as version 13 but it also receives a new error called
 * OffsetMovedToTieredStorageException (KIP-405)
 *
 * <p>Version 15 is the same as version 14 (KIP-903).
 *
 * <p>Version 16 adds the 'NodeEndpoints' field (KIP-951).
 *
 * <p>Version 17 no changes to the response (KIP-853).
 *
 * <p>Version 18 no changes to the response (KIP-1166)
 *
 * <p>Converted from common/message/FetchResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 1, type = MessageType.RESPONSE)
@Versions("4-18")
@Flexible("12+")
public class FetchResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * The top level response error code.
     */
    @Versions("7+")
    @Ignorable
    public short errorCode;

    /**
     * The fetch session ID, or 0 if this is not part of a fetch session.
     */
    @Versions("7+")
    @Default("0")
    public int sessionId = 0;

    /**
     * The response topics.
     */
    public List<FetchableTopicResponse> responses = new ArrayList<>();

    /**
     * Endpoints for all current-leaders enumerated in PartitionData, with errors
     * NOT_LEADER_OR_FOLLOWER &amp; FENCED_LEADER_EPOCH.
     *
     * <p>Kafka's own classes look its elements up by nodeId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("16+")
    @Tagged(tag = 0, versions = "16+")
    public List<NodeEndpoint> nodeEndpoints = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The response topics.
     */
    public static class FetchableTopicResponse {
        /**
         * The topic name.
         */
        @Versions("0-12")
        @Ignorable
        public String topic = "";

        /**
         * The unique topic ID.
         */
        @Versions("13+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The topic partitions.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The topic partitions.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The error code, or 0 if there was no fetch error.
         */
        public short errorCode;

        /**
         * The current high water mark.
         */
        public long highWatermark;

        /**
         * The last stable offset (or LSO) of the partition. This is the last offset such that the state of
         * all transactional records prior to this offset have been decided (ABORTED or COMMITTED).
         */
        @Versions("4+")
        @Default("-1")
        @Ignorable
        public long lastStableOffset = -1L;

        /**
         * The current log start offset.
         */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public long logStartOffset = -1L;

        /**
         * In case divergence is detected based on the `LastFetchedEpoch` and `FetchOffset` in the request,
         * this field indicates the largest epoch and its end offset such that subsequent records are known
         * to diverge.
         */
        @Versions("12+")
        @Tagged(tag = 0, versions = "12+")
        public EpochEndOffset divergingEpoch = new EpochEndOffset();

        /**
         * The current leader of the partition.
         */
        @Versions("12+")
        @Tagged(tag = 1, versions = "12+")
        public LeaderIdAndEpoch currentLeader = new LeaderIdAndEpoch();

        /**
         * In the case of fetching an offset less than the LogStartOffset, this is the end offset and epoch
         * that should be used in the FetchSnapshot request.
         */
        @Versions("12+")
        @Tagged(tag = 2, versions = "12+")
        public SnapshotId snapshotId = new SnapshotId();

        /**
         * The aborted transactions.
         */
        @Versions("4+")
        @NullableVersions("4+")
        @Ignorable
        public List<AbortedTransaction> abortedTransactions = new ArrayList<>();

        /**
         * The preferred read replica for the consumer to use on its next fetch request.
         */
        @Versions("11+")
        @Default("-1")
        public int preferredReadReplica = -1;

        /**
         * The record data.
         */
        @NullableVersions("0+")
        @WireType(WireType.Type.RECORDS)
        public ByteBuf records = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * In case divergence is detected based on the `LastFetchedEpoch` and `FetchOffset` in the request,
     * this field indicates the largest epoch and its end offset such that subsequent records are known
     * to diverge.
     */
    public static class EpochEndOffset {
        /**
         * The largest epoch.
         */
        @Versions("12+")
        @Default("-1")
        public int epoch = -1;

        /**
         * The end offset of the epoch.
         */
        @Versions("12+")
        @Default("-1")
        public long endOffset = -1L;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The current leader of the partition.
     */
    public static class LeaderIdAndEpoch {
        /**
         * The ID of the current leader or -1 if the leader is unknown.
         */
        @Versions("12+")
        @Default("-1")
        public int leaderId = -1;

        /**
         * The latest known leader epoch.
         */
        @Versions("12+")
        @Default("-1")
        public int leaderEpoch = -1;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * In the case of fetching an offset less than the LogStartOffset, this is the end offset and epoch
     * that should be used in the FetchSnapshot request.
     */
    public static class SnapshotId {
        /**
         * The end offset of the epoch.
         */
        @Default("-1")
        public long endOffset = -1L;

        /**
         * The largest epoch.
         */
        @Default("-1")
        public int epoch = -1;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The aborted transactions.
     */
    public static class AbortedTransaction {
        /**
         * The producer id associated with the aborted transaction.
         */
        @Versions("4+")
        public long producerId;

        /**
         * The first offset in the aborted transaction.
         */
        @Versions("4+")
        public long firstOffset;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Endpoints for all current-leaders enumerated in PartitionData, with errors
     * NOT_LEADER_OR_FOLLOWER &amp; FENCED_LEADER_EPOCH.
     */
    public static class NodeEndpoint {
        /**
         * The ID of the associated node.
         */
        @Versions("16+")
        public int nodeId;

        /**
         * The node's hostname.
         */
        @Versions("16+")
        public String host = "";

        /**
         * The node's port.
         */
        @Versions("16+")
        public int port;

        /**
         * The rack of the node, or null if it has not been assigned to a rack.
         */
        @Versions("16+")
        @NullableVersions("16+")
        @Default("null")
        public String rack = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
