package io.kwire.benchmarks;

import java.nio.ByteBuffer;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.ObjectSerializationCache;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The baseline: Kafka 4.4.0's generated {@code *Data} classes as Kafka's network layer uses them, on
 * heap {@link ByteBuffer}s: size with a new {@link ObjectSerializationCache}, which keeps each
 * string's bytes for the write, then write through a {@link ByteBufferAccessor} into a reused
 * buffer; read with {@code new XData(new ByteBufferAccessor(buffer), version)}.
 */
public class KafkaBenchmark extends WorkloadState {
    private ByteBuffer heap;
    private ByteBuffer input;

    @Override
    void allocateBuffers() {
        heap = ByteBuffer.allocate(encoded.length);
        input = ByteBuffer.wrap(encoded);
    }

    @Override
    void releaseBuffers() {
        // Kafka's buffers are the garbage collector's.
    }

    /** Size, then write into a reused heap buffer. */
    @Benchmark
    public ByteBuffer encode(Blackhole blackhole) {
        ObjectSerializationCache cache = new ObjectSerializationCache();
        blackhole.consume(kafkaMessage.size(cache, version));
        heap.clear();
        kafkaMessage.write(new ByteBufferAccessor(heap), cache, version);
        return heap;
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
