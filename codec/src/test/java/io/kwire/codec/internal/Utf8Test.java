package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.util.internal.PlatformDependent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Both ways of measuring a string, from its Latin-1 bytes and from its chars, against the JDK's encoder. */
class Utf8Test {
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
            assertArrayEquals(expected, written(Unpooled.buffer(length, length), latin1, length), value);
            assertArrayEquals(expected, written(Unpooled.directBuffer(length, length), latin1, length), value);
        }
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
            assertEquals(value.getBytes(StandardCharsets.UTF_8).length, Utf8Lengths.length(measured), value);
            assertEquals(value.chars().allMatch(c -> c < 0x80), Utf8Lengths.isAscii(measured), value);
            assertEquals(measured, Utf8Lengths.measure(value), "measured again from the table: " + value);
        }
    }

    /** An unpaired surrogate takes one byte, '?', as an ASCII char does, but is no ASCII char. */
    @Test
    void unpairedSurrogatesTakeOneByteAndAreNotAscii() {
        for (String value : List.of("a\uD800", "\uDC00b", "x\uD800\uD800y")) {
            int measured = Utf8Lengths.measure(value);
            assertEquals(value.length(), Utf8Lengths.length(measured), value);
            assertFalse(Utf8Lengths.isAscii(measured), value);
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
                assertEquals(value.getBytes(StandardCharsets.UTF_8).length, Utf8Lengths.length(measured));
                assertEquals(value.chars().allMatch(c -> c < 0x80), Utf8Lengths.isAscii(measured));
            }
        }
    }

    /**
     * The ASCII table is shared by every thread and written without a lock: threads that measure
     * strings of the same slots in turn, ASCII and not, each get every length right.
     */
    @Test
    void threadsSharingTheAsciiTableMeasureAsTheJdk() throws Exception {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            // Equal strings share a hash, so their copies fight for the same two slots.
            values.add(new String(("topic-" + i % 8).toCharArray()));
            values.add(new String(("t\u00f3pico-" + i % 8).toCharArray()));
            values.add(new String(("\u30c8\u30d4\u30c3\u30af-" + i % 8).toCharArray()));
        }
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> runs = new ArrayList<>();
            for (int thread = 0; thread < 4; thread++) {
                runs.add(threads.submit(() -> {
                    for (int round = 0; round < 2_000; round++) {
                        for (String value : values) {
                            int measured = Utf8Lengths.measure(value);
                            int expected = value.getBytes(StandardCharsets.UTF_8).length;
                            assertEquals(expected, Utf8Lengths.length(measured), value);
                            assertEquals(value.chars().allMatch(c -> c < 0x80), Utf8Lengths.isAscii(measured), value);
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

    private static byte[] written(ByteBuf out, byte[] latin1, int length) {
        try {
            Utf8.writeLatin1(out, latin1, length);
            assertEquals(out.capacity(), out.writerIndex());
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }
}
