package io.kwire.benchmarks;

import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.MetadataResponseCodec;
import io.kwire.kafka.MetadataResponseView;
import io.netty.buffer.ByteBuf;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A Metadata response as a proxy rewrites one, so that clients connect to the proxy: every broker's
 * host and port replaced through one reused {@link MetadataResponseView} and its patches, the new
 * body a composite of the original's untouched bytes and the new ones; beside kwire's full decode,
 * change and encode. {@link KafkaMetadataViewBenchmark} does it with Kafka's class.
 */
public class KwireMetadataViewBenchmark extends KwireViewState {
    /** Topics of the response, of ten partitions each. */
    @Param({"10", "100", "1000"})
    public int topics;

    final MetadataResponseView view = new MetadataResponseView();
    private ByteBuf out;

    @Override
    Workload<?> build() {
        return ViewWorkloads.metadataResponse(topics);
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

    /** The new body, built and released: its size. The topics after the brokers are never walked. */
    @Benchmark
    public int patchBrokers() {
        ByteBuf body = patchedBody();
        int size = body.readableBytes();
        body.release();
        return size;
    }

    /** Every broker's host and port set on the view; the new body, the caller's to release. */
    ByteBuf patchedBody() {
        view.reset(input, 0, length, version);
        int brokers = view.brokersCount();
        for (int b = 0; b < brokers; b++) {
            view.brokers(b).setHost(ViewWorkloads.proxyHost(b)).setPort(ViewWorkloads.proxyPort(b));
        }
        return view.patched(ALLOC);
    }

    /** kwire's decode, the same hosts and ports set, size, then write into a reused pooled buffer. */
    @Benchmark
    public ByteBuf decodeSetEncode(Blackhole blackhole) {
        input.readerIndex(0);
        MetadataResponse response = MetadataResponseCodec.INSTANCE.read(input, version);
        for (int b = 0; b < response.brokers.size(); b++) {
            MetadataResponse.MetadataResponseBroker broker = response.brokers.get(b);
            broker.host = ViewWorkloads.proxyHost(b);
            broker.port = ViewWorkloads.proxyPort(b);
        }
        out.clear();
        blackhole.consume(MetadataResponseCodec.INSTANCE.size(response, version));
        MetadataResponseCodec.INSTANCE.write(response, out, version);
        return out;
    }
}
