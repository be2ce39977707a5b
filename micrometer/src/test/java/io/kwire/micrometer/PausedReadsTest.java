package io.kwire.micrometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ApiVersionsResponses;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.KafkaServerHooks;
import io.kwire.codec.netty.PauseReadsWhileUnwritable;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsRequestCodec;
import io.kwire.kafka.ApiVersionsResponseCodec;
import io.kwire.kafka.KwireApis;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Paused reads as {@link MicrometerServerHooks} count them, on the codec's pipeline in an {@link EmbeddedChannel}
 * whose handler answers without flushing: the responses wait in the outbound buffer, as for a client that does
 * not read them, until the test flushes, as the socket drains when it does.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class PausedReadsTest {
    private static final short VERSION = 3;
    /** Each ApiVersions response of a broker's listener is several hundred bytes: ten pass the high mark. */
    private static final int PIPELINED = 10;

    private final MeterRegistry meters = new SimpleMeterRegistry();

    @Test
    void aPauseIsOnTheGaugeWhileItLastsAndTimedWhenReadsResume() {
        EmbeddedChannel channel = channel();
        channel.writeInbound(requests(channel));
        assertFalse(channel.config().isAutoRead(), "the server stopped reading");
        assertEquals(1, paused());
        assertEquals(0, pauses().count(), "a pause is timed when it ends");

        while (!channel.config().isAutoRead()) {
            channel.flush();
            releaseOutbound(channel);
        }
        assertEquals(0, paused());
        assertEquals(1, pauses().count());
        assertTrue(pauses().totalTime(TimeUnit.NANOSECONDS) > 0);
        assertEquals(PIPELINED, meters.get("kwire.request.duration").tag("api", "ApiVersions").timer().count(),
                "every request answered");
        assertFalse(channel.finishAndReleaseAll());
    }

    @Test
    void aConnectionClosedWhilePausedEndsItsPause() {
        EmbeddedChannel channel = channel();
        channel.writeInbound(requests(channel));
        assertEquals(1, paused());
        channel.close();
        assertEquals(0, paused());
        assertEquals(1, pauses().count());
        assertEquals(1, meters.get("kwire.connections.closed").counter().count());
        channel.finishAndReleaseAll();
    }

    private EmbeddedChannel channel() {
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.config().setWriteBufferWaterMark(new WriteBufferWaterMark(2000, 4000));
        KafkaServerHooks.install(channel.pipeline(), new MicrometerServerHooks(meters, TestServer.APIS));
        channel.pipeline().addLast(new KafkaFrameDecoder(), new KafkaRequestDecoder(TestServer.APIS),
                new KafkaResponseEncoder(), new PauseReadsWhileUnwritable(), new AnswerWithoutFlushing());
        return channel;
    }

    /** One read's worth of pipelined ApiVersions requests, as their client writes them. */
    private static ByteBuf requests(EmbeddedChannel channel) {
        ApiVersionsRequest request = new ApiVersionsRequest();
        short headerVersion = ApiVersionsRequestCodec.INSTANCE.headerVersion(VERSION);
        ByteBuf frames = channel.alloc().buffer();
        for (int id = 0; id < PIPELINED; id++) {
            RequestHeader header = new RequestHeader(KwireApis.API_VERSIONS.apiKey(), VERSION, id, "test");
            frames.writeInt(RequestHeaderCodec.INSTANCE.size(header, headerVersion)
                    + ApiVersionsRequestCodec.INSTANCE.size(request, VERSION));
            RequestHeaderCodec.INSTANCE.write(header, frames, headerVersion);
            ApiVersionsRequestCodec.INSTANCE.write(request, frames, VERSION);
        }
        return frames;
    }

    private static void releaseOutbound(EmbeddedChannel channel) {
        for (Object written = channel.readOutbound(); written != null; written = channel.readOutbound()) {
            ((ByteBuf) written).release();
        }
    }

    private double paused() {
        return meters.get("kwire.connections.paused").gauge().value();
    }

    private Timer pauses() {
        return meters.get("kwire.read.pauses").timer();
    }

    /** Answers each ApiVersions request with the broker listener's offer, written and not flushed. */
    private static final class AnswerWithoutFlushing extends ChannelInboundHandlerAdapter {
        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            KafkaRequest<?, ?> request = (KafkaRequest<?, ?>) msg;
            ctx.write(request.as(KwireApis.API_VERSIONS).respond(ApiVersionsResponses.build(TestServer.APIS,
                    ApiVersionsResponseCodec.INSTANCE, request.apiVersion())));
        }
    }
}
