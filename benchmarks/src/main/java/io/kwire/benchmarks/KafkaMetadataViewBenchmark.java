package io.kwire.benchmarks;

import java.nio.ByteBuffer;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.ObjectSerializationCache;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The baseline of {@link KwireMetadataViewBenchmark}: Kafka 4.4.0's {@link MetadataResponseData}
 * read from a heap buffer, every broker's host and port set, sized with a new
 * {@link ObjectSerializationCache} and written into a reused heap buffer, as {@link KafkaBenchmark}
 * encodes.
 */
public class KafkaMetadataViewBenchmark extends KafkaViewState {
    /** Topics of the response, of ten partitions each. */
    @Param({"10", "100", "1000"})
    public int topics;

    private ByteBuffer out;

    @Override
    Workload<?> build() {
        return ViewWorkloads.metadataResponse(topics);
    }

    @Override
    void allocate() {
        super.allocate();
        out = outputBuffer();
    }

    /** Decode, set every broker's host and port, size, write. */
    @Benchmark
    public ByteBuffer decodeSetWrite(Blackhole blackhole) {
        input.clear();
        MetadataResponseData response = new MetadataResponseData(new ByteBufferAccessor(input), version);
        int b = 0;
        for (MetadataResponseData.MetadataResponseBroker broker : response.brokers()) {
            broker.setHost(ViewWorkloads.proxyHost(b)).setPort(ViewWorkloads.proxyPort(b));
            b++;
        }
        ObjectSerializationCache cache = new ObjectSerializationCache();
        blackhole.consume(response.size(cache, version));
        out.clear();
        response.write(new ByteBufferAccessor(out), cache, version);
        return out;
    }
}
