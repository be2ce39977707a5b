package io.kwire.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;

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
    public void encodeDirect(Blackhole blackhole) {
        direct.clear().writeBytes(encoded);
        blackhole.consume(direct);
    }

    /** The bytes written into a reused heap buffer. */
    @Benchmark
    public void encodeHeap(Blackhole blackhole) {
        heap.clear().writeBytes(encoded);
        blackhole.consume(heap);
    }

    /** The bytes of the heap buffer both decoders read, copied out into another heap buffer. */
    @Benchmark
    public void decode(Blackhole blackhole) {
        copy.clear().writeBytes(input, 0, encoded.length);
        blackhole.consume(copy);
    }

    /** The bytes written into a heap buffer, then copied out of it into another. */
    @Benchmark
    public void roundTrip(Blackhole blackhole) {
        heap.clear().writeBytes(encoded);
        copy.clear().writeBytes(heap);
        blackhole.consume(copy);
    }
}
