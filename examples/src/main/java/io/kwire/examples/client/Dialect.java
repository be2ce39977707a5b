package io.kwire.examples.client;

/** Which protocol the server speaks for CreateTopics and CreatePartitions. */
public enum Dialect {
    /** Apache Kafka's. */
    KAFKA,
    /** KIP-409's: CreateTopics v4 and CreatePartitions v2 carry a minimum required replication factor. */
    KIP_409
}
