package io.kwire.codec.internal;

import io.kwire.codec.wire.Varints;

/**
 * The length prefix that Kafka's bytes and arrays share: an int32 with -1 for null, or, in
 * flexible versions, an unsigned varint of length + 1 with 0 for null.
 */
final class LengthPrefix {
    /** The length that stands for null. */
    static final int NULL = -1;

    private LengthPrefix() {
    }

    /** The bytes the prefix for {@code length} takes; {@link #NULL} for null. */
    static int size(int length, boolean compact) {
        return compact ? Varints.sizeOfUnsignedVarint(length + 1) : Integer.BYTES;
    }

    /** Writes the prefix for {@code length} ({@link #NULL} for null) as {@link Writes} does. */
    static int write(byte[] out, int at, int limit, int length, boolean compact) {
        return compact ? Writes.unsignedVarint(out, at, limit, length + 1) : Writes.int32(out, at, limit, length);
    }

    /**
     * Reads a prefix and returns the length, up to 2^32 - 2 for a compact one, or {@link #NULL};
     * throws for a null that is not {@code nullable} or a negative length, naming {@code kind}
     * ({@code "bytes"}, {@code "array"}) and reporting where the prefix began.
     */
    static long read(WireInput in, boolean compact, boolean nullable, String kind, String field) {
        int start = in.position();
        long length = compact
                ? Integer.toUnsignedLong(Reads.unsignedVarint(in, field)) - 1
                : Reads.int32(in, field);
        if (length == NULL && !nullable) {
            throw Failures.malformedAt(start, field, "null " + kind(kind, compact) + ", but the field is not nullable");
        }
        if (length < NULL) {
            throw Failures.malformedAt(start, field, kind(kind, compact) + " length " + length + " is negative");
        }
        return length;
    }

    /** {@code kind}, with {@code "compact "} before it for a compact prefix. */
    static String kind(String kind, boolean compact) {
        return compact ? "compact " + kind : kind;
    }
}
