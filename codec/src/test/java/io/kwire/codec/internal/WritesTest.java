package io.kwire.codec.internal;

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
}
