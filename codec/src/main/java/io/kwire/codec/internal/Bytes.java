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

    /** The bytes {@code value} takes, prefix included; null allowed. */
    public static int size(byte[] value, boolean compact) {
        if (value == null) {
            return LengthPrefix.size(LengthPrefix.NULL, compact);
        }
        return LengthPrefix.size(value.length, compact) + value.length;
    }

    /** The bytes the readable bytes of {@code value} take, prefix included; null allowed. */
    public static int size(ByteBuf value, boolean compact) {
        if (value == null) {
            return LengthPrefix.size(LengthPrefix.NULL, compact);
        }
        int length = value.readableBytes();
        return LengthPrefix.size(length, compact) + length;
    }

    /** Writes {@code value}, null as the null prefix. */
    public static void write(ByteBuf out, byte[] value, boolean compact) {
        if (value == null) {
            LengthPrefix.write(out, LengthPrefix.NULL, compact);
            return;
        }
        LengthPrefix.write(out, value.length, compact);
        out.writeBytes(value);
    }

    /** Writes the readable bytes of {@code value}, null as the null prefix, leaving its reader index where it is. */
    public static void write(ByteBuf out, ByteBuf value, boolean compact) {
        if (value == null) {
            LengthPrefix.write(out, LengthPrefix.NULL, compact);
            return;
        }
        int length = value.readableBytes();
        LengthPrefix.write(out, length, compact);
        if (value.hasArray()) {
            // Netty without Unsafe (Java 25+) copies a ByteBuf into a direct buffer through new NIO
            // views of it; from the array, it copies with none.
            out.writeBytes(value.array(), value.arrayOffset() + value.readerIndex(), length);
        } else {
            out.writeBytes(value, value.readerIndex(), length);
        }
    }

    /** Reads bytes into a new array, or null if the field is {@code nullable}. */
    public static byte[] readArray(ByteBuf in, boolean compact, boolean nullable, String field) {
        int length = readLength(in, compact, nullable, field);
        if (length == LengthPrefix.NULL) {
            return null;
        }
        byte[] value = new byte[length];
        in.readBytes(value);
        return value;
    }

    /**
     * Reads bytes as an unretained slice of {@code in} ({@link Unpooled#EMPTY_BUFFER} when empty),
     * or null if the field is {@code nullable}; the codec retains it once the whole read succeeded.
     */
    public static ByteBuf readSlice(ByteBuf in, boolean compact, boolean nullable, String field) {
        int length = readLength(in, compact, nullable, field);
        if (length == LengthPrefix.NULL) {
            return null;
        }
        return length == 0 ? Unpooled.EMPTY_BUFFER : in.readSlice(length);
    }

    private static int readLength(ByteBuf in, boolean compact, boolean nullable, String field) {
        int start = in.readerIndex();
        long length = LengthPrefix.read(in, compact, nullable, KIND, field);
        if (length > in.readableBytes()) {
            throw Failures.malformedAt(start, field, LengthPrefix.kind(KIND, compact) + " length " + length
                    + " needs " + Failures.bytes(length) + Failures.butRemain(in));
        }
        return (int) length;
    }
}
