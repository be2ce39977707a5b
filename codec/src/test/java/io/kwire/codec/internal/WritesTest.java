package io.kwire.codec.internal;

import static io.kwire.codec.internal.TestBuffers.assertOverflowsWithLessRoom;
import static io.kwire.codec.internal.TestBuffers.hex;
import static io.kwire.codec.internal.TestBuffers.kafka;
import static io.kwire.codec.internal.TestBuffers.read;
import static io.kwire.codec.internal.TestBuffers.written;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.UUID;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.protocol.types.Type;
import org.junit.jupiter.api.Test;

/** The number writes into an array; the varints' are {@link VarintsTest}'s. */
class WritesTest {
    private static final String FIELD = "M.f";

    @Test
    void int8MatchesKafkaAndReadsBack() {
        for (byte value : new byte[] {0, 1, -1, Byte.MIN_VALUE, Byte.MAX_VALUE}) {
            byte[] bytes = written((out, at, limit) -> Writes.int8(out, at, limit, value));
            assertArrayEquals(kafka(Type.INT8, value), bytes, () -> "int8 " + value);
            assertEquals(value, (byte) read(bytes, in -> Reads.int8(in, FIELD)));
        }
    }

    @Test
    void int16IsBigEndianMatchingKafkaAndReadsBack() {
        assertArrayEquals(hex("1234"), written((out, at, limit) -> Writes.int16(out, at, limit, (short) 0x1234)));
        for (short value : new short[] {0, 1, -1, Short.MIN_VALUE, Short.MAX_VALUE}) {
            byte[] bytes = written((out, at, limit) -> Writes.int16(out, at, limit, value));
            assertArrayEquals(kafka(Type.INT16, value), bytes, () -> "int16 " + value);
            assertEquals(value, (short) read(bytes, in -> Reads.int16(in, FIELD)));
        }
    }

