package io.kwire.codec.internal;

import io.kwire.codec.wire.Varints;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.UUID;

/**
 * Writes of the wire's number types into an array: each from index {@code at}, bounded by
 * {@code limit}, returning the index after what it wrote. Big-endian words are one plain store
 * each once compiled. A value that would pass {@code limit} is not written: {@link WriteOverflow}
 * is thrown instead. For generated code only.
 */
public final class Writes {
    private static final VarHandle SHORTS = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final int UUID_BYTES = 16;
    private static final int MAX_VARINT_BYTES = 5;
    private static final int MAX_VARLONG_BYTES = 10;

    private Writes() {
    }

    /** Writes an int8. */
    public static int int8(byte[] out, int at, int limit, byte value) {
        room(at, limit, Byte.BYTES);
        out[at] = value;
        return at + Byte.BYTES;
    }

    /** Writes a big-endian int16. */
    public static int int16(byte[] out, int at, int limit, short value) {
        room(at, limit, Short.BYTES);
        SHORTS.set(out, at, value);
        return at + Short.BYTES;
    }

    /** Writes a big-endian int32. */
    public static int int32(byte[] out, int at, int limit, int value) {
        room(at, limit, Integer.BYTES);
        INTS.set(out, at, value);
        return at + Integer.BYTES;
    }

    /** Writes a big-endian int64. */
    public static int int64(byte[] out, int at, int limit, long value) {
        room(at, limit, Long.BYTES);
        LONGS.set(out, at, value);
        return at + Long.BYTES;
    }

    /** Writes a float64: its IEEE 754 bits as they are (a NaN's too, as Kafka writes them), big-endian. */
    public static int float64(byte[] out, int at, int limit, double value) {
        return int64(out, at, limit, Double.doubleToRawLongBits(value));
    }

    /** Writes a boolean: one byte, 1 for true. */
    public static int bool(byte[] out, int at, int limit, boolean value) {
        return int8(out, at, limit, value ? (byte) 1 : (byte) 0);
    }

    /** Writes a uint16 (checked to be in range): its low 16 bits. */
    public static int uint16(byte[] out, int at, int limit, int value) {
        return int16(out, at, limit, (short) value);
    }

    /** Writes a uint32 (checked to be in range): its low 32 bits. */
    public static int uint32(byte[] out, int at, int limit, long value) {
        return int32(out, at, limit, (int) value);
    }

    /** Writes a non-null uuid: 16 bytes, the most significant long first. */
    public static int uuid(byte[] out, int at, int limit, UUID value) {
        room(at, limit, UUID_BYTES);
        LONGS.set(out, at, value.getMostSignificantBits());
        LONGS.set(out, at + Long.BYTES, value.getLeastSignificantBits());
        return at + UUID_BYTES;
    }

    /** Writes the bytes of {@code value} as they are, with no prefix: one copy. */
    public static int bytes(byte[] out, int at, int limit, byte[] value) {
        room(at, limit, value.length);
        System.arraycopy(value, 0, out, at, value.length);
        return at + value.length;
    }

    /** Writes {@code value}, taken as unsigned 32 bits, as an unsigned varint. */
    public static int unsignedVarint(byte[] out, int at, int limit, int value) {
        if ((value & ~0x7F) == 0) {
            return int8(out, at, limit, (byte) value);
        }
        if (limit - at < MAX_VARINT_BYTES) {
            room(at, limit, Varints.sizeOfUnsignedVarint(value));
        }
        int i = at;
        int rest = value;
        while ((rest & ~0x7F) != 0) {
            out[i++] = (byte) ((rest & 0x7F) | 0x80);
            rest >>>= 7;
        }
        out[i++] = (byte) rest;
        return i;
    }

    /** Writes {@code value} as a zig-zag varint. */
    public static int varint(byte[] out, int at, int limit, int value) {
        return unsignedVarint(out, at, limit, (value << 1) ^ (value >> 31));
    }

    /** Writes {@code value} as a zig-zag varlong. */
    public static int varlong(byte[] out, int at, int limit, long value) {
        if (limit - at < MAX_VARLONG_BYTES) {
            room(at, limit, Varints.sizeOfVarlong(value));
        }
        return Varints.writeVarlong(out, at, value);
    }

    /**
     * Checks that {@code bytes} fit between {@code at} and {@code limit}; throws
     * {@link WriteOverflow} if they do not.
     */
    static void room(int at, int limit, int bytes) {
        if (bytes > limit - at) {
            throw WriteOverflow.INSTANCE;
        }
    }
}
