package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Random;
import org.apache.kafka.common.message.SaslAuthenticateRequestData;
import org.apache.kafka.common.protocol.MessageUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A message bound for a direct buffer is written into the thread's heap staging array (4 KiB at
 * first, grown to what a message needs, at most 1 MiB) and through a pooled heap buffer above that:
 * messages around and over 1 MiB (4 bytes of them the prefix and the tagged fields), into every
 * kind of buffer with rooms below, at and above each, write Kafka's bytes.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class LargeMessageWritesTest {
    private static final int PREAMBLE = 3;
    private static final short VERSION = 2;

    @Test
    void messagesAroundAndOverTheStagingLimitWriteKafkasBytesWhateverTheRoom() {
        for (int authBytes : new int[] {65_000, (1 << 20) - 4, (1 << 20) - 3, 1_100_000}) {
            SaslAuthenticateRequest message = message(authBytes);
            byte[] expected = kafka(message);
            assertEquals(expected.length, SaslAuthenticateRequestCodec.INSTANCE.size(message, VERSION));
            for (int room : new int[] {0, 100, 4 << 10, 1 << 20, expected.length - 1, expected.length,
                expected.length + 70_000}) {
                for (ByteBuf out : buffers(PREAMBLE + room)) {
                    try {
                        out.writeBytes(new byte[PREAMBLE]);
                        SaslAuthenticateRequestCodec.INSTANCE.write(message, out, VERSION);
                        String where = out + ", " + room + " bytes of room, a message of " + expected.length;
                        assertEquals(PREAMBLE + expected.length, out.writerIndex(), where);
                        assertArrayEquals(expected, ByteBufUtil.getBytes(out, PREAMBLE, expected.length), where);
                    } finally {
                        out.release();
                    }
                }
            }
        }
    }

    @Test
    void aLargeMessageABufferCannotGrowToHoldLeavesItsWriterIndex() {
        SaslAuthenticateRequest message = message(100_000);
        int size = SaslAuthenticateRequestCodec.INSTANCE.size(message, VERSION);
        for (ByteBuf out : List.of(Unpooled.directBuffer(PREAMBLE, PREAMBLE + size - 1),
                PooledByteBufAllocator.DEFAULT.directBuffer(PREAMBLE, PREAMBLE + size - 1),
                PooledByteBufAllocator.DEFAULT.directBuffer(PREAMBLE + size - 1, PREAMBLE + size - 1))) {
            try {
                out.writeBytes(new byte[PREAMBLE]);
                assertThrows(IndexOutOfBoundsException.class,
                        () -> SaslAuthenticateRequestCodec.INSTANCE.write(message, out, VERSION), out::toString);
                assertEquals(PREAMBLE, out.writerIndex(), out::toString);
            } finally {
                out.release();
            }
        }
    }

    private static List<ByteBuf> buffers(int capacity) {
        return List.of(Unpooled.directBuffer(capacity), PooledByteBufAllocator.DEFAULT.directBuffer(capacity),
                Unpooled.buffer(capacity), PooledByteBufAllocator.DEFAULT.heapBuffer(capacity));
    }

    private static SaslAuthenticateRequest message(int authBytes) {
        SaslAuthenticateRequest message = new SaslAuthenticateRequest();
        message.authBytes = new byte[authBytes];
        new Random(authBytes).nextBytes(message.authBytes);
        return message;
    }

    private static byte[] kafka(SaslAuthenticateRequest message) {
        ByteBuffer buffer = MessageUtil.toByteBufferAccessor(
                new SaslAuthenticateRequestData().setAuthBytes(message.authBytes), VERSION).buffer();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }
}
