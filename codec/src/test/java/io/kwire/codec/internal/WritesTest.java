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

class WritesTest {
    @Test
    void uuidIsMostSignificantLongFirst() {
        UUID value = new UUID(0x0001020304050607L, 0x08090a0b0c0d0e0fL);
        assertArrayEquals(hex("000102030405060708090a0b0c0d0e0f"), written(out -> Writes.uuid(out, value)));
    }

    @Test
    void uuidMatchesKafkaAndReadsBack() {
        for (UUID value : new UUID[] {new UUID(0, 0), new UUID(-1, -1), UUID.randomUUID(), UUID.randomUUID()}) {
            byte[] bytes = written(out -> Writes.uuid(out, value));
            Uuid kafkaValue = new Uuid(value.getMostSignificantBits(), value.getLeastSignificantBits());
            assertArrayEquals(kafka(Type.UUID, kafkaValue), bytes);
            assertEquals(value, read(bytes, in -> Reads.uuid(in, "M.id")));
        }
    }

    @Test
    void boolIsOneByteMatchingKafkaAndReadsBack() {
        for (boolean value : new boolean[] {false, true}) {
            byte[] bytes = written(out -> Writes.bool(out, value));
            assertArrayEquals(hex(value ? "01" : "00"), bytes);
            assertArrayEquals(kafka(Type.BOOLEAN, value), bytes);
            assertEquals(value, read(bytes, in -> Reads.bool(in, "M.flag")));
        }
    }

    @Test
    void uint16IsItsLow16BitsBigEndianMatchingKafkaAndReadsBack() {
        assertArrayEquals(hex("1234"), written(out -> Writes.uint16(out, 0x1234)));
        for (int value : new int[] {0, 1, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xfffe, 0xffff}) {
            Values.checkUint16(value, "M.port");
            byte[] bytes = written(out -> Writes.uint16(out, value));
            assertArrayEquals(kafka(Type.UINT16, value), bytes, () -> "uint16 " + value);
            assertEquals(value, (int) read(bytes, in -> Reads.uint16(in, "M.port")));
        }
    }

    @Test
    void uint32IsItsLow32BitsBigEndianMatchingKafkaAndReadsBack() {
        assertArrayEquals(hex("12345678"), written(out -> Writes.uint32(out, 0x12345678L)));
        for (long value : new long[] {0, 1, 0xff, 0x7fffffffL, 0x80000000L, 0xfffffffeL, 0xffffffffL}) {
            Values.checkUint32(value, "M.epoch");
            byte[] bytes = written(out -> Writes.uint32(out, value));
            assertArrayEquals(kafka(Type.UNSIGNED_INT32, value), bytes, () -> "uint32 " + value);
            assertEquals(value, (long) read(bytes, in -> Reads.uint32(in, "M.epoch")));
        }
    }

    @Test
    void eachOverflowsABufferWithTooFewBytesRemaining() {
        UUID value = new UUID(0x0001020304050607L, 0x08090a0b0c0d0e0fL);
        assertEquals(16, assertOverflowsWithLessRoom(-1, out -> Writes.uuid(out, value)).length);
        assertEquals(1, assertOverflowsWithLessRoom(0, out -> Writes.bool(out, true)).length);
        assertEquals(2, assertOverflowsWithLessRoom(0, out -> Writes.uint16(out, 0xffff)).length);
        assertEquals(4, assertOverflowsWithLessRoom(0, out -> Writes.uint32(out, 0xffffffffL)).length);
    }
}
