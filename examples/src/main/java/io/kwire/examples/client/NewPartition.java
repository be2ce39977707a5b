package io.kwire.examples.client;

import java.util.List;

/** Partitions to add to a topic: its new total, optional replicas for each new partition, and KIP-409's minimum. */
public final class NewPartition {
    private final int totalCount;
    private final List<List<Integer>> assignments;
    private short minRequiredReplicationFactor = -1;

    private NewPartition(int totalCount, List<List<Integer>> assignments) {
        this.totalCount = totalCount;
        this.assignments = assignments;
    }

    /** Grows the topic to {@code totalCount} partitions, placed by the server. */
    public static NewPartition increaseTo(int totalCount) {
        return new NewPartition(totalCount, null);
    }

    /** Grows the topic to {@code totalCount} partitions, the new ones with the replicas given. */
    public static NewPartition increaseTo(int totalCount, List<List<Integer>> assignments) {
        return new NewPartition(totalCount, List.copyOf(assignments));
    }

    /**
     * KIP-409: accept as few as {@code minRequiredReplicationFactor} replicas for the new partitions
     * when too few brokers are live; returns this. Needs a server of the KIP-409 dialect.
     */
    public NewPartition minRequiredReplicationFactor(short minRequiredReplicationFactor) {
        this.minRequiredReplicationFactor = minRequiredReplicationFactor;
        return this;
    }

    /** KIP-409's minimum required replication factor, or -1 when not set. */
    public short minRequiredReplicationFactor() {
        return minRequiredReplicationFactor;
    }

    public int totalCount() {
        return totalCount;
    }

    /** The new partitions' replicas, or null for the server to place them. */
    public List<List<Integer>> assignments() {
        return assignments;
    }
}
