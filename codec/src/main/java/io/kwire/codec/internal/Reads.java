package io.kwire.codec.internal;

import io.kwire.codec.Uuids;
import io.netty.buffer.ByteBuf;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.UUID;

/**
 * Fixed-width reads that check the remaining bytes first and throw
 * {@link io.kwire.codec.MalformedMessageException} instead of running off the end of the buffer.
 * A failed read leaves the reader index where it was. For generated code only.
 */
public final class Reads {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final byte STRUCT_PRESENT = 1;
    private static final byte STRUCT_NULL = -1;

    private Reads() {
    }

    /** Reads an int8. */
    public static byte int8(ByteBuf in, String field) {
        require(in, Byte.BYTES, field);
        return in.readByte();
    }

    /** Reads a big-endian int16. */
    public static short int16(ByteBuf in, String field) {
        require(in, Short.BYTES, field);
        return in.readShort();
    }

    /** Reads a big-endian int32. */
    public static int int32(ByteBuf in, String field) {
        require(in, Integer.BYTES, field);
        return in.readInt();
    }

    /** Reads a big-endian int64. */
    public static long int64(ByteBuf in, String field) {
        require(in, Long.BYTES, field);
        return in.readLong();
    }

    /** Reads a big-endian IEEE 754 float64. */
    public static double float64(ByteBuf in, String field) {
        require(in, Double.BYTES, field);
        return in.readDouble();
    }

    /** Reads a bool: like Kafka, any non-zero byte is true. */
    public static boolean bool(ByteBuf in, String field) {
        require(in, Byte.BYTES, field);
        return in.readByte() != 0;
    }

    /** Reads a big-endian uint16 into an int, 0..65535. */
    public static int uint16(ByteBuf in, String field) {
        require(in, Short.BYTES, field);
        return in.readUnsignedShort();
    }

    /** Reads a big-endian uint32 into a long, 0..4294967295. */
    public static long uint32(ByteBuf in, String field) {
        require(in, Integer.BYTES, field);
        return in.readUnsignedInt();
    }

    /**
     * Reads a uuid: 16 bytes, the most significant long first; the zero UUID is {@link Uuids#ZERO}.
     * From a heap buffer's array as two plain loads, past Netty's checks, once the bytes are known
     * to be there.
     */
    public static UUID uuid(ByteBuf in, String field) {
        require(in, 2 * Long.BYTES, field);
        int index = in.readerIndex();
        long mostSignificant;
        long leastSignificant;
        if (in.hasArray()) {
            byte[] array = in.array();
            int at = in.arrayOffset() + index;
            mostSignificant = (long) LONGS.get(array, at);
            leastSignificant = (long) LONGS.get(array, at + Long.BYTES);
        } else {
            mostSignificant = in.getLong(index);
            leastSignificant = in.getLong(index + Long.BYTES);
        }
        in.readerIndex(index + 2 * Long.BYTES);
        return (mostSignificant | leastSignificant) == 0 ? Uuids.ZERO : new UUID(mostSignificant, leastSignificant);
    }

    /**
     * Reads the byte before a nullable struct: 1 if a struct follows, -1 for null. Returns whether
     * a struct follows.
     */
    public static boolean structPresence(ByteBuf in, String field) {
        require(in, Byte.BYTES, field);
        byte marker = in.getByte(in.readerIndex());
        if (marker != STRUCT_PRESENT && marker != STRUCT_NULL) {
            throw Failures.malformed(in, field, "struct marker " + marker + " is neither 1 (present) nor -1 (null)");
        }
        in.skipBytes(Byte.BYTES);
        return marker == STRUCT_PRESENT;
    }

    /** Throws unless at least {@code bytes} bytes remain, reporting the reader index. */
    static void require(ByteBuf in, int bytes, String field) {
        if (in.readableBytes() < bytes) {
            throw Failures.truncated(in, field, bytes);
        }
    }
}
