package io.kwire.codec.wire;

import io.kwire.codec.MalformedMessageException;
import io.netty.buffer.ByteBuf;

/**
 * Kafka's variable-length integers: little-endian groups of 7 bits, the high bit of each byte set
 * when another byte follows. Unsigned varints carry an int as unsigned 32 bits; varints and
 * varlongs carry signed values zig-zag encoded, so that small negative numbers stay short. Sizes,
 * writes into an array, and the one reader of a varint of more than one byte from an array
 * ({@link #length}, then {@link #raw}).
 */
public final class Varints {
    /** The most bytes a varint of 32 bits takes. */
    public static final int MAX_VARINT_BYTES = 5;
    /** The most bytes a varlong takes. */
    public static final int MAX_VARLONG_BYTES = 10;

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
        return writeVarlong(out, at, value);
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
     * The length of the varint of at most {@code maxBytes} ({@link #MAX_VARINT_BYTES} or
     * {@link #MAX_VARLONG_BYTES}) at {@code at} of {@code array}, which holds {@code held} bytes of
     * the message from there; throws {@link MalformedMessageException} naming {@code field} and
     * {@code kind} ("unsigned varint"), at buffer index {@code start}, if it is cut off, longer, or
     * carries bits past 32 or 64.
     */
    public static int length(byte[] array, int at, int held, int maxBytes, int start, String field, String kind) {
        int last = maxBytes - 1;
        for (int i = 0; i < last; i++) {
            if (byteAt(array, at, i, held, start, field, kind) >= 0) {
                return i + 1;
            }
        }
        byte lastByte = byteAt(array, at, last, held, start, field, kind);
        // The bytes before the last carry 28 or 63 bits: the last may add only the top 4 or 1.
        boolean varint = maxBytes == MAX_VARINT_BYTES;
        if (lastByte < 0) {
            throw new MalformedMessageException(field, start, kind + " is longer than " + maxBytes + " bytes");
        }
        if (lastByte > (varint ? 0x0F : 0x01)) {
            throw new MalformedMessageException(field, start, kind + " has bits past "
                    + (varint ? Integer.SIZE : Long.SIZE) + " (byte " + maxBytes + " is 0x"
                    + Integer.toHexString(lastByte) + ")");
        }
        return maxBytes;
    }

    /**
     * The value of the varint of {@code length} bytes ({@link #length}) at {@code at} of
     * {@code array}, taken as unsigned: zig-zag, if it is, not undone.
     */
    public static long raw(byte[] array, int at, int length) {
        long raw = 0;
        for (int i = 0; i < length; i++) {
            raw |= (long) (array[at + i] & 0x7F) << (7 * i);
        }
        return raw;
    }

    /** {@code raw} zig-zag decoded. */
    public static long unZigZag(long raw) {
        return (raw >>> 1) ^ -(raw & 1);
    }

    private static byte byteAt(byte[] array, int at, int i, int held, int start, String field, String kind) {
        if (i >= held) {
            throw new MalformedMessageException(field, start, i == 0
                    ? kind + " needs 1 byte but 0 remain"
                    : kind + " is cut off after " + i + (i == 1 ? " byte" : " bytes")
                            + ", the last with its continuation bit set");
        }
        return array[at + i];
    }

    private static int zigZag(int value) {
        return (value << 1) ^ (value >> 31);
    }

    private static long zigZag(long value) {
        return (value << 1) ^ (value >> 63);
    }
}
