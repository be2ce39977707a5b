package io.kwire.benchmarks;

import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.FetchResponseCodec;
import io.kwire.kafka.FetchResponseView;
import io.netty.buffer.ByteBuf;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A Fetch response as a proxy rewrites one: the node endpoints of KIP-951 (a tagged field, after
 * every partition) given the proxy's hosts and ports through one reused {@link FetchResponseView}
 * and its patches. The view skips each partition's records by their length and the new body holds
 * them as slices of the original, so neither the time nor the bytes should grow with the records;
 * beside kwire's full decode, change and encode, which copies them. {@link KafkaFetchViewBenchmark}
 * does it with Kafka's class.
 */
public class KwireFetchViewBenchmark extends KwireViewState {
    /** Bytes of records of each of the {@value ViewWorkloads#FETCH_PARTITIONS} partitions, in KiB: one batch. */
    @Param({"4", "64"})
    public int recordsKiB;

    final FetchResponseView view = new FetchResponseView();
    private ByteBuf out;

    @Override
    Workload<?> build() {
        return ViewWorkloads.fetchResponse(recordsKiB);
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
    public int patchEndpoints() {
        ByteBuf body = patchedBody();
        int size = body.readableBytes();
        body.release();
        return size;
    }

    /** Every node endpoint's host and port set on the view; the new body, the caller's to release. */
    ByteBuf patchedBody() {
        view.reset(input, 0, length, version);
        int endpoints = view.nodeEndpointsCount();
        for (int e = 0; e < endpoints; e++) {
            view.nodeEndpoints(e).setHost(ViewWorkloads.proxyHost(e)).setPort(ViewWorkloads.proxyPort(e));
        }
        return view.patched(ALLOC);
    }

    /**
     * kwire's decode (records as retained slices), the same hosts and ports set, size, then write
     * into a reused pooled buffer (records copied); the slices released.
     */
    @Benchmark
    public ByteBuf decodeSetEncode(Blackhole blackhole) {
        input.readerIndex(0);
        FetchResponse response = FetchResponseCodec.INSTANCE.read(input, version);
        for (int e = 0; e < response.nodeEndpoints.size(); e++) {
            FetchResponse.NodeEndpoint endpoint = response.nodeEndpoints.get(e);
            endpoint.host = ViewWorkloads.proxyHost(e);
            endpoint.port = ViewWorkloads.proxyPort(e);
        }
        out.clear();
        blackhole.consume(FetchResponseCodec.INSTANCE.size(response, version));
        FetchResponseCodec.INSTANCE.write(response, out, version);
        FetchResponseCodec.INSTANCE.releaseBuffers(response);
        return out;
    }
}
