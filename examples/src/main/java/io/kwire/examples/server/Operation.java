package io.kwire.examples.server;

/**
 * What a request does, named after Kafka's ACL operations; {@link Acls} grant all but
 * {@link #DESCRIBE} per principal.
 */
public enum Operation {
    /** Metadata, ListOffsets and ApiVersions: open to every principal. */
    DESCRIBE,
    /** CreateTopics. */
    CREATE,
    /** DeleteTopics. */
    DELETE,
    /** CreatePartitions. */
    ALTER,
    /** Produce, and InitProducerId for an idempotent producer. */
    WRITE,
    /** Fetch. */
    READ
}
