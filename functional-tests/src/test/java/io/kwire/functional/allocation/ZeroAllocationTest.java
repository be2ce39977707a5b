package io.kwire.functional.allocation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.functional.support.AllocatedBytes;
import io.kwire.functional.support.SampleMessages;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code size} and {@code write} allocate nothing on the heap: after warming up, thousands of
 * encodings of a CreateTopics request of 1000 topics (non-ASCII names, assignments, configs with
 * null values, unknown tagged fields) into a reused pooled buffer, heap and direct, leave the
 * thread's allocated-bytes counter exactly where it was.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ZeroAllocationTest {
    private static final int TOPICS = 1000;
    /**
     * Calls before measuring, so that C2 has compiled the codec for this buffer class: after 3000,
     * the first measured window still saw 144 bytes of compilation-time allocation.
     */
    private static final int WARM_UP_CALLS = 10_000;
    private static final int MEASURED_CALLS = 2_000;

    private static final CreateTopicsRequestCodec CODEC = CreateTopicsRequestCodec.INSTANCE;

    /** Where the message is written. */
    enum Target {
        POOLED_DIRECT, POOLED_HEAP;

        ByteBuf allocate(int capacity) {
            return this == POOLED_DIRECT
                    ? PooledByteBufAllocator.DEFAULT.directBuffer(capacity)
                    : PooledByteBufAllocator.DEFAULT.heapBuffer(capacity);
        }
    }

    @ParameterizedTest(name = "CreateTopicsRequest v{0} into {1}")
    @CsvSource({"7, POOLED_DIRECT", "7, POOLED_HEAP", "4, POOLED_DIRECT", "4, POOLED_HEAP"})
    void sizeAndWriteAllocateNothing(short version, Target target) {
        CreateTopicsRequest request = SampleMessages.largeCreateTopicsRequest(TOPICS, CODEC.isFlexible(version));
        int size = CODEC.size(request, version);
        ByteBuf allocated = target.allocate(size);
        try {
            // Under PARANOID leak detection the buffer comes wrapped in a tracker that records a stack
            // trace on every access: Netty's debugging allocation, not the codec's. Write to the
            // pooled buffer it wraps.
            ByteBuf out = allocated.unwrap() != null ? allocated.unwrap() : allocated;

            long written = encodeRepeatedly(request, version, out, WARM_UP_CALLS);
            long before = AllocatedBytes.ofCurrentThread();
            written += encodeRepeatedly(request, version, out, MEASURED_CALLS);
            long allocatedBytes = AllocatedBytes.ofCurrentThread() - before;

            assertEquals(0, allocatedBytes, MEASURED_CALLS + " encodings of " + size + " bytes allocated "
                    + allocatedBytes + " bytes, " + (double) allocatedBytes / MEASURED_CALLS + " per call");
            assertEquals(2L * size * (WARM_UP_CALLS + MEASURED_CALLS), written, "every call wrote size() bytes");
            assertTrue(size > 100 * TOPICS, "the message is large: " + size + " bytes");
            assertEncodedOnceEquals(request, version, out);
        } finally {
            allocated.release();
        }
    }

    /**
     * Encodes {@code request} {@code calls} times into {@code out}, each from the start; the sum of
     * every call's {@code size()} and bytes written, which uses both results.
     */
    private static long encodeRepeatedly(CreateTopicsRequest request, short version, ByteBuf out, int calls) {
        long written = 0;
        for (int i = 0; i < calls; i++) {
            out.clear();
            written += CODEC.size(request, version);
            CODEC.write(request, out, version);
            written += out.writerIndex();
        }
        return written;
    }

    private static void assertEncodedOnceEquals(CreateTopicsRequest request, short version, ByteBuf reused) {
        ByteBuf fresh = Unpooled.buffer(CODEC.size(request, version));
        try {
            CODEC.write(request, fresh, version);
            assertTrue(ByteBufUtil.equals(fresh, reused), "the reused buffer holds the same encoding");
        } finally {
            fresh.release();
        }
    }
}
