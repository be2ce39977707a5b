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
    public static int readUnsignedVarint(WireInput in, String field) {
        return readVarint32(in, field, UNSIGNED_VARINT);
    }

    /** Reads a zig-zag varint of at most 5 bytes. */
    public static int readVarint(WireInput in, String field) {
        int raw = readVarint32(in, field, VARINT);
        return (raw >>> 1) ^ -(raw & 1);
    }

    /** Reads a zig-zag varlong of at most 10 bytes whose value fits 64 bits. */
    public static long readVarlong(WireInput in, String field) {
        int start = in.position();
        int held = in.fill(MAX_VARLONG_BYTES);
        byte[] array = in.array;
        int at = in.at;
        long raw = 0;
        for (int i = 0; i < MAX_VARLONG_BYTES - 1; i++) {
            byte b = byteAt(array, at, i, held, start, field, VARLONG);
            raw |= (long) (b & 0x7F) << (7 * i);
            if (b >= 0) {
                in.at = at + i + 1;
                return (raw >>> 1) ^ -(raw & 1);
            }
        }
        byte last = byteAt(array, at, MAX_VARLONG_BYTES - 1, held, start, field, VARLONG);
        // Nine bytes carry 63 bits: the tenth may add only the 64th.
        checkLastByte(last, 0x01, start, field, VARLONG, MAX_VARLONG_BYTES, Long.SIZE);
        raw |= (long) last << 63;
        in.at = at + MAX_VARLONG_BYTES;
        return (raw >>> 1) ^ -(raw & 1);
    }

    /** An unsigned varint of at most 5 bytes, {@code kind} naming it in errors. */
    private static int readVarint32(WireInput in, String field, String kind) {
        // One byte, nearly every length and count: one compare and one load.
        int at = in.at;
        if (at < in.limit) {
            byte first = in.array[at];
            if (first >= 0) {
                in.at = at + 1;
                return first;
            }
        }
        return readLongerVarint32(in, field, kind);
    }

    /** {@link #readVarint32} of more than one byte, or of one the array does not hold yet. */
    private static int readLongerVarint32(WireInput in, String field, String kind) {
        int start = in.position();
        int held = in.fill(MAX_VARINT_BYTES);
        byte[] array = in.array;
        int at = in.at;
        int raw = 0;
        for (int i = 0; i < MAX_VARINT_BYTES - 1; i++) {
            byte b = byteAt(array, at, i, held, start, field, kind);
            raw |= (b & 0x7F) << (7 * i);
            if (b >= 0) {
                in.at = at + i + 1;
                return raw;
            }
        }
        byte last = byteAt(array, at, MAX_VARINT_BYTES - 1, held, start, field, kind);
        // Four bytes carry 28 bits: the fifth may add only the top 4.
        checkLastByte(last, 0x0F, start, field, kind, MAX_VARINT_BYTES, Integer.SIZE);
        in.at = at + MAX_VARINT_BYTES;
        return raw | last << 28;
    }

    /**
     * Byte {@code i} of the varint at index {@code at} of {@code array}, which holds {@code held}
     * bytes from there, all that remain of the message if fewer than a varint's most.
     */
    private static byte byteAt(byte[] array, int at, int i, int held, int start, String field, String kind) {
        if (i >= held) {
            throw Failures.malformedAt(start, field, i == 0
                    ? kind + " needs 1 byte but 0 remain"
                    : kind + " is cut off after " + Failures.bytes(i) + ", the last with its continuation bit set");
        }
        return array[at + i];
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
