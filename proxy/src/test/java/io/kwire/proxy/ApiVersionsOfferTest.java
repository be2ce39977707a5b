package io.kwire.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.kwire.codec.ApiRegistry;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ListenerApis;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A broker's ApiVersions answer narrowed to what a proxy offers. */
class ApiVersionsOfferTest {
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
}
