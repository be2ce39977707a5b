package io.kwire.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;

/** kwire's generated codec: size, then write into a reused buffer; read from the workload's bytes. */
public class KwireBenchmark extends WorkloadState {
    private ByteBuf direct;
    private ByteBuf heap;
    private ByteBuf input;

    @Override
    void allocateBuffers() {
        direct = PooledByteBufAllocator.DEFAULT.directBuffer(encoded.length);
        heap = Unpooled.buffer(encoded.length);
        input = Unpooled.wrappedBuffer(encoded);
    }

    @Override
    void releaseBuffers() {
        direct.release();
    }

    /** Size, then write into a reused pooled direct buffer. */
    @Benchmark
    public ByteBuf encodeDirect(Blackhole blackhole) {
        return encode(direct, blackhole);
    }

    /** Size, then write into a reused heap buffer. */
    @Benchmark
    public ByteBuf encodeHeap(Blackhole blackhole) {
        return encode(heap, blackhole);
    }

    private ByteBuf encode(ByteBuf out, Blackhole blackhole) {
        out.clear();
        blackhole.consume(codec.size(message, version));
        codec.write(message, out, version);
        return out;
    }

    /** Reads a new message from the workload's bytes, in a heap buffer. */
    @Benchmark
    public Object decode() {
        input.readerIndex(0);
        return codec.read(input, version);
    }

    /** Size, write into a reused heap buffer, and read a new message back from it. */
    @Benchmark
    public Object roundTrip(Blackhole blackhole) {
        heap.clear();
        blackhole.consume(codec.size(message, version));
        codec.write(message, heap, version);
        return codec.read(heap, version);
    }
}
