package io.kwire.codec.internal;

import static io.kwire.codec.internal.TestBuffers.PREAMBLE;
import static io.kwire.codec.internal.TestBuffers.assertEveryTruncationMalformed;
import static io.kwire.codec.internal.TestBuffers.assertOverflowsWithLessRoom;
import static io.kwire.codec.internal.TestBuffers.hex;
import static io.kwire.codec.internal.TestBuffers.malformed;
import static io.kwire.codec.internal.TestBuffers.read;
import static io.kwire.codec.internal.TestBuffers.written;
import static io.kwire.codec.internal.TestBuffers.writtenInto;
import static io.kwire.codec.internal.TestBuffers.writtenToByteBuf;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.wire.Varints;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.apache.kafka.common.utils.internals.ByteUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class VarintsTest {
    private static final String FIELD = "M.f";

    /** 0, ±1, MIN, MAX, and around every power of two, which covers every byte-width boundary, signed and unsigned. */
    static IntStream ints() {
        IntStream boundaries = IntStream.range(0, 32).flatMap(shift -> {
            int power = 1 << shift;
            return IntStream.of(power - 1, power, power + 1, -power, -power - 1, -power + 1);
        });
        return IntStream.concat(IntStream.of(0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE), boundaries).distinct();
    }

    static LongStream longs() {
        LongStream boundaries = IntStream.range(0, 64).asLongStream().flatMap(shift -> {
            long power = 1L << shift;
            return LongStream.of(power - 1, power, power + 1, -power, -power - 1, -power + 1);
        });
        return LongStream.concat(LongStream.of(0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE,
                Integer.MAX_VALUE), boundaries).distinct();
    }

    @ParameterizedTest
    @MethodSource("ints")
    void unsignedVarintMatchesKafka(int value) {
        byte[] expected = kafkaBytes(buffer -> ByteUtils.writeUnsignedVarint(value, buffer));
        byte[] actual = unsignedVarint(value);
        assertArrayEquals(expected, actual);
        assertEquals(ByteUtils.sizeOfUnsignedVarint(value), Varints.sizeOfUnsignedVarint(value));
        assertEquals(actual.length, Varints.sizeOfUnsignedVarint(value));
        assertEquals(value, (int) read(actual, in -> Reads.unsignedVarint(in, FIELD)));
        assertEquals(value, ByteUtils.readUnsignedVarint(ByteBuffer.wrap(actual)));
    }

    @ParameterizedTest
    @MethodSource("ints")
    void varintMatchesKafka(int value) {
        byte[] expected = kafkaBytes(buffer -> ByteUtils.writeVarint(value, buffer));
        byte[] actual = varint(value);
        assertArrayEquals(expected, actual);
        assertEquals(ByteUtils.sizeOfVarint(value), Varints.sizeOfVarint(value));
        assertEquals(actual.length, Varints.sizeOfVarint(value));
        assertEquals(value, (int) read(actual, in -> Reads.varint(in, FIELD)));
    }

    @ParameterizedTest
    @MethodSource("longs")
    void varlongMatchesKafka(long value) {
        byte[] expected = kafkaBytes(buffer -> ByteUtils.writeVarlong(value, buffer));
        byte[] actual = varlong(value);
        assertArrayEquals(expected, actual);
        assertEquals(ByteUtils.sizeOfVarlong(value), Varints.sizeOfVarlong(value));
        assertEquals(actual.length, Varints.sizeOfVarlong(value));
        assertEquals(value, (long) read(actual, in -> Reads.varlong(in, FIELD)));
    }

    @Test
    void randomValuesMatchKafka() {
        Random random = new Random(20261130);
        for (int i = 0; i < 20_000; i++) {
            int value = random.nextInt() >> random.nextInt(32);
            long wide = random.nextLong() >> random.nextInt(64);
            assertArrayEquals(kafkaBytes(buffer -> ByteUtils.writeUnsignedVarint(value, buffer)),
                    unsignedVarint(value));
            assertArrayEquals(kafkaBytes(buffer -> ByteUtils.writeVarint(value, buffer)),
                    varint(value));
            assertArrayEquals(kafkaBytes(buffer -> ByteUtils.writeVarlong(wide, buffer)),
                    varlong(wide));
        }
    }

    @Test
    void knownEncodings() {
        assertArrayEquals(hex("00"), unsignedVarint(0));
        assertArrayEquals(hex("7f"), unsignedVarint(127));
        assertArrayEquals(hex("8001"), unsignedVarint(128));
        assertArrayEquals(hex("ac02"), unsignedVarint(300));
        assertArrayEquals(hex("ffffffff0f"), unsignedVarint(-1));
        assertArrayEquals(hex("01"), varint(-1));
        assertArrayEquals(hex("02"), varint(1));
        assertArrayEquals(hex("feffffff0f"), varint(Integer.MAX_VALUE));
        assertArrayEquals(hex("ffffffff0f"), varint(Integer.MIN_VALUE));
        assertArrayEquals(hex("ffffffffffffffffff01"), varlong(Long.MIN_VALUE));
        assertArrayEquals(hex("feffffffffffffffff01"), varlong(Long.MAX_VALUE));
    }

    @Test
    void sizesChangeAtEachSevenBits() {
        int[] firstOfWidth = {0, 1 << 7, 1 << 14, 1 << 21, 1 << 28};
        for (int width = 1; width <= 5; width++) {
            int first = firstOfWidth[width - 1];
            assertEquals(width, Varints.sizeOfUnsignedVarint(first), "first value of width " + width);
            if (width < 5) {
                assertEquals(width, Varints.sizeOfUnsignedVarint(firstOfWidth[width] - 1),
                        "last value of width " + width);
            }
        }
        assertEquals(5, Varints.sizeOfUnsignedVarint(-1));
        assertEquals(5, Varints.sizeOfUnsignedVarint(Integer.MIN_VALUE));
        assertEquals(1, Varints.sizeOfVarint(-64));
        assertEquals(2, Varints.sizeOfVarint(-65));
        assertEquals(1, Varints.sizeOfVarint(63));
        assertEquals(2, Varints.sizeOfVarint(64));
        for (int bits = 0; bits <= 64; bits++) {
            long unsigned = bits == 0 ? 0 : -1L >>> (64 - bits);
            long value = (unsigned >>> 1) ^ -(unsigned & 1);
            int expected = Math.max(1, (bits + 6) / 7);
            assertEquals(expected, Varints.sizeOfVarlong(value), "varlong of " + bits + " zig-zag bits");
        }
    }

    @Test
    void readsLeaveFollowingBytesAlone() {
        byte[] bytes = hex("ac02ff");
        try (TestBuffers.Input input = TestBuffers.input(bytes)) {
            assertEquals(300, Reads.unsignedVarint(input.in(), FIELD));
            assertEquals(PREAMBLE + 2, input.in().position());
        }
        try (TestBuffers.Input input = TestBuffers.input(hex("81808001ff"))) {
            assertEquals(1 + (1 << 21), Reads.unsignedVarint(input.in(), FIELD), "four bytes");
            assertEquals(PREAMBLE + 4, input.in().position());
        }
        try (TestBuffers.Input input = TestBuffers.input(hex("ff8001ffff"))) {
            assertEquals(0x7f + (1 << 14), Reads.unsignedVarint(input.in(), FIELD), "three bytes, more after them");
            assertEquals(PREAMBLE + 3, input.in().position());
        }
    }

    @ParameterizedTest
    @MethodSource("ints")
    void truncatedVarintsAreMalformedAtEveryLength(int value) {
        assertEveryTruncationMalformed(unsignedVarint(value),
                in -> Reads.unsignedVarint(in, FIELD));
        assertEveryTruncationMalformed(varint(value),
                in -> Reads.varint(in, FIELD));
    }

    @ParameterizedTest
    @MethodSource("longs")
    void truncatedVarlongsAreMalformedAtEveryLength(long value) {
        assertEveryTruncationMalformed(varlong(value),
                in -> Reads.varlong(in, FIELD));
    }

    @Test
    void emptyAndCutOffVarintsSaySo() {
        MalformedMessageException empty = malformed(new byte[0], in -> Reads.unsignedVarint(in, FIELD));
        assertEquals("unsigned varint needs 1 byte but 0 remain", empty.problem());
        assertEquals(FIELD, empty.field());
        assertEquals(PREAMBLE, empty.offset());
        MalformedMessageException cut = malformed(hex("8080"), in -> Reads.varint(in, FIELD));
        assertEquals("varint is cut off after 2 bytes, the last with its continuation bit set", cut.problem());
        MalformedMessageException cutLong = malformed(hex("80"), in -> Reads.varlong(in, FIELD));
        assertEquals("varlong is cut off after 1 byte, the last with its continuation bit set", cutLong.problem());
    }

    @Test
    void fiveByteVarintMayAddOnlyFourBits() {
        assertEquals(-1, (int) read(hex("ffffffff0f"), in -> Reads.unsignedVarint(in, FIELD)));
        assertEquals(Integer.MIN_VALUE, (int) read(hex("ffffffff0f"), in -> Reads.varint(in, FIELD)));
        MalformedMessageException pastBits = malformed(hex("ffffffff10"), in -> Reads.unsignedVarint(in, FIELD));
        assertEquals("unsigned varint has bits past 32 (byte 5 is 0x10)", pastBits.problem());
        assertEquals(PREAMBLE, pastBits.offset());
        MalformedMessageException tooLong = malformed(hex("ffffffff8f01"), in -> Reads.varint(in, FIELD));
        assertEquals("varint is longer than 5 bytes", tooLong.problem());
        malformed(hex("8080808080808080808000"), in -> Reads.unsignedVarint(in, FIELD));
    }

    @Test
    void tenByteVarlongMayAddOnlyOneBit() {
        assertEquals(Long.MIN_VALUE, (long) read(hex("ffffffffffffffffff01"), in -> Reads.varlong(in, FIELD)));
        assertEquals(0L, (long) read(hex("80808080808080808000"), in -> Reads.varlong(in, FIELD)));
        MalformedMessageException pastBits = malformed(hex("ffffffffffffffffff02"),
                in -> Reads.varlong(in, FIELD));
        assertEquals("varlong has bits past 64 (byte 10 is 0x2)", pastBits.problem());
        MalformedMessageException tooLong = malformed(hex("ffffffffffffffffff8100"),
                in -> Reads.varlong(in, FIELD));
        assertEquals("varlong is longer than 10 bytes", tooLong.problem());
    }

    @Test
    void nonMinimalEncodingsWithinTheLimitAreRead() {
        // Kafka's readers accept padded encodings too; only the byte count and the bits are limited.
        assertEquals(1, (int) read(hex("8180808000"), in -> Reads.unsignedVarint(in, FIELD)));
        assertEquals(1, (int) read(hex("818000"), in -> Reads.unsignedVarint(in, FIELD)));
        assertEquals(-1, (int) read(hex("818000"), in -> Reads.varint(in, FIELD)));
        assertEquals(0, (int) read(hex("8000"), in -> Reads.varint(in, FIELD)));
    }

    private static byte[] kafkaBytes(Consumer<ByteBuffer> writer) {
        ByteBuffer buffer = ByteBuffer.allocate(16);
        writer.accept(buffer);
        return Arrays.copyOf(buffer.array(), buffer.position());
    }

    /** The bytes of {@code value} as an unsigned varint, asserting both writers, array and ByteBuf, write them. */
    private static byte[] unsignedVarint(int value) {
        byte[] bytes = written((out, at, limit) -> Writes.unsignedVarint(out, at, limit, value));
        assertArrayEquals(bytes, writtenToByteBuf(out -> Varints.writeUnsignedVarint(out, value)), "into a ByteBuf");
        return bytes;
    }

    /**
     * The bytes of {@code value} as a varint, asserting both writers, bounded by a limit and not
     * (into exactly the room for them), write them.
     */
    private static byte[] varint(int value) {
        byte[] bytes = written((out, at, limit) -> Writes.varint(out, at, limit, value));
        assertArrayEquals(bytes, writtenInto(bytes.length, (out, at, limit) -> Varints.writeVarint(out, at, value)),
                "without a limit");
        return bytes;
    }

    /**
     * The bytes of {@code value} as a varlong, asserting both writers, bounded by a limit and not
     * (into exactly the room for them), write them.
     */
    private static byte[] varlong(long value) {
        byte[] bytes = written((out, at, limit) -> Writes.varlong(out, at, limit, value));
        assertArrayEquals(bytes, writtenInto(bytes.length, (out, at, limit) -> Varints.writeVarlong(out, at, value)),
                "without a limit");
        return bytes;
    }

    @Test
    void writesOverflowWithTooLittleRoomWritingNothingAtOrPastTheLimit() {
        for (int value : new int[] {0, 127, 128, 300, 1 << 21, 1 << 28, -1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            assertArrayEquals(unsignedVarint(value),
                    assertOverflowsWithLessRoom((out, at, limit) -> Writes.unsignedVarint(out, at, limit, value)));
            assertArrayEquals(varint(value),
                    assertOverflowsWithLessRoom((out, at, limit) -> Writes.varint(out, at, limit, value)));
        }
        for (long value : new long[] {0, -1, 1L << 35, 1L << 56, Long.MIN_VALUE, Long.MAX_VALUE}) {
            assertArrayEquals(varlong(value),
                    assertOverflowsWithLessRoom((out, at, limit) -> Writes.varlong(out, at, limit, value)));
        }
    }
}
