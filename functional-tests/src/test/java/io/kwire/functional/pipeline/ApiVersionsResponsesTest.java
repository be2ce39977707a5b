package io.kwire.functional.pipeline;

import io.kwire.testkit.oracle.KafkaFrames;
import static io.kwire.functional.pipeline.Pipelines.API_VERSIONS;
import static io.kwire.functional.pipeline.Pipelines.REGISTRY;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ApiVersionsResponses;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ApiVersionsResponse;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.List;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link ApiVersionsResponses#build} at every version Kafka 4.4.0 has: what Kafka's own
 * {@code ApiVersionsResponseData} reads from the bytes is the registry's offer, and the bytes are
 * those Kafka writes for that offer.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ApiVersionsResponsesTest {
    private static final ApiMessageCodec<ApiVersionsResponse> CODEC = API_VERSIONS.response();

    @Test
    void builtResponseIsTheRegistrysOfferAsKafkaReadsAndWritesIt() {
        ApiRegistry registry = REGISTRY.withVersions((short) 19, (short) 3, (short) 6);
        for (short version = ApiVersionsResponseData.LOWEST_SUPPORTED_VERSION;
                version <= ApiVersionsResponseData.HIGHEST_SUPPORTED_VERSION; version++) {
            String what = "v" + version;
            ApiVersionsResponse built = ApiVersionsResponses.build(registry, CODEC, version);
            assertEquals(0, built.errorCode, what);
            assertEquals(registry.versions(), built.apiKeys.stream()
                    .map(api -> new ApiVersionRange(api.apiKey, api.minVersion, api.maxVersion)).toList(), what);

            byte[] bytes = kwireBytes(built, version);
            ApiVersionsResponseData kafka = new ApiVersionsResponseData(new ByteBufferAccessor(ByteBuffer.wrap(bytes)),
                    version);
            assertEquals(0, kafka.errorCode(), what);
            assertEquals(0, kafka.throttleTimeMs(), what);
            assertEquals(registry.versions(), kafka.apiKeys().stream()
                    .map(api -> new ApiVersionRange(api.apiKey(), api.minVersion(), api.maxVersion())).toList(), what);
            assertEquals(-1, kafka.finalizedFeaturesEpoch(), what);
            assertArrayEquals(KafkaFrames.bytes(offer(registry), version), bytes, what);
        }
    }

    @Test
    void emptyRegistryBuildsAnEmptyList() {
        ApiVersionsResponse built = ApiVersionsResponses.build(ApiRegistry.of(), CODEC, (short) 3);
        assertEquals(List.of(), built.apiKeys);
        assertArrayEquals(KafkaFrames.bytes(offer(ApiRegistry.of()), (short) 3), kwireBytes(built, (short) 3));
    }

    @Test
    void buildRefusesOtherCodecsAndVersionsItDoesNotKnow() {
        assertThrows(IllegalArgumentException.class,
                () -> ApiVersionsResponses.build(REGISTRY, KwireApis.CREATE_TOPICS.response(), (short) 3));
        assertThrows(IllegalArgumentException.class,
                () -> ApiVersionsResponses.build(REGISTRY, API_VERSIONS.request(), (short) 3));
        assertEquals("ApiVersions response v6: kwire knows v0-5", assertThrows(IllegalArgumentException.class,
                () -> ApiVersionsResponses.build(REGISTRY, CODEC, (short) 6)).getMessage());
        assertEquals("ApiVersions response v-1: kwire knows v0-5", assertThrows(IllegalArgumentException.class,
                () -> ApiVersionsResponses.build(REGISTRY, CODEC, (short) -1)).getMessage());
    }

    /** Kafka's own ApiVersions response offering what {@code registry} offers. */
    private static ApiVersionsResponseData offer(ApiRegistry registry) {
        ApiVersionsResponseData.ApiVersionCollection apis = new ApiVersionsResponseData.ApiVersionCollection();
        for (ApiVersionRange range : registry.versions()) {
            apis.add(new ApiVersionsResponseData.ApiVersion().setApiKey(range.apiKey())
                    .setMinVersion(range.lowestVersion()).setMaxVersion(range.highestVersion()));
        }
        return new ApiVersionsResponseData().setApiKeys(apis);
    }

    private static byte[] kwireBytes(ApiVersionsResponse response, short version) {
        ByteBuf out = Unpooled.buffer();
        try {
            CODEC.write(response, out, version);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }
}
