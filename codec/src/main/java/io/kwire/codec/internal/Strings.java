package io.kwire.codec.internal;

import io.kwire.codec.InvalidValueException;
import io.kwire.codec.wire.Utf8;
import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;

/**
 * Kafka's strings in UTF-8: classic ones behind an int16 length (-1 for null), compact ones, in
 * flexible versions, behind an unsigned varint of length + 1 (0 for null). Either way at most
 * {@link #MAX_LENGTH} bytes. Unpaired surrogates are written as {@code '?'}, as the JDK and Kafka
 * write them. For generated code only.
 */
public final class Strings {
    /** The most UTF-8 bytes a Kafka string may hold. */
    public static final int MAX_LENGTH = 32767;

    /** The longest string whose decoding, at three bytes for each byte read, stays within {@link #MAX_LENGTH}. */
    private static final int MAX_EXACT_DECODE = MAX_LENGTH / 3;
    private static final int NULL_LENGTH = -1;
    private static final int CLASSIC_PREFIX = Short.BYTES;
    private static final int COMPACT_NULL_PREFIX = 1;
    /** Compact strings shorter than this have a one-byte prefix: length + 1 fits in seven bits. */
    private static final int ONE_BYTE_COMPACT_LENGTHS = 127;

    private Strings() {
    }

    /** {@link #size(String, boolean, String) size} as a classic string. */
    public static int size(String value, String field) {
        return size(value, false, field);
    }

    /** {@link #size(String, boolean, String) size} as a compact string. */
    public static int sizeCompact(String value, String field) {
        return size(value, true, field);
    }

    /**
     * The bytes {@code value} takes, prefix included; throws {@link InvalidValueException} if it is
     * over {@link #MAX_LENGTH} bytes.
     */
    static int size(String value, boolean compact, String field) {
        if (value == null) {
            return compact ? COMPACT_NULL_PREFIX : CLASSIC_PREFIX;
        }
        int length = checkedLength(value, field);
        return (compact ? Varints.sizeOfUnsignedVarint(length + 1) : CLASSIC_PREFIX) + length;
    }

    /** {@link #write(byte[], int, int, String, boolean, String) Writes} a classic string. */
    public static int write(byte[] out, int at, int limit, String value, String field) {
        return write(out, at, limit, value, false, field);
    }

    /** {@link #write(byte[], int, int, String, boolean, String) Writes} a compact string. */
    public static int writeCompact(byte[] out, int at, int limit, String value, String field) {
        return write(out, at, limit, value, true, field);
    }

    /**
     * Writes {@code value}, null as the null prefix, as {@link Writes} does; throws
     * {@link InvalidValueException}, having written nothing, if it is over {@link #MAX_LENGTH} bytes.
     */
    static int write(byte[] out, int at, int limit, String value, boolean compact, String field) {
        if (value == null) {
            return writePrefix(out, at, limit, NULL_LENGTH, compact);
        }
        checkChars(value, field);
        int measured = Utf8.measure(value);
        int length = checkBytes(Utf8.length(measured), field);
        int from = writePrefixOfRoom(out, at, limit, length, compact);
        return Utf8.write(out, from, value, measured);
    }

    /**
     * {@code value}'s bytes as {@link #write(byte[], int, int, String, boolean, String) write} writes them, prefix
     * included, in an array of their own: what a view's patch sets. Measured from the string itself, not through
     * the table of measured strings, as a string patched in is written once.
     */
    public static byte[] encoded(String value, boolean compact, String field) {
        if (value == null) {
            byte[] out = new byte[compact ? COMPACT_NULL_PREFIX : CLASSIC_PREFIX];
            writePrefix(out, 0, out.length, NULL_LENGTH, compact);
            return out;
        }
        checkChars(value, field);
        int measured = Utf8.scan(value);
        int length = checkBytes(Utf8.length(measured), field);
        byte[] out = new byte[(compact ? Varints.sizeOfUnsignedVarint(length + 1) : CLASSIC_PREFIX) + length];
        int from = writePrefix(out, 0, out.length, length, compact);
        Utf8.write(out, from, value, measured);
        return out;
    }

    /**
     * Writes the prefix of a string of {@code length} bytes once the prefix and those bytes are
     * known to fit: one compare with the limit for both where the prefix is one byte, as it is for
     * a compact string of under 127 bytes, nearly every name Kafka carries.
     */
    private static int writePrefixOfRoom(byte[] out, int at, int limit, int length, boolean compact) {
        if (compact && length < ONE_BYTE_COMPACT_LENGTHS) {
            Writes.room(at, limit, 1 + length);
            out[at] = (byte) (length + 1);
            return at + 1;
        }
        int from = writePrefix(out, at, limit, length, compact);
        Writes.room(from, limit, length);
        return from;
    }

