package io.kwire.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * kwire's generated codec: write into a reused buffer, as the frame encoders do (a codec's write
 * needs no size first; Kafka's does, for the string bytes its size caches); read from the
 * workload's bytes.
 */
public class KwireBenchmark extends WorkloadState {
    private ByteBuf direct;
    private ByteBuf heap;
    private ByteBuf input;
    private ByteBuf pooledInput;

    @Override
    void allocateBuffers() {
        direct = PooledByteBufAllocator.DEFAULT.directBuffer(encoded.length);
        heap = Unpooled.buffer(encoded.length);
        input = Unpooled.wrappedBuffer(encoded);
        pooledInput = PooledByteBufAllocator.DEFAULT.directBuffer(encoded.length).writeBytes(encoded);
    }

    @Override
    void releaseBuffers() {
        direct.release();
        pooledInput.release();
    }

    /** Writes into a reused pooled direct buffer. */
    @Benchmark
    public ByteBuf encodeDirect() {
        return encode(direct);
    }

    /** Writes into a reused heap buffer. */
    @Benchmark
    public ByteBuf encodeHeap() {
        return encode(heap);
    }

    private ByteBuf encode(ByteBuf out) {
        out.clear();
        codec.write(message, out, version);
        return out;
    }

    /** Reads a new message from the workload's bytes, in a heap buffer. */
    @Benchmark
    public Object decode() {
        input.readerIndex(0);
        return codec.read(input, version);
    }

    /** Reads a new message from the workload's bytes in a pooled direct buffer, as a server's socket hands them. */
    @Benchmark
    public Object decodePooledDirect() {
        pooledInput.readerIndex(0);
        return codec.read(pooledInput, version);
    }

    /** Writes into a reused heap buffer and reads a new message back from it. */
    @Benchmark
    public Object roundTrip() {
        heap.clear();
        codec.write(message, heap, version);
        return codec.read(heap, version);
    }
}