    @Test
    void int32IsBigEndianMatchingKafkaAndReadsBack() {
        assertArrayEquals(hex("12345678"), written((out, at, limit) -> Writes.int32(out, at, limit, 0x12345678)));
        for (int value : new int[] {0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            byte[] bytes = written((out, at, limit) -> Writes.int32(out, at, limit, value));
            assertArrayEquals(kafka(Type.INT32, value), bytes, () -> "int32 " + value);
            assertEquals(value, (int) read(bytes, in -> Reads.int32(in, FIELD)));
        }
    }

    @Test
    void int64IsBigEndianMatchingKafkaAndReadsBack() {
        assertArrayEquals(hex("0123456789abcdef"),
                written((out, at, limit) -> Writes.int64(out, at, limit, 0x0123456789abcdefL)));
        for (long value : new long[] {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE}) {
            byte[] bytes = written((out, at, limit) -> Writes.int64(out, at, limit, value));
            assertArrayEquals(kafka(Type.INT64, value), bytes, () -> "int64 " + value);
            assertEquals(value, (long) read(bytes, in -> Reads.int64(in, FIELD)));
        }
    }

    @Test
    void float64IsItsBitsBigEndianMatchingKafkaAndReadsBack() {
        assertArrayEquals(hex("3ff8000000000000"), written((out, at, limit) -> Writes.float64(out, at, limit, 1.5)));
        double[] values = {0.0, -0.0, 1.5, -1e300, Double.MIN_VALUE, Double.MAX_VALUE, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double value : values) {
            byte[] bytes = written((out, at, limit) -> Writes.float64(out, at, limit, value));
            assertArrayEquals(kafka(Type.FLOAT64, value), bytes, () -> "float64 " + value);
            double back = read(bytes, in -> Reads.float64(in, FIELD));
            assertEquals(Double.doubleToRawLongBits(value), Double.doubleToRawLongBits(back), () -> "float64 " + value);
        }
    }

    /** A NaN keeps its payload, as Kafka's {@code putDouble} keeps it. */
    @Test
    void float64WritesANaNsBitsAsKafkaDoes() {
        for (long bits : new long[] {0x7ff0000000000001L, 0xfff8000000000000L, 0x7fffffffffffffffL}) {
            double nan = Double.longBitsToDouble(bits);
            assertArrayEquals(kafka(Type.FLOAT64, nan), written((out, at, limit) -> Writes.float64(out, at, limit, nan)),
                    () -> Long.toHexString(bits));
        }
    }

    @Test
    void uuidIsMostSignificantLongFirst() {
        UUID value = new UUID(0x0001020304050607L, 0x08090a0b0c0d0e0fL);
        assertArrayEquals(hex("000102030405060708090a0b0c0d0e0f"),
                written((out, at, limit) -> Writes.uuid(out, at, limit, value)));
    }

    @Test
    void uuidMatchesKafkaAndReadsBack() {
        for (UUID value : new UUID[] {new UUID(0, 0), new UUID(-1, -1), UUID.randomUUID(), UUID.randomUUID()}) {
            byte[] bytes = written((out, at, limit) -> Writes.uuid(out, at, limit, value));
            Uuid kafkaValue = new Uuid(value.getMostSignificantBits(), value.getLeastSignificantBits());
            assertArrayEquals(kafka(Type.UUID, kafkaValue), bytes);
            assertEquals(value, read(bytes, in -> Reads.uuid(in, "M.id")));
        }
    }

    @Test
    void boolIsOneByteMatchingKafkaAndReadsBack() {
        for (boolean value : new boolean[] {false, true}) {
            byte[] bytes = written((out, at, limit) -> Writes.bool(out, at, limit, value));
            assertArrayEquals(hex(value ? "01" : "00"), bytes);
            assertArrayEquals(kafka(Type.BOOLEAN, value), bytes);
            assertEquals(value, read(bytes, in -> Reads.bool(in, "M.flag")));
        }
    }

    @Test
    void uint16IsItsLow16BitsBigEndianMatchingKafkaAndReadsBack() {
        assertArrayEquals(hex("1234"), written((out, at, limit) -> Writes.uint16(out, at, limit, 0x1234)));
        for (int value : new int[] {0, 1, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xfffe, 0xffff}) {
            Values.checkUint16(value, "M.port");
            byte[] bytes = written((out, at, limit) -> Writes.uint16(out, at, limit, value));
            assertArrayEquals(kafka(Type.UINT16, value), bytes, () -> "uint16 " + value);
            assertEquals(value, (int) read(bytes, in -> Reads.uint16(in, "M.port")));
        }
    }

    @Test
    void uint32IsItsLow32BitsBigEndianMatchingKafkaAndReadsBack() {
        assertArrayEquals(hex("12345678"), written((out, at, limit) -> Writes.uint32(out, at, limit, 0x12345678L)));
        for (long value : new long[] {0, 1, 0xff, 0x7fffffffL, 0x80000000L, 0xfffffffeL, 0xffffffffL}) {
            Values.checkUint32(value, "M.epoch");
            byte[] bytes = written((out, at, limit) -> Writes.uint32(out, at, limit, value));
            assertArrayEquals(kafka(Type.UNSIGNED_INT32, value), bytes, () -> "uint32 " + value);
            assertEquals(value, (long) read(bytes, in -> Reads.uint32(in, "M.epoch")));
        }
    }

    @Test
    void bytesAreCopiedAsTheyAreWithNoPrefix() {
        assertArrayEquals(hex("00ff7f80"),
                written((out, at, limit) -> Writes.bytes(out, at, limit, hex("00ff7f80"))));
        assertArrayEquals(new byte[0], written((out, at, limit) -> Writes.bytes(out, at, limit, new byte[0])));
    }

    @Test
    void eachOverflowsWithTooLittleRoomWritingNothingAtOrPastTheLimit() {
        UUID value = new UUID(0x0001020304050607L, 0x08090a0b0c0d0e0fL);
        assertEquals(1, assertOverflowsWithLessRoom((out, at, limit) -> Writes.int8(out, at, limit, (byte) -1)).length);
        assertEquals(2,
                assertOverflowsWithLessRoom((out, at, limit) -> Writes.int16(out, at, limit, (short) -1)).length);
        assertEquals(4, assertOverflowsWithLessRoom((out, at, limit) -> Writes.int32(out, at, limit, -1)).length);
        assertEquals(8, assertOverflowsWithLessRoom((out, at, limit) -> Writes.int64(out, at, limit, -1L)).length);
        assertEquals(8, assertOverflowsWithLessRoom((out, at, limit) -> Writes.float64(out, at, limit, -1.5)).length);
        assertEquals(16, assertOverflowsWithLessRoom((out, at, limit) -> Writes.uuid(out, at, limit, value)).length);
        assertEquals(1, assertOverflowsWithLessRoom((out, at, limit) -> Writes.bool(out, at, limit, true)).length);
        assertEquals(2, assertOverflowsWithLessRoom((out, at, limit) -> Writes.uint16(out, at, limit, 0xffff)).length);
        assertEquals(4,
                assertOverflowsWithLessRoom((out, at, limit) -> Writes.uint32(out, at, limit, 0xffffffffL)).length);
        assertEquals(3,
                assertOverflowsWithLessRoom((out, at, limit) -> Writes.bytes(out, at, limit, hex("010203"))).length);
    }
}
