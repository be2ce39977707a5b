package io.kwire.codec.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Arrays of int16, int32 and int64 as {@code short[]}, {@code int[]} and {@code long[]}. A read
 * checks the count against the bytes that remain before it allocates, then reads element by
 * element as {@link Reads} does (a loop over the array where the window holds it all measured no
 * faster: Kafka's arrays are a handful of broker ids); a write reserves the room for the whole array
 * once. A read empty array is one shared instance, as nothing can change it. For generated code only.
 */
public final class PrimitiveArrays {
    private static final VarHandle SHORTS = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final short[] NO_SHORTS = {};
    private static final int[] NO_INTS = {};
    private static final long[] NO_LONGS = {};

    private PrimitiveArrays() {
    }

    /** Reads {@code count} (>= 0) int16s; throws MalformedMessageException if fewer remain. */
    public static short[] readInt16s(WireInput in, int count, String field) {
        if (count == 0) {
            return NO_SHORTS;
        }
        check(in, count, Short.BYTES, field);
        short[] values = new short[count];
        for (int i = 0; i < count; i++) {
            values[i] = Reads.int16(in, field);
        }
        return values;
    }

    /** Reads {@code count} (>= 0) int32s; throws MalformedMessageException if fewer remain. */
    public static int[] readInt32s(WireInput in, int count, String field) {
        if (count == 0) {
            return NO_INTS;
        }
        check(in, count, Integer.BYTES, field);
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = Reads.int32(in, field);
        }
        return values;
    }

    /** Reads {@code count} (>= 0) int64s; throws MalformedMessageException if fewer remain. */
    public static long[] readInt64s(WireInput in, int count, String field) {
        if (count == 0) {
            return NO_LONGS;
        }
        check(in, count, Long.BYTES, field);
        long[] values = new long[count];
        for (int i = 0; i < count; i++) {
            values[i] = Reads.int64(in, field);
        }
        return values;
    }

    /** Writes {@code values} as big-endian int16s, as {@link Writes} does. */
    public static int writeInt16s(byte[] out, int at, int limit, short[] values) {
        reserve(at, limit, values.length, Short.BYTES);
        int i = at;
        for (short value : values) {
            SHORTS.set(out, i, value);
            i += Short.BYTES;
        }
        return i;
    }

    /** Writes {@code values} as big-endian int32s, as {@link Writes} does. */
    public static int writeInt32s(byte[] out, int at, int limit, int[] values) {
        reserve(at, limit, values.length, Integer.BYTES);
        int i = at;
        for (int value : values) {
            INTS.set(out, i, value);
            i += Integer.BYTES;
        }
        return i;
    }

    /** Writes {@code values} as big-endian int64s, as {@link Writes} does. */
    public static int writeInt64s(byte[] out, int at, int limit, long[] values) {
        reserve(at, limit, values.length, Long.BYTES);
        int i = at;
        for (long value : values) {
            LONGS.set(out, i, value);
            i += Long.BYTES;
        }
        return i;
    }

    /** The one bounds check for a whole array of {@code count} elements of {@code size} bytes. */
    private static void reserve(int at, int limit, int count, int size) {
        if ((long) count * size > limit - at) {
            throw WriteOverflow.INSTANCE;
        }
    }

    /** The one check of the bytes for a whole array of {@code count} elements of {@code size} bytes. */
    private static void check(WireInput in, int count, int size, String field) {
        int remaining = in.remaining();
        if ((long) count * size > remaining) {
            throw Failures.malformed(in, field, count + " elements need " + Failures.bytes(count * (long) size)
                    + Failures.butRemain(remaining));
        }
    }
}
