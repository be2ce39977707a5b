package io.kwire.benchmarks;

import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

/**
 * The baseline of {@link KwireProduceViewBenchmark}: Kafka 4.4.0's {@link ProduceRequestData} read
 * from a heap buffer, as its broker reads a Produce request, whatever fields it then needs. Its
 * records are slices of the buffer, not copies, as the view's are.
 */
public class KafkaProduceViewBenchmark extends KafkaViewState {
    /** Partitions of the request, over {@value ViewWorkloads#PRODUCE_TOPICS} topics. */
    @Param({"10", "100", "1000"})
    public int partitions;

    @Override
    Workload<?> build() {
        return ViewWorkloads.produceRequest(partitions);
    }

    /** A new {@code ProduceRequestData} read from the request's bytes. */
    @Benchmark
    public ProduceRequestData decode() {
        input.clear();
        return new ProduceRequestData(new ByteBufferAccessor(input), version);
    }
}
