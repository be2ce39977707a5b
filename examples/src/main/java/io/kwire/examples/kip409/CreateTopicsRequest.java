package io.kwire.examples.kip409;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.kafka.CreateTopicsRequest.CreatableReplicaAssignment;
import io.kwire.kafka.CreateTopicsRequest.CreatableTopicConfig;
import java.util.ArrayList;
import java.util.List;

/**
 * The CreateTopics request (API key 19) of the KIP-409 dialect,
 * <a href=
 * "https://cwiki.apache.org/confluence/display/KAFKA/KIP-409%3A+Allow+creating+under-replicated+topics+and+partitions"
 * >KIP-409: Allow creating under-replicated topics and partitions</a>: versions 2-4, none of them
 * flexible (the KIP predates flexible versions). Versions 2 and 3 are byte for byte Apache Kafka's;
 * version 4 adds {@link CreatableTopic#minRequiredReplicationFactor} as the last field of each
 * topic. Kafka's own version 4 is the same as its version 3, so this v4 goes only to a server that
 * speaks the dialect.
 *
 * <p>Only {@link CreatableTopic} is the dialect's own; its assignments and configs are Kafka's own structs
 * (kwire-kafka's), whose bytes the dialect does not change.
 */
@ApiKey(value = 19, type = MessageType.REQUEST)
@Versions("2-4")
public class CreateTopicsRequest {
    /** The topics to create. */
    public List<CreatableTopic> topics = new ArrayList<>();

    /** How long to wait in milliseconds before timing out the request. */
    @Default("60000")
    public int timeoutMs = 60000;

    /** If true, check that the topics can be created as specified, but don't create anything. */
    @Versions("1+")
    @Default("false")
    public boolean validateOnly = false;

    /** One topic to create. */
    public static class CreatableTopic {
        /** The topic name. */
        public String name = "";

        /**
         * The number of partitions to create in the topic, or -1 if we are either specifying a
         * manual partition assignment or using the default partitions.
         */
        public int numPartitions;

        /**
         * The number of replicas to create for each partition in the topic, or -1 if we are either
         * specifying a manual partition assignment or using the default replication factor.
         */
        public short replicationFactor;

        /** The manual partition assignment, or the empty array if we are using automatic assignment. */
        public List<CreatableReplicaAssignment> assignments = new ArrayList<>();

        /** The custom topic configurations to set. */
        public List<CreatableTopicConfig> configs = new ArrayList<>();

        /**
         * The fewest replicas each partition may be created with when not enough brokers are live
         * for the full replication factor, or -1 (the default) for "not set": the full
         * replication factor is required. Not ignorable: dropped at an older version, the server
         * would demand the full replication factor and the caller's consent to fewer replicas
         * would be lost without a word, so writing a minimum at version 3 or older is refused
         * with an {@code UnsupportedVersionException}; a client sends it only to servers that
         * advertise version 4.
         */
        @Versions("4+")
        @Default("-1")
        public short minRequiredReplicationFactor = -1;
    }
}
