package io.kwire.examples.server;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaServerHooks;
import io.kwire.codec.netty.ServerTls;
import io.kwire.codec.sasl.CredentialStore;
import io.netty.buffer.ByteBufAllocator;
import io.netty.channel.WriteBufferWaterMark;
import java.time.Duration;
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
 * @param writeBufferWaterMark the responses a connection may have waiting for its client to read:
 *     past the high mark the server stops reading from it, and reads again below the low mark
 * @param idleTimeout how long a connection may go without a byte read or a response written before
 *     the server closes it; zero for never
 * @param allocator the allocator of every buffer the server's connections read into and write from
 * @param tls TLS for every connection (Kafka's SSL listener), null for plaintext
 * @param sasl the users SASL authenticates (PLAIN, SCRAM-SHA-256 and SCRAM-SHA-512) before any
 *     other request, null for none
 * @param acls what each principal may do, null to let every client do everything
 * @param saslSessionLifetime how long a SASL login lasts before the client must re-authenticate (KIP-368,
 *     Kafka's {@code connections.max.reauth.ms}); zero for sessions that never expire
 * @param hooks what each connection reports as it goes, installed on each; {@link KafkaServerHooks#NONE} for nothing
 */
public record AdminServerConfig(String host, int port, String advertisedHost, int brokers, boolean kip409,
        int threads, int maxFrameBytes, UnaryOperator<ApiRegistry> versions, WriteBufferWaterMark writeBufferWaterMark,
        Duration idleTimeout, ByteBufAllocator allocator, ServerTls tls, CredentialStore sasl,
        Acls acls, Duration saslSessionLifetime, KafkaServerHooks hooks) {
    /** Kafka's default {@code connections.max.idle.ms}: 10 minutes. */
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofMinutes(10);

    /** Checks the SASL session lifetime: zero or more. */
    public AdminServerConfig {
        if (saslSessionLifetime == null || saslSessionLifetime.isNegative()) {
            throw new IllegalArgumentException("the SASL session lifetime must be zero (never expires) or more; it was "
                    + saslSessionLifetime);
        }
        if (hooks == null) {
            throw new IllegalArgumentException("hooks is null; KafkaServerHooks.NONE reports nothing");
        }
    }

    /**
     * Loopback, a free port, 3 brokers, Kafka's own dialect, 2 threads, Kafka's frame limit, every version,
     * Netty's default water marks (32 and 64 KiB), Kafka's idle timeout, Netty's default allocator, plaintext,
     * no SASL, no ACLs, SASL sessions that never expire (Kafka's default), no hooks.
     */
    public static AdminServerConfig defaults() {
        return new AdminServerConfig("127.0.0.1", 0, null, 3, false, 2, KafkaFrameDecoder.DEFAULT_MAX_FRAME_BYTES,
                UnaryOperator.identity(), WriteBufferWaterMark.DEFAULT, DEFAULT_IDLE_TIMEOUT, ByteBufAllocator.DEFAULT,
                null, null, null, Duration.ZERO, KafkaServerHooks.NONE);
    }

    /** This config listening on {@code host}:{@code port}. */
    public AdminServerConfig withAddress(String host, int port) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config listing {@code advertisedHost} in Metadata for every broker, as Kafka's advertised listener. */
    public AdminServerConfig withAdvertisedHost(String advertisedHost) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config with {@code brokers} simulated brokers. */
    public AdminServerConfig withBrokers(int brokers) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config in KIP-409 mode. */
    public AdminServerConfig withKip409() {
        return new AdminServerConfig(host, port, advertisedHost, brokers, true, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config offering the versions {@code narrowing} leaves of the server's registry. */
    public AdminServerConfig withVersions(UnaryOperator<ApiRegistry> narrowing) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, narrowing,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config pausing reads from a connection past {@code waterMark}'s high mark, until below its low mark. */
    public AdminServerConfig withWriteBufferWaterMark(WriteBufferWaterMark waterMark) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                waterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config closing connections idle for {@code timeout}. */
    public AdminServerConfig withIdleTimeout(Duration timeout) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, timeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config taking its connections' buffers from {@code allocator}, e.g. one of its own to measure. */
    public AdminServerConfig withAllocator(ByteBufAllocator allocator) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config speaking TLS on every connection, as {@code tls} says (Kafka's SSL listener). */
    public AdminServerConfig withTls(ServerTls tls) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config authenticating every connection with SASL against the users of {@code store}. */
    public AdminServerConfig withSasl(CredentialStore store) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, store, acls, saslSessionLifetime, hooks);
    }

    /** This config reporting each connection's events to {@code hooks} (see {@link KafkaServerHooks}). */
    public AdminServerConfig withHooks(KafkaServerHooks hooks) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /** This config refusing each request that {@code acls} do not grant its principal. */
    public AdminServerConfig withAcls(Acls acls) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, saslSessionLifetime, hooks);
    }

    /**
     * This config giving SASL sessions {@code lifetime}, after which a client that has not re-authenticated is
     * closed at its next request (KIP-368, Kafka's {@code connections.max.reauth.ms}); zero for never.
     */
    public AdminServerConfig withSaslSessionLifetime(Duration lifetime) {
        return new AdminServerConfig(host, port, advertisedHost, brokers, kip409, threads, maxFrameBytes, versions,
                writeBufferWaterMark, idleTimeout, allocator, tls, sasl, acls, lifetime, hooks);
    }

    /**
     * This config offering only the oldest version of each API that its codecs read, as an old broker would, then
     * narrowed further by {@code exceptions} (e.g. one API at a newer version).
     */
    public AdminServerConfig withOldestVersionsOnly(UnaryOperator<ApiRegistry> exceptions) {
        return withVersions(registry -> {
            ApiRegistry oldest = registry;
            for (ApiVersionRange range : registry.versions()) {
                short read = (short) Math.max(range.lowestVersion(), registry.api(range.apiKey()).lowestVersion());
                oldest = oldest.withVersions(range.apiKey(), read, read);
            }
            return exceptions.apply(oldest);
        });
    }
}
