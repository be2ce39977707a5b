package io.kwire.examples.client;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A topic to create: partitions and replication factor (-1: the server's default) or explicit
 * replica assignments, configs, and KIP-409's minimum required replication factor.
 */
public final class NewTopic {
    private final String name;
    private final int numPartitions;
    private final short replicationFactor;
    private final Map<Integer, List<Integer>> assignments;
    private final Map<String, String> configs = new LinkedHashMap<>();
    private short minRequiredReplicationFactor = -1;

    /** A topic of {@code numPartitions} partitions with {@code replicationFactor} replicas each. */
    public NewTopic(String name, int numPartitions, short replicationFactor) {
        this.name = name;
        this.numPartitions = numPartitions;
        this.replicationFactor = replicationFactor;
        this.assignments = Map.of();
    }

    /** A topic whose partitions have the replicas given, by partition index. */
    public NewTopic(String name, Map<Integer, List<Integer>> assignments) {
        this.name = name;
        this.numPartitions = -1;
        this.replicationFactor = -1;
        this.assignments = Map.copyOf(assignments);
    }

    /** Adds topic configs; returns this. */
    public NewTopic configs(Map<String, String> configs) {
        this.configs.putAll(configs);
        return this;
    }

    /**
     * KIP-409: accept as few as {@code minRequiredReplicationFactor} replicas when too few brokers
     * are live for the full factor; returns this. Needs a server of the KIP-409 dialect.
     */
    public NewTopic minRequiredReplicationFactor(short minRequiredReplicationFactor) {
        this.minRequiredReplicationFactor = minRequiredReplicationFactor;
        return this;
    }

    /** KIP-409's minimum required replication factor, or -1 when not set (all replicas required). */
    public short minRequiredReplicationFactor() {
        return minRequiredReplicationFactor;
    }

    public String name() {
        return name;
    }

    public int numPartitions() {
        return numPartitions;
    }

    public short replicationFactor() {
        return replicationFactor;
    }

    /** Replicas by partition index; empty unless given. */
    public Map<Integer, List<Integer>> assignments() {
        return assignments;
    }

    public Map<String, String> configs() {
        return Map.copyOf(configs);
    }
}
