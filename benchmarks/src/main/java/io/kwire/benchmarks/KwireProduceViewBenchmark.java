package io.kwire.benchmarks;

import io.kwire.kafka.ProduceRequest;
import io.kwire.kafka.ProduceRequestCodec;
import io.kwire.kafka.ProduceRequestView;
import java.util.UUID;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A Produce request as a proxy reads one, through one reused {@link ProduceRequestView}: the two
 * fields it routes by, or where every partition's records lie; beside kwire's full decode of it.
 * {@link KafkaProduceViewBenchmark} decodes it with Kafka's class.
 */
public class KwireProduceViewBenchmark extends KwireViewState {
    /** Partitions of the request, over {@value ViewWorkloads#PRODUCE_TOPICS} topics. */
    @Param({"10", "100", "1000"})
    public int partitions;

    final ProduceRequestView view = new ProduceRequestView();

    @Override
    Workload<?> build() {
        return ViewWorkloads.produceRequest(partitions);
    }

    /** {@code acks} and {@code transactionalId}, nothing else: the same time whatever the request holds. */
    @Benchmark
    public String readHeader(Blackhole blackhole) {
        view.reset(input, 0, length, version);
        blackhole.consume(view.acks());
        return view.transactionalId();
    }

    /**
     * Every partition's topic id (read once for the partitions of its topic), index, and its
     * records' size and position ({@code recordsLength()} and {@code recordsIndex()}, their index in
     * the buffer: no slice made): what a proxy needs to forward or account for each batch. Summed, so
     * that nothing read is dead.
     */
    @Benchmark
    public long readPartitions() {
        view.reset(input, 0, length, version);
        long sum = 0;
        int topics = view.topicDataCount();
        for (int t = 0; t < topics; t++) {
            ProduceRequestView.TopicProduceDataView topic = view.topicData(t);
            UUID topicId = topic.topicId();
            long id = topicId.getMostSignificantBits() ^ topicId.getLeastSignificantBits();
            int partitionCount = topic.partitionDataCount();
            for (int p = 0; p < partitionCount; p++) {
                ProduceRequestView.PartitionProduceDataView partition = topic.partitionData(p);
                sum += id + partition.index() + partition.recordsLength() + partition.recordsIndex();
            }
        }
        return sum;
    }

    /** kwire's full decode: a new {@code ProduceRequest}, whose record slices are released once consumed. */
    @Benchmark
    public void decode(Blackhole blackhole) {
        input.readerIndex(0);
        ProduceRequest request = ProduceRequestCodec.INSTANCE.read(input, version);
        blackhole.consume(request);
        ProduceRequestCodec.INSTANCE.releaseBuffers(request);
    }
}
