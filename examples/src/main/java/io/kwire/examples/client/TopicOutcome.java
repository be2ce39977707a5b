package io.kwire.examples.client;

import java.util.UUID;

/**
 * What became of one topic in a request: Kafka's error code and message, and what the server
 * said of the topic (values it did not send are -1, or the zero UUID).
 *
 * @param name the topic name, or null when the server named it only by id
 * @param id the topic id
 * @param errorCode 0 on success
 * @param errorMessage the server's message, or null
 * @param partitions the topic's partitions
 * @param replicationFactor the topic's replication factor
 */
public record TopicOutcome(String name, UUID id, short errorCode, String errorMessage, int partitions,
        short replicationFactor) {
    /** Whether the server reported no error. */
    public boolean succeeded() {
        return errorCode == 0;
    }
}
