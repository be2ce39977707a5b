package io.kwire.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.stream.Stream;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;

/**
 * The proxy benchmarks (issue 36) do what they say: kwire's proxy and the decode and re-encode with
 * Kafka's classes send the broker the same request and the client the same response, byte for
 * byte, exchange after exchange, count the same records, and release every buffer.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ProxyBenchmarksTest {
    private static final int EXCHANGES = 3;

    static Stream<String> workloads() throws NoSuchFieldException {
        return Arrays.stream(ProxyState.class.getField("workload").getAnnotation(Param.class).value());
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void bothSidesSendTheSameBytesEveryExchange(String workload) {
        ProxyState kwire = start(new KwireProxyBenchmark(), workload);
        ProxyState kafka = start(new KafkaProxyBenchmark(), workload);
        try {
            for (int i = 0; i < EXCHANGES; i++) {
                Out kwireOut = exchange(kwire);
                Out kafkaOut = exchange(kafka);
                assertArrayEquals(kafkaOut.toClient, kwireOut.toClient,
                        workload + ": the client's response, exchange " + i);
                assertArrayEquals(withoutCorrelationId(kafkaOut.toBroker), withoutCorrelationId(kwireOut.toBroker),
                        workload + ": the broker's request, exchange " + i);
                assertEquals(kwireOut.bytes, kafkaOut.bytes, "bytes written");
            }
            assertArrayEquals(kafka.counted(), kwire.counted(), "records counted");
        } finally {
            kwire.tearDown();
            kafka.tearDown();
        }
    }

    @Test
    void everyProduceTopicsRecordsAreCounted() {
        ProxyState kwire = start(new KwireProxyBenchmark(), ProxyWorkloads.PRODUCE);
        try {
            exchange(kwire);
            // 100 partitions over 5 topics, a batch of 16 KiB of records of about a KiB each.
            int[] expected = new int[ViewWorkloads.PRODUCE_TOPICS];
            Arrays.fill(expected, 20 * 16);
            assertArrayEquals(expected, kwire.counted());
        } finally {
            kwire.tearDown();
        }
    }

    @Test
    void theFetchResponsesEndpointsAreRewritten() {
        FetchResponseData response = new FetchResponseData(
                new ByteBufferAccessor(body(toClient(ProxyWorkloads.FETCH_LARGE))), ViewWorkloads.FETCH_VERSION);
        assertEquals(ViewWorkloads.NODE_ENDPOINTS, response.nodeEndpoints().size());
        for (FetchResponseData.NodeEndpoint node : response.nodeEndpoints()) {
            assertEquals("proxy.acme.example", node.host());
            assertEquals(19093 + node.nodeId() - 1, node.port());
        }
    }

    @Test
    void theMetadataResponsesBrokersAreRewritten() {
        MetadataResponseData response = new MetadataResponseData(
                new ByteBufferAccessor(body(toClient(ProxyWorkloads.METADATA))), ViewWorkloads.METADATA_VERSION);
        assertEquals(6, response.brokers().size());
        for (MetadataResponseData.MetadataResponseBroker broker : response.brokers()) {
            assertEquals("proxy.acme.example", broker.host());
            assertNotEquals(9092, broker.port());
        }
    }

    /** What kwire's proxy writes toward the client in one exchange of {@code workload}. */
    private static byte[] toClient(String workload) {
        ProxyState kwire = start(new KwireProxyBenchmark(), workload);
        try {
            return exchange(kwire).toClient;
        } finally {
            kwire.tearDown();
        }
    }

    /** What one exchange wrote toward the broker and the client. */
    private record Out(byte[] toBroker, byte[] toClient, long bytes) {
    }

    private static Out exchange(ProxyState state) {
        ByteArrayOutputStream toBroker = new ByteArrayOutputStream();
        ByteArrayOutputStream toClient = new ByteArrayOutputStream();
        long bytes = state.exchange(toBroker, toClient);
        return new Out(toBroker.toByteArray(), toClient.toByteArray(), bytes);
    }

    private static ProxyState start(ProxyState state, String workload) {
        state.workload = workload;
        state.setUp();
        return state;
    }

    /** A request frame with its correlation id zeroed: kwire's proxy sends the broker ids of its own. */
    private static byte[] withoutCorrelationId(byte[] request) {
        byte[] copy = request.clone();
        Arrays.fill(copy, 8, 12, (byte) 0);
        return copy;
    }

    /** The body of a flexible response frame: after its size, correlation id and empty tagged fields. */
    private static ByteBuffer body(byte[] response) {
        return ByteBuffer.wrap(response, 9, response.length - 9);
    }
}
