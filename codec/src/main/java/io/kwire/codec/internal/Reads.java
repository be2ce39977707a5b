package io.kwire.codec.internal;

import io.kwire.codec.Uuids;
import io.kwire.codec.wire.Varints;
import java.util.UUID;

/**
 * Reads of the wire's number types from a {@link WireInput}: a fixed-width one is one compare with
 * what its array holds, then a plain load (big-endian words through a byte-array view, or from the
 * memory of a direct buffer read in place); a varint of one byte one compare and one load, a longer
 * one {@link Varints}' reader; and a {@link io.kwire.codec.MalformedMessageException} rather than a
 * read past the message's end. A failed read moves nothing. For generated code only.
 */
public final class Reads {
    private static final int UUID_BYTES = 16;
    private static final byte STRUCT_PRESENT = 1;
    private static final byte STRUCT_NULL = -1;
    private static final String UNSIGNED_VARINT = "unsigned varint";
    private static final String VARINT = "varint";
    private static final String VARLONG = "varlong";

    private Reads() {
    }

    /** Reads an int8. */
    public static byte int8(WireInput in, String field) {
        int at = in.take(Byte.BYTES, field);
        return in.byteAt(at);
    }

    /** Reads a big-endian int16. */
    public static short int16(WireInput in, String field) {
        int at = in.take(Short.BYTES, field);
        return in.shortAt(at);
    }

    /** Reads a big-endian int32. */
    public static int int32(WireInput in, String field) {
        int at = in.take(Integer.BYTES, field);
        return in.intAt(at);
    }

    /** Reads a big-endian int64. */
    public static long int64(WireInput in, String field) {
        int at = in.take(Long.BYTES, field);
        return in.longAt(at);
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
        long mostSignificant = in.longAt(at);
        long leastSignificant = in.longAt(at + Long.BYTES);
        return (mostSignificant | leastSignificant) == 0 ? Uuids.ZERO : new UUID(mostSignificant, leastSignificant);
    }

    /**
     * Moves past {@code bytes} bytes if the message has them, and says whether it did; else moves nothing: a run
     * of fixed-width fields skipped at once, which the caller skips field by field when this refuses, so that
     * a failure names the field it falls in.
     */
    public static boolean skipIfRemaining(WireInput in, int bytes) {
        if (bytes > in.remaining()) {
            return false;
        }
        in.skip(bytes);
        return true;
    }

    /**
     * Where a fixed-width value of {@code bytes} bytes at {@code position} ends, which the message must have;
     * the cursor does not move.
     */
    public static int skipFrom(WireInput in, int position, int bytes, String field) {
        int remaining = in.remainingFrom(position);
        if (bytes > remaining) {
            throw Failures.truncated(field, bytes, position, remaining);
        }
        return position + bytes;
    }

    /** Moves past {@code bytes} bytes of a fixed-width value, which the message must have. */
    public static void skip(WireInput in, int bytes, String field) {
        if (bytes > in.remaining()) {
            throw Failures.truncated(field, bytes, in.position(), in.remaining());
        }
        in.skip(bytes);
    }

    /**
     * Reads the byte before a nullable struct: 1 if a struct follows, -1 for null. Returns whether
     * a struct follows; any other byte is malformed, reported where it is, and not read.
     */
    public static boolean structPresence(WireInput in, String field) {
        int at = in.take(Byte.BYTES, field);
        byte marker = in.byteAt(at);
        if (marker != STRUCT_PRESENT && marker != STRUCT_NULL) {
            in.at = at;
            throw Failures.malformed(in, field, "struct marker " + marker + " is neither 1 (present) nor -1 (null)");
        }
        return marker == STRUCT_PRESENT;
    }

    /**
     * Reads an unsigned varint of at most 5 bytes whose value fits 32 bits, returned as an int
     * (values over {@link Integer#MAX_VALUE} come back negative).
     */
    public static int unsignedVarint(WireInput in, String field) {
        return varint32(in, field, UNSIGNED_VARINT);
    }

    /** Reads a zig-zag varint of at most 5 bytes. */
    public static int varint(WireInput in, String field) {
        int raw = varint32(in, field, VARINT);
        return (raw >>> 1) ^ -(raw & 1);
    }

    /** Reads a zig-zag varlong of at most 10 bytes whose value fits 64 bits. */
    public static long varlong(WireInput in, String field) {
        return Varints.unZigZag(longerVarint(in, Varints.MAX_VARLONG_BYTES, field, VARLONG));
    }

    /** An unsigned varint of at most 5 bytes, {@code kind} naming it in errors. */
    private static int varint32(WireInput in, String field, String kind) {
        // One byte, nearly every length and count: one compare and one load.
        int at = in.at;
        if (at < in.limit) {
            byte first = in.byteAt(at);
            if (first >= 0) {
                in.at = at + 1;
                return first;
            }
            // Two or three bytes, a record batch's length: read where they are, as no value of three bytes is
            // malformed; longer ones, and any the array does not hold whole, go to Varints' checks.
            if (in.limit - at >= 3) {
                int value = first & 0x7f;
                byte second = in.byteAt(at + 1);
                if (second >= 0) {
                    in.at = at + 2;
                    return value | second << 7;
                }
                byte third = in.byteAt(at + 2);
                if (third >= 0) {
                    in.at = at + 3;
                    return value | (second & 0x7f) << 7 | third << 14;
                }
            }
        }
        return (int) longerVarint(in, Varints.MAX_VARINT_BYTES, field, kind);
    }

    /**
     * The varint of at most {@code maxBytes} at the position, taken as unsigned, read by
     * {@link Varints}' one reader from what the array holds of it; out of line, as it is rare.
     */
    private static long longerVarint(WireInput in, int maxBytes, String field, String kind) {
        int start = in.position();
        int held = in.fill(maxBytes);
        int at = in.at;
        byte[] array = in.array;
        int from = at;
        if (array == null) {
            held = Math.min(held, maxBytes);
            array = in.ahead(held);
            from = 0;
        }
        int length = Varints.length(array, from, held, maxBytes, start, field, kind);
        in.at = at + length;
        return Varints.raw(array, from, length);
    }
}
