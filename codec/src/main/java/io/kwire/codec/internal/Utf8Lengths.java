package io.kwire.codec.internal;

import io.netty.util.concurrent.FastThreadLocal;

/**
 * The UTF-8 lengths of strings measured before, found again by identity: where a string's bytes
 * cannot be read in place ({@link CompactStrings}), measuring it means reading every char, and a
 * codec measures each string twice, in {@code size} and again in {@code write}, as does the next
 * message that names the same topic. Strings are immutable, so what was measured of an instance
 * holds for good.
 *
 * <p>Two tables, each in pairs of slots that hold the last two strings of their hash, so that two
 * strings of one slot, such as two config names of every topic, do not push each other out in turn:
 * <ul>
 *   <li>ASCII strings, the names Kafka nearly always carries, in one table shared by every thread.
 *       A slot holds only the string, whose length is its UTF-8 length, so a racing thread sees a
 *       string or the one before it, each ASCII: no lock, no per-thread lookup, nothing allocated.
 *   <li>Other strings with their lengths, in a table per thread (allocated on its first such
 *       string), where the string and its length are written together.
 * </ul>
 * Strings of over {@link #MAX_CHARS} chars are not kept, which bounds what the tables hold on to.
 */
final class Utf8Lengths {
    /** Slots of the shared ASCII table, a power of two, in pairs. */
    private static final int ASCII_SLOTS = 4096;
    /** Slots per thread for other strings, a power of two, in pairs. */
    private static final int SLOTS = 512;
    private static final int MAX_CHARS = 1024;
    private static final String[] ASCII = new String[ASCII_SLOTS];
    private static final FastThreadLocal<Utf8Lengths> TABLES = new FastThreadLocal<>() {
        @Override
        protected Utf8Lengths initialValue() {
            return new Utf8Lengths();
        }
    };

    private final String[] strings = new String[SLOTS];
    private final int[] lengths = new int[SLOTS];

    private Utf8Lengths() {
    }

    /**
     * {@code value}'s UTF-8 length if all its chars are ASCII, else the length's complement ({@code ~length},
     * negative): read it with {@link #isAscii} and {@link #length}. Taken from a table where one holds
     * {@code value}.
     */
    static int measure(String value) {
        if (value.length() > MAX_CHARS) {
            return measureUnkept(value);
        }
        int hash = value.hashCode();
        int spread = hash ^ hash >>> 16;
        int asciiSlot = spread & (ASCII_SLOTS - 1);
        String[] asciiTable = ASCII;
        if (asciiTable[asciiSlot] == value || asciiTable[asciiSlot ^ 1] == value) {
            return value.length();
        }
        byte[] latin1 = CompactStrings.latin1(value);
        if (latin1 != null) {
            // Latin-1 bytes are counted a word at a time, faster than a table per thread is found.
            int length = Utf8.lengthOfLatin1(latin1);
            if (length != latin1.length) {
                return ~length;
            }
        } else {
            int ascii = Utf8.asciiChars(value);
            if (ascii != value.length()) {
                return measureOther(value, spread & (SLOTS - 1), ascii);
            }
        }
        asciiTable[asciiSlot ^ 1] = asciiTable[asciiSlot];
        asciiTable[asciiSlot] = value;
        return value.length();
    }

    /** The length's complement of a string that is not all ASCII, from or into this thread's table. */
    private static int measureOther(String value, int slot, int ascii) {
        Utf8Lengths table = TABLES.get();
        String[] strings = table.strings;
        int[] lengths = table.lengths;
        if (strings[slot] == value) {
            return lengths[slot];
        }
        int second = slot ^ 1;
        if (strings[second] == value) {
            return lengths[second];
        }
        int measured = ~Utf8.lengthAfterAscii(value, ascii);
        strings[second] = strings[slot];
        lengths[second] = lengths[slot];
        strings[slot] = value;
        lengths[slot] = measured;
        return measured;
    }

    /** Whether the string {@link #measure} measured is all ASCII: then its chars are its bytes. */
    static boolean isAscii(int measured) {
        return measured >= 0;
    }

    /** The UTF-8 length of the string {@link #measure} measured. */
    static int length(int measured) {
        return measured >= 0 ? measured : ~measured;
    }

    private static int measureUnkept(String value) {
        byte[] latin1 = CompactStrings.latin1(value);
        if (latin1 != null) {
            int length = Utf8.lengthOfLatin1(latin1);
            return length == latin1.length ? length : ~length;
        }
        int ascii = Utf8.asciiChars(value);
        return ascii == value.length() ? ascii : ~Utf8.lengthAfterAscii(value, ascii);
    }
}
