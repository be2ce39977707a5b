package io.kwire.examples.server;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Kafka's checks of manual replica assignments. */
final class Assignments {
    private Assignments() {
    }

    /**
     * Why {@code replicas} (the replica lists of consecutive new partitions) is refused on a cluster of
     * brokers {@code 1..brokers}, or null when it is valid.
     */
    static String problem(List<List<Integer>> replicas, int brokers) {
        int expectedSize = -1;
        for (List<Integer> partition : replicas) {
            if (partition == null || partition.isEmpty()) {
                return "The manual partition assignment includes an empty replica list.";
            }
            Set<Integer> seen = new HashSet<>();
            for (Integer broker : partition) {
                if (broker == null || broker < 1 || broker > brokers) {
                    return "The manual partition assignment includes broker " + broker
                            + ", but no such broker is registered.";
                }
                if (!seen.add(broker)) {
                    return "The manual partition assignment includes the broker " + broker + " more than once.";
                }
            }
            if (expectedSize >= 0 && partition.size() != expectedSize) {
                return "The manual partition assignment includes a partition with " + partition.size()
                        + " replica(s), but this is not consistent with previous partitions, which have "
                        + expectedSize + " replica(s).";
            }
            expectedSize = partition.size();
        }
        return null;
    }
}
