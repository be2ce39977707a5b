// Converted from common/message/FetchSnapshotResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import io.netty.buffer.ByteBuf;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's FetchSnapshotResponse, API key 59: versions 0-1, flexible 0+.
 *
 * <p>Version 1 adds leader endpoint (KIP-853)
 *
 * <p>Converted from common/message/FetchSnapshotResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 59, type = MessageType.RESPONSE)
@Versions("0-1")
@Flexible("0+")
public class FetchSnapshotResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Ignorable
    public int throttleTimeMs;

    /**
     * The top level response error code.
     */
    public short errorCode;

    /**
     * The topics to fetch.
     */
    public List<TopicSnapshot> topics = new ArrayList<>();

    /**
     * Endpoints for all current-leaders enumerated in PartitionSnapshot.
     *
     * <p>Kafka's own classes look its elements up by nodeId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("1+")
    @Tagged(tag = 0, versions = "1+")
    public List<NodeEndpoint> nodeEndpoints = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to fetch.
     */
    public static class TopicSnapshot {
        /**
         * The name of the topic to fetch.
         */
        public String name = "";

        /**
         * The partitions to fetch.
         */
        public List<PartitionSnapshot> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions to fetch.
     */
    public static class PartitionSnapshot {
        /**
         * The partition index.
         */
        public int index;

        /**
         * The error code, or 0 if there was no fetch error.
         */
        public short errorCode;

        /**
         * The snapshot endOffset and epoch fetched.
         */
        public SnapshotId snapshotId = new SnapshotId();

        /**
         * The leader of the partition at the time of the snapshot.
         */
        @Tagged(tag = 0, versions = "0+")
        public LeaderIdAndEpoch currentLeader = new LeaderIdAndEpoch();

        /**
         * The total size of the snapshot.
         */
        public long size;

        /**
         * The starting byte position within the snapshot included in the Bytes field.
         */
        public long position;

        /**
         * Snapshot data in records format which may not be aligned on an offset boundary.
         */
        @WireType(WireType.Type.RECORDS)
        public ByteBuf unalignedRecords = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The snapshot endOffset and epoch fetched.
     */
    public static class SnapshotId {
        /**
         * The snapshot end offset.
         */
        public long endOffset;

        /**
         * The snapshot epoch.
         */
        public int epoch;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The leader of the partition at the time of the snapshot.
     */
    public static class LeaderIdAndEpoch {
        /**
         * The ID of the current leader or -1 if the leader is unknown.
         */
        public int leaderId;

        /**
         * The latest known leader epoch.
         */
        public int leaderEpoch;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Endpoints for all current-leaders enumerated in PartitionSnapshot.
     */
    public static class NodeEndpoint {
        /**
         * The ID of the associated node.
         */
        @Versions("1+")
        public int nodeId;

        /**
         * The node's hostname.
         */
        @Versions("1+")
        public String host = "";

        /**
         * The node's port.
         */
        @Versions("1+")
        @WireType(WireType.Type.UINT16)
        public int port;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
