package io.kwire.codec.internal;

import static io.kwire.codec.internal.TestBuffers.PREAMBLE;
import static io.kwire.codec.internal.TestBuffers.assertEveryTruncationMalformed;
import static io.kwire.codec.internal.TestBuffers.assertOverflowsWithLessRoom;
import static io.kwire.codec.internal.TestBuffers.assertRefusedWritingNothing;
import static io.kwire.codec.internal.TestBuffers.concat;
import static io.kwire.codec.internal.TestBuffers.hex;
import static io.kwire.codec.internal.TestBuffers.kafka;
import static io.kwire.codec.internal.TestBuffers.malformed;
import static io.kwire.codec.internal.TestBuffers.read;
import static io.kwire.codec.internal.TestBuffers.written;
import static io.kwire.codec.internal.TestBuffers.writtenInto;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.InvalidValueException;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.internal.TestBuffers.Writer;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.apache.kafka.common.protocol.types.SchemaException;
import org.apache.kafka.common.protocol.types.Type;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

public class StringsTest {
    private static final String FIELD = "M.S.name";
    private static final String EMOJI = "\uD83D\uDE00";

    /** Chars of every UTF-8 width, both surrogate halves, and '?' (what an unpaired surrogate becomes). */
    private static final char[] ALPHABET = {'a', '?', '\u0080', '\u00e9', '\u07ff', '\u0800', '\u65e5', '\uffff',
        '\uD83D', '\uDE00', '\uDBFF', '\uDC00'};

    public static Stream<String> samples() {
        return Stream.of("", "a", "topic-0", "h\u00e9llo w\u00f6rld", "\u65e5\u672c\u8a9e", EMOJI, "a" + EMOJI + "b",
                "\uD800", "\uDC00", "a\uD800", "\uD800a", "\uD800\u00e9", "\uD800\u65e5", "\uD800\uD800\uDC00",
                "\uDC00\uD800", "\uD800\uD800", "x\uD83D", "\uD83D\u0141z", "a".repeat(42), "a".repeat(126),
                "a".repeat(127), "a".repeat(128), "\u00e9".repeat(63), "\u00e9".repeat(64), "\u65e5".repeat(43),
                EMOJI.repeat(31) + "ab", EMOJI.repeat(32), "x".repeat(16383), "x".repeat(16384));
    }

    /** Every string of up to three chars from {@link #ALPHABET}: all the pairs and triples an encoder can trip on. */
    public static List<String> combinations() {
        List<String> strings = new ArrayList<>();
        strings.add("");
        for (char a : ALPHABET) {
            strings.add(String.valueOf(a));
            for (char b : ALPHABET) {
                strings.add(new String(new char[] {a, b}));
                for (char c : ALPHABET) {
                    strings.add(new String(new char[] {a, b, c}));
                }
            }
        }
        return strings;
    }

    @ParameterizedTest
    @MethodSource("samples")
    void classicMatchesKafka(String value) {
        byte[] bytes = written(writer(value, false));
        assertArrayEquals(kafka(Type.STRING, value), bytes);
        assertArrayEquals(kafka(Type.NULLABLE_STRING, value), bytes);
        assertEquals(bytes.length, Strings.size(value, false, FIELD));
        assertEquals(Type.STRING.read(ByteBuffer.wrap(bytes)),
                read(bytes, in -> Strings.read(in, false, false, FIELD)));
    }

    @ParameterizedTest
    @MethodSource("samples")
    void compactMatchesKafka(String value) {
        byte[] bytes = written(writer(value, true));
        assertArrayEquals(kafka(Type.COMPACT_STRING, value), bytes);
        assertArrayEquals(kafka(Type.COMPACT_NULLABLE_STRING, value), bytes);
        assertEquals(bytes.length, Strings.size(value, true, FIELD));
        assertEquals(Type.COMPACT_STRING.read(ByteBuffer.wrap(bytes)),
                read(bytes, in -> Strings.read(in, true, false, FIELD)));
    }

    @Test
    void wellFormedStringsReadBackUnchanged() {
        for (String value : new String[] {"", "topic", "h\u00e9llo", "\u65e5\u672c", EMOJI + "\uDBFF\uDFFF"}) {
            for (boolean compact : new boolean[] {false, true}) {
                byte[] bytes = written(writer(value, compact));
                assertEquals(value, read(bytes, in -> Strings.read(in, compact, false, FIELD)));
            }
        }
    }

