package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Arrays of int16, int32 and int64 as {@code short[]}, {@code int[]} and {@code long[]}, each
 * in one pass: the bytes are checked or reserved once for the whole array, then read or written
 * straight in a heap buffer's array, or by index in any other buffer. A read empty array is one
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

    /** Writes {@code values} as big-endian int16s. */
    public static void writeInt16s(ByteBuffer out, short[] values) {
        int position = reserve(out, values.length, Short.BYTES);
        if (out.hasArray()) {
            byte[] array = out.array();
            for (int i = 0, at = out.arrayOffset() + position; i < values.length; i++, at += Short.BYTES) {
                SHORTS.set(array, at, values[i]);
            }
        } else {
            for (int i = 0, at = position; i < values.length; i++, at += Short.BYTES) {
                out.putShort(at, values[i]);
            }
        }
        out.position(position + values.length * Short.BYTES);
    }

    /** Writes {@code values} as big-endian int32s. */
    public static void writeInt32s(ByteBuffer out, int[] values) {
        int position = reserve(out, values.length, Integer.BYTES);
        if (out.hasArray()) {
            byte[] array = out.array();
            for (int i = 0, at = out.arrayOffset() + position; i < values.length; i++, at += Integer.BYTES) {
                INTS.set(array, at, values[i]);
            }
        } else {
            for (int i = 0, at = position; i < values.length; i++, at += Integer.BYTES) {
                out.putInt(at, values[i]);
            }
        }
        out.position(position + values.length * Integer.BYTES);
    }

    /** Writes {@code values} as big-endian int64s. */
    public static void writeInt64s(ByteBuffer out, long[] values) {
        int position = reserve(out, values.length, Long.BYTES);
        if (out.hasArray()) {
            byte[] array = out.array();
            for (int i = 0, at = out.arrayOffset() + position; i < values.length; i++, at += Long.BYTES) {
                LONGS.set(array, at, values[i]);
            }
        } else {
            for (int i = 0, at = position; i < values.length; i++, at += Long.BYTES) {
                out.putLong(at, values[i]);
            }
        }
        out.position(position + values.length * Long.BYTES);
    }

    /**
     * The position, once {@code count} elements of {@code size} bytes are known to fit: the array
     * writes bypass the buffer's own bounds checks, so this is the one check for the whole array.
     */
    private static int reserve(ByteBuffer out, int count, int size) {
        if ((long) count * size > out.remaining()) {
            throw new BufferOverflowException();
        }
        return out.position();
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
