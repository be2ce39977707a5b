package io.kwire.examples.client;

/**
 * One header of a record.
 *
 * @param key the header's name
 * @param value its bytes, or null
 */
public record RecordHeader(String key, byte[] value) {
    /** Checks the key, which a record header must have. */
    public RecordHeader {
        if (key == null) {
            throw new IllegalArgumentException("a record header's key cannot be null");
        }
    }
}
