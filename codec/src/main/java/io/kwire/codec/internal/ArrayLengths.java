package io.kwire.codec.internal;

import io.kwire.codec.DecodeLimits;

/**
 * The element count before an array: an int32 (-1 for null), or, in flexible versions, an
 * unsigned varint of count + 1 (0 for null). For generated code only.
 */
public final class ArrayLengths {
    private static final String KIND = "array";

    private ArrayLengths() {
    }

    /** The bytes a classic count takes: an int32's. */
    public static int size(int count) {
        return LengthPrefix.size(count, false);
    }

    /** The bytes a compact count takes; {@code count} -1 stands for null. */
    public static int sizeCompact(int count) {
        return LengthPrefix.size(count, true);
    }

    /** Writes a classic count ({@code count} -1 for null) as {@link Writes} does. */
    public static int write(byte[] out, int at, int limit, int count) {
        return LengthPrefix.write(out, at, limit, count, false);
    }

    /** Writes a compact count ({@code count} -1 for null) as {@link Writes} does. */
    public static int writeCompact(byte[] out, int at, int limit, int count) {
        return LengthPrefix.write(out, at, limit, count, true);
    }

    /** {@link #read(WireInput, boolean, boolean, int, String) Reads} a classic count that may not be null. */
    public static int read(WireInput in, int minElementSize, String field) {
        return read(in, false, false, minElementSize, field);
    }

    /** {@link #read(WireInput, boolean, boolean, int, String) Reads} a classic count that may be null. */
    public static int readNullable(WireInput in, int minElementSize, String field) {
        return read(in, false, true, minElementSize, field);
    }

    /** {@link #read(WireInput, boolean, boolean, int, String) Reads} a compact count that may not be null. */
    public static int readCompact(WireInput in, int minElementSize, String field) {
        return read(in, true, false, minElementSize, field);
    }

    /** {@link #read(WireInput, boolean, boolean, int, String) Reads} a compact count that may be null. */
    public static int readCompactNullable(WireInput in, int minElementSize, String field) {
        return read(in, true, true, minElementSize, field);
    }

    /**
     * Reads a count and returns it, or -1 for null if the field is {@code nullable}; throws
     * {@link io.kwire.codec.MalformedMessageException} before the caller allocates anything if
     * the count exceeds {@link DecodeLimits#maxArrayElements()} or {@code count} elements of at
     * least {@code minElementSize} bytes (taken as 1 if smaller) cannot fit in the bytes that remain.
     */
    static int read(WireInput in, boolean compact, boolean nullable, int minElementSize, String field) {
        return read(in, compact, nullable, minElementSize, field, DecodeLimits.maxArrayElements());
    }

    /** {@link #read(WireInput, boolean, boolean, int, String)} with a cap of {@code maxElements}. */
    static int read(WireInput in, boolean compact, boolean nullable, int minElementSize, String field,
            int maxElements) {
        int start = in.position();
        long count = LengthPrefix.read(in, compact, nullable, KIND, field);
        if (count > maxElements) {
            throw Failures.malformedAt(start, field, LengthPrefix.kind(KIND, compact) + " of " + count
                    + " elements exceeds the limit of " + maxElements + " (system property "
                    + DecodeLimits.MAX_ARRAY_ELEMENTS_PROPERTY + ")");
        }
        long needed = count * Math.max(1, minElementSize);
        int remaining = in.remaining();
        if (needed > remaining) {
            throw Failures.malformedAt(start, field, LengthPrefix.kind(KIND, compact) + " of " + count
                    + " elements needs at least " + Failures.bytes(needed) + Failures.butRemain(remaining));
        }
        return (int) count;
    }
}
