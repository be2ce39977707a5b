package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.util.List;
import org.apache.kafka.common.message.ApiMessageType.ListenerType;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link ListenerApis} offers what Kafka's own code says each listener offers, and the ApiVersions
 * answer built from it reads in Kafka's class as that list. (The examples module checks it against
 * a running broker's answer too.)
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ListenerApisTest {
    @Test
    void brokerOffersWhatKafkasBrokerListenerOffers() {
        assertEquals(kafkas(ListenerType.BROKER, false), ListenerApis.BROKER.versions());
    }

    @Test
    void controllerOffersWhatKafkasControllerListenerOffers() {
        assertEquals(kafkas(ListenerType.CONTROLLER, false), ListenerApis.CONTROLLER.versions());
    }

    @Test
    void brokerWithClientTelemetryOffersWhatKafkasBrokerOffersWithIt() {
        assertEquals(kafkas(ListenerType.BROKER, true), ListenerApis.BROKER.with(ListenerApis.CLIENT_TELEMETRY).versions());
    }

    @Test
    void produceIsOfferedFromV0ButOnlyWhatTheCodecsReadIsSupported() {
        assertEquals(new ApiVersionRange((short) 0, (short) 0, (short) 13), ListenerApis.BROKER.versions((short) 0));
        for (short version = 0; version <= 13; version++) {
            assertEquals(version >= 3, ListenerApis.BROKER.supports((short) 0, version), "Produce v" + version);
        }
    }

    @Test
    void unstableVersionsAreNotOfferedUntilAskedFor() {
        short initProducerId = KwireApis.INIT_PRODUCER_ID.apiKey();
        assertEquals(6, KwireApis.INIT_PRODUCER_ID.highestVersion(), "the codecs read the unstable v6");
        assertFalse(ListenerApis.BROKER.supports(initProducerId, (short) 6));
        ApiRegistry unstable = ListenerApis.BROKER.withVersions(initProducerId, (short) 0, (short) 6);
        assertTrue(unstable.supports(initProducerId, (short) 6));
    }

    @Test
    void apiVersionsAnswerBuiltFromBrokerReadsInKafkasClassAsKafkasList() {
        for (short version = ApiVersionsResponseData.LOWEST_SUPPORTED_VERSION;
                version <= ApiVersionsResponseData.HIGHEST_SUPPORTED_VERSION; version++) {
            ApiVersionsResponseData kafka = KafkaReadApiVersions.of(ListenerApis.BROKER, version);
            assertEquals(0, kafka.errorCode(), "v" + version);
            assertEquals(kafkas(ListenerType.BROKER, false), KafkaReadApiVersions.ranges(kafka.apiKeys()), "v" + version);
        }
    }

    private static List<ApiVersionRange> kafkas(ListenerType listener, boolean clientTelemetry) {
        return KafkaReadApiVersions.ranges(
                org.apache.kafka.common.requests.ApiVersionsResponse.filterApis(listener, false, clientTelemetry));
    }
}
