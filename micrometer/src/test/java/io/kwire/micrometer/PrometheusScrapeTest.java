package io.kwire.micrometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import io.kwire.testkit.metrics.PrometheusText;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The meters as Prometheus scrapes them, through Micrometer's {@link PrometheusMeterRegistry}: the names its
 * naming convention gives (counters {@code _total}, timers in {@code _seconds}, sizes in {@code _bytes}), with
 * the counts of the traffic that went through a kwire server.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class PrometheusScrapeTest {
    @Test
    void aScrapeAfterTrafficHasTheCountsInPrometheusNames() throws Exception {
        PrometheusMeterRegistry prometheus = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        MicrometerServerHooks hooks = new MicrometerServerHooks(prometheus, TestServer.APIS);
        Map<String, Double> samples;
        try (TestServer server = TestServer.start(hooks, null);
                KwireClient client = KwireClient.to(server)) {
            client.call(KwireApis.API_VERSIONS, (short) 3, new ApiVersionsRequest());
            for (int i = 0; i < 4; i++) {
                client.call(KwireApis.METADATA, (short) 12, new MetadataRequest());
            }
            Eventually.until("five responses reported", () -> PrometheusText.samples(prometheus.scrape())
                    .getOrDefault("kwire_request_duration_seconds_count{api=\"Metadata\"}", 0.0) == 4);
            samples = PrometheusText.samples(prometheus.scrape());
        }

        assertEquals(4.0, samples.get("kwire_requests_total{api=\"Metadata\",version=\"12\"}"), samples::toString);
        assertEquals(1.0, samples.get("kwire_requests_total{api=\"ApiVersions\",version=\"3\"}"));
        assertEquals(4.0, samples.get("kwire_request_decode_seconds_count{api=\"Metadata\"}"));
        assertEquals(4.0, samples.get("kwire_request_size_bytes_count{api=\"Metadata\"}"));
        assertEquals(1.0, samples.get("kwire_response_size_bytes_count{api=\"ApiVersions\"}"));
        assertTrue(samples.get("kwire_response_size_bytes_sum{api=\"ApiVersions\"}") > 100, "the offer's bytes");
        assertEquals(1.0, samples.get("kwire_request_duration_seconds_count{api=\"ApiVersions\"}"));
        assertTrue(samples.get("kwire_request_duration_seconds_max{api=\"Metadata\"}") > 0);
        assertEquals(1.0, samples.get("kwire_connections_open"), "the client's connection, scraped while open");
        assertEquals(1.0, samples.get("kwire_connections_opened_total"));
        assertEquals(0.0, samples.get("kwire_connections_closed_total"));
        assertEquals(0.0, samples.get("kwire_connections_paused"));
        assertEquals(0.0, samples.get("kwire_decode_failures_total"));
        assertEquals(0.0, samples.get("kwire_read_pauses_seconds_count"));

        String text = prometheus.scrape();
        for (String type : List.of("# TYPE kwire_requests_total counter",
                "# TYPE kwire_request_duration_seconds summary", "# TYPE kwire_request_size_bytes summary",
                "# TYPE kwire_connections_open gauge")) {
            assertTrue(text.lines().anyMatch(type::equals), type + " in\n" + text);
        }
    }
}
