package io.kwire.codec.internal;

import io.netty.util.concurrent.FastThreadLocal;

/**
 * The UTF-8 lengths of the strings this thread measured last, found again by identity: where a
 * string's bytes cannot be read in place ({@link CompactStrings}), measuring it means reading every
 * char, and a codec measures each string twice, in {@code size} and again in {@code write}, as does
 * the next message that names the same topic. Strings are immutable, so the length kept for an
 * instance is its length. A pair of slots holds the last two strings of its hash; strings of over
 * {@link #MAX_CHARS} chars are not kept, which bounds what a thread holds on to. Each thread's
 * table is allocated once, on its first string.
 */
final class Utf8Lengths {
    /** Slots per thread, a power of two, in pairs: a string is looked for in its slot and the slot's neighbour. */
    private static final int SLOTS = 512;
    private static final int MAX_CHARS = 1024;
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
     * negative): read it with {@link #isAscii} and {@link #length}. Taken from this thread's table
     * where it holds {@code value}.
     */
    static int measure(String value) {
        if (value.length() > MAX_CHARS) {
            return measureChars(value);
        }
        Utf8Lengths table = TABLES.get();
        int hash = value.hashCode();
        int slot = (hash ^ hash >>> 16) & (SLOTS - 1);
        String[] strings = table.strings;
        int[] lengths = table.lengths;
        if (strings[slot] == value) {
            return lengths[slot];
        }
        int second = slot ^ 1;
        if (strings[second] == value) {
            return lengths[second];
        }
        // Two ways: the string this slot held moves to its neighbour, so that two strings of one
        // slot, such as two config names of every topic, do not push each other out in turn.
        int measured = measureChars(value);
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

    private static int measureChars(String value) {
        int ascii = Utf8.asciiChars(value);
        return ascii == value.length() ? ascii : ~Utf8.lengthAfterAscii(value, ascii);
    }
}
