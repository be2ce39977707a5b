package io.kwire.examples.client;

/**
 * What ListOffsets found for one partition.
 *
 * @param errorCode Kafka's error code, 0 on success
 * @param offset the offset found, or -1
 * @param timestamp the timestamp of the record at that offset, or -1
 */
public record ListedOffset(short errorCode, long offset, long timestamp) {
}
