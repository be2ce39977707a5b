package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Measures and writes strings in UTF-8 exactly as the JDK's encoder, and so Kafka, does: a
 * surrogate pair becomes 4 bytes and an unpaired surrogate becomes {@code '?'}. A string is
 * measured once per instance ({@link Utf8Lengths}): Latin-1 strings from their bytes, eight at a
 * time, where they can be read in place ({@link CompactStrings}), others from their chars. Allocates
 * nothing, but for the lengths table of a thread that measures strings not all ASCII, once.
 */
final class Utf8 {
    private static final byte REPLACEMENT = '?';
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final int ASCII_BLOCK = 8;
    /** Reads eight bytes of an array as one little-endian word: a plain load once compiled, no {@code Unsafe}. */
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private Utf8() {
    }

    /** The number of bytes {@code value} takes in UTF-8: at most 3 per char, so callers cap the length first. */
    static int length(String value) {
        return Utf8Lengths.length(Utf8Lengths.measure(value));
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
     * Writes Latin-1 {@code bytes} in UTF-8, {@code length} bytes ({@link #lengthOfLatin1}), each byte
     * over 0x7F as two; an ASCII string is written with {@link #writeAscii}, as one copy.
     */
    static void writeLatin1(ByteBuf out, byte[] latin1, int length) {
        out.ensureWritable(length);
        for (byte b : latin1) {
            if (b >= 0) {
                out.writeByte(b);
            } else {
                out.writeByte(0xC0 | (b & 0xFF) >>> 6);
                out.writeByte(0x80 | b & 0x3F);
            }
        }
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

    /** {@link #length(String)} of a string whose first {@code ascii} chars, and no more, are ASCII. */
    static int lengthAfterAscii(String value, int ascii) {
        return ascii + nonAsciiLength(value, ascii);
    }

    /**
     * Writes a string whose chars are all ASCII, one byte each: into a heap buffer as one bulk copy
     * of the string's bytes, into any other through Netty's ASCII encoder.
     */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int) is exactly right for ASCII.
    static void writeAscii(ByteBuf out, String value) {
        int chars = value.length();
        out.ensureWritable(chars);
        if (out.hasArray()) {
            int index = out.writerIndex();
            value.getBytes(0, chars, out.array(), out.arrayOffset() + index);
            out.writerIndex(index + chars);
            return;
        }
        byte[] latin1 = CompactStrings.latin1(value);
        if (latin1 != null) {
            out.writeBytes(latin1);
        } else {
            out.writeCharSequence(value, StandardCharsets.US_ASCII);
        }
    }

    /**
     * Writes {@code value} in UTF-8; {@code length} is {@link #length(String) length(value)}, and
     * exactly that many bytes are written.
     */
    static void write(ByteBuf out, String value, int length) {
        int start = out.writerIndex();
        // Netty's encoder is the fast one and agrees with the JDK except after an unpaired high
        // surrogate: it then swallows the next char into a single byte. Its output is shorter
        // exactly when it differs, and never longer, so reserving `length` bytes is safe.
        if (ByteBufUtil.reserveAndWriteUtf8(out, value, length) != length) {
            out.writerIndex(start);
            writeCharByChar(out, value);
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

    private static void writeCharByChar(ByteBuf out, String value) {
        int chars = value.length();
        for (int i = 0; i < chars; i++) {
            char c = value.charAt(i);
            if (c < 0x80) {
                out.writeByte(c);
            } else if (c < 0x800) {
                out.writeByte(0xC0 | (c >> 6));
                out.writeByte(0x80 | (c & 0x3F));
            } else if (!Character.isSurrogate(c)) {
                out.writeByte(0xE0 | (c >> 12));
                out.writeByte(0x80 | ((c >> 6) & 0x3F));
                out.writeByte(0x80 | (c & 0x3F));
            } else if (isPairAt(value, i)) {
                int codePoint = Character.toCodePoint(c, value.charAt(++i));
                out.writeByte(0xF0 | (codePoint >> 18));
                out.writeByte(0x80 | ((codePoint >> 12) & 0x3F));
                out.writeByte(0x80 | ((codePoint >> 6) & 0x3F));
                out.writeByte(0x80 | (codePoint & 0x3F));
            } else {
                out.writeByte(REPLACEMENT);
            }
        }
    }

    private static boolean isPairAt(String value, int i) {
        return Character.isHighSurrogate(value.charAt(i)) && i + 1 < value.length()
                && Character.isLowSurrogate(value.charAt(i + 1));
    }
}
