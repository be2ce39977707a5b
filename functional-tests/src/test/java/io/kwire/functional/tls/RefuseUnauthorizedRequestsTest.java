package io.kwire.functional.tls;

import static io.kwire.functional.tls.TlsTestMessages.TOPIC_AUTHORIZATION_FAILED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponse;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.RefuseUnauthorizedRequests;
import io.kwire.codec.netty.RequestAuthorizer;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ProduceRequest;
import io.kwire.kafka.ProduceResponse;
import io.kwire.testkit.pipeline.FaultLog;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link RefuseUnauthorizedRequests} behind the server's decoders in an {@link EmbeddedChannel}, fed
 * Produce frames in pooled buffers: a refused request's records, retained slices of its frame, are
 * released (the frame's count drops to 0), an allowed one reaches the handler with the channel's
 * principal, and an authorizer that throws or answers the wrong request closes the connection.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RefuseUnauthorizedRequestsTest {
    private static final short VERSION = 9;
    private static final int CORRELATION_ID = 42;

    @Test
    void aRefusedRequestIsAnsweredWithTheRefusalAndItsRecordsReleased() {
        EmbeddedChannel channel = server(request -> {
            KafkaRequest<ProduceRequest, ProduceResponse> produce = request.as(KwireApis.PRODUCE);
            return produce.respond(TlsTestMessages.produced(produce.body(), TOPIC_AUTHORIZATION_FAILED));
        });
        ByteBuf frame = produceFrame();
        channel.writeInbound(frame);
        assertNull(channel.readInbound(), "the handler sees no refused request");
        assertEquals(0, frame.refCnt(), "the refused request's records were released");
        ByteBuf response = channel.readOutbound();
        try {
            response.skipBytes(4);
            assertEquals(CORRELATION_ID, ResponseHeaderCodec.INSTANCE.read(response, (short) 1).correlationId);
            ProduceResponse refused = KwireApis.PRODUCE.response().read(response, VERSION);
            assertEquals(TOPIC_AUTHORIZATION_FAILED, refused.responses.get(0).partitionResponses.get(0).errorCode);
            assertEquals("orders", refused.responses.get(0).name);
        } finally {
            response.release();
        }
        assertTrue(channel.isActive());
        assertFalse(channel.finish());
    }

    @Test
    void anAllowedRequestReachesTheHandlerWithTheChannelsPrincipal() {
        EmbeddedChannel channel = server(request -> null);
        KafkaPrincipal.user("alice").assign(channel);
        ByteBuf frame = produceFrame();
        channel.writeInbound(frame);
        KafkaRequest<ProduceRequest, ProduceResponse> produce = request(channel);
        assertEquals(KafkaPrincipal.user("alice"), produce.principal());
        assertEquals(1, frame.refCnt(), "the allowed request still holds its records");
        KwireApis.PRODUCE.request().releaseBuffers(produce.body());
        assertEquals(0, frame.refCnt());
        assertNull(channel.readOutbound());
        assertFalse(channel.finish());
    }

    @Test
    void anAuthorizerThatThrowsClosesTheConnectionAndLeaksNothing() {
        try (FaultLog log = new FaultLog()) {
            EmbeddedChannel channel = server(request -> {
                throw new IllegalStateException("ACL store unavailable");
            });
            ByteBuf frame = produceFrame();
            channel.writeInbound(frame);
            assertEquals(0, frame.refCnt());
            assertFalse(channel.isActive());
            assertNull(channel.readOutbound());
            assertEquals(List.of(true), log.lines().stream().map(line -> line.contains("the authorizer failed on")
                    && line.contains("ACL store unavailable")).toList(), log.lines().toString());
        }
    }

    @Test
    void aRefusalOfAnotherRequestClosesTheConnection() {
        try (FaultLog log = new FaultLog()) {
            EmbeddedChannel channel = server(request -> new KafkaResponse<>(KwireApis.PRODUCE.response(), VERSION,
                    CORRELATION_ID + 1, new ProduceResponse()));
            ByteBuf frame = produceFrame();
            channel.writeInbound(frame);
            assertEquals(0, frame.refCnt());
            assertFalse(channel.isActive());
            assertNull(channel.readOutbound());
            assertTrue(log.lines().get(0).contains("which does not answer it"), log.lines().toString());
        }
    }

    /** Anonymous requests come with KafkaPrincipal.ANONYMOUS: Kafka's User:ANONYMOUS. */
    @Test
    void withoutAuthenticationTheRequestIsAnonymous() {
        EmbeddedChannel channel = server(request -> null);
        channel.writeInbound(produceFrame());
        KafkaRequest<ProduceRequest, ProduceResponse> produce = request(channel);
        assertEquals(org.apache.kafka.common.security.auth.KafkaPrincipal.ANONYMOUS.toString(),
                produce.principal().toString());
        KwireApis.PRODUCE.request().releaseBuffers(produce.body());
        assertFalse(channel.finish());
    }

    /** The request the channel passed on, as a Produce request. */
    private static KafkaRequest<ProduceRequest, ProduceResponse> request(EmbeddedChannel channel) {
        KafkaRequest<?, ?> request = assertInstanceOf(KafkaRequest.class, channel.readInbound());
        return request.as(KwireApis.PRODUCE);
    }

    private static EmbeddedChannel server(RequestAuthorizer authorizer) {
        return new EmbeddedChannel(new KafkaFrameDecoder(), new KafkaRequestDecoder(TlsTestServer.REGISTRY),
                new KafkaResponseEncoder(), new RefuseUnauthorizedRequests(authorizer));
    }

    /** A Produce v9 frame, size prefix included, in a pooled buffer the leak detector tracks. */
    private static ByteBuf produceFrame() {
        ProduceRequest request = TlsTestMessages.produce("orders", "value");
        try {
            RequestHeader header = new RequestHeader(KwireApis.PRODUCE.apiKey(), VERSION, CORRELATION_ID, "client");
            short headerVersion = KwireApis.PRODUCE.request().headerVersion(VERSION);
            int size = RequestHeaderCodec.INSTANCE.size(header, headerVersion)
                    + KwireApis.PRODUCE.request().size(request, VERSION);
            ByteBuf frame = PooledByteBufAllocator.DEFAULT.buffer(4 + size).writeInt(size);
            RequestHeaderCodec.INSTANCE.write(header, frame, headerVersion);
            KwireApis.PRODUCE.request().write(request, frame, VERSION);
            return frame;
        } finally {
            TlsTestMessages.release(request);
        }
    }
}
