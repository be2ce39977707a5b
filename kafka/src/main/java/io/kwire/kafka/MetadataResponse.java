// Converted from common/message/MetadataResponse.json of kafka-clients 4.4.0
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
 * Kafka's MetadataResponse, API key 3: versions 0-13, flexible 9+.
 *
 * <p>Version 1 adds fields for the rack of each broker, the controller id, and whether or not the
 * topic is internal.
 *
 * <p>Version 2 adds the cluster ID field.
 *
 * <p>Version 3 adds the throttle time.
 *
 * <p>Version 4 is the same as version 3.
 *
 * <p>Version 5 adds a per-partition offline_replicas field. This field specifies the list of
 * replicas that are offline.
 *
 * <p>Starting in version 6, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 7 adds the leader epoch to the partition metadata.
 *
 * <p>Starting in version 8, brokers can send authorized operations for topic and cluster.
 *
 * <p>Version 9 is the first flexible version.
 *
 * <p>Version 10 adds topicId.
 *
 * <p>Version 11 deprecates ClusterAuthorizedOperations. This is now exposed by the DescribeCluster
 * API (KIP-700). Version 12 supports topicId. Version 13 supports top-level error code in the
 * response.
 *
 * <p>Converted from common/message/MetadataResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 3, type = MessageType.RESPONSE)
@Versions("0-13")
@Flexible("9+")
public class MetadataResponse {
    private static final int[] NO_INT32S = {};

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("3+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * A list of brokers present in the cluster.
     *
     * <p>Kafka's own classes look its elements up by nodeId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<MetadataResponseBroker> brokers = new ArrayList<>();

    /**
     * The cluster ID that responding broker belongs to.
     */
    @Versions("2+")
    @NullableVersions("2+")
    @Default("null")
    @Ignorable
    public String clusterId = null;

    /**
     * The ID of the controller broker.
     */
    @Versions("1+")
    @Default("-1")
    @Ignorable
    public int controllerId = -1;

    /**
     * Each topic in the response.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<MetadataResponseTopic> topics = new ArrayList<>();

    /**
     * 32-bit bitfield to represent authorized operations for this cluster.
     */
    @Versions("8-10")
    @Default("-2147483648")
    public int clusterAuthorizedOperations = -2147483648;

    /**
     * The top-level error code, or 0 if there was no error.
     */
    @Versions("13+")
    @Ignorable
    public short errorCode;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * A list of brokers present in the cluster.
     */
    public static class MetadataResponseBroker {
        /**
         * The broker ID.
         */
        public int nodeId;

        /**
         * The broker hostname.
         */
        public String host = "";

        /**
         * The broker port.
         */
        public int port;

        /**
         * The rack of the broker, or null if it has not been assigned to a rack.
         */
        @Versions("1+")
        @NullableVersions("1+")
        @Default("null")
        @Ignorable
        public String rack = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each topic in the response.
     */
    public static class MetadataResponseTopic {
        /**
         * The topic error, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The topic name. Null for non-existing topics queried by ID. This is never null when ErrorCode is
         * zero. One of Name and TopicId is always populated.
         */
        @NullableVersions("12+")
        public String name = "";

        /**
         * The topic id. Zero for non-existing topics queried by name. This is never zero when ErrorCode is
         * zero. One of Name and TopicId is always populated.
         */
        @Versions("10+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * True if the topic is internal.
         */
        @Versions("1+")
        @Default("false")
        @Ignorable
        public boolean isInternal = false;

        /**
         * Each partition in the topic.
         */
        public List<MetadataResponsePartition> partitions = new ArrayList<>();

        /**
         * 32-bit bitfield to represent authorized operations for this topic.
         */
        @Versions("8+")
        @Default("-2147483648")
        public int topicAuthorizedOperations = -2147483648;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition in the topic.
     */
    public static class MetadataResponsePartition {
        /**
         * The partition error, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The ID of the leader broker.
         */
        public int leaderId;

        /**
         * The leader epoch of this partition.
         */
        @Versions("7+")
        @Default("-1")
        @Ignorable
        public int leaderEpoch = -1;

        /**
         * The set of all nodes that host this partition.
         */
        public int[] replicaNodes = NO_INT32S;

        /**
         * The set of nodes that are in sync with the leader for this partition.
         */
        public int[] isrNodes = NO_INT32S;

        /**
         * The set of offline replicas of this partition.
         */
        @Versions("5+")
        @Ignorable
        public int[] offlineReplicas = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
