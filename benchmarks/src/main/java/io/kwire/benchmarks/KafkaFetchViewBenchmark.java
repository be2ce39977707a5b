package io.kwire.benchmarks;

import java.nio.ByteBuffer;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.network.Send;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.ObjectSerializationCache;
import org.apache.kafka.common.protocol.SendBuilder;
import org.apache.kafka.common.requests.ResponseHeader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The baseline of {@link KwireFetchViewBenchmark}: Kafka 4.4.0's {@link FetchResponseData} read from
 * a heap buffer (records as slices of it) and every node endpoint's host and port set; then either
 * sized and written into a reused heap buffer through a {@link ByteBufferAccessor}, which copies the
 * records, or turned into a {@link Send} by {@link SendBuilder}, as Kafka's broker sends a response:
 * the fields written into a new buffer, the records sent from where they lie, not copied.
 */
public class KafkaFetchViewBenchmark extends KafkaViewState {
    /** Bytes of records of each of the {@value ViewWorkloads#FETCH_PARTITIONS} partitions, in KiB: one batch. */
    @Param({"4", "64"})
    public int recordsKiB;

    /** Any correlation id: the header's four bytes. */
    static final int CORRELATION_ID = 7;

    private ByteBuffer out;

    @Override
    Workload<?> build() {
        return ViewWorkloads.fetchResponse(recordsKiB);
    }

    @Override
    void allocate() {
        super.allocate();
        out = outputBuffer();
    }

    /** Decode, set every endpoint's host and port, size, write (records copied). */
    @Benchmark
    public ByteBuffer decodeSetWrite(Blackhole blackhole) {
        FetchResponseData response = decodeAndSet();
        ObjectSerializationCache cache = new ObjectSerializationCache();
        blackhole.consume(response.size(cache, version));
        out.clear();
        response.write(new ByteBufferAccessor(out), cache, version);
        return out;
    }

    /** Decode, set every endpoint's host and port, and build the frame's {@link Send}, records not copied. */
    @Benchmark
    public Send decodeSetSend() {
        FetchResponseData response = decodeAndSet();
        return SendBuilder.buildResponseSend(
                new ResponseHeader(CORRELATION_ID, ApiKeys.FETCH.responseHeaderVersion(version)), response, version);
    }

    private FetchResponseData decodeAndSet() {
        input.clear();
        FetchResponseData response = new FetchResponseData(new ByteBufferAccessor(input), version);
        int e = 0;
        for (FetchResponseData.NodeEndpoint endpoint : response.nodeEndpoints()) {
            endpoint.setHost(ViewWorkloads.proxyHost(e)).setPort(ViewWorkloads.proxyPort(e));
            e++;
        }
        return response;
    }
}
