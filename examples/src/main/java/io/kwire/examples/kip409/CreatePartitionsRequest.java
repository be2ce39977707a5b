package io.kwire.examples.kip409;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.kafka.CreatePartitionsRequest.CreatePartitionsAssignment;
import java.util.ArrayList;
import java.util.List;

/**
 * The CreatePartitions request (API key 37) of the KIP-409 dialect,
 * <a href=
 * "https://cwiki.apache.org/confluence/display/KAFKA/KIP-409%3A+Allow+creating+under-replicated+topics+and+partitions"
 * >KIP-409: Allow creating under-replicated topics and partitions</a>: versions 0-2, none of them
 * flexible (the KIP predates flexible versions). Versions 0 and 1 are byte for byte Apache Kafka's;
 * version 2 adds {@link CreatePartitionsTopic#minRequiredReplicationFactor} after each topic's
 * assignments. Kafka's own version 2 is its first flexible one, so this v2 goes only to a server
 * that speaks the dialect.
 *
 * <p>Only {@link CreatePartitionsTopic} is the dialect's own; its assignments are Kafka's own struct
 * (kwire-kafka's).
 */
@ApiKey(value = 37, type = MessageType.REQUEST)
@Versions("0-2")
public class CreatePartitionsRequest {
    /** Each topic that we want to create new partitions inside. */
    public List<CreatePartitionsTopic> topics = new ArrayList<>();

    /** The time in ms to wait for the partitions to be created. */
    public int timeoutMs;

    /** If true, then validate the request, but don't actually increase the number of partitions. */
    public boolean validateOnly;

    /** One topic to add partitions to. */
    public static class CreatePartitionsTopic {
        /** The topic name. */
        public String name = "";

        /** The new partition count. */
        public int count;

        /** The new partition assignments. */
        @NullableVersions("0+")
        public List<CreatePartitionsAssignment> assignments = new ArrayList<>();

        /**
         * The fewest replicas each new partition may be created with when not enough brokers are
         * live for the topic's replication factor, or -1 (the default) for "not set": the full
         * replication factor is required. Not ignorable: dropped at an older version, the server
         * would demand the full replication factor and the caller's consent to fewer replicas
         * would be lost without a word, so writing a minimum at version 1 or older is refused
         * with an {@code UnsupportedVersionException}; a client sends it only to servers that
         * advertise version 2.
         */
        @Versions("2+")
        @Default("-1")
        public short minRequiredReplicationFactor = -1;
    }
}
