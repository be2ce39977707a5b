package io.kwire.codec.wire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.kwire.codec.internal.StringsTest;
import io.netty.util.internal.PlatformDependent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Both ways of measuring a string, from its Latin-1 bytes and from its chars, against the JDK's encoder. */
class Utf8Test {
    /** Bytes of an output array before and after what a write may write. */
    private static final int PREAMBLE = 3;
    private static final byte UNWRITTEN = (byte) 0xa5;

    /**
     * Latin-1 strings are read in place exactly where Netty has {@code Unsafe} (Java 17 to 24; Netty
     * turns it off from Java 25 on), and never for strings the JVM keeps in UTF-16.
     */
    @Test
    void latin1StringsAreReadInPlaceWhereNettyHasUnsafeAndOthersAreNot() {
        String latin1 = "commandes-re\u00e7ues";
        byte[] bytes = CompactStrings.latin1(latin1);
        assertEquals(PlatformDependent.hasUnsafe(), bytes != null,
                "the fast path is on exactly where Netty uses Unsafe (Java " + Runtime.version().feature() + ")");
        if (bytes != null) {
            assertArrayEquals(latin1.getBytes(StandardCharsets.ISO_8859_1), bytes);
            assertArrayEquals(new byte[0], CompactStrings.latin1(""));
        }
        assertNull(CompactStrings.latin1("\u65e5\u672c"));
        assertNull(CompactStrings.latin1("topic-\u0141"));
    }

    @Test
    void latin1MeasuresAndWritesAsTheJdk() {
        for (String value : latin1Strings()) {
            byte[] expected = value.getBytes(StandardCharsets.UTF_8);
            byte[] latin1 = value.getBytes(StandardCharsets.ISO_8859_1);
            int length = Utf8.lengthOfLatin1(latin1);
            assertEquals(expected.length, length, value);
            assertArrayEquals(expected, writtenExactly(value), value);
        }
    }

    /**
     * Into exactly the room for it, past an array's start, every kind of string is written as the
     * JDK encodes it: ASCII, Latin-1 not ASCII, others with chars of every width, surrogate pairs
     * and unpaired surrogates ('?'), short, around the 256 bytes the table keeps of a string not all
     * ASCII, and up to the longest a Kafka string may be.
     */
    @Test
    void writeMatchesTheJdk() {
        for (String value : writeSamples()) {
            byte[] expected = value.getBytes(StandardCharsets.UTF_8);
            assertEquals(expected.length, Utf8.lengthOf(value), () -> describe(value));
            assertArrayEquals(expected, writtenExactly(value), () -> describe(value));
        }
    }

