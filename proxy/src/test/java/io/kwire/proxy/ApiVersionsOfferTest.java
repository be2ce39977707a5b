package io.kwire.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ListenerApis;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** A broker's ApiVersions answer narrowed to what a proxy offers. */
@ExtendWith(FailOnByteBufLeaks.class)
class ApiVersionsOfferTest {
    private static final short VERSION = 3;
    private static final int CORRELATION_ID = 77;
    private static ApiVersionsResponse.ApiVersion api(int key, int min, int max) {
        ApiVersionsResponse.ApiVersion api = new ApiVersionsResponse.ApiVersion();
        api.apiKey = (short) key;
        api.minVersion = (short) min;
        api.maxVersion = (short) max;
        return api;
    }

    private static List<String> ranges(ApiVersionsResponse response) {
        return response.apiKeys.stream().map(api -> api.apiKey + ":" + api.minVersion + "-" + api.maxVersion).toList();
    }

    private static ApiVersionsResponse broker() {
        ApiVersionsResponse broker = new ApiVersionsResponse();
        broker.apiKeys.add(api(0, 0, 13));     // Produce from v0, as a 4.4.0 broker advertises it
        broker.apiKeys.add(api(1, 4, 18));     // Fetch
        broker.apiKeys.add(api(3, 0, 13));     // Metadata
        broker.apiKeys.add(api(19, 2, 7));     // CreateTopics
        broker.apiKeys.add(api(32_000, 0, 1)); // an API kwire has never heard of
        broker.finalizedFeaturesEpoch = 12;
        return broker;
    }

    @Test
    void eachApiKeepsTheVersionsBothOfferAndProducesMinimumStays() {
        ApiRegistry offer = ListenerApis.BROKER.withVersions(KwireApis.FETCH.apiKey(), (short) 4, (short) 16);
        ApiVersionsResponse narrowed = ApiVersionsOffer.narrow(broker(), offer);
        assertEquals(List.of("0:0-13", "1:4-16", "3:0-13", "19:2-7"), ranges(narrowed));
        assertEquals(12, narrowed.finalizedFeaturesEpoch, "the rest as the broker gave it");
    }

    @Test
    void anApiTheProxyDoesNotOfferIsLeftOut() {
        ApiVersionsResponse narrowed = ApiVersionsOffer.narrow(broker(),
                ApiRegistry.of(KwireApis.METADATA, KwireApis.CREATE_TOPICS));
        assertEquals(List.of("3:0-13", "19:2-7"), ranges(narrowed));
    }

    @Test
    void anErrorAnswerPassesAsItCame() {
        ApiVersionsResponse error = broker();
        error.errorCode = 35;
        assertSame(error, ApiVersionsOffer.narrow(error, ApiRegistry.of(KwireApis.METADATA)));
        assertEquals(5, error.apiKeys.size());
    }

    /** A 4.4.0-like answer, or {@code errorCode}'s, written by Kafka's classes, as a relay hands it back (no size). */
    private static KafkaFrame kafkasFrame(short errorCode) {
        ApiVersionsResponseData body = new ApiVersionsResponseData().setErrorCode(errorCode).setThrottleTimeMs(5);
        body.apiKeys().add(new ApiVersionsResponseData.ApiVersion().setApiKey((short) 0).setMinVersion((short) 0)
                .setMaxVersion((short) 13));
        body.apiKeys().add(new ApiVersionsResponseData.ApiVersion().setApiKey((short) 3).setMinVersion((short) 0)
                .setMaxVersion((short) 13));
        body.apiKeys().add(new ApiVersionsResponseData.ApiVersion().setApiKey((short) 19).setMinVersion((short) 2)
                .setMaxVersion((short) 7));
        // UNSUPPORTED_VERSION in the v0 layout, as Kafka writes it (KIP-511).
        byte[] frame = KafkaFrames.response(ApiKeys.API_VERSIONS, errorCode == 0 ? VERSION : 0, CORRELATION_ID, body);
        return new KafkaFrame(ApiKeys.API_VERSIONS.id, VERSION, CORRELATION_ID,
                KafkaFrames.buffer(Arrays.copyOfRange(frame, 4, frame.length)));
    }

    @Test
    void aFrameIsNarrowedIntoOneKafkaReadsWithTheCorrelationIdKept() {
        KafkaFrame narrowed = ApiVersionsOffer.narrow(kafkasFrame((short) 0), ApiRegistry.of(KwireApis.METADATA,
                KwireApis.CREATE_TOPICS), PooledByteBufAllocator.DEFAULT);
        try {
            ByteBuf content = narrowed.content();
            ByteBuf sized = KafkaFrames.buffer(ByteBuffer.allocate(4).putInt(content.readableBytes()).array(),
                    ByteBufUtil.getBytes(content));
            try {
                var read = KafkaFrames.parseResponse(sized, ApiKeys.API_VERSIONS, VERSION);
                assertEquals(CORRELATION_ID, read.header().correlationId());
                ApiVersionsResponseData body = (ApiVersionsResponseData) read.body();
                assertEquals(List.of("3:0-13", "19:2-7"), body.apiKeys().stream()
                        .map(api -> api.apiKey() + ":" + api.minVersion() + "-" + api.maxVersion()).toList());
                assertEquals(5, body.throttleTimeMs(), "the rest as the broker gave it");
            } finally {
                sized.release();
            }
        } finally {
            narrowed.release();
        }
    }

    @Test
    void anErrorFramePassesAsItCame() {
        KafkaFrame error = kafkasFrame((short) 35);
        assertSame(error, ApiVersionsOffer.narrow(error, ApiRegistry.of(KwireApis.METADATA),
                PooledByteBufAllocator.DEFAULT));
        assertEquals(1, error.refCnt());
        error.release();
    }
}
