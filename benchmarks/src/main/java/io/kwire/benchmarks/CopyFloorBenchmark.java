package io.kwire.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The physical limit: the already-encoded bytes copied with {@code writeBytes} into the same kind
 * of buffer each operation writes or reads. No codec can beat it; the report shows each side's
 * time as a multiple of it.
 */
public class CopyFloorBenchmark extends WorkloadState {
    private ByteBuf direct;
    private ByteBuf heap;
    private ByteBuf copy;
    private ByteBuf input;

    @Override
    void allocateBuffers() {
        direct = PooledByteBufAllocator.DEFAULT.directBuffer(encoded.length);
        heap = Unpooled.buffer(encoded.length);
        copy = Unpooled.buffer(encoded.length);
        input = Unpooled.wrappedBuffer(encoded);
    }

    @Override
    void releaseBuffers() {
        direct.release();
    }

    /** The bytes written into a reused pooled direct buffer. */
    @Benchmark
    public ByteBuf encodeDirect() {
        return direct.clear().writeBytes(encoded);
    }

    /** The bytes written into a reused heap buffer. */
    @Benchmark
    public ByteBuf encodeHeap() {
        return heap.clear().writeBytes(encoded);
    }

    /** The bytes of the heap buffer both decoders read, copied out into another heap buffer. */
    @Benchmark
    public ByteBuf decode() {
        return copy.clear().writeBytes(input, 0, encoded.length);
    }

    /** The bytes written into a heap buffer, then copied out of it into another. */
    @Benchmark
    public ByteBuf roundTrip() {
        heap.clear().writeBytes(encoded);
        return copy.clear().writeBytes(heap);
    }
}