    /** Writes the length prefix; {@link #NULL_LENGTH} for null. */
    private static int writePrefix(byte[] out, int at, int limit, int length, boolean compact) {
        return compact
                ? Writes.unsignedVarint(out, at, limit, length + 1)
                : Writes.int16(out, at, limit, (short) length);
    }

    /** {@link #read(WireInput, boolean, boolean, String) Reads} a classic string that may not be null. */
    public static String read(WireInput in, String field) {
        return read(in, false, false, field);
    }

    /** {@link #read(WireInput, boolean, boolean, String) Reads} a classic string that may be null. */
    public static String readNullable(WireInput in, String field) {
        return read(in, false, true, field);
    }

    /** {@link #read(WireInput, boolean, boolean, String) Reads} a compact string that may not be null. */
    public static String readCompact(WireInput in, String field) {
        return read(in, true, false, field);
    }

    /** {@link #read(WireInput, boolean, boolean, String) Reads} a compact string that may be null. */
    public static String readCompactNullable(WireInput in, String field) {
        return read(in, true, true, field);
    }

    /**
     * Reads a string, or null if the field is {@code nullable}; throws
     * {@link io.kwire.codec.MalformedMessageException} for a null that is not allowed, a negative
     * or over-long length, or fewer bytes than the length says.
     */
    static String read(WireInput in, boolean compact, boolean nullable, String field) {
        if (compact) {
            // Under 127 bytes, nearly every name Kafka carries: a one-byte prefix, and one compare
            // with the array's limit for prefix and bytes together, as the write has.
            int at = in.at;
            if (at < in.limit) {
                int length = in.byteAt(at) - 1;
                if (length >= 0 && length < in.limit - at) {
                    byte[] array = in.array;
                    if (array == null) {
                        in.at = at + 1;
                        return in.utf8(length);
                    }
                    in.at = at + 1 + length;
                    return RecentStrings.get(array, at + 1, length);
                }
            }
        }
        return readWithChecks(in, compact, nullable, field);
    }

    /** {@link #read(WireInput, boolean, boolean, String)} of any length or prefix, every check made. */
    private static String readWithChecks(WireInput in, boolean compact, boolean nullable, String field) {
        int start = in.position();
        long length = compact
                ? Integer.toUnsignedLong(Reads.unsignedVarint(in, field)) - 1
                : Reads.int16(in, field);
        if (length < 0) {
            checkNull(length, start, compact, nullable, field);
            return null;
        }
        if (length > MAX_LENGTH) {
            throw Failures.malformedAt(start, field, kind(compact) + " length " + length + " exceeds " + MAX_LENGTH);
        }
        int bytes = (int) length;
        int remaining = in.remaining();
        if (bytes > remaining) {
            throw Failures.malformedAt(start, field, kind(compact) + " length " + bytes + " needs "
                    + Failures.bytes(bytes) + Failures.butRemain(remaining));
        }
        String value = in.utf8(bytes);
        if (bytes > MAX_EXACT_DECODE) {
            checkDecoded(value, start, compact, field);
        }
        return value;
    }

    /** {@link #skip(WireInput, boolean, boolean, String) Skips} a classic string that may not be null. */
    public static void skip(WireInput in, String field) {
        skip(in, false, false, field);
    }

    /** {@link #skip(WireInput, boolean, boolean, String) Skips} a classic string that may be null. */
    public static void skipNullable(WireInput in, String field) {
        skip(in, false, true, field);
    }

    /** {@link #skip(WireInput, boolean, boolean, String) Skips} a compact string that may not be null. */
    public static void skipCompact(WireInput in, String field) {
        skip(in, true, false, field);
    }

    /** {@link #skip(WireInput, boolean, boolean, String) Skips} a compact string that may be null. */
    public static void skipCompactNullable(WireInput in, String field) {
        skip(in, true, true, field);
    }

    /** Moves past a string, checking its prefix as {@link #read} does, without decoding it. */
    static void skip(WireInput in, boolean compact, boolean nullable, String field) {
        int length = readLength(in, compact, nullable, field);
        if (length > 0) {
            in.skip(length);
        }
    }

    /** {@link #readUtf8(WireInput, boolean, boolean, String) Reads} the bytes of a classic string that may not be null. */
    public static ByteBuf readUtf8(WireInput in, String field) {
        return readUtf8(in, false, false, field);
    }

    /** {@link #readUtf8(WireInput, boolean, boolean, String) Reads} the bytes of a classic string that may be null. */
    public static ByteBuf readUtf8Nullable(WireInput in, String field) {
        return readUtf8(in, false, true, field);
    }

    /** {@link #readUtf8(WireInput, boolean, boolean, String) Reads} the bytes of a compact string that may not be null. */
    public static ByteBuf readUtf8Compact(WireInput in, String field) {
        return readUtf8(in, true, false, field);
    }

