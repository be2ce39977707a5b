package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Arrays of int16, int32 and int64 as {@code short[]}, {@code int[]} and {@code long[]}, each
 * in one pass: the bytes are checked or reserved once for the whole array, then read straight
 * from a heap buffer's array (by index from any other buffer), or written into an array. A read empty array is one
 * shared instance, as nothing can change it. For generated code only.
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
    public static short[] readInt16s(ByteBuf in, int count, String field) {
        if (count == 0) {
            return NO_SHORTS;
        }
        int start = start(in, count, Short.BYTES, field);
        short[] values = new short[count];
        if (in.hasArray()) {
            byte[] array = in.array();
            for (int i = 0, at = in.arrayOffset() + start; i < count; i++, at += Short.BYTES) {
                values[i] = (short) SHORTS.get(array, at);
            }
        } else {
            for (int i = 0, at = start; i < count; i++, at += Short.BYTES) {
                values[i] = in.getShort(at);
            }
        }
        in.skipBytes(count * Short.BYTES);
        return values;
    }

    /** Reads {@code count} (>= 0) int32s; throws MalformedMessageException if fewer remain. */
    public static int[] readInt32s(ByteBuf in, int count, String field) {
        if (count == 0) {
            return NO_INTS;
        }
        int start = start(in, count, Integer.BYTES, field);
        int[] values = new int[count];
        if (in.hasArray()) {
            byte[] array = in.array();
            for (int i = 0, at = in.arrayOffset() + start; i < count; i++, at += Integer.BYTES) {
                values[i] = (int) INTS.get(array, at);
            }
        } else {
            for (int i = 0, at = start; i < count; i++, at += Integer.BYTES) {
                values[i] = in.getInt(at);
            }
        }
        in.skipBytes(count * Integer.BYTES);
        return values;
    }

    /** Reads {@code count} (>= 0) int64s; throws MalformedMessageException if fewer remain. */
    public static long[] readInt64s(ByteBuf in, int count, String field) {
        if (count == 0) {
            return NO_LONGS;
        }
        int start = start(in, count, Long.BYTES, field);
        long[] values = new long[count];
        if (in.hasArray()) {
            byte[] array = in.array();
            for (int i = 0, at = in.arrayOffset() + start; i < count; i++, at += Long.BYTES) {
                values[i] = (long) LONGS.get(array, at);
            }
        } else {
            for (int i = 0, at = start; i < count; i++, at += Long.BYTES) {
                values[i] = in.getLong(at);
            }
        }
        in.skipBytes(count * Long.BYTES);
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

    /** The reader index, once {@code count} elements of {@code size} bytes are known to remain. */
    private static int start(ByteBuf in, int count, int size, String field) {
        if ((long) count * size > in.readableBytes()) {
            throw Failures.malformed(in, field, count + " elements need " + Failures.bytes(count * (long) size)
                    + Failures.butRemain(in));
        }
        return in.readerIndex();
    }
}
