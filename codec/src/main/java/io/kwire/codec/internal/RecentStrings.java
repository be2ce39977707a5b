package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;

/**
 * The strings read most recently, shared, so that a name that recurs (a topic, a config, a group,
 * a client id: most strings of Kafka's protocol) is allocated once rather than at every read. A
 * fixed table of {@value #SLOTS} slots, each holding the last ASCII string of at most
 * {@value #MAX_LENGTH} bytes whose length and first and last bytes hash to it. A string is taken
 * from its slot only when every byte matches; otherwise the bytes are decoded as usual and
 * replace it. Slots are read and written without locks: a {@link String} is immutable and safely
 * published by its final fields, so a race costs at most a miss.
 */
final class RecentStrings {
    /** The longest string kept, in bytes. */
    static final int MAX_LENGTH = 64;
    private static final int SLOTS = 4096;
    private static final int LONG_BYTES = Long.BYTES;
    private static final String[] TABLE = new String[SLOTS];

    private RecentStrings() {
    }

    /** The UTF-8 string of the {@code length} bytes at {@code index} of {@code in}, which has them. */
    static String get(ByteBuf in, int index, int length) {
        if (length == 0) {
            return "";
        }
        if (length > MAX_LENGTH) {
            return in.toString(index, length, StandardCharsets.UTF_8);
        }
        int slot = slot(in, index, length);
        String recent = TABLE[slot];
        if (recent != null && recent.length() == length && sameChars(recent, in, index)) {
            return recent;
        }
        String value = in.toString(index, length, StandardCharsets.UTF_8);
        if (Utf8.asciiChars(value) == length) {
            TABLE[slot] = value;
        }
        return value;
    }

    private static int slot(ByteBuf in, int index, int length) {
        long first;
        long last;
        if (length >= LONG_BYTES) {
            first = in.getLong(index);
            last = in.getLong(index + length - LONG_BYTES);
        } else {
            first = 0;
            for (int i = 0; i < length; i++) {
                first = first << Byte.SIZE | (in.getByte(index + i) & 0xFF);
            }
            last = 0;
        }
        long hash = (first * 0x9E3779B97F4A7C15L ^ last * 0xC2B2AE3D27D4EB4FL) + length;
        return (int) (hash ^ hash >>> 29 ^ hash >>> 47) & (SLOTS - 1);
    }

    /** Whether the bytes at {@code index} are {@code recent}'s chars, one byte each; {@code in} has them. */
    private static boolean sameChars(String recent, ByteBuf in, int index) {
        int length = recent.length();
        if (in.hasArray()) {
            byte[] array = in.array();
            int offset = in.arrayOffset() + index;
            for (int i = 0; i < length; i++) {
                if (array[offset + i] != recent.charAt(i)) {
                    return false;
                }
            }
            return true;
        }
        int i = 0;
        for (; i + LONG_BYTES <= length; i += LONG_BYTES) {
            if (in.getLong(index + i) != charsAsLong(recent, i)) {
                return false;
            }
        }
        for (; i < length; i++) {
            if (in.getByte(index + i) != recent.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Chars {@code from} to {@code from + 7} of an ASCII string as the big-endian long of their bytes. */
    private static long charsAsLong(String value, int from) {
        long word = 0;
        for (int i = 0; i < LONG_BYTES; i++) {
            word = word << Byte.SIZE | value.charAt(from + i);
        }
        return word;
    }
}
