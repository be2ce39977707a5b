package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.message.ApiMessageType;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The registry kwire generates for this module, {@link KwireApis#REGISTRY}, holds every API Kafka
 * has, with Kafka's versions (unstable ones included) and this module's codecs, and the
 * ApiVersions answer built from it is Kafka's list of APIs as Kafka's own class reads it.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KwireApisTest {
    @Test
    void registryHoldsEveryApiKafkaHasWithKafkasVersions() {
        assertEquals(kafkasApis(), KwireApis.REGISTRY.versions());
    }

    @Test
    void eachApiHasThisModulesRequestAndResponseCodecs() {
        for (ConvertedMessage<?> message : ConvertedMessage.WITH_CODECS) {
            if (message.spec().apiKey() >= 0) {
                ApiCodecs<?, ?> api = KwireApis.REGISTRY.api(message.spec().apiKey());
                assertSame(message.codec(), message.spec().type().equals("request") ? api.request() : api.response(),
                        message.name());
            }
        }
    }

    @Test
    void apiVersionsAnswerBuiltFromTheRegistryListsEveryApiAsKafkaReadsIt() {
        for (short version = ApiVersionsResponseData.LOWEST_SUPPORTED_VERSION;
                version <= ApiVersionsResponseData.HIGHEST_SUPPORTED_VERSION; version++) {
            ApiVersionsResponseData kafka = KafkaReadApiVersions.of(KwireApis.REGISTRY, version);
            assertEquals(0, kafka.errorCode(), "v" + version);
            assertEquals(kafkasApis(), KafkaReadApiVersions.ranges(kafka.apiKeys()), "v" + version);
        }
    }

    /** Every API of Kafka's that has versions, with all of them, by API key. */
    private static List<ApiVersionRange> kafkasApis() {
        List<ApiVersionRange> apis = new ArrayList<>();
        for (ApiMessageType api : ApiMessageType.values()) {
            short highest = api.highestSupportedVersion(true);
            if (api.lowestSupportedVersion() <= highest) {
                apis.add(new ApiVersionRange(api.apiKey(), api.lowestSupportedVersion(), highest));
            }
        }
        apis.sort((a, b) -> Short.compare(a.apiKey(), b.apiKey()));
        return apis;
    }
}
