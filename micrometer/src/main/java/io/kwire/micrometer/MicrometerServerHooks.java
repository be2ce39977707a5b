package io.kwire.micrometer;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.netty.KafkaServerHooks;
import io.kwire.codec.sasl.SaslMechanism;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.netty.channel.Channel;
import io.netty.util.AttributeKey;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@link KafkaServerHooks} that keep Micrometer meters, named by Micrometer's conventions (Prometheus shows
 * {@code kwire.requests} as {@code kwire_requests_total}, timers in seconds, sizes in bytes):
 *
 * <ul>
 * <li>{@code kwire.requests} (counter; tags {@code api}, {@code version}): requests read;
 * <li>{@code kwire.request.decode} (timer; {@code api}): time to read a request's header and body;
 * <li>{@code kwire.request.size}, {@code kwire.response.size} (distribution summaries in bytes; {@code api}):
 *     frames, size prefix included;
 * <li>{@code kwire.request.duration} (timer; {@code api}): from a request read to its response written;
 * <li>{@code kwire.decode.failures} (counter): frames and requests refused, each closing its connection;
 * <li>{@code kwire.connections.open} (gauge), {@code kwire.connections.opened}, {@code kwire.connections.closed}
 *     (counters);
 * <li>{@code kwire.connections.paused} (gauge): connections not read while their client leaves responses
 *     unread; {@code kwire.read.pauses} (timer): how long each such pause lasted, counted when it ends;
 * <li>{@code kwire.authentications} (counter; {@code mechanism}, {@code outcome} {@code success} or
 *     {@code failure}): SASL logins.
 * </ul>
 *
 * <p>{@code api} is the name of the API in the server's registry ({@code Metadata}, {@code CreateTopics}),
 * and {@code version} one the registry offers: a key or version it does not offer is tagged {@code unknown},
 * and a mechanism kwire does not speak {@code other}, so that no client can add meters at will. One
 * instance serves every connection of a server; install it on each (two servers sharing a registry each
 * need their own, told apart by tags of their own):
 *
 * <pre>{@code
 * KafkaServerHooks hooks = new MicrometerServerHooks(meterRegistry, apis);   // apis: the decoder's registry
 * // in the ChannelInitializer:
 * KafkaServerHooks.install(ch.pipeline(), hooks);
 * }</pre>
 */
public final class MicrometerServerHooks implements KafkaServerHooks {
    /** On a connection whose reads are paused: when they were, by {@link System#nanoTime}. */
    private static final AttributeKey<Long> PAUSED_AT = AttributeKey.valueOf(MicrometerServerHooks.class,
            "pausedAt");
    private static final String NO_MECHANISM = "none";
    private static final String OTHER_MECHANISM = "other";

    private final MeterRegistry meters;
    private final Tags tags;
    private final ApiMeterTable apis;
    private final AtomicInteger open = new AtomicInteger();
    private final AtomicInteger paused = new AtomicInteger();
    private final Counter opened;
    private final Counter closed;
    private final Counter decodeFailures;
    private final Timer pauses;

    /**
     * Hooks that register their meters in {@code meters}, naming the APIs of {@code apis}: the registry the
     * server's {@link io.kwire.codec.netty.KafkaRequestDecoder} decodes with.
     */
    public MicrometerServerHooks(MeterRegistry meters, ApiRegistry apis) {
        this(meters, apis, Tags.empty());
    }

    /**
     * Hooks as {@link #MicrometerServerHooks(MeterRegistry, ApiRegistry)} makes them, whose meters also carry
     * {@code tags}: to tell apart servers (or listeners) that share one registry, as {@code listener=external}.
     */
    public MicrometerServerHooks(MeterRegistry meters, ApiRegistry apis, Iterable<Tag> tags) {
        this.meters = meters;
        this.tags = Tags.of(tags);
        this.apis = new ApiMeterTable(meters, this.tags, apis);
        Gauge.builder("kwire.connections.open", open, AtomicInteger::get)
                .description("Client connections open now")
                .tags(this.tags)
                .strongReference(true)
                .register(meters);
        opened = Counter.builder("kwire.connections.opened")
                .description("Client connections accepted")
                .tags(this.tags)
                .register(meters);
        closed = Counter.builder("kwire.connections.closed")
                .description("Client connections closed, by either side")
                .tags(this.tags)
                .register(meters);
        decodeFailures = Counter.builder("kwire.decode.failures")
                .description("Frames and requests refused as malformed, too large, or of an API or version not"
                        + " offered; each closes its connection")
                .tags(this.tags)
                .register(meters);
        Gauge.builder("kwire.connections.paused", paused, AtomicInteger::get)
                .description("Connections not read now, their client leaving responses unread")
                .tags(this.tags)
                .strongReference(true)
                .register(meters);
        pauses = Timer.builder("kwire.read.pauses")
                .description("How long reads from a connection stayed paused, counted when they resume or the"
                        + " connection closes")
                .tags(this.tags)
                .register(meters);
    }

    @Override
    public void connectionOpened(Channel channel) {
        open.incrementAndGet();
        opened.increment();
    }

    @Override
    public void connectionClosed(Channel channel) {
        Long pausedAt = channel.attr(PAUSED_AT).getAndSet(null);
        if (pausedAt != null) {
            endPause(System.nanoTime() - pausedAt);
        }
        open.decrementAndGet();
        closed.increment();
    }

    @Override
    public void requestRead(Channel channel, short apiKey, short apiVersion, int bytes, long decodeNanos) {
        ApiMeters api = apis.of(apiKey);
        api.requests(apiVersion).increment();
        api.decode.record(decodeNanos, TimeUnit.NANOSECONDS);
        api.requestSize.record(bytes);
    }

    @Override
    public void responseWritten(Channel channel, short apiKey, short apiVersion, int bytes, long serverNanos) {
        ApiMeters api = apis.of(apiKey);
        api.responseSize.record(bytes);
        api.duration.record(serverNanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void decodeFailed(Channel channel, String problem) {
        decodeFailures.increment();
    }

    @Override
    public void readsPaused(Channel channel) {
        if (channel.attr(PAUSED_AT).setIfAbsent(System.nanoTime()) == null) {
            paused.incrementAndGet();
        }
    }

    @Override
    public void readsResumed(Channel channel, long pausedNanos) {
        if (channel.attr(PAUSED_AT).getAndSet(null) != null) {
            endPause(pausedNanos);
        }
    }

    @Override
    public void authenticated(Channel channel, String mechanism, KafkaPrincipal principal) {
        authentications(mechanism, "success").increment();
    }

    @Override
    public void authenticationFailed(Channel channel, String mechanism, String problem) {
        authentications(mechanism, "failure").increment();
    }

    private void endPause(long pausedNanos) {
        paused.decrementAndGet();
        pauses.record(pausedNanos, TimeUnit.NANOSECONDS);
    }

    /** The counter of logins by {@code mechanism} with {@code outcome}; made at its first login. */
    private Counter authentications(String mechanism, String outcome) {
        String tag = mechanism == null ? NO_MECHANISM
                : SaslMechanism.named(mechanism).map(SaslMechanism::mechanismName).orElse(OTHER_MECHANISM);
        return Counter.builder("kwire.authentications")
                .description("SASL logins, by mechanism and outcome")
                .tags(tags.and("mechanism", tag, "outcome", outcome))
                .register(meters);
    }
}
