package io.kwire.functional.pipeline;

import static io.kwire.functional.pipeline.Pipelines.REGISTRY;
import static io.kwire.testkit.oracle.KafkaFrames.buffer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.KafkaServerHooks;
import io.kwire.codec.netty.RequestForm;
import io.kwire.codec.netty.RequestForms;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataResponse;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link KafkaServerHooks} hear of each response in the order it leaves, under the API and version of the request
 * it answers and with the size of the frame written, whoever answered it (the handler, out of order, or the
 * decoder) and wherever the encoder sits: behind the request decoder, which then sees frames, or in front of it
 * (a proxy's pipeline), which then sees responses not yet encoded. A request passed on as a frame is reported
 * too; a connection without hooks reports nothing and holds no state for them.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ServerHooksReportTest {
    private static final short METADATA_V12 = 12;
    private static final short NOT_OFFERED = 99;

    /** A report of a request read or a response written: API key, version, bytes, nanoseconds. */
    private record Report(short apiKey, short apiVersion, int bytes, long nanos) {
    }

    private final List<Report> read = new ArrayList<>();
    private final List<Report> written = new ArrayList<>();
    private final KafkaServerHooks hooks = new KafkaServerHooks() {
        @Override
        public void requestRead(Channel channel, short apiKey, short apiVersion, int bytes, long decodeNanos) {
            read.add(new Report(apiKey, apiVersion, bytes, decodeNanos));
        }

        @Override
        public void responseWritten(Channel channel, short apiKey, short apiVersion, int bytes, long serverNanos) {
            written.add(new Report(apiKey, apiVersion, bytes, serverNanos));
        }
    };

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void eachResponseIsReportedInTurnWithItsRequestsApiAndItsFramesSize(boolean encoderInFront) {
        EmbeddedChannel channel = new EmbeddedChannel();
        KafkaServerHooks.install(channel.pipeline(), hooks);
        ChannelHandler decoder = new KafkaRequestDecoder(REGISTRY);
        if (encoderInFront) {
            channel.pipeline().addLast(new KafkaFrameDecoder(), new KafkaResponseEncoder(), decoder);
        } else {
            channel.pipeline().addLast(new KafkaFrameDecoder(), decoder, new KafkaResponseEncoder());
        }
        byte[] first = metadata(1);
        byte[] second = apiVersionsNotOffered(2);
        byte[] third = metadata(3);
        channel.writeInbound(buffer(first, second, third));
        KafkaRequest<?, ?> one = channel.readInbound();
        KafkaRequest<?, ?> three = channel.readInbound();
        assertEquals(List.of(first.length, second.length, third.length), read.stream().map(Report::bytes).toList());
        assertEquals(List.of(key(ApiKeys.METADATA), key(ApiKeys.API_VERSIONS), key(ApiKeys.METADATA)),
                read.stream().map(Report::apiKey).toList());

        channel.writeOutbound(three.as(KwireApis.METADATA).respond(new MetadataResponse()));
        assertEquals(List.of(), written, "the response to request 3 waits, unreported, for those before it");
        channel.writeOutbound(one.as(KwireApis.METADATA).respond(new MetadataResponse()));

        List<Integer> sizes = new ArrayList<>();
        for (ByteBuf frame = channel.readOutbound(); frame != null; frame = channel.readOutbound()) {
            sizes.add(frame.readableBytes());
            frame.release();
        }
        assertEquals(3, sizes.size());
        assertEquals(sizes, written.stream().map(Report::bytes).toList(), "each frame's size, as written");
        assertEquals(List.of(key(ApiKeys.METADATA), key(ApiKeys.API_VERSIONS), key(ApiKeys.METADATA)),
                written.stream().map(Report::apiKey).toList());
        assertEquals(List.of(METADATA_V12, NOT_OFFERED, METADATA_V12), written.stream().map(Report::apiVersion)
                .toList());
        for (int i = 0; i < 3; i++) {
            assertTrue(written.get(i).nanos() >= read.get(i).nanos(), "the time in the server includes decoding: "
                    + written.get(i) + ", " + read.get(i));
        }
        assertFalse(channel.finish());
    }

    @Test
    void aRequestPassedOnAsAFrameIsReportedAndSoIsTheFrameWrittenBack() {
        EmbeddedChannel channel = new EmbeddedChannel();
        KafkaServerHooks.install(channel.pipeline(), hooks);
        channel.pipeline().addLast(new KafkaFrameDecoder(), new KafkaResponseEncoder(),
                new KafkaRequestDecoder(REGISTRY, RequestForms.otherwise(RequestForm.FRAME)));
        byte[] request = metadata(7);
        channel.writeInbound(buffer(request));
        KafkaFrame frame = channel.readInbound();
        int frameBytes = frame.content().readableBytes();
        channel.writeOutbound(frame);
        ByteBuf out = channel.readOutbound();
        assertEquals(List.of(new Report(key(ApiKeys.METADATA), METADATA_V12, request.length, read.get(0).nanos())),
                read);
        assertEquals(4 + frameBytes, out.readableBytes());
        assertEquals(1, written.size());
        assertEquals(out.readableBytes(), written.get(0).bytes());
        out.release();
        assertFalse(channel.finish());
    }

    @Test
    void installingNoHooksInstallsNothing() {
        EmbeddedChannel channel = new EmbeddedChannel();
        KafkaServerHooks.install(channel.pipeline(), KafkaServerHooks.NONE);
        KafkaServerHooks.install(channel.pipeline(), hooks);
        channel.pipeline().addLast(new KafkaFrameDecoder(), new KafkaRequestDecoder(REGISTRY),
                new KafkaResponseEncoder());
        channel.writeInbound(buffer(metadata(1)));
        KafkaRequest<?, ?> request = channel.readInbound();
        channel.writeOutbound(request.as(KwireApis.METADATA).respond(new MetadataResponse()));
        ByteBuf out = channel.readOutbound();
        out.release();
        assertEquals(1, read.size(), "the hooks installed after NONE are the connection's");
        assertEquals(1, written.size());
        assertFalse(channel.finish());
    }

    private static short key(ApiKeys api) {
        return api.id;
    }

    private static byte[] metadata(int correlationId) {
        return KafkaFrames.request(ApiKeys.METADATA, METADATA_V12, correlationId, new MetadataRequestData());
    }

    /** A header asking ApiVersions at a version no registry offers, and no body: the decoder answers it. */
    private static byte[] apiVersionsNotOffered(int correlationId) {
        return KafkaFrames.frame(KafkaFrames.requestHeader(ApiKeys.API_VERSIONS, NOT_OFFERED, correlationId),
                new byte[0]);
    }
}
