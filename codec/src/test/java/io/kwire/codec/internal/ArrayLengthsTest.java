package io.kwire.codec.internal;

import static io.kwire.codec.internal.TestBuffers.PREAMBLE;
import static io.kwire.codec.internal.TestBuffers.assertEveryTruncationMalformed;
import static io.kwire.codec.internal.TestBuffers.assertOverflowsWithLessRoom;
import static io.kwire.codec.internal.TestBuffers.concat;
import static io.kwire.codec.internal.TestBuffers.hex;
import static io.kwire.codec.internal.TestBuffers.kafka;
import static io.kwire.codec.internal.TestBuffers.malformed;
import static io.kwire.codec.internal.TestBuffers.written;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.codec.DecodeLimits;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.internal.TestBuffers.Writer;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.apache.kafka.common.protocol.types.ArrayOf;
import org.apache.kafka.common.protocol.types.CompactArrayOf;
import org.apache.kafka.common.protocol.types.Type;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ArrayLengthsTest {
    private static final String FIELD = "M.topics";

    static IntStream counts() {
        return IntStream.of(0, 1, 126, 127, 128, 16383, 16384);
    }

    @ParameterizedTest
    @MethodSource("counts")
    void prefixesMatchKafkasArrays(int count) {
        Object[] elements = new Object[count];
        Arrays.fill(elements, (byte) 7);
        byte[] body = new byte[count];
        Arrays.fill(body, (byte) 7);
        byte[] classic = concat(written(writeClassic(count)), body);
        assertArrayEquals(kafka(new ArrayOf(Type.INT8), elements), classic);
        assertArrayEquals(kafka(ArrayOf.nullable(Type.INT8), elements), classic);
        assertEquals(classic.length - count, ArrayLengths.size(count));
        byte[] compact = concat(written(writeCompact(count)), body);
        assertArrayEquals(kafka(new CompactArrayOf(Type.INT8), elements), compact);
        assertArrayEquals(kafka(CompactArrayOf.nullable(Type.INT8), elements), compact);
        assertEquals(compact.length - count, ArrayLengths.sizeCompact(count));
        assertEquals(count, readCount(classic, false, true, 1));
        assertEquals(count, readCount(compact, true, true, 1));
    }

    @Test
    void minusOneIsNull() {
        assertEquals(4, ArrayLengths.size(-1));
        assertEquals(1, ArrayLengths.sizeCompact(-1));
        assertArrayEquals(kafka(ArrayOf.nullable(Type.INT8), null), written(writeClassic(-1)));
        assertArrayEquals(kafka(CompactArrayOf.nullable(Type.INT8), null), written(writeCompact(-1)));
        assertEquals(-1, readCount(hex("ffffffff"), false, true, 4));
        assertEquals(-1, readCount(hex("00"), true, true, 4));
    }

    @Test
    void largestCountsHaveTheirPrefixWidths() {
        assertArrayEquals(hex("7fffffff"), written(writeClassic(Integer.MAX_VALUE)));
        assertArrayEquals(hex("8080808008"), written(writeCompact(Integer.MAX_VALUE)));
        assertEquals(5, ArrayLengths.sizeCompact(Integer.MAX_VALUE));
        assertEquals(5, ArrayLengths.sizeCompact(Integer.MAX_VALUE - 1));
    }

    @Test
    void prefixesOverflowWithTooLittleRoomWritingNothingAtOrPastTheLimit() {
        for (int count : new int[] {-1, 0, 127, 128, 16384, Integer.MAX_VALUE}) {
            assertEquals(ArrayLengths.size(count), assertOverflowsWithLessRoom(writeClassic(count)).length);
            assertEquals(ArrayLengths.sizeCompact(count), assertOverflowsWithLessRoom(writeCompact(count)).length);
        }
    }

    @Test
    void nullThatIsNotAllowedIsMalformed() {
        MalformedMessageException classic = malformed(hex("ffffffff"),
                in -> ArrayLengths.read(in, false, false, 4, FIELD));
        assertEquals("null array, but the field is not nullable", classic.problem());
        assertEquals(PREAMBLE, classic.offset());
        assertEquals(FIELD, classic.field());
        MalformedMessageException compact = malformed(hex("00"), in -> ArrayLengths.read(in, true, false, 4, FIELD));
        assertEquals("null compact array, but the field is not nullable", compact.problem());
    }

    @Test
    void negativeCountsOtherThanNullAreMalformed() {
        for (int count : new int[] {-2, -7, Integer.MIN_VALUE}) {
            byte[] bytes = concat(written((out, at, limit) -> Writes.int32(out, at, limit, count)), new byte[16]);
            MalformedMessageException e = malformed(bytes, in -> ArrayLengths.read(in, false, true, 1, FIELD));
            assertEquals("array length " + count + " is negative", e.problem());
            assertEquals(PREAMBLE, e.offset());
        }
    }

    @Test
    void countThatCannotFitTheRemainingBytesIsMalformed() {
        assertEquals(2, readCount(hex("0000000200000001" + "00000002"), false, false, 4));
        MalformedMessageException e = malformed(hex("00000003" + "0000000100000002"),
                in -> ArrayLengths.read(in, false, false, 4, FIELD));
        assertEquals("array of 3 elements needs at least 12 bytes but 8 remain", e.problem());
        assertEquals(PREAMBLE, e.offset());
        MalformedMessageException huge = malformed(hex("7fffffff"),
                in -> ArrayLengths.read(in, false, false, 16, FIELD, Integer.MAX_VALUE));
        assertEquals("array of 2147483647 elements needs at least 34359738352 bytes but 0 remain", huge.problem());
        MalformedMessageException compact = malformed(hex("ffffffff0700"),
                in -> ArrayLengths.read(in, true, false, 0, FIELD, Integer.MAX_VALUE));
        assertEquals("compact array of 2147483646 elements needs at least 2147483646 bytes but 1 remains",
                compact.problem());
        MalformedMessageException beyondInt = malformed(hex("ffffffff0f00"),
                in -> ArrayLengths.read(in, true, false, 0, FIELD, Integer.MAX_VALUE));
        assertEquals("compact array of 4294967294 elements exceeds the limit of 2147483647"
                + " (system property kwire.decode.maxArrayElements)", beyondInt.problem());
    }

    @Test
    void countAboveTheCapIsMalformedWhateverTheBytes() {
        assertEquals(3, readCount(hex("00000003" + "000000"), false, false, 1));
        MalformedMessageException capped = malformed(hex("00000003" + "000000"),
                in -> ArrayLengths.read(in, false, false, 1, FIELD, 2));
        assertEquals("array of 3 elements exceeds the limit of 2 (system property kwire.decode.maxArrayElements)",
                capped.problem());
        assertEquals(PREAMBLE, capped.offset());
        assertEquals(FIELD, capped.field());
        int overDefault = DecodeLimits.DEFAULT_MAX_ARRAY_ELEMENTS + 1;
        MalformedMessageException huge = malformed(
                concat(written(writeCompact(overDefault)), new byte[overDefault]),
                in -> ArrayLengths.read(in, true, false, 1, FIELD));
        assertEquals("compact array of " + overDefault + " elements exceeds the limit of "
                + DecodeLimits.DEFAULT_MAX_ARRAY_ELEMENTS + " (system property kwire.decode.maxArrayElements)",
                huge.problem());
    }

    @Test
    void elementSizesBelowOneCountAsOne() {
        assertEquals(2, readCount(hex("030000"), true, false, 0));
        malformed(hex("0300"), in -> ArrayLengths.read(in, true, false, 0, FIELD));
    }

    @Test
    void everyTruncatedPrefixIsMalformed() {
        assertEveryTruncationMalformed(hex("00000000"), in -> ArrayLengths.read(in, false, true, 1, FIELD));
        assertEveryTruncationMalformed(written(writeCompact(0)),
                in -> ArrayLengths.read(in, true, true, 1, FIELD));
        assertEveryTruncationMalformed(hex("ffffffff0f"), in -> ArrayLengths.read(in, true, true, 1, FIELD));
    }

    /** {@link ArrayLengths#write} of {@code count}. */
    private static Writer writeClassic(int count) {
        return (out, at, limit) -> ArrayLengths.write(out, at, limit, count);
    }

    /** {@link ArrayLengths#writeCompact} of {@code count}. */
    private static Writer writeCompact(int count) {
        return (out, at, limit) -> ArrayLengths.writeCompact(out, at, limit, count);
    }

    private static int readCount(byte[] bytes, boolean compact, boolean nullable, int minElementSize) {
        try (TestBuffers.Input input = TestBuffers.input(bytes)) {
            int count = ArrayLengths.read(input.in(), compact, nullable, minElementSize, FIELD);
            int prefix = compact ? ArrayLengths.sizeCompact(count) : ArrayLengths.size(count);
            assertEquals(PREAMBLE + prefix, input.in().position(), "reads the prefix only");
            return count;
        }
    }

    @Test
    void namedReadVariantsReadTheirLayout() {
        assertEquals(1, readWith(hex("0000000100"), in -> ArrayLengths.read(in, 1, FIELD)));
        assertEquals(1, readWith(hex("0000000100"), in -> ArrayLengths.readNullable(in, 1, FIELD)));
        assertEquals(1, readWith(hex("0200"), in -> ArrayLengths.readCompact(in, 1, FIELD)));
        assertEquals(1, readWith(hex("0200"), in -> ArrayLengths.readCompactNullable(in, 1, FIELD)));
        assertEquals(-1, readWith(hex("ffffffff"), in -> ArrayLengths.readNullable(in, 1, FIELD)));
        assertEquals(-1, readWith(hex("00"), in -> ArrayLengths.readCompactNullable(in, 1, FIELD)));
        assertEquals("null array, but the field is not nullable",
                malformed(hex("ffffffff"), in -> ArrayLengths.read(in, 1, FIELD)).problem());
        assertEquals("null compact array, but the field is not nullable",
                malformed(hex("00"), in -> ArrayLengths.readCompact(in, 1, FIELD)).problem());
    }

    private static int readWith(byte[] bytes, java.util.function.ToIntFunction<WireInput> reader) {
        try (TestBuffers.Input input = TestBuffers.input(bytes)) {
            return reader.applyAsInt(input.in());
        }
    }
}
