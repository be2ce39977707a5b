package io.kwire.codec.internal;

import static io.kwire.codec.internal.TestBuffers.PREAMBLE;
import static io.kwire.codec.internal.TestBuffers.assertEveryTruncationMalformed;
import static io.kwire.codec.internal.TestBuffers.hex;
import static io.kwire.codec.internal.TestBuffers.kafka;
import static io.kwire.codec.internal.TestBuffers.malformed;
import static io.kwire.codec.internal.TestBuffers.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.Uuids;
import java.util.UUID;
import java.util.function.Consumer;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.protocol.types.Type;
import org.junit.jupiter.api.Test;

class ReadsTest {
    private static final String FIELD = "M.S.f";

    @Test
    void int8() {
        for (byte value : new byte[] {0, 1, -1, Byte.MIN_VALUE, Byte.MAX_VALUE}) {
            assertEquals(value, (byte) read(kafka(Type.INT8, value), in -> Reads.int8(in, FIELD)));
        }
    }

    @Test
    void int16() {
        for (short value : new short[] {0, 1, -1, 0x1234, Short.MIN_VALUE, Short.MAX_VALUE}) {
            assertEquals(value, (short) read(kafka(Type.INT16, value), in -> Reads.int16(in, FIELD)));
        }
        assertEquals(0x1234, (short) read(hex("1234"), in -> Reads.int16(in, FIELD)), "big-endian");
    }