    @Test
    void everyShortCombinationEncodesAsTheJdkAndSizeAgrees() {
        for (String value : combinations()) {
            byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
            for (boolean compact : new boolean[] {false, true}) {
                byte[] expected = concat(lengthPrefix(utf8.length, compact), utf8);
                assertEquals(expected.length, Strings.size(value, compact, FIELD), () -> describe(value));
                assertArrayEquals(expected, written(writer(value, compact)), () -> describe(value));
                assertArrayEquals(expected, writtenInto(expected.length, writer(value, compact)),
                        () -> "into exactly the room for it: " + describe(value));
            }
        }
    }

    @Test
    void compactPrefixGrowsToTwoBytesAt127Utf8Bytes() {
        assertEquals(1 + 126, Strings.size("a".repeat(126), true, FIELD));
        assertEquals(2 + 127, Strings.size("a".repeat(127), true, FIELD));
        assertEquals(1 + 126, Strings.size("\u00e9".repeat(63), true, FIELD));
        assertEquals(2 + 128, Strings.size("\u00e9".repeat(64), true, FIELD));
        assertEquals(2 + 127, Strings.size("a".repeat(127), false, FIELD));
        for (String value : List.of("a".repeat(126), "a".repeat(127), "\u00e9".repeat(63), "\u00e9".repeat(64))) {
            assertArrayEquals(kafka(Type.COMPACT_STRING, value), written(writer(value, true)), () -> describe(value));
        }
    }

    @Test
    void nullIsTheNullPrefix() {
        assertEquals(2, Strings.size(null, false, FIELD));
        assertEquals(1, Strings.size(null, true, FIELD));
        assertArrayEquals(hex("ffff"), written(writer(null, false)));
        assertArrayEquals(hex("00"), written(writer(null, true)));
        assertArrayEquals(kafka(Type.NULLABLE_STRING, null), written(writer(null, false)));
        assertArrayEquals(kafka(Type.COMPACT_NULLABLE_STRING, null), written(writer(null, true)));
        assertNull(read(hex("ffff"), in -> Strings.read(in, false, true, FIELD)));
        assertNull(read(hex("00"), in -> Strings.read(in, true, true, FIELD)));
    }

    @Test
    void exactly32767Utf8BytesIsAllowed() {
        String[] atLimit = {"a".repeat(32767), "\u65e5".repeat(10922) + "a", EMOJI.repeat(8191) + "abc",
            "\u00e9".repeat(16383) + "a"};
        for (String value : atLimit) {
            assertEquals(32767, value.getBytes(StandardCharsets.UTF_8).length);
            assertEquals(2 + 32767, Strings.size(value, false, FIELD));
            assertEquals(3 + 32767, Strings.size(value, true, FIELD));
            byte[] classic = written(writer(value, false));
            assertArrayEquals(kafka(Type.STRING, value), classic);
            assertEquals(value, read(classic, in -> Strings.read(in, false, false, FIELD)));
            byte[] compact = written(writer(value, true));
            assertArrayEquals(kafka(Type.COMPACT_STRING, value), compact);
            assertEquals(value, read(compact, in -> Strings.read(in, true, false, FIELD)));
        }
    }

    @Test
    void over32767Utf8BytesIsRefusedLikeKafkaAndNothingIsWritten() {
        String[] overLimit = {"a".repeat(32768), "\u65e5".repeat(10923), EMOJI.repeat(8192),
            "\u00e9".repeat(16383) + "ab"};
        for (String value : overLimit) {
            int utf8 = value.getBytes(StandardCharsets.UTF_8).length;
            assertThrows(SchemaException.class, () -> kafka(Type.STRING, value));
            for (boolean compact : new boolean[] {false, true}) {
                InvalidValueException e = assertThrows(InvalidValueException.class,
                        () -> Strings.size(value, compact, FIELD));
                assertEquals(FIELD, e.field());
                String expected = value.length() > 32767
                        ? FIELD + ": string of " + value.length() + " chars exceeds 32767 UTF-8 bytes"
                        : FIELD + ": string of " + utf8 + " UTF-8 bytes exceeds 32767";
                assertEquals(expected, e.getMessage());
                InvalidValueException refused = assertRefusedWritingNothing(InvalidValueException.class,
                        Strings.MAX_LENGTH * 4, writer(value, compact));
                assertEquals(expected, refused.getMessage());
                // Refused before it is measured against the room: too little room still gets the refusal.
                assertRefusedWritingNothing(InvalidValueException.class, 1, writer(value, compact));
            }
        }
    }

