package io.kwire.functional.pipeline;

import io.kwire.testkit.pipeline.FaultLog;
import io.kwire.testkit.oracle.KafkaFrames;
import static io.kwire.testkit.oracle.KafkaFrames.buffer;
import static io.kwire.functional.pipeline.Pipelines.API_VERSIONS;
import static io.kwire.functional.pipeline.Pipelines.REGISTRY;
import static io.kwire.functional.pipeline.Pipelines.server;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.RequestFilter;
import io.kwire.kafka.CreatePartitionsRequest;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ApiVersionsRequest;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.message.DescribeClientQuotasRequestData;
import org.apache.kafka.common.message.ListGroupsRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.ApiMessage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The server pipeline's inbound half (frame decoder, then request decoder) on requests written by
 * Kafka's own classes: every version of each API becomes the right typed {@link KafkaRequest},
 * however the bytes arrive; every broken request closes the connection with one log line, passes
 * nothing on and leaks nothing.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ServerRequestDecodingTest {
    private static final String FAULT =
            "WARN io.kwire.codec.netty.ConnectionFaults - closing Kafka connection embedded: ";

    /** Every version of every API: the right API, header and body, which kwire writes back as Kafka's bytes. */
    @Test
    void everyVersionOfEachApiIsDecodedToItsTypedRequest() {
        int correlationId = 1000;
        for (ApiKeys api : KafkaMessages.APIS) {
            for (short version = REGISTRY.versions(api.id).lowestVersion();
                    version <= REGISTRY.versions(api.id).highestVersion(); version++) {
                String what = api + " v" + version;
                ApiMessage body = KafkaMessages.request(api, version);
                EmbeddedChannel channel = server(REGISTRY);
                ByteBuf in = buffer(KafkaFrames.request(api, version, ++correlationId, body));
                channel.writeInbound(in);
                KafkaRequest<?, ?> request = channel.readInbound();
                assertSame(REGISTRY.api(api.id), request.api(), what);
                assertEquals(api.id, request.apiKey(), what);
                assertEquals(version, request.apiVersion(), what);
                assertEquals(correlationId, request.correlationId(), what);
                assertEquals(KafkaFrames.CLIENT_ID, request.header().clientId, what);
                assertArrayEquals(KafkaFrames.bytes(body, version), kwireBytes(request), what);
                assertNull(channel.readInbound(), what);
                assertTrue(channel.isOpen(), what);
                assertFalse(channel.finish(), what);
                assertEquals(0, in.refCnt(), what);
            }
        }
    }

    @Test
    void createTopicsRequestIsTypedWithItsFields() {
        KafkaRequest<?, ?> request = decodeOne(ApiKeys.CREATE_TOPICS, (short) 7);
        CreateTopicsRequest body = request.as(KwireApis.CREATE_TOPICS).body();
        assertEquals(List.of("orders", "tópico-ñ"), body.topics.stream().map(topic -> topic.name).toList());
        assertEquals(3, body.topics.get(0).numPartitions);
        assertNull(body.topics.get(0).configs.get(1).value);
        assertArrayEquals(new int[] {1, 2}, body.topics.get(1).assignments.get(0).brokerIds);
        assertEquals(30_000, body.timeoutMs);
        assertTrue(body.validateOnly);
    }

    @Test
    void deleteTopicsRequestsAreTypedWithTheirFieldsByNameAndById() {
        DeleteTopicsRequest byName = decodeOne(ApiKeys.DELETE_TOPICS, (short) 5).as(KwireApis.DELETE_TOPICS).body();
        assertEquals(List.of("orders", "tópico-ñ"), byName.topicNames);
        DeleteTopicsRequest byId = decodeOne(ApiKeys.DELETE_TOPICS, (short) 6).as(KwireApis.DELETE_TOPICS).body();
        assertEquals("orders", byId.topics.get(0).name);
        assertNull(byId.topics.get(1).name);
        assertEquals(new UUID(3, 4), byId.topics.get(1).topicId);
        assertEquals(15_000, byId.timeoutMs);
    }

    @Test
    void createPartitionsAndApiVersionsRequestsAreTypedWithTheirFields() {
        CreatePartitionsRequest partitions = decodeOne(ApiKeys.CREATE_PARTITIONS, (short) 3)
                .as(KwireApis.CREATE_PARTITIONS).body();
        assertEquals(5, partitions.topics.get(0).count);
        assertArrayEquals(new int[] {2, 3}, partitions.topics.get(0).assignments.get(1).brokerIds);
        assertNull(partitions.topics.get(1).assignments);
        ApiVersionsRequest versions = decodeOne(ApiKeys.API_VERSIONS, (short) 5).as(API_VERSIONS).body();
        assertEquals("apache-kafka-java", versions.clientSoftwareName);
        assertEquals("kwire-cluster", versions.clusterId);
        assertEquals(1, versions.nodeId);
    }

    @Test
    void framesSplitAtEveryByteBoundaryAreDecodedWhole() {
        byte[] stream = concat(
                KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 7, 1, KafkaMessages.createTopicsRequest()),
                KafkaFrames.request(ApiKeys.DELETE_TOPICS, (short) 6, 2, KafkaMessages.deleteTopicsRequest((short) 6)),
                KafkaFrames.request(ApiKeys.API_VERSIONS, (short) 3, 3, KafkaMessages.apiVersionsRequest()));
        for (int split = 0; split <= stream.length; split++) {
            EmbeddedChannel channel = server(REGISTRY);
            ByteBuf head = buffer(Arrays.copyOfRange(stream, 0, split));
            ByteBuf tail = buffer(Arrays.copyOfRange(stream, split, stream.length));
            channel.writeInbound(head);
            channel.writeInbound(tail);
            assertEquals(List.of("19 v7 #1", "20 v6 #2", "18 v3 #3"), describe(channel), "split at byte " + split);
            assertTrue(channel.isOpen());
            assertFalse(channel.finish());
            assertEquals(0, head.refCnt());
            assertEquals(0, tail.refCnt());
        }
    }

    @Test
    void framesArrivingOneByteAtATimeAreDecodedWhole() {
        byte[] stream = concat(
                KafkaFrames.request(ApiKeys.CREATE_PARTITIONS, (short) 0, 1, KafkaMessages.createPartitionsRequest()),
                KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 2, 2, KafkaMessages.createTopicsRequest()));
        EmbeddedChannel channel = server(REGISTRY);
        List<String> decoded = new ArrayList<>();
        for (byte b : stream) {
            channel.writeInbound(buffer(new byte[] {b}));
            decoded.addAll(describe(channel));
        }
        assertEquals(List.of("37 v0 #1", "19 v2 #2"), decoded);
        assertFalse(channel.finish());
    }

    @Test
    void manyFramesInOneReadAreDecodedInOrder() {
        List<byte[]> frames = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (int id = 0; id < 200; id++) {
            ApiKeys api = KafkaMessages.APIS.get(id % KafkaMessages.APIS.size());
            short lowest = REGISTRY.versions(api.id).lowestVersion();
            short version = (short) (lowest + id % (REGISTRY.versions(api.id).highestVersion() - lowest + 1));
            frames.add(KafkaFrames.request(api, version, id, KafkaMessages.request(api, version)));
            expected.add(api.id + " v" + version + " #" + id);
        }
        EmbeddedChannel channel = server(REGISTRY);
        ByteBuf in = buffer(frames.toArray(new byte[0][]));
        channel.writeInbound(in);
        assertEquals(expected, describe(channel));
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    @Test
    void oversizedFrameClosesAsSoonAsItsSizeArrives() {
        byte[] frame = KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 7, 1, KafkaMessages.createTopicsRequest());
        int limit = frame.length - 5;
        EmbeddedChannel channel = server(new KafkaFrameDecoder(limit), REGISTRY, RequestFilter.ALL);
        try (FaultLog log = new FaultLog()) {
            ByteBuf size = buffer(Arrays.copyOfRange(frame, 0, 4));
            channel.writeInbound(size);
            assertFalse(channel.isOpen());
            assertEquals(List.of(FAULT + "frame size " + (frame.length - 4) + " is over the limit of " + limit
                    + " bytes"), log.lines());
            assertEquals(0, size.refCnt());
        }
        assertNull(channel.readInbound());
        assertFalse(channel.finish());
    }

    /** A body whose topic count claims more topics than the frame holds; a good frame after it is dropped too. */
    @Test
    void malformedBodyClosesWithOneLogLineAndPassesNothingOn() {
        byte[] body = KafkaFrames.bytes(KafkaMessages.createTopicsRequest(), (short) 7);
        body[0] = 0x7f;
        byte[] header = KafkaFrames.requestHeader(ApiKeys.CREATE_TOPICS, (short) 7, 5);
        byte[] next = KafkaFrames.request(ApiKeys.DELETE_TOPICS, (short) 6, 6,
                KafkaMessages.deleteTopicsRequest((short) 6));
        EmbeddedChannel channel = server(REGISTRY);
        ByteBuf in = buffer(KafkaFrames.frame(header, body), next);
        try (FaultLog log = new FaultLog()) {
            channel.writeInbound(in);
            assertEquals(1, log.lines().size(), log.lines().toString());
            assertTrue(log.lines().get(0).startsWith(FAULT + "malformed API 19 request v7 (correlation id 5): "),
                    log.lines().get(0));
        }
        assertFalse(channel.isOpen());
        assertNull(channel.readInbound());
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    @Test
    void bytesLeftOverAfterABodyCloseTheConnection() {
        byte[] header = KafkaFrames.requestHeader(ApiKeys.CREATE_TOPICS, (short) 7, 6);
        byte[] body = KafkaFrames.bytes(KafkaMessages.createTopicsRequest(), (short) 7);
        EmbeddedChannel channel = server(REGISTRY);
        ByteBuf in = buffer(KafkaFrames.frame(header, concat(body, new byte[] {1, 2, 3})));
        try (FaultLog log = new FaultLog()) {
            channel.writeInbound(in);
            assertEquals(List.of(FAULT + "malformed API 19 request v7 (correlation id 6): CreateTopicsRequest at"
                    + " offset " + body.length + ": 3 bytes left over after the request"), log.lines());
        }
        assertFalse(channel.isOpen());
        assertNull(channel.readInbound());
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    @Test
    void unknownApiKeyClosesTheConnection() {
        assertClosesWith(REGISTRY, KafkaFrames.request(ApiKeys.LIST_GROUPS, (short) 4, 9, new ListGroupsRequestData()),
                "request with unknown API key 16 (correlation id 9)");
    }

    /** DescribeClientQuotas has only its response in the registry: its requests cannot be decoded. */
    @Test
    void apiWithoutARequestCodecIsAnUnknownApiKey() {
        assertClosesWith(REGISTRY, KafkaFrames.request(ApiKeys.DESCRIBE_CLIENT_QUOTAS, (short) 1, 4,
                new DescribeClientQuotasRequestData()), "request with unknown API key 48 (correlation id 4)");
    }

    @Test
    void unsupportedVersionOfCreateTopicsClosesTheConnection() {
        byte[] v8 = KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 7, 4, KafkaMessages.createTopicsRequest());
        ByteBuffer.wrap(v8).putShort(6, (short) 8);
        assertClosesWith(REGISTRY, v8, "API 19 request v8 (correlation id 4): this server offers v2-7");
        ApiRegistry older = REGISTRY.withVersions(ApiKeys.CREATE_TOPICS.id, (short) 2, (short) 4);
        assertClosesWith(older, KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 5, 8,
                KafkaMessages.createTopicsRequest()), "API 19 request v5 (correlation id 8): this server offers v2-4");
        ApiRegistry wider = REGISTRY.withVersions(ApiKeys.CREATE_TOPICS.id, (short) 0, (short) 7);
        byte[] v1 = KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 2, 9, KafkaMessages.createTopicsRequest());
        ByteBuffer.wrap(v1).putShort(6, (short) 1);
        assertClosesWith(wider, v1, "API 19 request v1 (correlation id 9): this server offers v0-7 and reads v2-7");
    }

    @Test
    void frameTooShortForARequestHeaderClosesTheConnection() {
        assertClosesWith(REGISTRY, new byte[] {0, 0, 0, 3, 0, 19, 0}, "a frame of 3 bytes is too short for a request"
                + " header");
    }

    /**
     * KIP-511: an ApiVersions request newer (or older) than the server offers is answered with
     * UNSUPPORTED_VERSION in the version 0 layout, listing the ApiVersions versions offered; the
     * connection stays open for the client's retry at one of them.
     */
    @Test
    void apiVersionsRequestOfAnUnofferedVersionGetsTheVersionZeroAnswerAndTheConnectionStaysOpen() {
        ApiRegistry older = REGISTRY.withVersions(ApiKeys.API_VERSIONS.id, (short) 1, (short) 2);
        EmbeddedChannel channel = server(older);
        try (FaultLog log = new FaultLog()) {
            for (short version : new short[] {3, 0}) {
                ByteBuf in = buffer(KafkaFrames.request(ApiKeys.API_VERSIONS, version, 11 + version,
                        KafkaMessages.apiVersionsRequest()));
                channel.writeInbound(in);
                assertNull(channel.readInbound(), "nothing for the handler");
                ByteBuf answer = channel.readOutbound();
                KafkaFrames.ParsedResponse parsed = KafkaFrames.parseResponse(answer, ApiKeys.API_VERSIONS, (short) 0);
                answer.release();
                assertEquals(11 + version, parsed.header().correlationId());
                ApiVersionsResponseData data = (ApiVersionsResponseData) parsed.body();
                assertEquals(35, data.errorCode());
                assertEquals(List.of("18 1-2"), data.apiKeys().stream()
                        .map(api -> api.apiKey() + " " + api.minVersion() + "-" + api.maxVersion()).toList());
                assertEquals(0, in.refCnt());
            }
            assertEquals(List.of(), log.lines());
        }
        assertTrue(channel.isOpen());
        channel.writeInbound(buffer(KafkaFrames.request(ApiKeys.API_VERSIONS, (short) 2, 13,
                KafkaMessages.apiVersionsRequest())));
        assertEquals(List.of("18 v2 #13"), describe(channel));
        assertFalse(channel.finish());
    }

    private static void assertClosesWith(ApiRegistry registry, byte[] frame, String problem) {
        EmbeddedChannel channel = server(registry);
        ByteBuf in = buffer(frame);
        try (FaultLog log = new FaultLog()) {
            channel.writeInbound(in);
            assertEquals(List.of(FAULT + problem), log.lines());
        }
        assertFalse(channel.isOpen());
        assertNull(channel.readInbound());
        assertNull(channel.readOutbound());
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    /** The one request a Kafka request frame of {@code api} at {@code version} decodes to. */
    private static KafkaRequest<?, ?> decodeOne(ApiKeys api, short version) {
        EmbeddedChannel channel = server(REGISTRY);
        channel.writeInbound(buffer(KafkaFrames.request(api, version, 1, KafkaMessages.request(api, version))));
        KafkaRequest<?, ?> request = channel.readInbound();
        assertFalse(channel.finish());
        return request;
    }

    /** Each request the channel passed on, as {@code apiKey vVersion #correlationId}. */
    private static List<String> describe(EmbeddedChannel channel) {
        List<String> requests = new ArrayList<>();
        for (KafkaRequest<?, ?> request = channel.readInbound(); request != null; request = channel.readInbound()) {
            requests.add(request.apiKey() + " v" + request.apiVersion() + " #" + request.correlationId());
        }
        return requests;
    }

    /** The body of {@code request} as kwire writes it at the request's version. */
    private static <Q> byte[] kwireBytes(KafkaRequest<Q, ?> request) {
        ApiMessageCodec<Q> codec = request.api().request();
        ByteBuf out = Unpooled.buffer();
        try {
            codec.write(request.body(), out, request.apiVersion());
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    private static byte[] concat(byte[]... parts) {
        ByteBuffer all = ByteBuffer.allocate(Arrays.stream(parts).mapToInt(part -> part.length).sum());
        Arrays.stream(parts).forEach(all::put);
        return all.array();
    }
}