    @Test
    void int32() {
        for (int value : new int[] {0, 1, -1, 0x12345678, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            assertEquals(value, (int) read(kafka(Type.INT32, value), in -> Reads.int32(in, FIELD)));
        }
    }

    @Test
    void int64() {
        for (long value : new long[] {0, 1, -1, 0x123456789abcdefL, Long.MIN_VALUE, Long.MAX_VALUE}) {
            assertEquals(value, (long) read(kafka(Type.INT64, value), in -> Reads.int64(in, FIELD)));
        }
    }

    @Test
    void float64() {
        double[] values = {0.0, -0.0, 1.5, -1e300, Double.MIN_VALUE, Double.MAX_VALUE, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double value : values) {
            double back = read(kafka(Type.FLOAT64, value), in -> Reads.float64(in, FIELD));
            assertEquals(Double.doubleToRawLongBits(value), Double.doubleToRawLongBits(back));
        }
    }

    @Test
    void boolTakesAnyNonZeroByteAsTrue() {
        assertFalse((boolean) read(kafka(Type.BOOLEAN, false), in -> Reads.bool(in, FIELD)));
        assertTrue((boolean) read(kafka(Type.BOOLEAN, true), in -> Reads.bool(in, FIELD)));
        assertTrue((boolean) read(hex("02"), in -> Reads.bool(in, FIELD)));
        assertTrue((boolean) read(hex("ff"), in -> Reads.bool(in, FIELD)));
    }

    @Test
    void uint16() {
        for (int value : new int[] {0, 1, 0x7fff, 0x8000, 0xffff}) {
            assertEquals(value, (int) read(kafka(Type.UINT16, value), in -> Reads.uint16(in, FIELD)));
        }
    }

    @Test
    void uint32() {
        for (long value : new long[] {0, 1, 0x7fffffffL, 0x80000000L, 0xffffffffL}) {
            assertEquals(value, (long) read(kafka(Type.UNSIGNED_INT32, value), in -> Reads.uint32(in, FIELD)));
        }
    }

    @Test
    void uuidIsMostSignificantLongFirst() {
        assertEquals(new UUID(0x0001020304050607L, 0x08090a0b0c0d0e0fL),
                read(hex("000102030405060708090a0b0c0d0e0f"), in -> Reads.uuid(in, FIELD)));
        UUID random = UUID.randomUUID();
        Uuid kafkaUuid = new Uuid(random.getMostSignificantBits(), random.getLeastSignificantBits());
        assertEquals(random, read(kafka(Type.UUID, kafkaUuid), in -> Reads.uuid(in, FIELD)));
    }

    @Test
    void zeroUuidIsOneSharedInstance() {
        UUID first = read(new byte[16], in -> Reads.uuid(in, FIELD));
        assertEquals(new UUID(0, 0), first);
        assertSame(Uuids.ZERO, first);
        assertSame(first, read(new byte[16], in -> Reads.uuid(in, FIELD)));
        assertEquals(new UUID(0, 1), read(hex("00000000000000000000000000000001"), in -> Reads.uuid(in, FIELD)));
        assertEquals(new UUID(1L << 63, 0), read(hex("80000000000000000000000000000000"), in -> Reads.uuid(in, FIELD)));
    }

    @Test
    void everyFixedWidthReadIsMalformedWhenTruncated() {
        assertEveryTruncationMalformed(new byte[1], in -> Reads.int8(in, FIELD));
        assertEveryTruncationMalformed(new byte[2], in -> Reads.int16(in, FIELD));
        assertEveryTruncationMalformed(new byte[4], in -> Reads.int32(in, FIELD));
        assertEveryTruncationMalformed(new byte[8], in -> Reads.int64(in, FIELD));
        assertEveryTruncationMalformed(new byte[8], in -> Reads.float64(in, FIELD));
        assertEveryTruncationMalformed(new byte[1], in -> Reads.bool(in, FIELD));
        assertEveryTruncationMalformed(new byte[2], in -> Reads.uint16(in, FIELD));
        assertEveryTruncationMalformed(new byte[4], in -> Reads.uint32(in, FIELD));
        assertEveryTruncationMalformed(new byte[16], in -> Reads.uuid(in, FIELD));
        assertEveryTruncationMalformed(hex("01"), in -> Reads.structPresence(in, FIELD));
    }

    @Test
    void truncationSaysHowManyBytesWereNeededAndLeavesThePosition() {
        assertFailsInPlace(hex("0102"), in -> Reads.int32(in, FIELD), "needs 4 bytes but 2 remain");
        assertFailsInPlace(hex("01"), in -> Reads.int64(in, FIELD), "needs 8 bytes but 1 remains");
        assertFailsInPlace(new byte[0], in -> Reads.int8(in, FIELD), "needs 1 byte but 0 remain");
        assertFailsInPlace(new byte[15], in -> Reads.uuid(in, FIELD), "needs 16 bytes but 15 remain");
    }

    @Test
    void structPresence() {
        assertTrue((boolean) read(hex("01"), in -> Reads.structPresence(in, FIELD)));
        assertFalse((boolean) read(hex("ff"), in -> Reads.structPresence(in, FIELD)));
        for (byte marker : new byte[] {0, 2, 0x7f, -2, Byte.MIN_VALUE}) {
            MalformedMessageException e = malformed(new byte[] {marker}, in -> Reads.structPresence(in, FIELD));
            assertEquals("struct marker " + marker + " is neither 1 (present) nor -1 (null)", e.problem());
            assertEquals(PREAMBLE, e.offset());
        }
    }

    @Test
    void failedStructPresenceLeavesThePosition() {
        assertFailsInPlace(hex("00"), in -> Reads.structPresence(in, FIELD),
                "struct marker 0 is neither 1 (present) nor -1 (null)");
    }

    /** Asserts that {@code reader} fails with {@code problem} where the item starts, and leaves the position there. */
    private static void assertFailsInPlace(byte[] bytes, Consumer<WireInput> reader, String problem) {
        MalformedMessageException malformed = malformed(bytes, reader);
        assertEquals(FIELD + " at offset " + PREAMBLE + ": " + problem, malformed.getMessage());
        try (TestBuffers.Input input = TestBuffers.input(bytes)) {
            MalformedMessageException e = assertThrows(MalformedMessageException.class, () -> reader.accept(input.in()));
            assertEquals(problem, e.problem());
            assertEquals(FIELD, e.field());
            assertEquals(PREAMBLE, e.offset());
            assertEquals(PREAMBLE, input.in().position());
        }
    }
}
