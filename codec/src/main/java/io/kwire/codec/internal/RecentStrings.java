package io.kwire.codec.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The strings read most recently, shared, so that a name that recurs (a topic, a config, a group,
 * a client id: most strings of Kafka's protocol) is decoded and allocated once rather than at
 * every read. A fixed table of {@value #SLOTS} slots, each holding a string of at most
 * {@value #MAX_LENGTH} bytes whose length and first and last eight bytes hash to it, beside those
 * bytes. A string is taken from its slot only when all its bytes match, so it is exactly what
 * decoding them gives; otherwise the bytes are decoded as usual. A string that misses takes the
 * slot only if it was also the last string to miss there (each slot keeps a fingerprint of that
 * one): a name read once, as in traffic whose names never recur, costs no entry and does not push
 * out a name that recurs. An entry keeps a string's bytes as up to four words, which hold all of a
 * string of up to {@value #IN_WORDS} bytes, so that most strings are matched without a second
 * array to load and compare. Slots are read and written without locks: an entry is immutable and
 * safely published by its final fields, so a race costs at most a miss or an early entry.
 */
final class RecentStrings {
    /** The longest string kept, in bytes. */
    static final int MAX_LENGTH = 64;
    /** The longest string an entry's words hold all of: its first and last 16 bytes. */
    private static final int IN_WORDS = 4 * Long.BYTES;
    static final int SLOTS = 4096;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final Entry[] TABLE = new Entry[SLOTS];
    /** Per slot, the fingerprint of the last string that missed there and was not let in. */
    private static final int[] MISSED = new int[SLOTS];

    /**
     * A string and the bytes it was decoded from: their length; under 8 bytes, all of them packed
     * in {@code head}; from 8, the first and last eight in {@code head} and {@code tail}, and over
     * 16 the eight after the first and before the last in {@code second} and {@code secondLast}
     * (the words overlap in strings of under 32 bytes); over {@value #IN_WORDS} bytes, all of
     * them in {@code bytes}, else null.
     */
    private record Entry(int length, long head, long tail, long second, long secondLast, byte[] bytes, String value) {
        boolean hasWords(int length, long head, long tail, long second, long secondLast) {
            return this.length == length && this.head == head && this.tail == tail && this.second == second
                    && this.secondLast == secondLast;
        }
    }

    private RecentStrings() {
    }

    /** The UTF-8 string of the {@code length} bytes at {@code offset} of {@code array}. */
    static String get(byte[] array, int offset, int length) {
        if (length == 0) {
            return "";
        }
        if (length > MAX_LENGTH) {
            return new String(array, offset, length, StandardCharsets.UTF_8);
        }
        return fromArray(array, offset, length);
    }

    private static String fromArray(byte[] array, int offset, int length) {
        boolean longs = length >= Long.BYTES;
        boolean four = length > 2 * Long.BYTES;
        long head = longs ? (long) LONGS.get(array, offset) : packed(array, offset, length);
        long tail = longs ? (long) LONGS.get(array, offset + length - Long.BYTES) : 0;
        long second = four ? (long) LONGS.get(array, offset + Long.BYTES) : 0;
        long secondLast = four ? (long) LONGS.get(array, offset + length - 2 * Long.BYTES) : 0;
        long hash = hash(head, tail, length);
        int slot = slot(hash);
        Entry recent = TABLE[slot];
        if (recent != null && recent.hasWords(length, head, tail, second, secondLast)
                && (length <= IN_WORDS || Arrays.equals(recent.bytes, 0, length, array, offset, offset + length))) {
            return recent.value;
        }
        String value = new String(array, offset, length, StandardCharsets.UTF_8);
        if (letIn(slot, fingerprint(hash, second, secondLast))) {
            byte[] bytes = length > IN_WORDS ? Arrays.copyOfRange(array, offset, offset + length) : null;
            TABLE[slot] = new Entry(length, head, tail, second, secondLast, bytes, value);
        }
        return value;
    }

    /**
     * Whether the string of {@code fingerprint} that missed at {@code slot} takes it: yes if it was
     * also the last to miss there, else it is noted as that.
     */
    private static boolean letIn(int slot, int fingerprint) {
        if (MISSED[slot] == fingerprint) {
            return true;
        }
        MISSED[slot] = fingerprint;
        return false;
    }

    /**
     * 32 bits of a string's hash and of its words after the first and before the last, so that
     * strings of one slot that differ only there are told apart.
     */
    private static int fingerprint(long hash, long second, long secondLast) {
        long words = second * 0x9E3779B97F4A7C15L ^ secondLast * 0xC2B2AE3D27D4EB4FL;
        return (int) ((hash ^ words) >>> 32);
    }

    /** A hash of a string's length and first and last eight bytes: its low bits pick the slot. */
    private static long hash(long first, long last, int length) {
        long hash = (first * 0x9E3779B97F4A7C15L ^ last * 0xC2B2AE3D27D4EB4FL) + length;
        return hash ^ hash >>> 29 ^ hash >>> 47;
    }

    private static int slot(long hash) {
        return (int) hash & (SLOTS - 1);
    }

    private static long packed(byte[] array, int offset, int length) {
        long word = 0;
        for (int i = 0; i < length; i++) {
            word = word << Byte.SIZE | (array[offset + i] & 0xFF);
        }
        return word;
    }
}
