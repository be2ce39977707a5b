package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/**
 * Kafka's bytes, and records fields, which share their layout: an int32 length (-1 for null), or,
 * in flexible versions, an unsigned varint of length + 1 (0 for null), then the bytes. For
 * generated code only.
 */
public final class Bytes {
    private static final String KIND = "bytes";

    private Bytes() {
    }

    /** {@link #size(byte[], boolean) size} behind a classic prefix. */
    public static int size(byte[] value) {
        return size(value, false);
    }

    /** {@link #size(byte[], boolean) size} behind a compact prefix. */
    public static int sizeCompact(byte[] value) {
        return size(value, true);
    }

    /** {@link #size(ByteBuf, boolean) size} behind a classic prefix. */
    public static int size(ByteBuf value) {
        return size(value, false);
    }

    /** {@link #size(ByteBuf, boolean) size} behind a compact prefix. */
    public static int sizeCompact(ByteBuf value) {
        return size(value, true);
    }

    /** The bytes {@code value} takes, prefix included; null allowed. */
    static int size(byte[] value, boolean compact) {
        if (value == null) {
            return LengthPrefix.size(LengthPrefix.NULL, compact);
        }
        return LengthPrefix.size(value.length, compact) + value.length;
    }

    /** The bytes the readable bytes of {@code value} take, prefix included; null allowed. */
    static int size(ByteBuf value, boolean compact) {
        if (value == null) {
            return LengthPrefix.size(LengthPrefix.NULL, compact);
        }
        int length = value.readableBytes();
        return LengthPrefix.size(length, compact) + length;
    }

    /** {@link #write(byte[], int, int, byte[], boolean) Writes} {@code value} behind a classic prefix. */
    public static int write(byte[] out, int at, int limit, byte[] value) {
        return write(out, at, limit, value, false);
    }

    /** {@link #write(byte[], int, int, byte[], boolean) Writes} {@code value} behind a compact prefix. */
    public static int writeCompact(byte[] out, int at, int limit, byte[] value) {
        return write(out, at, limit, value, true);
    }

    /** {@link #write(byte[], int, int, ByteBuf, boolean) Writes} {@code value} behind a classic prefix. */
    public static int write(byte[] out, int at, int limit, ByteBuf value) {
        return write(out, at, limit, value, false);
    }

    /** {@link #write(byte[], int, int, ByteBuf, boolean) Writes} {@code value} behind a compact prefix. */
    public static int writeCompact(byte[] out, int at, int limit, ByteBuf value) {
        return write(out, at, limit, value, true);
    }

    /** Writes {@code value}, null as the null prefix, as {@link Writes} does. */
    static int write(byte[] out, int at, int limit, byte[] value, boolean compact) {
        if (value == null) {
            return LengthPrefix.write(out, at, limit, LengthPrefix.NULL, compact);
        }
        return Writes.bytes(out, LengthPrefix.write(out, at, limit, value.length, compact), limit, value);
    }

    /**
     * Writes the readable bytes of {@code value}, null as the null prefix, as {@link Writes} does,
     * leaving its reader index where it is: one copy, memory to array or array to array.
     */
    static int write(byte[] out, int at, int limit, ByteBuf value, boolean compact) {
        if (value == null) {
            return LengthPrefix.write(out, at, limit, LengthPrefix.NULL, compact);
        }
        int length = value.readableBytes();
        int from = LengthPrefix.write(out, at, limit, length, compact);
        Writes.room(from, limit, length);
        value.getBytes(value.readerIndex(), out, from, length);
        return from + length;
    }

    /** {@link #readArray(WireInput, boolean, boolean, String) Reads} classic bytes that may not be null. */
    public static byte[] readArray(WireInput in, String field) {
        return readArray(in, false, false, field);
    }

    /** {@link #readArray(WireInput, boolean, boolean, String) Reads} classic bytes that may be null. */
    public static byte[] readNullableArray(WireInput in, String field) {
        return readArray(in, false, true, field);
    }

    /** {@link #readArray(WireInput, boolean, boolean, String) Reads} compact bytes that may not be null. */
    public static byte[] readCompactArray(WireInput in, String field) {
        return readArray(in, true, false, field);
    }

    /** {@link #readArray(WireInput, boolean, boolean, String) Reads} compact bytes that may be null. */
    public static byte[] readCompactNullableArray(WireInput in, String field) {
        return readArray(in, true, true, field);
    }

