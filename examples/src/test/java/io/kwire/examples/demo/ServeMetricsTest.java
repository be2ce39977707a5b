package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.testkit.metrics.PrometheusText;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --metrics-port} as a user runs it, in a JVM of its own: Kafka's own Admin creates and lists
 * topics through the server, then Prometheus' text format, fetched over HTTP as Prometheus scrapes it, counts
 * what the Admin asked.
 */
class ServeMetricsTest {
    /** How long the child JVM may take to start and print where it listens: a liveness deadline, not a speed. */
    private static final long START_DEADLINE_MILLIS = 60_000;
    private static final Pattern BOOTSTRAP = Pattern.compile("bootstrap\\.servers=(\\S+)");
    private static final Pattern METRICS = Pattern.compile("Prometheus metrics at (\\S+)");

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void theMetricsEndpointCountsWhatKafkasAdminAsked(@TempDir Path directory) throws Exception {
        Path stdout = directory.resolve("stdout.txt");
        Process serve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), KafkaDemo.class.getName(), "serve",
                "--host", "127.0.0.1", "--port", "0", "--metrics-port", "0")
                .redirectOutput(stdout.toFile())
                .redirectError(directory.resolve("stderr.txt").toFile())
                .start();
        try {
            List<String> printed = awaitLines(serve, stdout, 2);
            String bootstrap = group(BOOTSTRAP, printed.get(0));
            URI metrics = URI.create(group(METRICS, printed.get(1)));
            assertEquals(MetricsEndpoint.PATH, metrics.getPath());

            try (Admin admin = Admin.create(admin(bootstrap))) {
                admin.createTopics(List.of(new NewTopic("orders", 3, (short) 1), new NewTopic("payments", 1,
                        (short) 1))).all().get();
                admin.createTopics(List.of(new NewTopic("audit", 1, (short) 1))).all().get();
                assertEquals(Set.of("orders", "payments", "audit"), admin.listTopics().names().get());
                assertEquals(Set.of("orders", "payments", "audit"), admin.listTopics().names().get());

                HttpResponse<String> scraped = scrape(metrics);
                assertEquals(200, scraped.statusCode());
                assertTrue(scraped.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"),
                        scraped.headers().toString());
                String text = scraped.body();
                Map<String, Double> samples = PrometheusText.samples(text);
                assertEquals(2.0, PrometheusText.sum(text, "kwire_requests_total", "api=\"CreateTopics\""),
                        "two CreateTopics requests, at whatever version the Admin chose:\n" + text);
                assertEquals(2.0, samples.get("kwire_request_duration_seconds_count{api=\"CreateTopics\"}"));
                assertEquals(2.0, samples.get("kwire_response_size_bytes_count{api=\"CreateTopics\"}"));
                assertTrue(PrometheusText.sum(text, "kwire_requests_total", "api=\"Metadata\"") >= 2,
                        "the Admin's Metadata requests, two listings among them");
                assertTrue(PrometheusText.sum(text, "kwire_requests_total", "api=\"ApiVersions\"") >= 1);
                assertEquals(0.0, PrometheusText.sum(text, "kwire_requests_total", "api=\"unknown\""));
                assertTrue(samples.get("kwire_connections_open") >= 1, "the Admin's connections, open");
                assertEquals(0.0, samples.get("kwire_decode_failures_total"));
            }

            awaitEveryConnectionClosed(metrics);
            assertEquals(404, http.send(HttpRequest.newBuilder(metrics.resolve("/")).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode(), "metrics at /metrics only");
        } finally {
            serve.destroy();
            if (!serve.waitFor(START_DEADLINE_MILLIS, TimeUnit.MILLISECONDS)) {
                serve.destroyForcibly().waitFor();
            }
        }
    }

    private static Properties admin(String bootstrap) {
        Properties properties = new Properties();
        properties.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        properties.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 10_000);
        properties.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 15_000);
        return properties;
    }

    private HttpResponse<String> scrape(URI metrics) throws Exception {
        return http.send(HttpRequest.newBuilder(metrics).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Scrapes until no connection is open (the server reports a close after the Admin made it), then the samples. */
    /**
     * Waits until the endpoint shows no connection open and as many closed as opened: the gauge and the
     * counters are updated at different moments of a close, so either may be seen first. Fails if they do
     * not agree in time.
     */
    private void awaitEveryConnectionClosed(URI metrics) throws Exception {
        long deadline = System.currentTimeMillis() + START_DEADLINE_MILLIS;
        while (true) {
            Map<String, Double> samples = PrometheusText.samples(scrape(metrics).body());
            if (samples.get("kwire_connections_open") == 0 && samples.get("kwire_connections_opened_total")
                    .equals(samples.get("kwire_connections_closed_total"))) {
                return;
            }
            if (System.currentTimeMillis() > deadline) {
                fail("each connection the Admin opened is not closed " + START_DEADLINE_MILLIS
                        + " ms after the Admin closed: " + samples);
            }
            Thread.sleep(20);
        }
    }

    /** The first {@code count} lines {@code serve} printed, once it has; fails if it exits or takes too long. */
    private static List<String> awaitLines(Process serve, Path stdout, int count) throws Exception {
        long deadline = System.currentTimeMillis() + START_DEADLINE_MILLIS;
        while (true) {
            List<String> lines = Files.readAllLines(stdout);
            if (lines.size() >= count) {
                return lines.subList(0, count);
            }
            if (!serve.isAlive() || System.currentTimeMillis() > deadline) {
                fail("serve printed " + lines + (serve.isAlive() ? " in " + START_DEADLINE_MILLIS + " ms"
                        : " and exited with status " + serve.exitValue()));
            }
            Thread.sleep(20);
        }
    }

    private static String group(Pattern pattern, String line) {
        Matcher matcher = pattern.matcher(line);
        assertTrue(matcher.find(), pattern + " in " + line);
        return matcher.group(1);
    }
}