    /**
     * Into exactly the room for it, or a few bytes more, the string is written whole; into any less
     * it throws {@link WriteOverflow}, having written nothing at or past the limit.
     */
    @Test
    void writingIntoExactlyTheRoomFillsItAndIntoLessOverflowsWritingNothingAtOrPastTheLimit() {
        List<String> values = new ArrayList<>(samples().toList());
        values.addAll(List.of("a".repeat(32767), "\uD800\u65e5".repeat(100), "\u00e9".repeat(300), "",
                // Either side of the compact prefix's second byte, where one check covers prefix and bytes or not.
                "a".repeat(125), "a".repeat(126), "a".repeat(127), "\u00e9".repeat(63), "\u00e9".repeat(64)));
        values.add(null);
        for (String value : values) {
            for (boolean compact : new boolean[] {false, true}) {
                byte[] bytes = assertOverflowsWithLessRoom(writer(value, compact));
                assertEquals(Strings.size(value, compact, FIELD), bytes.length, () -> describe(value));
            }
        }
    }

    /**
     * Strings that fill a window, or pass it by a byte, and a multi-byte char on either side of its
     * end: read through the window or, longer than it, from the buffer itself (every read runs on a
     * heap buffer and through windows too, {@link TestBuffers#read}).
     */
    @Test
    void readsStringsAroundTheWindowsLength() {
        for (int length = WireInput.WINDOW - 3; length <= WireInput.WINDOW + 1; length++) {
            for (String value : List.of("x".repeat(length), "x".repeat(length - 2) + "\u00e9", "\u65e5" + "x".repeat(length - 3))) {
                for (boolean compact : new boolean[] {false, true}) {
                    byte[] bytes = written(writer(value, compact));
                    assertEquals(value, read(bytes, in -> Strings.read(in, compact, false, FIELD)));
                }
            }
        }
    }

    @Test
    void invalidUtf8IsDecodedAsKafkaDecodesIt() {
        byte[][] payloads = {hex("ff"), hex("c3"), hex("eda080"), hex("f0928080"), hex("61c328")};
        for (byte[] payload : payloads) {
            byte[] bytes = concat(hex("00" + String.format("%02x", payload.length)), payload);
            assertEquals(Type.STRING.read(ByteBuffer.wrap(bytes)),
                    read(bytes, in -> Strings.read(in, false, false, FIELD)));
        }
    }

    /**
     * Found by fuzzing (DecoderFuzzTest): each malformed byte decodes to U+FFFD, three bytes in
     * UTF-8, so 10923 bad bytes decode to a string of 32769 bytes that no writer can write back.
     * Kafka reads it and then cannot write it; kwire refuses it on read. One bad byte fewer decodes
     * to 32766 bytes and is read as Kafka reads it.
     */
    @Test
    void invalidUtf8ThatDecodesToOver32767BytesIsMalformed() {
        byte[] tooMany = new byte[10923];
        Arrays.fill(tooMany, (byte) 0xff);
        for (boolean compact : new boolean[] {false, true}) {
            byte[] bytes = concat(lengthPrefix(tooMany.length, compact), tooMany);
            MalformedMessageException e = malformed(bytes, in -> Strings.read(in, compact, false, FIELD));
            assertEquals((compact ? "compact string" : "string")
                    + " is not valid UTF-8: decoded, it takes 32769 bytes, over 32767", e.problem());
            assertEquals(PREAMBLE, e.offset());
        }
        byte[] fewer = Arrays.copyOf(tooMany, 10922);
        byte[] bytes = concat(lengthPrefix(fewer.length, false), fewer);
        assertEquals(Type.STRING.read(ByteBuffer.wrap(bytes)),
                read(bytes, in -> Strings.read(in, false, false, FIELD)));
    }

    private static byte[] lengthPrefix(int length, boolean compact) {
        return written((out, at, limit) -> compact
                ? Writes.unsignedVarint(out, at, limit, length + 1)
                : Writes.int16(out, at, limit, (short) length));
    }

    @Test
    void nullThatIsNotAllowedIsMalformed() {
        MalformedMessageException classic = malformed(hex("ffff"), in -> Strings.read(in, false, false, FIELD));
        assertEquals("null string, but the field is not nullable", classic.problem());
        assertEquals(PREAMBLE, classic.offset());
        assertEquals(FIELD, classic.field());
        MalformedMessageException compact = malformed(hex("00"), in -> Strings.read(in, true, false, FIELD));
        assertEquals("null compact string, but the field is not nullable", compact.problem());
        assertEquals(PREAMBLE, compact.offset());
    }

