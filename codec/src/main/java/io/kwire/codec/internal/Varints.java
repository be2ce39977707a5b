package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;

/**
 * Kafka's variable-length integers: little-endian groups of 7 bits, the high bit of each byte set
 * when another byte follows. Unsigned varints carry an int as unsigned 32 bits; varints and
 * varlongs carry signed values zig-zag encoded, so that small negative numbers stay short.
 * For generated code only.
 */
public final class Varints {
    private static final int MAX_VARINT_BYTES = 5;
    private static final int MAX_VARLONG_BYTES = 10;
    private static final String UNSIGNED_VARINT = "unsigned varint";
    private static final String VARINT = "varint";
    private static final String VARLONG = "varlong";

    private Varints() {
    }

    /** The number of bytes {@code value}, taken as unsigned 32 bits, takes as an unsigned varint: 1 to 5. */
    public static int sizeOfUnsignedVarint(int value) {
        int bits = Integer.SIZE - Integer.numberOfLeadingZeros(value);
        // ceil(bits / 7), and 1 for zero: exact for 0..64 bits.
        return (bits * 9 + 64) >>> 6;
    }

    /** The number of bytes {@code value} takes as a zig-zag varint: 1 to 5. */
    public static int sizeOfVarint(int value) {
        return sizeOfUnsignedVarint(zigZag(value));
    }

    /** The number of bytes {@code value} takes as a zig-zag varlong: 1 to 10. */
    public static int sizeOfVarlong(long value) {
        int bits = Long.SIZE - Long.numberOfLeadingZeros(zigZag(value));
        return (bits * 9 + 64) >>> 6;
    }

    /** Writes {@code value}, taken as unsigned 32 bits, as an unsigned varint. */
    public static void writeUnsignedVarint(ByteBuf out, int value) {
        int rest = value;
        while ((rest & ~0x7F) != 0) {
            out.writeByte((rest & 0x7F) | 0x80);
            rest >>>= 7;
        }
        out.writeByte(rest);
    }

    /**
     * Writes {@code value} as a zig-zag varint into {@code out} from {@code at}, which has room for
     * it ({@link #sizeOfVarint}); returns the index after it.
     */
    public static int writeVarint(byte[] out, int at, int value) {
        int i = at;
        int rest = zigZag(value);
        while ((rest & ~0x7F) != 0) {
            out[i++] = (byte) ((rest & 0x7F) | 0x80);
            rest >>>= 7;
        }
        out[i++] = (byte) rest;
        return i;
    }

    /** As {@link #writeVarint(byte[], int, int)}, a zig-zag varlong ({@link #sizeOfVarlong}). */
    public static int writeVarlong(byte[] out, int at, long value) {
        int i = at;
        long rest = zigZag(value);
        while ((rest & ~0x7FL) != 0) {
            out[i++] = (byte) ((rest & 0x7F) | 0x80);
            rest >>>= 7;
        }
        out[i++] = (byte) rest;
        return i;
    }

    /**
     * Reads an unsigned varint of at most 5 bytes whose value fits 32 bits, returned as an int
     * (values over {@link Integer#MAX_VALUE} come back negative).
     */
    public static int readUnsignedVarint(ByteBuf in, String field) {
        return readVarint32(in, field, UNSIGNED_VARINT);
    }

    /** Reads a zig-zag varint of at most 5 bytes. */
    public static int readVarint(ByteBuf in, String field) {
        int raw = readVarint32(in, field, VARINT);
        return (raw >>> 1) ^ -(raw & 1);
    }

    /** Reads a zig-zag varlong of at most 10 bytes whose value fits 64 bits. */
    public static long readVarlong(ByteBuf in, String field) {
        int start = in.readerIndex();
        int end = in.writerIndex();
        long raw = 0;
        for (int i = 0; i < MAX_VARLONG_BYTES - 1; i++) {
            byte b = byteAt(in, start, i, end, field, VARLONG);
            raw |= (long) (b & 0x7F) << (7 * i);
            if (b >= 0) {
                in.readerIndex(start + i + 1);
                return (raw >>> 1) ^ -(raw & 1);
            }
        }
        byte last = byteAt(in, start, MAX_VARLONG_BYTES - 1, end, field, VARLONG);
        // Nine bytes carry 63 bits: the tenth may add only the 64th.
        checkLastByte(last, 0x01, start, field, VARLONG, MAX_VARLONG_BYTES, Long.SIZE);
        raw |= (long) last << 63;
        in.readerIndex(start + MAX_VARLONG_BYTES);
        return (raw >>> 1) ^ -(raw & 1);
    }

    private static int readVarint32(ByteBuf in, String field, String kind) {
        int start = in.readerIndex();
        int end = in.writerIndex();
        // One byte, nearly every length and count, read from a heap buffer's array past Netty's checks.
        if (start < end && in.hasArray()) {
            byte first = in.array()[in.arrayOffset() + start];
            if (first >= 0) {
                in.readerIndex(start + 1);
                return first;
            }
        }
        int raw = 0;
        for (int i = 0; i < MAX_VARINT_BYTES - 1; i++) {
            byte b = byteAt(in, start, i, end, field, kind);
            raw |= (b & 0x7F) << (7 * i);
            if (b >= 0) {
                in.readerIndex(start + i + 1);
                return raw;
            }
        }
        byte last = byteAt(in, start, MAX_VARINT_BYTES - 1, end, field, kind);
        // Four bytes carry 28 bits: the fifth may add only the top 4.
        checkLastByte(last, 0x0F, start, field, kind, MAX_VARINT_BYTES, Integer.SIZE);
        in.readerIndex(start + MAX_VARINT_BYTES);
        return raw | last << 28;
    }

    private static byte byteAt(ByteBuf in, int start, int i, int end, String field, String kind) {
        if (start + i >= end) {
            throw Failures.malformedAt(start, field, i == 0
                    ? kind + " needs 1 byte but 0 remain"
                    : kind + " is cut off after " + Failures.bytes(i) + ", the last with its continuation bit set");
        }
        return in.getByte(start + i);
    }

    private static void checkLastByte(byte last, int max, int start, String field, String kind, int maxBytes,
            int bits) {
        if (last < 0) {
            throw Failures.malformedAt(start, field, kind + " is longer than " + maxBytes + " bytes");
        }
        if (last > max) {
            throw Failures.malformedAt(start, field, kind + " has bits past " + bits + " (byte " + maxBytes
                    + " is 0x" + Integer.toHexString(last) + ")");
        }
    }

    private static int zigZag(int value) {
        return (value << 1) ^ (value >> 31);
    }

    private static long zigZag(long value) {
        return (value << 1) ^ (value >> 63);
    }
}
