package io.kwire.codec.records;

import io.kwire.codec.wire.Utf8;
import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;
import java.util.Arrays;

/**
 * The headers of the record {@link RecordBatchBuilder} appends next: reusable, so that appending
 * records with headers allocates nothing once its arrays have grown. It holds references only:
 * the keys and values must stay unchanged until the record is appended.
 *
 * <pre>{@code
 * headers.clear().add("trace-id", traceId);
 * builder.append(timestamp, key, value, headers);
 * }</pre>
 */
public final class RecordHeaders {
    private static final int INITIAL = 4;

    private String[] keys = new String[INITIAL];
    /** Each key as {@link Utf8#measure} measured it. */
    private int[] keyMeasures = new int[INITIAL];
    private ByteBuf[] values = new ByteBuf[INITIAL];
    private int size;

    /** No headers yet. */
    public RecordHeaders() {
    }

    /** Forgets every header. */
    public RecordHeaders clear() {
        for (int i = 0; i < size; i++) {
            keys[i] = null;
            values[i] = null;
        }
        size = 0;
        return this;
    }

    /** Adds a header: {@code key} is written in UTF-8, {@code value}'s readable bytes as they are (null for none). */
    public RecordHeaders add(String key, ByteBuf value) {
        if (key == null) {
            throw new IllegalArgumentException("a record header's key cannot be null");
        }
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            keyMeasures = Arrays.copyOf(keyMeasures, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        keys[size] = key;
        keyMeasures[size] = Utf8.measure(key);
        values[size] = value;
        size++;
        return this;
    }

    /** How many headers there are. */
    public int size() {
        return size;
    }

    /** The bytes the headers take in a record, their count's varint included. */
    int sizeInRecord() {
        int bytes = Varints.sizeOfVarint(size);
        for (int i = 0; i < size; i++) {
            int keyLength = Utf8.length(keyMeasures[i]);
            bytes += Varints.sizeOfVarint(keyLength) + keyLength + RecordWriter.sizeOfBytes(values[i]);
        }
        return bytes;
    }

    /** Writes the headers as a record holds them, their count first. */
    void writeTo(RecordWriter out) {
        out.writeVarint(size);
        for (int i = 0; i < size; i++) {
            out.writeVarint(Utf8.length(keyMeasures[i]));
            out.writeUtf8(keys[i], keyMeasures[i]);
            out.writeBytes(values[i]);
        }
    }
}
