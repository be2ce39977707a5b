package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import io.netty.util.IllegalReferenceCountException;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link RecordBatchBuilder} writes each record into an array, a heap buffer's own or its scratch
 * copied in after, or for a large record a pooled heap buffer: into direct buffers, composites of
 * more than one part and buffers that must grow, it writes the same bytes as into a heap buffer
 * with room; a record that fails part-way leaves nothing of itself behind.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RecordBatchBuilderBuffersTest {
    private static final long BASE_SEED = new Random().nextLong();
    private static final UnpooledByteBufAllocator VALUES = new UnpooledByteBufAllocator(false, true);
    /**
     * For the copies of records written into a composite: pooled, whose heap buffers (unlike
     * unpooled ones) the leak detector tracks, so that one not released fails the test.
     */
    private static final PooledByteBufAllocator COPIES = new PooledByteBufAllocator(false);

    static LongStream seeds() {
        return LongStream.range(0, 20).map(i -> BASE_SEED + i);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyKindOfBufferGetsTheSameBytes(long seed) {
        List<BatchSpec> specs = RandomBatchSpecs.batches(seed);
        byte[] expected = written(specs, () -> Unpooled.buffer(1 << 20));
        List<Supplier<ByteBuf>> outs = List.of(
                () -> Unpooled.buffer(0),
                () -> PooledByteBufAllocator.DEFAULT.directBuffer(0),
                () -> composite(Unpooled.buffer(1 << 20, 1 << 20)),
                () -> composite(Unpooled.buffer(3, 3), Unpooled.directBuffer(40, 40)),
                () -> composite(Unpooled.buffer(16, 16)));
        for (Supplier<ByteBuf> out : outs) {
            assertArrayEquals(expected, written(specs, out), () -> "seed " + seed + " into " + out.get().getClass());
        }
    }

    @Test
    void aRecordWhoseValueFailsLeavesTheBatchAsItWas() {
        for (ByteBuf released : new ByteBuf[] {Unpooled.buffer(8).writeZero(8), Unpooled.directBuffer(8).writeZero(8)}) {
            released.release();
            for (ByteBuf out : new ByteBuf[] {Unpooled.buffer(64), composite(Unpooled.buffer(1, 1), Unpooled.buffer(64, 64))}) {
                ByteBuf key = Unpooled.wrappedBuffer(new byte[] {1, 2, 3});
                try (RecordBatchBuilder builder = new RecordBatchBuilder(COPIES)) {
                    builder.begin(out, 0L).append(1L, key, null);
                    int before = out.writerIndex();
                    assertThrows(IllegalReferenceCountException.class, () -> builder.append(2L, key, released));
                    assertEquals(before, out.writerIndex(), "the failed record moved the writer index");
                    assertEquals(1, builder.recordCount());
                    builder.append(3L, null, key);
                    builder.finish();

                    ByteBuf alone = Unpooled.buffer();
                    try (RecordBatchBuilder clean = new RecordBatchBuilder(VALUES)) {
                        clean.begin(alone, 0L).append(1L, key, null).append(3L, null, key).finish();
                        assertArrayEquals(ByteBufUtil.getBytes(alone), ByteBufUtil.getBytes(out),
                                "the batch is as if the failed record had never been appended");
                    } finally {
                        alone.release();
                    }
                } finally {
                    key.release();
                    out.release();
                }
            }
        }
    }

    /**
     * Records larger than the scratch array, into a direct buffer and a composite: the same bytes
     * as into a heap buffer, and the pooled buffer each went through released (the leak detector
     * fails the test otherwise), also for one whose value fails.
     */
    @Test
    void largeRecordsGoThroughAPooledHeapBuffer() {
        ByteBuf large = Unpooled.wrappedBuffer(new byte[200_000]).setByte(199_999, 7);
        ByteBuf small = Unpooled.wrappedBuffer(new byte[] {1, 2, 3});
        ByteBuf released = Unpooled.buffer(8).writeZero(8);
        released.release();
        ByteBuf expected = Unpooled.buffer();
        try (RecordBatchBuilder clean = new RecordBatchBuilder(VALUES)) {
            clean.begin(expected, 0L).append(1L, small, large).append(2L, large, small).finish();
            for (ByteBuf out : new ByteBuf[] {PooledByteBufAllocator.DEFAULT.directBuffer(16),
                    composite(Unpooled.buffer(3, 3), Unpooled.directBuffer(40, 40))}) {
                try (RecordBatchBuilder builder = new RecordBatchBuilder(COPIES)) {
                    builder.begin(out, 0L).append(1L, small, large);
                    int before = out.writerIndex();
                    assertThrows(IllegalReferenceCountException.class, () -> builder.append(3L, large, released));
                    assertEquals(before, out.writerIndex(), "the failed record moved the writer index");
                    builder.append(2L, large, small).finish();
                    assertArrayEquals(ByteBufUtil.getBytes(expected), ByteBufUtil.getBytes(out));
                } finally {
                    out.release();
                }
            }
        } finally {
            expected.release();
            large.release();
            small.release();
        }
    }

    private static byte[] written(List<BatchSpec> specs, Supplier<ByteBuf> outs) {
        ByteBuf out = outs.get();
        try (RecordBatchBuilder builder = new RecordBatchBuilder(VALUES)) {
            int written = KwireRecords.write(specs, builder, out, VALUES);
            assertEquals(out.readableBytes(), written);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    /**
     * An empty composite whose room is {@code parts}, each taken whole; it grows by adding more.
     * Of more than one part, it has no single NIO view.
     */
    private static CompositeByteBuf composite(ByteBuf... parts) {
        CompositeByteBuf composite = Unpooled.compositeBuffer(64);
        for (ByteBuf part : parts) {
            composite.addComponent(true, part.writeZero(part.writableBytes()));
        }
        return composite.clear();
    }
}