    @Test
    void negativeLengthsOtherThanNullAreMalformed() {
        for (short length : new short[] {-2, -100, Short.MIN_VALUE}) {
            byte[] prefix = written((out, at, limit) -> Writes.int16(out, at, limit, length));
            MalformedMessageException e = malformed(concat(prefix, new byte[8]),
                    in -> Strings.read(in, false, true, FIELD));
            assertEquals("string length " + length + " is negative", e.problem());
            assertEquals(PREAMBLE, e.offset());
        }
    }

    @Test
    void compactLengthOver32767IsMalformed() {
        byte[] bytes = concat(lengthPrefix(40000, true), new byte[40000]);
        MalformedMessageException e = malformed(bytes, in -> Strings.read(in, true, false, FIELD));
        assertEquals("compact string length 40000 exceeds 32767", e.problem());
        assertEquals(PREAMBLE, e.offset());
        MalformedMessageException huge = malformed(hex("ffffffff0f"), in -> Strings.read(in, true, true, FIELD));
        assertEquals("compact string length 4294967294 exceeds 32767", huge.problem());
    }

    @Test
    void lengthBeyondTheRemainingBytesIsMalformed() {
        MalformedMessageException classic = malformed(hex("000a616263"), in -> Strings.read(in, false, false, FIELD));
        assertEquals("string length 10 needs 10 bytes but 3 remain", classic.problem());
        assertEquals(PREAMBLE, classic.offset());
        MalformedMessageException compact = malformed(hex("0461"), in -> Strings.read(in, true, false, FIELD));
        assertEquals("compact string length 3 needs 3 bytes but 1 remains", compact.problem());
        assertEquals(PREAMBLE, compact.offset());
    }

    static Stream<String> shortSamples() {
        return samples().filter(value -> value.length() <= 200);
    }

    @ParameterizedTest
    @MethodSource("shortSamples")
    void everyTruncationIsMalformed(String value) {
        assertEveryTruncationMalformed(written(writer(value, false)), in -> Strings.read(in, false, true, FIELD));
        assertEveryTruncationMalformed(written(writer(value, true)), in -> Strings.read(in, true, true, FIELD));
    }

    /** {@link Strings#write(byte[], int, int, String, boolean, String)} of {@code value}. */
    private static Writer writer(String value, boolean compact) {
        return (out, at, limit) -> Strings.write(out, at, limit, value, compact, FIELD);
    }

    private static String describe(String value) {
        if (value == null) {
            return "null";
        }
        StringBuilder chars = new StringBuilder();
        value.chars().forEach(c -> chars.append(String.format("\\u%04x", c)));
        return "\"" + chars + "\"";
    }

    @Test
    void namedVariantsReadWriteAndSizeTheirLayout() {
        assertArrayEquals(hex("000161"), written((out, at, limit) -> Strings.write(out, at, limit, "a", FIELD)));
        assertArrayEquals(hex("0261"), written((out, at, limit) -> Strings.writeCompact(out, at, limit, "a", FIELD)));
        assertArrayEquals(hex("000461626364"),
                assertOverflowsWithLessRoom((out, at, limit) -> Strings.write(out, at, limit, "abcd", FIELD)));
        assertArrayEquals(hex("0561626364"),
                assertOverflowsWithLessRoom((out, at, limit) -> Strings.writeCompact(out, at, limit, "abcd", FIELD)));
        assertEquals(3, Strings.size("a", FIELD));
        assertEquals(2, Strings.sizeCompact("a", FIELD));
        assertEquals("a", read(hex("000161"), in -> Strings.read(in, FIELD)));
        assertEquals("a", read(hex("000161"), in -> Strings.readNullable(in, FIELD)));
        assertEquals("a", read(hex("0261"), in -> Strings.readCompact(in, FIELD)));
        assertEquals("a", read(hex("0261"), in -> Strings.readCompactNullable(in, FIELD)));
        assertNull(read(hex("ffff"), in -> Strings.readNullable(in, FIELD)));
        assertNull(read(hex("00"), in -> Strings.readCompactNullable(in, FIELD)));
        assertEquals("null string, but the field is not nullable",
                malformed(hex("ffff"), in -> Strings.read(in, FIELD)).problem());
        assertEquals("null compact string, but the field is not nullable",
                malformed(hex("00"), in -> Strings.readCompact(in, FIELD)).problem());
    }
}
