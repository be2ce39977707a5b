package io.kwire.codec.internal;

import io.kwire.codec.Uuids;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.UUID;

/**
 * Fixed-width reads from a {@link WireInput}: each one compare with what its array holds, then a
 * plain load (big-endian words through a byte-array view), and a
 * {@link io.kwire.codec.MalformedMessageException} rather than a read past the message's end. A
 * failed read moves nothing. For generated code only.
 */
public final class Reads {
    private static final VarHandle SHORTS = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final int UUID_BYTES = 16;
    private static final byte STRUCT_PRESENT = 1;
    private static final byte STRUCT_NULL = -1;

    private Reads() {
    }

    /** Reads an int8. */
    public static byte int8(WireInput in, String field) {
        int at = in.take(Byte.BYTES, field);
        return in.array[at];
    }

    /** Reads a big-endian int16. */
    public static short int16(WireInput in, String field) {
        int at = in.take(Short.BYTES, field);
        return (short) SHORTS.get(in.array, at);
    }

    /** Reads a big-endian int32. */
    public static int int32(WireInput in, String field) {
        int at = in.take(Integer.BYTES, field);
        return (int) INTS.get(in.array, at);
    }

    /** Reads a big-endian int64. */
    public static long int64(WireInput in, String field) {
        int at = in.take(Long.BYTES, field);
        return (long) LONGS.get(in.array, at);
    }

    /** Reads a big-endian IEEE 754 float64. */
    public static double float64(WireInput in, String field) {
        return Double.longBitsToDouble(int64(in, field));
    }

    /** Reads a bool: like Kafka, any non-zero byte is true. */
    public static boolean bool(WireInput in, String field) {
        return int8(in, field) != 0;
    }

    /** Reads a big-endian uint16 into an int, 0..65535. */
    public static int uint16(WireInput in, String field) {
        return Short.toUnsignedInt(int16(in, field));
    }

    /** Reads a big-endian uint32 into a long, 0..4294967295. */
    public static long uint32(WireInput in, String field) {
        return Integer.toUnsignedLong(int32(in, field));
    }

    /** Reads a uuid: 16 bytes, the most significant long first; the zero UUID is {@link Uuids#ZERO}. */
    public static UUID uuid(WireInput in, String field) {
        int at = in.take(UUID_BYTES, field);
        long mostSignificant = (long) LONGS.get(in.array, at);
        long leastSignificant = (long) LONGS.get(in.array, at + Long.BYTES);
        return (mostSignificant | leastSignificant) == 0 ? Uuids.ZERO : new UUID(mostSignificant, leastSignificant);
    }

    /**
     * Reads the byte before a nullable struct: 1 if a struct follows, -1 for null. Returns whether
     * a struct follows; any other byte is malformed, reported where it is, and not read.
     */
    public static boolean structPresence(WireInput in, String field) {
        int at = in.take(Byte.BYTES, field);
        byte marker = in.array[at];
        if (marker != STRUCT_PRESENT && marker != STRUCT_NULL) {
            in.at = at;
            throw Failures.malformed(in, field, "struct marker " + marker + " is neither 1 (present) nor -1 (null)");
        }
        return marker == STRUCT_PRESENT;
    }
}
