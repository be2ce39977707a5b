package io.kwire.codec.wire;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Measures and writes strings in UTF-8 exactly as the JDK's encoder, and so Kafka, does: a
 * surrogate pair becomes 4 bytes and an unpaired surrogate becomes {@code '?'}. A string is
 * {@link #measure measured} once per instance ({@link Utf8Lengths}): Latin-1 strings from their
 * bytes, eight at a time, where they can be read in place ({@link CompactStrings}), others from
 * their chars. A string not all ASCII is encoded once, into the table that keeps it, and copied
 * from there. Allocates nothing, but a table's array the first time a slot holds a longer string.
 * Kafka's strings and record header keys are both written through here.
 */
public final class Utf8 {
    private static final byte REPLACEMENT = '?';
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final int ASCII_BLOCK = 8;
    /** Reads eight bytes of an array as one little-endian word: a plain load once compiled, no {@code Unsafe}. */
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private Utf8() {
    }

    /**
     * {@code value} measured: its UTF-8 length if every char is ASCII, else that length's
     * complement (negative). Read it with {@link #length(int)}; hand it to {@link #write} with the
     * same string. Taken from a table where one holds {@code value}.
     */
    public static int measure(String value) {
        return Utf8Lengths.measure(value);
    }

    /** The UTF-8 length of the string {@link #measure} measured. */
    public static int length(int measured) {
        return measured >= 0 ? measured : ~measured;
    }

    /** Whether the string {@link #measure} measured is all ASCII: then its chars are its bytes. */
    static boolean isAscii(int measured) {
        return measured >= 0;
    }

    /** The number of bytes {@code value} takes in UTF-8: at most 3 per char, so callers cap the length first. */
    public static int lengthOf(String value) {
        return length(measure(value));
    }

    /**
     * Writes {@code value}, which {@link #measure} measured, in UTF-8 into {@code out} from
     * {@code at}, which has room for all of it; returns the index after it. An ASCII string is one
     * intrinsic copy of its own chars; any other is one copy of the bytes its table keeps
     * ({@link Utf8Lengths#writeKept}) where it keeps them, else encoded in place.
     */
    public static int write(byte[] out, int at, String value, int measured) {
        int length = length(measured);
        boolean ascii = isAscii(measured);
        if (ascii || !Utf8Lengths.writeKept(out, at, value, length)) {
            encode(value, ascii, out, at);
        }
        return at + length;
    }

    /**
     * The number of bytes Latin-1 {@code bytes} take in UTF-8: two for each byte over 0x7F, one for
     * the rest. Counted a word at a time, the last word overlapping the one before it rather than
     * ending in a byte loop.
     */
    static int lengthOfLatin1(byte[] latin1) {
        int length = latin1.length;
        int highBytes = 0;
        if (length < Long.BYTES) {
            for (byte b : latin1) {
                highBytes += b >>> 31;
            }
            return length + highBytes;
        }
        int i = 0;
        for (int lastWord = length - Long.BYTES; i < lastWord; i += Long.BYTES) {
            highBytes += Long.bitCount((long) WORDS.get(latin1, i) & HIGH_BITS);
        }
        int counted = (i - (length - Long.BYTES)) * Byte.SIZE;
        long lastWord = (long) WORDS.get(latin1, length - Long.BYTES) >>> counted;
        return length + highBytes + Long.bitCount(lastWord & HIGH_BITS);
    }

    /**
     * The number of chars at the start of {@code value} that are ASCII: its length if all are.
     * Eight chars are tested with one branch, on their bits or-ed together: on a JVM where Netty has
     * no {@code Unsafe} (Java 25+), every string is measured here.
     */
    static int asciiChars(String value) {
        int chars = value.length();
        int i = 0;
        for (int lastBlock = chars - ASCII_BLOCK; i <= lastBlock; i += ASCII_BLOCK) {
            int bits = value.charAt(i) | value.charAt(i + 1) | value.charAt(i + 2) | value.charAt(i + 3)
                    | value.charAt(i + 4) | value.charAt(i + 5) | value.charAt(i + 6) | value.charAt(i + 7);
            if (bits >= 0x80) {
                break;
            }
        }
        while (i < chars && value.charAt(i) < 0x80) {
            i++;
        }
        return i;
    }

    /**
     * What {@link #measure} gives for {@code value}, its length or the length's complement if not
     * all ASCII, read from the string itself rather than a table: for a string written once, which
     * the table would only hash and keep for nothing.
     */
    public static int scan(String value) {
        byte[] latin1 = CompactStrings.latin1(value);
        if (latin1 != null) {
            int length = lengthOfLatin1(latin1);
            return length == latin1.length ? length : ~length;
        }
        int ascii = asciiChars(value);
        return ascii == value.length() ? ascii : ~(ascii + nonAsciiLength(value, ascii));
    }

    /** Encodes {@code value} into {@code into} from {@code at}, which has room for all of its bytes. */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int) is exactly right for ASCII.
    static void encode(String value, boolean ascii, byte[] into, int at) {
        if (ascii) {
            value.getBytes(0, value.length(), into, at);
            return;
        }
        byte[] latin1 = CompactStrings.latin1(value);
        if (latin1 != null) {
            encodeLatin1(latin1, into, at);
        } else {
            encodeChars(value, into, at);
        }
    }

    private static void encodeLatin1(byte[] latin1, byte[] into, int from) {
        int at = from;
        for (byte b : latin1) {
            if (b >= 0) {
                into[at++] = b;
            } else {
                into[at++] = (byte) (0xC0 | (b & 0xFF) >>> 6);
                into[at++] = (byte) (0x80 | b & 0x3F);
            }
        }
    }

    private static void encodeChars(String value, byte[] into, int from) {
        int at = from;
        int chars = value.length();
        for (int i = 0; i < chars; i++) {
            char c = value.charAt(i);
            if (c < 0x80) {
                into[at++] = (byte) c;
            } else if (c < 0x800) {
                into[at++] = (byte) (0xC0 | (c >> 6));
                into[at++] = (byte) (0x80 | (c & 0x3F));
            } else if (!Character.isSurrogate(c)) {
                into[at++] = (byte) (0xE0 | (c >> 12));
                into[at++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                into[at++] = (byte) (0x80 | (c & 0x3F));
            } else if (isPairAt(value, i)) {
                int codePoint = Character.toCodePoint(c, value.charAt(++i));
                into[at++] = (byte) (0xF0 | (codePoint >> 18));
                into[at++] = (byte) (0x80 | ((codePoint >> 12) & 0x3F));
                into[at++] = (byte) (0x80 | ((codePoint >> 6) & 0x3F));
                into[at++] = (byte) (0x80 | (codePoint & 0x3F));
            } else {
                into[at++] = REPLACEMENT;
            }
        }
    }

    private static int nonAsciiLength(String value, int from) {
        int chars = value.length();
        int bytes = 0;
        for (int i = from; i < chars; i++) {
            char c = value.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (!Character.isSurrogate(c)) {
                bytes += 3;
            } else if (isPairAt(value, i)) {
                bytes += 4;
                i++;
            } else {
                bytes += 1;
            }
        }
        return bytes;
    }

    private static boolean isPairAt(String value, int i) {
        return Character.isHighSurrogate(value.charAt(i)) && i + 1 < value.length()
                && Character.isLowSurrogate(value.charAt(i + 1));
    }
}
