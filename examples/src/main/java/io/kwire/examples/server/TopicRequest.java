package io.kwire.examples.server;

import java.util.List;
import java.util.Map;

/**
 * A topic to create, as every version of CreateTopics asks for it, KIP-409's included.
 *
 * @param name the name
 * @param numPartitions the partitions, or -1 for the server's default
 * @param replicationFactor the replicas per partition, or -1 for the server's default
 * @param assignments explicit replicas per partition, in partition order; empty when none are given
 * @param configs the topic configs
 * @param minRequiredReplicationFactor KIP-409: the fewest replicas acceptable, or -1 for "all asked"
 */
public record TopicRequest(String name, int numPartitions, short replicationFactor,
        Map<Integer, List<Integer>> assignments, Map<String, String> configs, short minRequiredReplicationFactor) {
}
