package io.kwire.benchmarks;

import java.nio.ByteBuffer;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.ObjectSerializationCache;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The baseline of {@link KwireCreateTopicsViewBenchmark}: Kafka 4.4.0's {@link CreateTopicsRequestData}
 * read from a heap buffer, every topic renamed in place with the tenant's prefix (as a proxy's filter
 * does; the collection's index by name goes stale, which the write does not use), sized with a new
 * {@link ObjectSerializationCache} and written into a reused heap buffer.
 */
public class KafkaCreateTopicsViewBenchmark extends KafkaViewState {
    /** Topics of the request (of three partitions and five configs each). */
    @Param({"100"})
    public int topics;

    private ByteBuffer out;

    @Override
    Workload<?> build() {
        return ViewWorkloads.createTopicsRequest(topics);
    }

    @Override
    void allocate() {
        super.allocate();
        out = outputBuffer();
    }

    /** Decode, prefix every name, size, write. */
    @Benchmark
    public ByteBuffer decodeSetWrite(Blackhole blackhole) {
        input.clear();
        CreateTopicsRequestData request = new CreateTopicsRequestData(new ByteBufferAccessor(input), version);
        for (CreateTopicsRequestData.CreatableTopic topic : request.topics()) {
            topic.setName(ViewWorkloads.TENANT + topic.name());
        }
        ObjectSerializationCache cache = new ObjectSerializationCache();
        blackhole.consume(request.size(cache, version));
        out.clear();
        request.write(new ByteBufferAccessor(out), cache, version);
        return out;
    }
}
