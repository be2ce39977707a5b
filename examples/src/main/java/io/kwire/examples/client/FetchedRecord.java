package io.kwire.examples.client;

import java.util.List;

/**
 * A record as a fetch read it, its bytes copied out of the response.
 *
 * @param offset its offset in the partition
 * @param timestamp its create time, or the log append time when the topic uses that
 * @param key its key, or null
 * @param value its value, or null
 * @param headers its headers, in order
 */
public record FetchedRecord(long offset, long timestamp, byte[] key, byte[] value, List<RecordHeader> headers) {
}
