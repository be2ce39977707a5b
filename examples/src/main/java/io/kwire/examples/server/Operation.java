package io.kwire.examples.server;

/**
 * What a request does to a topic, named after Kafka's ACL operations; {@link Acls} grant them per
 * principal, on every topic or on one.
 */
public enum Operation {
    /**
     * Metadata lists the topic, ListOffsets answers for it; READ, WRITE, DELETE and ALTER imply it, as
     * in Kafka.
     */
    DESCRIBE,
    /** CreateTopics. */
    CREATE,
    /** DeleteTopics. */
    DELETE,
    /** CreatePartitions. */
    ALTER,
    /** Produce; on some topic, InitProducerId for an idempotent producer. */
    WRITE,
    /** Fetch. */
    READ
}
