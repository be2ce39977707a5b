package io.kwire.examples.server;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A topic of the registry.
 *
 * @param name its name
 * @param id its id
 * @param replicas for each partition, its replicas' broker ids, the leader first
 * @param configs the configs it was created with, in the order given; a value may be null
 */
public record Topic(String name, UUID id, List<List<Integer>> replicas, Map<String, String> configs) {
    /** Copies the collections, so a topic never changes. */
    public Topic {
        replicas = replicas.stream().map(List::copyOf).toList();
        configs = Collections.unmodifiableMap(new LinkedHashMap<>(configs));
    }

    /** Its number of partitions. */
    public int partitions() {
        return replicas.size();
    }

    /** The replication factor of its first partition. */
    public short replicationFactor() {
        return (short) replicas.get(0).size();
    }
}