    /**
     * A string not all ASCII is kept with its bytes in a table, in pairs of slots whose arrays are
     * reused and grown: thousands of such strings of every length up to and over what
     * is kept, measured and written in turn, and again in another order, so that strings push each
     * other out of their slots, and copies of one string (one hash, so one pair) interleave. Each is
     * written as the JDK encodes it, whether its slot still holds it or not.
     */
    @Test
    void stringsNotAllAsciiWriteAsTheJdkWhileOthersTakeTheirSlots() throws Exception {
        Random random = new Random(409);
        char[] alphabet = {'a', 'z', '-', '\u00e9', '\u00ff', '\u0141', '\u65e5', '\uD83D', '\uDE00'};
        List<String> values = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            char[] chars = new char[1 + random.nextInt(i % 10 == 0 ? 300 : 40)];
            for (int c = 0; c < chars.length; c++) {
                chars[c] = alphabet[random.nextInt(alphabet.length)];
            }
            chars[0] = '\u00e9';
            values.add(new String(chars));
        }
        String shared = "commandes-re\u00e7ues";
        for (int copy = 0; copy < 6; copy++) {
            values.add(new String(shared.toCharArray()));
        }
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            thread.submit(() -> {
                for (int round = 0; round < 2; round++) {
                    for (String value : values) {
                        byte[] expected = value.getBytes(StandardCharsets.UTF_8);
                        int measured = Utf8Lengths.measure(value);
                        assertEquals(expected.length, Utf8.length(measured), () -> describe(value));
                        assertArrayEquals(expected, writtenExactly(value), () -> describe(value));
                    }
                    Collections.shuffle(values, random);
                }
            }).get(1, TimeUnit.MINUTES);
        } finally {
            thread.shutdownNow();
        }
    }

    /**
     * Long strings, never kept by the tables: measured, then written into an array past its start,
     * each byte as the JDK writes it.
     */
    @Test
    void stringsOfAnyLengthWriteAsTheJdk() {
        List<String> values = new ArrayList<>(writeSamples());
        values.add("\u65e5".repeat(40000));
        for (String value : values) {
            byte[] expected = value.getBytes(StandardCharsets.UTF_8);
            int measured = Utf8.measure(value);
            assertEquals(expected.length, Utf8.length(measured));
            byte[] array = new byte[PREAMBLE + expected.length];
            assertEquals(array.length, Utf8.write(array, PREAMBLE, value, measured),
                    () -> "the index after " + describe(value));
            assertArrayEquals(expected, Arrays.copyOfRange(array, PREAMBLE, array.length),
                    () -> "into an array: " + describe(value));
        }
    }

    /**
     * What {@link Utf8#write} writes of {@code value} as Kafka's strings and record header keys call
     * it: measured, into exactly the room for it (which the caller checks), from past the array's
     * start, writing nothing outside its bytes.
     */
    private static byte[] writtenExactly(String value) {
        int measured = Utf8.measure(value);
        assertEquals(value.chars().allMatch(c -> c < 0x80), Utf8.isAscii(measured));
        int length = Utf8.length(measured);
        byte[] out = new byte[PREAMBLE + length + PREAMBLE];
        Arrays.fill(out, UNWRITTEN);
        assertEquals(PREAMBLE + length, Utf8.write(out, PREAMBLE, value, measured), () -> describe(value));
        for (int i : new int[] {0, PREAMBLE - 1, PREAMBLE + length, out.length - 1}) {
            assertEquals(UNWRITTEN, out[i], () -> "byte " + i + " outside " + describe(value));
        }
        return Arrays.copyOfRange(out, PREAMBLE, PREAMBLE + length);
    }

    private static List<String> writeSamples() {
        List<String> values = new ArrayList<>(latin1Strings());
        values.addAll(StringsTest.combinations());
        StringsTest.samples().forEach(values::add);
        values.addAll(List.of("x".repeat(255), "x".repeat(256), "x".repeat(257), "\u00e9".repeat(128),
                "\u00e9".repeat(129), "\u65e5".repeat(86), "\u65e5".repeat(300), "\uD800".repeat(300),
                "\uDC00\uD800".repeat(200), "a\u0141\uD83D\uDE00".repeat(100), "\u00ff".repeat(5000),
                "x\uD800".repeat(10000), "\u65e5".repeat(10922) + "a"));
        return values;
    }

    private static String describe(String value) {
        StringBuilder chars = new StringBuilder();
        value.chars().limit(40).forEach(c -> chars.append(String.format("\\u%04x", c)));
        return "\"" + chars + (value.length() > 40 ? "...\" (" + value.length() + " chars)" : "\"");
    }

    /** The char path, which every string takes where Netty has no {@code Unsafe}, around each eight-char block. */
    @Test
    void asciiPrefixesAreCountedAsTheyAre() {
        for (int length = 0; length <= 25; length++) {
            String ascii = "t".repeat(length);
            assertEquals(length, Utf8.asciiChars(ascii), ascii);
            for (int at = 0; at < length; at++) {
                for (char other : new char[] {'\u0080', '\u00ff', '\u0141', '\uD83D'}) {
                    String value = ascii.substring(0, at) + other + ascii.substring(at + 1);
                    assertEquals(at, Utf8.asciiChars(value), value);
                }
            }
        }
    }

    @Test
    void charsMeasureAsTheJdk() {
        List<String> values = new ArrayList<>(latin1Strings());
        values.addAll(StringsTest.combinations());
        StringsTest.samples().forEach(values::add);
        for (String value : values) {
            int measured = Utf8Lengths.measure(value);
            assertEquals(value.getBytes(StandardCharsets.UTF_8).length, Utf8.length(measured), value);
            assertEquals(value.chars().allMatch(c -> c < 0x80), Utf8.isAscii(measured), value);
            assertEquals(measured, Utf8Lengths.measure(value), "measured again from the table: " + value);
        }
    }

    /** An unpaired surrogate takes one byte, '?', as an ASCII char does, but is no ASCII char. */
    @Test
    void unpairedSurrogatesTakeOneByteAndAreNotAscii() {
        for (String value : List.of("a\uD800", "\uDC00b", "x\uD800\uD800y")) {
            int measured = Utf8Lengths.measure(value);
            assertEquals(value.length(), Utf8.length(measured), value);
            assertFalse(Utf8.isAscii(measured), value);
        }
    }

    /**
     * The tables are found by identity: an equal string measured after another of the same hash takes
     * its slot, and strings too long to keep are measured every time, all as the JDK does.
     */
    @Test
    void theTableHoldsTheLastInstanceOfEachSlotAndLongStringsAreMeasuredEachTime() {
        String ascii = new String("orders-1".toCharArray());
        String accented = new String("\u00e9t\u00e9-01".toCharArray());
        String sameAsAscii = new String(ascii.toCharArray());
        for (String value : List.of(ascii, accented, sameAsAscii, ascii, "x".repeat(5000) + "\u00e9",
                "\u65e5".repeat(2000))) {
            for (int trial = 0; trial < 2; trial++) {
                int measured = Utf8Lengths.measure(value);
                assertEquals(value.getBytes(StandardCharsets.UTF_8).length, Utf8.length(measured));
                assertEquals(value.chars().allMatch(c -> c < 0x80), Utf8.isAscii(measured));
            }
        }
    }

    /**
     * The tables are shared by every thread and read without a lock: threads that measure and
     * write strings of the same slots in turn, ASCII and not, each get every length and every
     * byte right.
     */
    @Test
    void threadsSharingTheTablesMeasureAndWriteAsTheJdk() throws Exception {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            // Equal strings share a hash, so their copies fight for the same two slots.
            values.add(new String(("topic-" + i % 8).toCharArray()));
            values.add(new String(("t\u00f3pico-" + i % 8).toCharArray()));
            values.add(new String(("\u30c8\u30d4\u30c3\u30af-" + i % 8).toCharArray()));
        }
        // More strings not all ASCII, of other lengths and bytes, than there are slots: threads
        // rewrite the slots that others are reading.
        for (int i = 0; i < 1500; i++) {
            values.add("\u00e9" + "x".repeat(i % 50) + "\u65e5" + i);
        }
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> runs = new ArrayList<>();
            for (int thread = 0; thread < 4; thread++) {
                runs.add(threads.submit(() -> {
                    for (int round = 0; round < 200; round++) {
                        for (String value : values) {
                            int measured = Utf8Lengths.measure(value);
                            int expected = value.getBytes(StandardCharsets.UTF_8).length;
                            assertEquals(expected, Utf8.length(measured), value);
                            assertEquals(value.chars().allMatch(c -> c < 0x80), Utf8.isAscii(measured), value);
                            byte[] out = new byte[expected];
                            assertEquals(expected, Utf8.write(out, 0, value, measured), value);
                            assertArrayEquals(value.getBytes(StandardCharsets.UTF_8), out, value);
                        }
                    }
                }));
            }
            for (Future<?> run : runs) {
                run.get(1, TimeUnit.MINUTES);
            }
        } finally {
            threads.shutdownNow();
        }
    }

    /** ASCII with one or two chars over 0x7F at every position, at lengths around the eight-byte word. */
    private static List<String> latin1Strings() {
        List<String> values = new ArrayList<>();
        for (int length = 0; length <= 25; length++) {
            String ascii = "t".repeat(length);
            values.add(ascii);
            for (int at = 0; at < length; at++) {
                values.add(ascii.substring(0, at) + '\u00e9' + ascii.substring(at + 1));
                values.add(ascii.substring(0, at) + '\u0080' + ascii.substring(at + 1).replace('t', '\u00ff'));
            }
        }
        return values;
    }
}
