package io.kwire.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The physical limit: the already-encoded bytes copied with {@code writeBytes} into or out of the same
 * kind of buffer each of {@link KwireBenchmark}'s operations of the same name writes or reads. No codec
 * can beat it; the report shows each side's time as a multiple of it.
 */
public class CopyFloorBenchmark extends WorkloadState {
    private ByteBuf direct;
    private ByteBuf heap;
    private ByteBuf copy;
    private ByteBuf input;
    private ByteBuf directInput;

    @Override
    void allocateBuffers() {
        direct = PooledByteBufAllocator.DEFAULT.directBuffer(encoded.length);
        heap = Unpooled.buffer(encoded.length);
        copy = Unpooled.buffer(encoded.length);
        input = Unpooled.wrappedBuffer(encoded);
        directInput = PooledByteBufAllocator.DEFAULT.directBuffer(encoded.length).writeBytes(encoded);
    }

    @Override
    void releaseBuffers() {
        direct.release();
        directInput.release();
    }

    /** The bytes written into a reused heap buffer. */
    @Benchmark
    public ByteBuf encodeFrame() {
        return heap.clear().writeBytes(encoded);
    }

    /** The bytes written into a reused pooled direct buffer. */
    @Benchmark
    public ByteBuf encodeSized() {
        return direct.clear().writeBytes(encoded);
    }

    /** The bytes of a heap buffer copied out into another heap buffer. */
    @Benchmark
    public ByteBuf decode() {
        return copy.clear().writeBytes(input, 0, encoded.length);
    }

    /** The bytes of a pooled direct buffer copied out into a heap buffer. */
    @Benchmark
    public ByteBuf decodeDirect() {
        return copy.clear().writeBytes(directInput, 0, encoded.length);
    }

    /** The bytes written into a heap buffer, then copied out of it into another. */
    @Benchmark
    public ByteBuf roundTrip() {
        heap.clear().writeBytes(encoded);
        return copy.clear().writeBytes(heap);
    }
}
