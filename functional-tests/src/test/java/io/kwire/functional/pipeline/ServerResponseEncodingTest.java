package io.kwire.functional.pipeline;

import io.kwire.functional.support.SampleApis;
import io.kwire.testkit.pipeline.FaultLog;
import io.kwire.testkit.oracle.KafkaFrames;
import static io.kwire.testkit.oracle.KafkaFrames.buffer;
import static io.kwire.functional.pipeline.Pipelines.REGISTRY;
import static io.kwire.functional.pipeline.Pipelines.server;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaResponse;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.testkit.oracle.KafkaFrames.ParsedResponse;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import io.netty.channel.ChannelFuture;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.List;
import org.apache.kafka.common.message.CreateTopicsResponseData;
import org.apache.kafka.common.message.SyncGroupRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The server pipeline's outbound half, {@code KafkaResponseEncoder}: each response is one buffer
 * from the channel's allocator, of exactly the frame's size, that Kafka's own {@code ResponseHeader}
 * and response classes read at every version; a response its codec refuses fails its write and
 * closes the connection.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ServerResponseEncodingTest {
    private static final String FAULT =
            "WARN io.kwire.codec.netty.ConnectionFaults - closing Kafka connection embedded: ";

    /**
     * Kafka's response bytes, read by kwire's codec, written by the encoder, read back by Kafka:
     * the same body, behind the header version Kafka's rule gives (ApiVersions: always 0).
     */
    @Test
    void responsesAtEveryVersionAreOneExactlySizedBufferThatKafkaReads() {
        int correlationId = 500;
        for (ApiKeys api : KafkaMessages.APIS) {
            for (short version = REGISTRY.versions(api.id).lowestVersion();
                    version <= REGISTRY.versions(api.id).highestVersion(); version++) {
                String what = api + " v" + version;
                byte[] body = KafkaFrames.bytes(KafkaMessages.response(api, 100 + version), version);
                EmbeddedChannel channel = server(REGISTRY);
                UnpooledByteBufAllocator allocator = new UnpooledByteBufAllocator(true);
                channel.config().setAllocator(allocator);
                assertTrue(channel.writeOutbound(kwireResponse(REGISTRY.api(api.id).response(), version,
                        ++correlationId, body)), what);
                ByteBuf frame = channel.readOutbound();
                assertNull(channel.readOutbound(), what + ": one buffer per response");
                assertSame(allocator, frame.alloc(), what + ": from the channel's allocator");
                assertEquals(frame.capacity(), frame.readableBytes(), what + ": a buffer of exactly the frame's size");
                ParsedResponse parsed = KafkaFrames.parseResponse(frame, api, version);
                frame.release();
                assertEquals(correlationId, parsed.header().correlationId(), what);
                assertArrayEquals(body, parsed.bodyBytes(), what);
                assertFalse(channel.finish(), what);
            }
        }
    }

    /** A handler answers a decoded request with {@code respond}: the request's version and correlation id. */
    @Test
    void respondAnswersAtTheRequestsVersionWithItsCorrelationId() {
        EmbeddedChannel channel = server(REGISTRY);
        channel.writeInbound(buffer(KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 6, 77,
                KafkaMessages.createTopicsRequest())));
        KafkaRequest<CreateTopicsRequest, CreateTopicsResponse> request =
                channel.<KafkaRequest<?, ?>>readInbound().as(KwireApis.CREATE_TOPICS);
        CreateTopicsResponse response = new CreateTopicsResponse();
        response.throttleTimeMs = 250;
        for (CreateTopicsRequest.CreatableTopic topic : request.body().topics) {
            CreateTopicsResponse.CreatableTopicResult result = new CreateTopicsResponse.CreatableTopicResult();
            result.name = topic.name;
            result.numPartitions = topic.numPartitions;
            response.topics.add(result);
        }
        channel.writeOutbound(request.respond(response));
        ByteBuf frame = channel.readOutbound();
        ParsedResponse parsed = KafkaFrames.parseResponse(frame, ApiKeys.CREATE_TOPICS, (short) 6);
        frame.release();
        assertEquals(77, parsed.header().correlationId());
        CreateTopicsResponseData data = (CreateTopicsResponseData) parsed.body();
        assertEquals(250, data.throttleTimeMs());
        assertEquals(List.of("orders", "tópico-ñ"), data.topics().stream()
                .map(CreateTopicsResponseData.CreatableTopicResult::name).toList());
        assertEquals(3, data.topics().find("orders").numPartitions());
        assertFalse(channel.finish());
    }

    @Test
    void requestIsTypedOnlyAsItsOwnApiAndAnsweredOnlyWithAResponseCodec() {
        EmbeddedChannel channel = server(REGISTRY);
        channel.writeInbound(buffer(KafkaFrames.request(ApiKeys.SYNC_GROUP, (short) 5, 3,
                new SyncGroupRequestData().setGroupId("g").setProtocolType("consumer").setProtocolName("range"))));
        KafkaRequest<?, ?> request = channel.readInbound();
        IllegalArgumentException wrongApi = assertThrows(IllegalArgumentException.class,
                () -> request.as(KwireApis.CREATE_TOPICS));
        assertTrue(wrongApi.getMessage().startsWith("request KafkaRequest(api 14 v5, correlation id 3, client "
                + KafkaFrames.CLIENT_ID + ", User:ANONYMOUS) was decoded with "), wrongApi.getMessage());
        IllegalStateException noResponse = assertThrows(IllegalStateException.class,
                () -> request.as(SampleApis.SYNC_GROUP_REQUEST_ONLY).respond(null));
        assertEquals("API 14 has no response codec in the registry", noResponse.getMessage());
        assertFalse(channel.finish());
    }

    /** A topic name is never null on the wire: the write fails, nothing is written, the connection closes. */
    @Test
    void responseTheCodecRefusesFailsItsWriteAndClosesTheConnection() {
        EmbeddedChannel channel = server(REGISTRY);
        CreateTopicsResponse response = new CreateTopicsResponse();
        CreateTopicsResponse.CreatableTopicResult result = new CreateTopicsResponse.CreatableTopicResult();
        result.name = null;
        response.topics.add(result);
        ChannelFuture written;
        try (FaultLog log = new FaultLog()) {
            written = channel.writeOneOutbound(new KafkaResponse<>(KwireApis.CREATE_TOPICS.response(), (short) 7, 3,
                    response));
            assertEquals(1, log.lines().size(), log.lines().toString());
            assertTrue(log.lines().get(0).startsWith(FAULT + "cannot write KafkaResponse(api 19 v7, correlation id 3):"
                    + " "), log.lines().get(0));
        }
        assertTrue(written.isDone());
        assertInstanceOf(UnsupportedVersionException.class, written.cause());
        assertFalse(channel.isOpen());
        assertNull(channel.readOutbound());
        assertFalse(channel.finish());
    }

    /** The response kwire reads from Kafka's {@code body} bytes, to be written at {@code version}. */
    private static <R> KafkaResponse<R> kwireResponse(ApiMessageCodec<R> codec, short version, int correlationId,
            byte[] body) {
        ByteBuf in = Unpooled.wrappedBuffer(body);
        try {
            return new KafkaResponse<>(codec, version, correlationId, codec.read(in, version));
        } finally {
            in.release();
        }
    }
}
