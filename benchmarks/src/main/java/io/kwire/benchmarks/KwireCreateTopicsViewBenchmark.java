package io.kwire.benchmarks;

import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsRequestView;
import io.netty.buffer.ByteBuf;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A CreateTopics request as a multi-tenant proxy rewrites one: every topic name read and set again
 * with the tenant's prefix ({@value ViewWorkloads#TENANT}) through one reused
 * {@link CreateTopicsRequestView} and its patches; beside kwire's full decode, change and encode.
 * {@link KafkaCreateTopicsViewBenchmark} does it with Kafka's class.
 */
public class KwireCreateTopicsViewBenchmark extends KwireViewState {
    /** Topics of the request (of three partitions and five configs each). */
    @Param({"100"})
    public int topics;

    final CreateTopicsRequestView view = new CreateTopicsRequestView();
    private ByteBuf out;

    @Override
    Workload<?> build() {
        return ViewWorkloads.createTopicsRequest(topics);
    }

    @Override
    void allocate() {
        super.allocate();
        out = outputBuffer();
    }

    @Override
    void release() {
        out.release();
        super.release();
    }

    /** The new body, built and released: its size. */
    @Benchmark
    public int prefixNames() {
        ByteBuf body = patchedBody();
        int size = body.readableBytes();
        body.release();
        return size;
    }

    /** Every topic's name read and set again with the prefix; the new body, the caller's to release. */
    ByteBuf patchedBody() {
        view.reset(input, 0, length, version);
        int count = view.topicsCount();
        for (int t = 0; t < count; t++) {
            CreateTopicsRequestView.CreatableTopicView topic = view.topics(t);
            topic.setName(ViewWorkloads.TENANT + topic.name());
        }
        return view.patched(ALLOC);
    }

    /** kwire's decode, every name prefixed, size, then write into a reused pooled buffer. */
    @Benchmark
    public ByteBuf decodeSetEncode(Blackhole blackhole) {
        input.readerIndex(0);
        CreateTopicsRequest request = CreateTopicsRequestCodec.INSTANCE.read(input, version);
        for (int t = 0; t < request.topics.size(); t++) {
            CreateTopicsRequest.CreatableTopic topic = request.topics.get(t);
            topic.name = ViewWorkloads.TENANT + topic.name;
        }
        out.clear();
        blackhole.consume(CreateTopicsRequestCodec.INSTANCE.size(request, version));
        CreateTopicsRequestCodec.INSTANCE.write(request, out, version);
        return out;
    }
}
