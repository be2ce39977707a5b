package io.kwire.examples.demo;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.kwire.codec.netty.KafkaServerHooks;
import io.kwire.kafka.KwireApis;
import io.kwire.micrometer.MicrometerServerHooks;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/**
 * What {@code serve --metrics-port} adds: kwire-micrometer's hooks keeping a Micrometer
 * {@link PrometheusMeterRegistry}, and the JDK's HTTP server answering {@code GET /metrics} with its scrape in
 * Prometheus' text format, for Prometheus to scrape.
 */
final class MetricsEndpoint implements AutoCloseable {
    /** Where Prometheus scrapes by default. */
    static final String PATH = "/metrics";
    /** Prometheus' text format, as the registry writes it by default. */
    private static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
    private static final int NO_BACKLOG_SETTING = 0;

    private final PrometheusMeterRegistry registry;
    private final HttpServer http;

    private MetricsEndpoint(PrometheusMeterRegistry registry, HttpServer http) {
        this.registry = registry;
        this.http = http;
    }

    /**
     * Serves a new registry's scrape on {@code host}:{@code port} (0 for a free port).
     *
     * @throws UncheckedIOException if it cannot listen there, naming the address
     */
    static MetricsEndpoint start(String host, int port) {
        HttpServer http;
        try {
            http = HttpServer.create(new InetSocketAddress(host, port), NO_BACKLOG_SETTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen for metrics on " + host + ":" + port + ": "
                    + e.getMessage(), e);
        }
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        http.createContext(PATH, exchange -> answer(exchange, registry));
        http.start();
        return new MetricsEndpoint(registry, http);
    }

    /**
     * The hooks to install on the server's connections: they name each API as {@code kwire-kafka} does, which
     * both of the server's dialects share.
     */
    KafkaServerHooks hooks() {
        return new MicrometerServerHooks(registry, KwireApis.REGISTRY);
    }

    /** The address listened on. */
    InetSocketAddress address() {
        return http.getAddress();
    }

    /** Stops answering and listening. */
    @Override
    public void close() {
        http.stop(0);
        registry.close();
    }

    private static void answer(HttpExchange exchange, PrometheusMeterRegistry registry) throws IOException {
        try {
            if (!exchange.getRequestURI().getPath().equals(PATH)) {
                exchange.sendResponseHeaders(404, -1);
            } else if (!exchange.getRequestMethod().equals("GET")) {
                exchange.getResponseHeaders().set("Allow", "GET");
                exchange.sendResponseHeaders(405, -1);
            } else {
                byte[] body = registry.scrape().getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPE);
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        } finally {
            exchange.close();
        }
    }
}