    /** {@link #readUtf8(WireInput, boolean, boolean, String) Reads} the bytes of a compact string that may be null. */
    public static ByteBuf readUtf8CompactNullable(WireInput in, String field) {
        return readUtf8(in, true, true, field);
    }

    /**
     * The UTF-8 bytes of a string as an unretained slice of the buffer, null for null, checked as
     * {@link #read} checks them but not decoded.
     */
    static ByteBuf readUtf8(WireInput in, boolean compact, boolean nullable, String field) {
        int length = readLength(in, compact, nullable, field);
        return length < 0 ? null : in.slice(length);
    }

    /** {@link #equalsUtf8(WireInput, byte[], boolean, boolean, String) Compares} a classic string that may not be null. */
    public static boolean equalsUtf8(WireInput in, byte[] expected, String field) {
        return equalsUtf8(in, expected, false, false, field);
    }

    /** {@link #equalsUtf8(WireInput, byte[], boolean, boolean, String) Compares} a classic string that may be null. */
    public static boolean equalsUtf8Nullable(WireInput in, byte[] expected, String field) {
        return equalsUtf8(in, expected, false, true, field);
    }

    /** {@link #equalsUtf8(WireInput, byte[], boolean, boolean, String) Compares} a compact string that may not be null. */
    public static boolean equalsUtf8Compact(WireInput in, byte[] expected, String field) {
        return equalsUtf8(in, expected, true, false, field);
    }

    /** {@link #equalsUtf8(WireInput, byte[], boolean, boolean, String) Compares} a compact string that may be null. */
    public static boolean equalsUtf8CompactNullable(WireInput in, byte[] expected, String field) {
        return equalsUtf8(in, expected, true, true, field);
    }

    /**
     * Whether a string's UTF-8 bytes are those of {@code expected} (null: whether it is null),
     * compared where they lie, no {@code String} made.
     */
    static boolean equalsUtf8(WireInput in, byte[] expected, boolean compact, boolean nullable, String field) {
        int length = readLength(in, compact, nullable, field);
        if (length < 0 || expected == null) {
            if (length > 0) {
                in.skip(length);
            }
            return length < 0 && expected == null;
        }
        return in.contentEquals(length, expected);
    }

    /**
     * Reads a string's prefix, checked as {@link #read} checks it: the length of the bytes that
     * follow, which the message has, or -1 for null.
     */
    private static int readLength(WireInput in, boolean compact, boolean nullable, String field) {
        int start = in.position();
        long length = compact
                ? Integer.toUnsignedLong(Reads.unsignedVarint(in, field)) - 1
                : Reads.int16(in, field);
        if (length < 0) {
            checkNull(length, start, compact, nullable, field);
            return NULL_LENGTH;
        }
        if (length > MAX_LENGTH) {
            throw Failures.malformedAt(start, field, kind(compact) + " length " + length + " exceeds " + MAX_LENGTH);
        }
        int remaining = in.remaining();
        if (length > remaining) {
            throw Failures.malformedAt(start, field, kind(compact) + " length " + length + " needs "
                    + Failures.bytes(length) + Failures.butRemain(remaining));
        }
        return (int) length;
    }

    /**
     * Malformed UTF-8 decodes to U+FFFD, three bytes for each bad byte, so a long string of bad
     * bytes can decode to more than {@link #MAX_LENGTH} bytes: a value that could not be written
     * back. Refused as malformed, as any string Kafka's protocol cannot carry.
     */
    private static void checkDecoded(String value, int start, boolean compact, String field) {
        int decoded = Utf8.lengthOf(value);
        if (decoded > MAX_LENGTH) {
            throw Failures.malformedAt(start, field, kind(compact) + " is not valid UTF-8: decoded, it takes "
                    + decoded + " bytes, over " + MAX_LENGTH);
        }
    }

    private static int checkedLength(String value, String field) {
        checkChars(value, field);
        return checkBytes(Utf8.lengthOf(value), field);
    }

    /** Every char takes at least one byte; checking this first also keeps the byte count from overflowing. */
    private static void checkChars(String value, String field) {
        if (value.length() > MAX_LENGTH) {
            throw new InvalidValueException(field, "string of " + value.length() + " chars exceeds " + MAX_LENGTH
                    + " UTF-8 bytes");
        }
    }

    private static int checkBytes(int length, String field) {
        if (length > MAX_LENGTH) {
            throw new InvalidValueException(field, "string of " + length + " UTF-8 bytes exceeds " + MAX_LENGTH);
        }
        return length;
    }

    private static void checkNull(long length, int start, boolean compact, boolean nullable, String field) {
        if (length != -1) {
            throw Failures.malformedAt(start, field, kind(compact) + " length " + length + " is negative");
        }
        if (!nullable) {
            throw Failures.malformedAt(start, field, "null " + kind(compact) + ", but the field is not nullable");
        }
    }

    private static String kind(boolean compact) {
        return compact ? "compact string" : "string";
    }
}
