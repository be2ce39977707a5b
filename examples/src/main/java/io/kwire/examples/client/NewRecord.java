package io.kwire.examples.client;

import java.util.List;

/**
 * A record to produce.
 *
 * @param timestamp its create time in epoch milliseconds, or -1 for none
 * @param key its key, or null
 * @param value its value, or null (a tombstone, in a compacted topic)
 * @param headers its headers, in order
 */
public record NewRecord(long timestamp, byte[] key, byte[] value, List<RecordHeader> headers) {
    /** Copies the headers, so that the record does not change after it is made. */
    public NewRecord {
        headers = List.copyOf(headers);
    }

    /** A record without headers. */
    public NewRecord(long timestamp, byte[] key, byte[] value) {
        this(timestamp, key, value, List.of());
    }
}
