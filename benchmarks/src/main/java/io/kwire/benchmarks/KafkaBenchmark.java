package io.kwire.benchmarks;

import java.nio.ByteBuffer;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.ObjectSerializationCache;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The baseline: Kafka 4.4.0's generated {@code *Data} classes as Kafka itself uses them: size
 * with a new {@link ObjectSerializationCache}, which keeps each string's bytes for the write, then
 * write through a {@link ByteBufferAccessor} into a reused {@link ByteBuffer}; read with
 * {@code new XData(new ByteBufferAccessor(buffer), version)}.
 */
public class KafkaBenchmark extends WorkloadState {
    private ByteBuffer direct;
    private ByteBuffer heap;
    private ByteBuffer input;

    @Override
    void allocateBuffers() {
        direct = ByteBuffer.allocateDirect(encoded.length);
        heap = ByteBuffer.allocate(encoded.length);
        input = ByteBuffer.wrap(encoded);
    }

    @Override
    void releaseBuffers() {
        // Kafka's buffers are the garbage collector's.
    }

    /** Size, then write into a reused direct buffer. */
    @Benchmark
    public ByteBuffer encodeDirect(Blackhole blackhole) {
        return encode(direct, blackhole);
    }

    /** Size, then write into a reused heap buffer. */
    @Benchmark
    public ByteBuffer encodeHeap(Blackhole blackhole) {
        return encode(heap, blackhole);
    }

    private ByteBuffer encode(ByteBuffer out, Blackhole blackhole) {
        ObjectSerializationCache cache = new ObjectSerializationCache();
        blackhole.consume(kafkaMessage.size(cache, version));
        out.clear();
        kafkaMessage.write(new ByteBufferAccessor(out), cache, version);
        return out;
    }

    /** Reads a new message from the workload's bytes, in a heap buffer. */
    @Benchmark
    public ApiMessage decode() {
        input.clear();
        return kafkaReader.read(new ByteBufferAccessor(input), version);
    }

    /** Size, write into a reused heap buffer, and read a new message back from it. */
    @Benchmark
    public ApiMessage roundTrip(Blackhole blackhole) {
        ObjectSerializationCache cache = new ObjectSerializationCache();
        blackhole.consume(kafkaMessage.size(cache, version));
        heap.clear();
        kafkaMessage.write(new ByteBufferAccessor(heap), cache, version);
        heap.flip();
        return kafkaReader.read(new ByteBufferAccessor(heap), version);
    }
}
