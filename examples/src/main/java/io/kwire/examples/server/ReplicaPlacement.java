package io.kwire.examples.server;

import java.util.ArrayList;
import java.util.List;

/** Places replicas round robin over brokers {@code 1..brokers}, each partition's leader one further on. */
final class ReplicaPlacement {
    private int nextStart;

    /** Replica lists for {@code partitions} new partitions of {@code replicationFactor} replicas each. */
    List<List<Integer>> place(int partitions, int replicationFactor, int brokers) {
        List<List<Integer>> placed = new ArrayList<>(partitions);
        for (int p = 0; p < partitions; p++) {
            List<Integer> replicas = new ArrayList<>(replicationFactor);
            for (int r = 0; r < replicationFactor; r++) {
                replicas.add(1 + (nextStart + r) % brokers);
            }
            nextStart = (nextStart + 1) % brokers;
            placed.add(replicas);
        }
        return placed;
    }
}
