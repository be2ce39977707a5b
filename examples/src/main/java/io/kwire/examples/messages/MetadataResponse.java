package io.kwire.examples.messages;

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
 * The Metadata response (API key 3), versions 0-13, flexible from version 9: the brokers of the
 * cluster, its controller, and for each topic asked for its partitions with their leaders,
 * replicas and in-sync replicas. Mirrors Kafka 4.4.0's {@code MetadataResponse.json}.
 */
@ApiKey(value = 3, type = MessageType.RESPONSE)
@Versions("0-13")
@Flexible("9+")
public class MetadataResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation,
     * or zero if the request did not violate any quota.
     */
    @Versions("3+")
    @Ignorable
    public int throttleTimeMs;

    /** A list of brokers present in the cluster. */
    public List<MetadataResponseBroker> brokers = new ArrayList<>();

    /** The cluster ID that responding broker belongs to. */
    @Versions("2+")
    @NullableVersions("2+")
    @Default("null")
    @Ignorable
    public String clusterId = null;

    /** The ID of the controller broker. */
    @Versions("1+")
    @Default("-1")
    @Ignorable
    public int controllerId = -1;

    /** Each topic in the response. */
    public List<MetadataResponseTopic> topics = new ArrayList<>();

    /** 32-bit bitfield to represent authorized operations for this cluster. */
    @Versions("8-10")
    @Default("-2147483648")
    public int clusterAuthorizedOperations = Integer.MIN_VALUE;

    /** The top-level error code, or 0 if there was no error. */
    @Versions("13+")
    @Ignorable
    public short errorCode;

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** One broker of the cluster. */
    public static class MetadataResponseBroker {
        /** The broker ID. */
        public int nodeId;

        /** The broker hostname. */
        public String host = "";

        /** The broker port. */
        public int port;

        /** The rack of the broker, or null if it has not been assigned to a rack. */
        @Versions("1+")
        @NullableVersions("1+")
        @Default("null")
        @Ignorable
        public String rack = null;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The metadata of one topic. */
    public static class MetadataResponseTopic {
        /** The topic error, or 0 if there was no error. */
        public short errorCode;

        /**
         * The topic name. Null for non-existing topics queried by ID. This is never null when
         * ErrorCode is zero. One of Name and TopicId is always populated.
         */
        @NullableVersions("12+")
        public String name = "";

        /**
         * The topic id. Zero for non-existing topics queried by name. This is never zero when
         * ErrorCode is zero. One of Name and TopicId is always populated.
         */
        @Versions("10+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /** True if the topic is internal. */
        @Versions("1+")
        @Default("false")
        @Ignorable
        public boolean isInternal = false;

        /** Each partition in the topic. */
        public List<MetadataResponsePartition> partitions = new ArrayList<>();

        /** 32-bit bitfield to represent authorized operations for this topic. */
        @Versions("8+")
        @Default("-2147483648")
        public int topicAuthorizedOperations = Integer.MIN_VALUE;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The metadata of one partition. */
    public static class MetadataResponsePartition {
        /**
         * The default of the node lists: shared, as an empty array cannot change, so that reading a
         * partition allocates only the arrays read fills. Broker ids are {@code int[]}, not
         * {@code List<Integer>}: no boxes and no list around each array.
         */
        private static final int[] NO_NODES = {};

        /** The partition error, or 0 if there was no error. */
        public short errorCode;

        /** The partition index. */
        public int partitionIndex;

        /** The ID of the leader broker. */
        public int leaderId;

        /** The leader epoch of this partition. */
        @Versions("7+")
        @Default("-1")
        @Ignorable
        public int leaderEpoch = -1;

        /** The set of all nodes that host this partition. */
        public int[] replicaNodes = NO_NODES;

        /** The set of nodes that are in sync with the leader for this partition. */
        public int[] isrNodes = NO_NODES;

        /** The set of offline replicas of this partition. */
        @Versions("5+")
        @Ignorable
        public int[] offlineReplicas = NO_NODES;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
