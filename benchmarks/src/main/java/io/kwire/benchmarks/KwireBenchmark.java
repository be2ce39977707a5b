package io.kwire.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;

/**
 * kwire's generated codec as its users and its own pipeline call it: written as the frame encoders
 * write (no size first, into a heap scratch buffer) and as the README's quick start writes (size, then
 * write into a pooled direct buffer); read from a heap buffer and from a pooled direct buffer, which is
 * what a Netty server's socket reads hand a codec.
 */
public class KwireBenchmark extends WorkloadState {
    private ByteBuf direct;
    private ByteBuf heap;
    private ByteBuf input;
    private ByteBuf directInput;

    @Override
    void allocateBuffers() {
        direct = PooledByteBufAllocator.DEFAULT.directBuffer(encoded.length);
        heap = Unpooled.buffer(encoded.length);
        input = Unpooled.wrappedBuffer(encoded);
        directInput = PooledByteBufAllocator.DEFAULT.directBuffer(encoded.length).writeBytes(encoded);
    }

    @Override
    void releaseBuffers() {
        direct.release();
        directInput.release();
    }

    /**
     * Writes into a reused heap buffer with no size first, as {@code KafkaClientCodec} and
     * {@code KafkaResponseEncoder} write a frame's body into their scratch buffer (an
     * {@code Unpooled.buffer}) before one copy into the frame.
     */
    @Benchmark
    public ByteBuf encodeFrame() {
        heap.clear();
        codec.write(message, heap, version);
        return heap;
    }

    /** Sizes, then writes into a reused pooled direct buffer, as the README's quick start does. */
    @Benchmark
    public ByteBuf encodeSized(Blackhole blackhole) {
        direct.clear();
        blackhole.consume(codec.size(message, version));
        codec.write(message, direct, version);
        return direct;
    }

    /** Reads a new message from the workload's bytes, in a heap buffer. */
    @Benchmark
    public Object decode() {
        input.readerIndex(0);
        return codec.read(input, version);
    }

    /** Reads a new message from the workload's bytes, in a buffer of {@code PooledByteBufAllocator.DEFAULT}. */
    @Benchmark
    public Object decodeDirect() {
        directInput.readerIndex(0);
        return codec.read(directInput, version);
    }

    /** Writes into a reused heap buffer and reads a new message back from it. */
    @Benchmark
    public Object roundTrip() {
        heap.clear();
        codec.write(message, heap, version);
        return codec.read(heap, version);
    }
}
