package io.kwire.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.DescribeClusterResponseData;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.FindCoordinatorResponseData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.message.ProduceResponseData;
import org.apache.kafka.common.message.ShareAcknowledgeResponseData;
import org.apache.kafka.common.message.ShareFetchResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every response that carries broker addresses, at every version Kafka 4.4.0 writes it, written by
 * Kafka's own classes with two brokers (and a coordinator not found, node id -1, where the message
 * has one): rewritten, it is byte for byte what Kafka writes with the addresses the proxy gives;
 * with nothing to change, it is the frame as it came; a Fetch response's records stay the frame's
 * memory.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class EndpointRewriterTest {
    private static final BrokerAddresses PROXY = (nodeId, host, port) -> new Endpoint("proxy.example.com",
            19_000 + nodeId);
    private static final String HOST_1 = "broker-1.internal";
    private static final String HOST_2 = "b2";
    private static final Uuid ORDERS_ID = Uuid.fromString("aUaRDbNwQt2XyUGQPnU1tA");

    /** A response at a version, as Kafka writes it with the brokers at {@code host1}, {@code host2}. */
    private interface Response {
        Message at(short version, Function<Integer, Endpoint> brokers);
    }

    private record Case(ApiKeys api, Response response) {
    }

    private static Endpoint cluster(int nodeId) {
        return nodeId == 1 ? new Endpoint(HOST_1, 9092) : new Endpoint(HOST_2, 39_093);
    }

    private static Endpoint proxied(int nodeId) {
        return PROXY.advertised(nodeId, "", 0);
    }

    private static List<Case> cases() {
        return List.of(
                new Case(ApiKeys.METADATA, (version, brokers) -> {
                    MetadataResponseData data = new MetadataResponseData().setControllerId(1);
                    for (int node = 1; node <= 2; node++) {
                        data.brokers().add(new MetadataResponseData.MetadataResponseBroker().setNodeId(node)
                                .setHost(brokers.apply(node).host()).setPort(brokers.apply(node).port()));
                    }
                    data.topics().add(new MetadataResponseData.MetadataResponseTopic().setName("orders")
                            .setTopicId(version >= 10 ? ORDERS_ID : Uuid.ZERO_UUID));
                    return data;
                }),
                new Case(ApiKeys.DESCRIBE_CLUSTER, (version, brokers) -> {
                    DescribeClusterResponseData data = new DescribeClusterResponseData().setClusterId("c");
                    for (int node = 1; node <= 2; node++) {
                        data.brokers().add(new DescribeClusterResponseData.DescribeClusterBroker().setBrokerId(node)
                                .setHost(brokers.apply(node).host()).setPort(brokers.apply(node).port()));
                    }
                    return data;
                }),
                new Case(ApiKeys.FIND_COORDINATOR, (version, brokers) -> {
                    FindCoordinatorResponseData data = new FindCoordinatorResponseData();
                    if (version < 4) {
                        return data.setNodeId(2).setHost(brokers.apply(2).host()).setPort(brokers.apply(2).port());
                    }
                    data.coordinators().add(new FindCoordinatorResponseData.Coordinator().setKey("group-a")
                            .setNodeId(1).setHost(brokers.apply(1).host()).setPort(brokers.apply(1).port()));
                    data.coordinators().add(new FindCoordinatorResponseData.Coordinator().setKey("group-b")
                            .setNodeId(-1).setHost("").setPort(-1).setErrorCode((short) 15));
                    return data;
                }),
                new Case(ApiKeys.PRODUCE, (version, brokers) -> {
                    ProduceResponseData data = new ProduceResponseData();
                    for (int node = 1; node <= 2; node++) {
                        data.nodeEndpoints().add(new ProduceResponseData.NodeEndpoint().setNodeId(node)
                                .setHost(brokers.apply(node).host()).setPort(brokers.apply(node).port()));
                    }
                    return data;
                }),
                new Case(ApiKeys.FETCH, (version, brokers) -> {
                    FetchResponseData data = new FetchResponseData();
                    FetchResponseData.FetchableTopicResponse topic = new FetchResponseData.FetchableTopicResponse()
                            .setTopicId(Uuid.METADATA_TOPIC_ID).setTopic(version >= 13 ? "" : "orders");
                    topic.partitions().add(new FetchResponseData.PartitionData().setPartitionIndex(0)
                            .setRecords(MemoryRecords.readableRecords(ByteBuffer.wrap(records(4096)))));
                    data.responses().add(topic);
                    for (int node = 1; node <= 2; node++) {
                        data.nodeEndpoints().add(new FetchResponseData.NodeEndpoint().setNodeId(node)
                                .setHost(brokers.apply(node).host()).setPort(brokers.apply(node).port()));
                    }
                    return data;
                }),
                new Case(ApiKeys.SHARE_FETCH, (version, brokers) -> {
                    ShareFetchResponseData data = new ShareFetchResponseData();
                    for (int node = 1; node <= 2; node++) {
                        data.nodeEndpoints().add(new ShareFetchResponseData.NodeEndpoint().setNodeId(node)
                                .setHost(brokers.apply(node).host()).setPort(brokers.apply(node).port()));
                    }
                    return data;
                }),
                new Case(ApiKeys.SHARE_ACKNOWLEDGE, (version, brokers) -> {
                    ShareAcknowledgeResponseData data = new ShareAcknowledgeResponseData();
                    for (int node = 1; node <= 2; node++) {
                        data.nodeEndpoints().add(new ShareAcknowledgeResponseData.NodeEndpoint().setNodeId(node)
                                .setHost(brokers.apply(node).host()).setPort(brokers.apply(node).port()));
                    }
                    return data;
                }));
    }

    private static byte[] records(int size) {
        byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++) {
            bytes[i] = (byte) (i * 13 + 5);
        }
        return bytes;
    }

    /** The frame Kafka writes, without its size, as a proxy's client side hands it over. */
    private static KafkaFrame frame(ApiKeys api, short version, Message body) {
        byte[] frame = KafkaFrames.response(api, version, 42, body);
        ByteBuf content = PooledByteBufAllocator.DEFAULT.directBuffer().writeBytes(frame, 4, frame.length - 4);
        return new KafkaFrame(api.id, version, 42, content);
    }

    private static byte[] unsized(byte[] frame) {
        return Arrays.copyOfRange(frame, 4, frame.length);
    }

    @TestFactory
    Stream<DynamicTest> everyAddressIsRewrittenAsKafkaWouldWriteIt() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            for (short version = c.api().oldestVersion(); version <= c.api().latestVersion(); version++) {
                if (!EndpointRewriter.carriesAddresses(c.api().id, version)) {
                    continue;
                }
                short v = version;
                tests.add(dynamicTest(c.api() + " v" + v, () -> {
                    EndpointRewriter rewriter = new EndpointRewriter(PROXY);
                    KafkaFrame rewritten = rewriter.rewrite(frame(c.api(), v, c.response().at(v,
                            EndpointRewriterTest::cluster)), PooledByteBufAllocator.DEFAULT);
                    try {
                        byte[] expected = unsized(KafkaFrames.response(c.api(), v, 42, c.response().at(v,
                                EndpointRewriterTest::proxied)));
                        assertEquals(ByteBufUtil.hexDump(expected), ByteBufUtil.hexDump(rewritten.content()));
                        assertEquals(42, rewritten.correlationId());
                    } finally {
                        rewritten.release();
                    }
                }));
            }
        }
        assertTrue(tests.size() > 20, "versions covered: " + tests.size());
        return tests.stream();
    }

    @Test
    void aResponseWithNothingToChangeIsTheFrameAsItCame() {
        EndpointRewriter rewriter = new EndpointRewriter((nodeId, host, port) -> new Endpoint(host, port));
        KafkaFrame frame = frame(ApiKeys.METADATA, (short) 12, cases().get(0).response().at((short) 12,
                EndpointRewriterTest::cluster));
        KafkaFrame rewritten = rewriter.rewrite(frame, PooledByteBufAllocator.DEFAULT);
        try {
            assertSame(frame, rewritten);
        } finally {
            rewritten.release();
        }
    }

    /** A Fetch response's records are not copied: a byte changed in the frame shows through the new one. */
    @Test
    void aFetchResponsesRecordsStayTheFramesMemory() {
        EndpointRewriter rewriter = new EndpointRewriter(PROXY);
        short version = 17;
        Message fetch = cases().get(4).response().at(version, EndpointRewriterTest::cluster);
        KafkaFrame frame = frame(ApiKeys.FETCH, version, fetch);
        ByteBuf original = frame.content().retain();
        byte[] bytes = ByteBufUtil.getBytes(original);
        int recordsAt = indexOf(bytes, records(4096));
        assertFalse(recordsAt < 0, "the records are in the frame");
        KafkaFrame rewritten = rewriter.rewrite(frame, PooledByteBufAllocator.DEFAULT);
        try {
            byte[] after = ByteBufUtil.getBytes(rewritten.content());
            int recordsAfter = indexOf(after, records(4096));
            original.setByte(original.readerIndex() + recordsAt + 100, 0x7f);
            assertEquals(0x7f, rewritten.content().getByte(rewritten.content().readerIndex() + recordsAfter + 100));
        } finally {
            original.release();
            rewritten.release();
        }
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void eachBrokerGetsAPortOfItsOwnAndKeepsIt() {
        List<PortPerBroker.Broker> bound = new ArrayList<>();
        PortPerBroker ports = new PortPerBroker("proxy.local", 9100, 9101, bound::add);
        assertEquals(new Endpoint("proxy.local", 9100), ports.advertised(7, "b7", 9092));
        assertEquals(new Endpoint("proxy.local", 9101), ports.advertised(3, "b3", 9092));
        assertEquals(new Endpoint("proxy.local", 9100), ports.advertised(7, "b7-moved", 9093));
        assertEquals(new Endpoint("b7-moved", 9093), ports.upstream(9100).address(), "the latest address");
        assertEquals(List.of(7, 3), bound.stream().map(PortPerBroker.Broker::nodeId).toList());
        IllegalStateException full = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> ports.advertised(9, "b9", 9092));
        assertTrue(full.getMessage().contains("9100..9101"), full.getMessage());
    }
}
