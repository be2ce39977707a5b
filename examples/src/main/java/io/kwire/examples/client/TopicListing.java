package io.kwire.examples.client;

import java.util.List;
import java.util.UUID;

/**
 * A topic as Metadata lists it.
 *
 * @param name the name
 * @param id the id (zero before Metadata v10)
 * @param replicas each partition's replicas, in partition order
 */
public record TopicListing(String name, UUID id, List<List<Integer>> replicas) {
}
