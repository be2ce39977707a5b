// Converted from common/message/DescribeQuorumResponse.json of kafka-clients 4.4.0
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
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's DescribeQuorumResponse, API key 55: versions 0-2, flexible 0+.
 *
 * <p>Version 1 adds LastFetchTimeStamp and LastCaughtUpTimestamp in ReplicaState (KIP-836).
 * Version 2 adds ErrorMessage, Nodes, ErrorMessage in PartitionData, ReplicaDirectoryId in
 * ReplicaState (KIP-853).
 *
 * <p>Converted from common/message/DescribeQuorumResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 55, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("0+")
public class DescribeQuorumResponse {
    /**
     * The top level error code.
     */
    public short errorCode;

    /**
     * The error message, or null if there was no error.
     */
    @Versions("2+")
    @NullableVersions("2+")
    @Ignorable
    public String errorMessage = "";

    /**
     * The response from the describe quorum API.
     */
    public List<TopicData> topics = new ArrayList<>();

    /**
     * The nodes in the quorum.
     *
     * <p>Kafka's own classes look its elements up by nodeId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("2+")
    public List<Node> nodes = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The response from the describe quorum API.
     */
    public static class TopicData {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * The partition data.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partition data.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The partition error code.
         */
        public short errorCode;

        /**
         * The error message, or null if there was no error.
         */
        @Versions("2+")
        @NullableVersions("2+")
        @Ignorable
        public String errorMessage = "";

        /**
         * The ID of the current leader or -1 if the leader is unknown.
         */
        public int leaderId;

        /**
         * The latest known leader epoch.
         */
        public int leaderEpoch;

        /**
         * The high water mark.
         */
        public long highWatermark;

        /**
         * The current voters of the partition.
         */
        public List<ReplicaState> currentVoters = new ArrayList<>();

        /**
         * The observers of the partition.
         */
        public List<ReplicaState> observers = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by CurrentVoters,
     * Observers.
     */
    public static class ReplicaState {
        /**
         * The ID of the replica.
         */
        public int replicaId;

        /**
         * The replica directory ID of the replica.
         */
        @Versions("2+")
        public UUID replicaDirectoryId = Uuids.ZERO;

        /**
         * The last known log end offset of the follower or -1 if it is unknown.
         */
        public long logEndOffset;

        /**
         * The last known leader wall clock time time when a follower fetched from the leader. This is
         * reported as -1 both for the current leader or if it is unknown for a voter.
         */
        @Versions("1+")
        @Default("-1")
        @Ignorable
        public long lastFetchTimestamp = -1L;

        /**
         * The leader wall clock append time of the offset for which the follower made the most recent
         * fetch request. This is reported as the current time for the leader and -1 if unknown for a
         * voter.
         */
        @Versions("1+")
        @Default("-1")
        @Ignorable
        public long lastCaughtUpTimestamp = -1L;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The nodes in the quorum.
     */
    public static class Node {
        /**
         * The ID of the associated node.
         */
        @Versions("2+")
        public int nodeId;

        /**
         * The listeners of this controller.
         *
         * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
         * keep them in order, duplicates included.
         */
        @Versions("2+")
        public List<Listener> listeners = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The listeners of this controller.
     */
    public static class Listener {
        /**
         * The name of the endpoint.
         */
        @Versions("2+")
        public String name = "";

        /**
         * The hostname.
         */
        @Versions("2+")
        public String host = "";

        /**
         * The port.
         */
        @Versions("2+")
        @WireType(WireType.Type.UINT16)
        public int port;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