    /** Reads bytes into a new array, or null if the field is {@code nullable}. */
    static byte[] readArray(WireInput in, boolean compact, boolean nullable, String field) {
        int length = readLength(in, compact, nullable, field);
        if (length == LengthPrefix.NULL) {
            return null;
        }
        byte[] value = new byte[length];
        in.copy(value);
        return value;
    }

    /** {@link #readSlice(WireInput, boolean, boolean, String) Reads} classic bytes that may not be null. */
    public static ByteBuf readSlice(WireInput in, String field) {
        return readSlice(in, false, false, field);
    }

    /** {@link #readSlice(WireInput, boolean, boolean, String) Reads} classic bytes that may be null. */
    public static ByteBuf readNullableSlice(WireInput in, String field) {
        return readSlice(in, false, true, field);
    }

    /** {@link #readSlice(WireInput, boolean, boolean, String) Reads} compact bytes that may not be null. */
    public static ByteBuf readCompactSlice(WireInput in, String field) {
        return readSlice(in, true, false, field);
    }

    /** {@link #readSlice(WireInput, boolean, boolean, String) Reads} compact bytes that may be null. */
    public static ByteBuf readCompactNullableSlice(WireInput in, String field) {
        return readSlice(in, true, true, field);
    }

    /**
     * Reads bytes as an unretained slice of the buffer {@code in} reads ({@link Unpooled#EMPTY_BUFFER}
     * when empty), never a copy, or null if the field is {@code nullable}; the codec retains it once
     * the whole read succeeded.
     */
    static ByteBuf readSlice(WireInput in, boolean compact, boolean nullable, String field) {
        int length = readLength(in, compact, nullable, field);
        if (length == LengthPrefix.NULL) {
            return null;
        }
        return in.slice(length);
    }

    /**
     * {@link #readLength(WireInput, boolean, boolean, String) Reads the length} of classic bytes that
     * may not be null.
     */
    public static int readLength(WireInput in, String field) {
        return readLength(in, false, false, field);
    }

    /** {@link #readLength(WireInput, boolean, boolean, String) Reads the length} of classic bytes that may be null. */
    public static int readNullableLength(WireInput in, String field) {
        return readLength(in, false, true, field);
    }

    /**
     * {@link #readLength(WireInput, boolean, boolean, String) Reads the length} of compact bytes that
     * may not be null.
     */
    public static int readCompactLength(WireInput in, String field) {
        return readLength(in, true, false, field);
    }

    /** {@link #readLength(WireInput, boolean, boolean, String) Reads the length} of compact bytes that may be null. */
    public static int readCompactNullableLength(WireInput in, String field) {
        return readLength(in, true, true, field);
    }

    /** {@link #skip(WireInput, boolean, boolean, String) Skips} classic bytes that may not be null. */
    public static void skip(WireInput in, String field) {
        skip(in, false, false, field);
    }

    /** {@link #skip(WireInput, boolean, boolean, String) Skips} classic bytes that may be null. */
    public static void skipNullable(WireInput in, String field) {
        skip(in, false, true, field);
    }

    /** {@link #skip(WireInput, boolean, boolean, String) Skips} compact bytes that may not be null. */
    public static void skipCompact(WireInput in, String field) {
        skip(in, true, false, field);
    }

    /** {@link #skip(WireInput, boolean, boolean, String) Skips} compact bytes that may be null. */
    public static void skipCompactNullable(WireInput in, String field) {
        skip(in, true, true, field);
    }

    /** Moves past bytes, checking their prefix as {@link #readSlice} does. */
    static void skip(WireInput in, boolean compact, boolean nullable, String field) {
        int length = readLength(in, compact, nullable, field);
        if (length > 0) {
            in.skip(length);
        }
    }

    /**
     * Reads bytes' length prefix, -1 for null, leaving the cursor at their first byte; throws
     * {@link io.kwire.codec.MalformedMessageException} if the message has fewer bytes than it says.
     */
    private static int readLength(WireInput in, boolean compact, boolean nullable, String field) {
        int start = in.position();
        long length = LengthPrefix.read(in, compact, nullable, KIND, field);
        int remaining = in.remaining();
        if (length > remaining) {
            throw Failures.malformedAt(start, field, LengthPrefix.kind(KIND, compact) + " length " + length
                    + " needs " + Failures.bytes(length) + Failures.butRemain(remaining));
        }
        return (int) length;
    }
}
