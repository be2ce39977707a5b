package io.kwire.codec.wire;

import java.util.concurrent.locks.StampedLock;

/**
 * The UTF-8 lengths of strings measured before, found again by identity: where a string's bytes
 * cannot be read in place ({@link CompactStrings}), measuring it means reading every char, and a
 * codec measures each string twice, in {@code size} and again in {@code write}, as does the next
 * message that names the same topic. Strings are immutable, so what was measured of an instance
 * holds for good.
 *
 * <p>Two tables shared by every thread, each in pairs of slots that hold the last two strings of
 * their hash, so that two strings of one slot, such as two config names of every topic, do not
 * push each other out in turn. Neither takes a lock to be read or is looked up per thread, and
 * neither allocates once its arrays are there:
 * <ul>
 *   <li>ASCII strings, the names Kafka nearly always carries. A slot holds only the string, whose
 *       length is its UTF-8 length and whose chars are its bytes, so a racing thread sees a string
 *       or the one before it, each ASCII.
 *   <li>Other strings with their lengths and their UTF-8 bytes, so that such a string is encoded
 *       once, when it is first measured, and written as one copy from then on. A slot's array is
 *       reused for the strings that take it, and grows only for a longer one. Each pair has a
 *       {@link StampedLock}: a reader reads optimistically and uses what it read only if no writer
 *       came between; a writer that finds the pair being written leaves it as it is.
 * </ul>
 * Strings of over {@link #MAX_CHARS} chars are not kept, nor strings not all ASCII of over
 * {@link #MAX_KEPT_BYTES} bytes, which bounds what the tables hold on to.
 */
final class Utf8Lengths {
    /** Slots of the ASCII table, a power of two, in pairs. */
    private static final int ASCII_SLOTS = 4096;
    /** Slots for other strings, a power of two, in pairs. */
    private static final int SLOTS = 1024;
    private static final int MAX_CHARS = 1024;
    /** The most UTF-8 bytes kept of one string not all ASCII. */
    private static final int MAX_KEPT_BYTES = 256;
    private static final String[] ASCII = new String[ASCII_SLOTS];
    private static final String[] STRINGS = new String[SLOTS];
    private static final int[] LENGTHS = new int[SLOTS];
    private static final byte[][] ENCODED = new byte[SLOTS][];
    private static final StampedLock[] PAIRS = pairLocks();

    private Utf8Lengths() {
    }

    /**
     * {@code value}'s UTF-8 length if all its chars are ASCII, else the length's complement ({@code ~length},
     * negative): read it with {@link Utf8#length(int)}. Taken from a table where one holds
     * {@code value}.
     */
    static int measure(String value) {
        if (value.length() > MAX_CHARS) {
            return Utf8.scan(value);
        }
        int spread = spread(value);
        int asciiSlot = spread & (ASCII_SLOTS - 1);
        String[] asciiTable = ASCII;
        if (asciiTable[asciiSlot] == value || asciiTable[asciiSlot ^ 1] == value) {
            return value.length();
        }
        int slot = spread & (SLOTS - 1);
        int kept = keptMeasure(value, slot);
        if (kept != 0) {
            return kept;
        }
        int measured = Utf8.scan(value);
        if (!Utf8.isAscii(measured)) {
            keep(value, slot, measured);
            return measured;
        }
        asciiTable[asciiSlot ^ 1] = asciiTable[asciiSlot];
        asciiTable[asciiSlot] = value;
        return value.length();
    }

    /**
     * Writes the kept UTF-8 bytes of {@code value}, a string not all ASCII of {@code length} such
     * bytes as {@link #measure} measured it, into {@code out} from {@code at}, which has room for
     * them, and returns true; or returns false where they are not kept (bytes it copied then are
     * written over).
     */
    static boolean writeKept(byte[] out, int at, String value, int length) {
        if (length > MAX_KEPT_BYTES) {
            return false;
        }
        int slot = spread(value) & (SLOTS - 1);
        StampedLock pair = PAIRS[slot >> 1];
        long stamp = pair.tryOptimisticRead();
        int found = find(value, slot);
        if (stamp == 0 || found < 0) {
            return false;
        }
        byte[] bytes = ENCODED[found];
        if (bytes == null || bytes.length < length || LENGTHS[found] != ~length) {
            return false;
        }
        System.arraycopy(bytes, 0, out, at, length);
        return pair.validate(stamp);
    }

    private static int spread(String value) {
        int hash = value.hashCode();
        return hash ^ hash >>> 16;
    }

    /**
     * The length's complement of {@code value} where the table of strings not all ASCII holds it
     * at {@code slot}'s pair, else 0 (which no such string measures: its complement is negative).
     */
    private static int keptMeasure(String value, int slot) {
        StampedLock pair = PAIRS[slot >> 1];
        long stamp = pair.tryOptimisticRead();
        int found = find(value, slot);
        if (found < 0) {
            return 0;
        }
        int measured = LENGTHS[found];
        return stamp != 0 && pair.validate(stamp) ? measured : 0;
    }

    /**
     * Keeps {@code value}, a string not all ASCII that measured {@code measured}, first in its pair,
     * unless it is too long to keep or another thread is writing that pair.
     */
    private static void keep(String value, int slot, int measured) {
        int length = Utf8.length(measured);
        if (length > MAX_KEPT_BYTES) {
            return;
        }
        StampedLock pair = PAIRS[slot >> 1];
        long writing = pair.tryWriteLock();
        if (writing != 0) {
            try {
                putFirst(value, slot, measured, length);
            } finally {
                pair.unlockWrite(writing);
            }
        }
    }

    /** Puts {@code value} first in its pair; the second string leaves, and its array is reused. */
    private static void putFirst(String value, int slot, int measured, int length) {
        int second = slot ^ 1;
        byte[] bytes = ENCODED[second];
        if (bytes == null || bytes.length < length) {
            bytes = new byte[length];
        }
        Utf8.encode(value, false, bytes, 0);
        STRINGS[second] = STRINGS[slot];
        LENGTHS[second] = LENGTHS[slot];
        ENCODED[second] = ENCODED[slot];
        STRINGS[slot] = value;
        LENGTHS[slot] = measured;
        ENCODED[slot] = bytes;
    }

    /** The slot of the pair at {@code slot} that holds {@code value}, or -1. */
    private static int find(String value, int slot) {
        if (STRINGS[slot] == value) {
            return slot;
        }
        int second = slot ^ 1;
        return STRINGS[second] == value ? second : -1;
    }

    private static StampedLock[] pairLocks() {
        StampedLock[] locks = new StampedLock[SLOTS / 2];
        for (int i = 0; i < locks.length; i++) {
            locks[i] = new StampedLock();
        }
        return locks;
    }
}
