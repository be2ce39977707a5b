package io.kwire.examples.server;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.netty.KafkaFrameDecoder;
import java.util.function.UnaryOperator;

/**
 * How to run an {@link AdminServer}.
 *
 * @param host the address to listen on
 * @param port the port, 0 for a free one
 * @param advertisedHost the host Metadata lists for every broker, null for the address listened on
 * @param brokers the number of simulated brokers, all live, ids 1 to {@code brokers}
 * @param kip409 whether CreateTopics and CreatePartitions speak the KIP-409 dialect
 * @param threads the event loop threads
 * @param maxFrameBytes the largest request frame accepted
 * @param versions narrows the versions offered, e.g. to the oldest of each API
 */
public record AdminServerConfig(String host, int port, String advertisedHost, int brokers, boolean kip409,
        int threads, int maxFrameBytes, UnaryOperator<ApiRegistry> versions) {
    /** Loopback, a free port, 3 brokers, Kafka's own dialect, 2 threads, Kafka's frame limit, every version. */
    public static AdminServerConfig defaults() {
        return new AdminServerConfig("127.0.0.1", 0, null, 3, false, 2, KafkaFrameDecoder.DEFAULT_MAX_FRAME_BYTES,
                UnaryOperator.identity());
    }

    /** This config listening on {@code host}:{@code port}. */
    public AdminServerConfig withAddress(String host, int port) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions);
    }

    /** This config with {@code brokers} simulated brokers. */
    public AdminServerConfig withBrokers(int brokers) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions);
    }

    /** This config in KIP-409 mode. */
    public AdminServerConfig withKip409() {
        return new AdminServerConfig(host, port, advertisedHost, brokers, true, threads, maxFrameBytes, versions);
    }

    /** This config offering the versions {@code narrowing} leaves of the server's registry. */
    public AdminServerConfig withVersions(UnaryOperator<ApiRegistry> narrowing) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, narrowing);
    }

    /**
     * This config offering only the oldest version of each API, as an old broker would, then
     * narrowed further by {@code exceptions} (e.g. one API at a newer version).
     */
    public AdminServerConfig withOldestVersionsOnly(UnaryOperator<ApiRegistry> exceptions) {
        return withVersions(registry -> {
            ApiRegistry oldest = registry;
            for (ApiVersionRange range : registry.versions()) {
                oldest = oldest.withVersions(range.apiKey(), range.lowestVersion(), range.lowestVersion());
            }
            return exceptions.apply(oldest);
        });
    }
}
