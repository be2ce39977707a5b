package io.kwire.codec.netty;

import io.netty.channel.Channel;
import io.netty.channel.ChannelPipeline;

/**
 * What a server connection reports as it goes, for metrics, logs or tracing, in the manner of franz-go's
 * {@code kgo.Hook}: every method has an empty default, so a hook overrides only what it wants. Install one
 * on each accepted connection, in the {@code ChannelInitializer}, with one call:
 *
 * <pre>{@code
 * KafkaServerHooks hooks = new KafkaServerHooks() {
 *     @Override
 *     public void requestRead(Channel channel, short apiKey, short apiVersion, int bytes, long decodeNanos) {
 *         requests.increment(apiKey);
 *     }
 * };
 * // in initChannel, with or after the Kafka handlers:
 * KafkaServerHooks.install(ch.pipeline(), hooks);
 * }</pre>
 *
 * <p>The reports come from the handlers that see each event: {@link KafkaFrameDecoder} and
 * {@link KafkaRequestDecoder} (requests, responses, faults), {@link PauseReadsWhileUnwritable} (paused
 * reads) and {@link SaslServerHandler} (logins); a pipeline without one of them has none of its reports.
 * Every method is called on the connection's event loop, so a hook must not block; one instance may serve
 * every connection, and must then be safe to call from several event loops at once. What a hook throws
 * is logged, the first time on each connection, and ignored: a faulty hook cannot break a connection.
 *
 * <p>With none installed the handlers share {@link #NONE} and call nothing else: no clock reads, no
 * allocation. Sizes count a frame with its 4-byte size prefix, as it crosses the wire before any TLS.
 */
public interface KafkaServerHooks {
    /** The hooks of a connection without any: every method empty. */
    KafkaServerHooks NONE = new KafkaServerHooks() {
    };

    /**
     * Installs {@code hooks} on the connection of {@code pipeline}: reports {@link #connectionOpened} now
     * and {@link #connectionClosed} when the channel closes, and the handlers of the pipeline report to
     * it from their first read on. Call it once, in the {@code ChannelInitializer}, before any read.
     * Installing {@link #NONE} does nothing.
     *
     * @throws IllegalStateException if the connection already has hooks installed
     */
    static void install(ChannelPipeline pipeline, KafkaServerHooks hooks) {
        ServerHooks.install(pipeline.channel(), hooks);
    }

    /** A client connected: {@code channel} was accepted and the hooks installed on it. */
    default void connectionOpened(Channel channel) {
    }

    /** The connection closed, by either side, for whatever reason. */
    default void connectionClosed(Channel channel) {
    }

    /**
     * {@link KafkaRequestDecoder} read a request and passes it on (or answers it itself, as an ApiVersions
     * request newer than it offers): every request but SASL's own handshake and tokens, which
     * {@link SaslServerHandler} reads and reports as {@link #authenticated} or {@link #authenticationFailed}.
     *
     * @param apiKey the request's API key
     * @param apiVersion the request's version
     * @param bytes the request's frame, size prefix included
     * @param decodeNanos how long reading its header and body took, as far as the request's
     *     {@link RequestForm} reads it (the header alone for a {@link KafkaFrame})
     */
    default void requestRead(Channel channel, short apiKey, short apiVersion, int bytes, long decodeNanos) {
    }

    /**
     * The response to a request that {@link #requestRead} reported was written to the channel, in its
     * turn behind the responses to earlier requests (Produce with acks=0 takes none).
     *
     * @param apiKey the request's API key
     * @param apiVersion the request's version
     * @param bytes the response's frame, size prefix included
     * @param serverNanos the time from the request read (before its decoding) to its response written:
     *     the time the request spent in this server, its wait for earlier responses included
     */
    default void responseWritten(Channel channel, short apiKey, short apiVersion, int bytes, long serverNanos) {
    }

    /**
     * A frame or request the decoders refuse closes the connection: a frame size over the limit or
     * negative, an unknown API key, an unsupported version, a malformed body.
     *
     * @param problem what was wrong, as the connection's log line says it
     */
    default void decodeFailed(Channel channel, String problem) {
    }

    /**
     * {@link PauseReadsWhileUnwritable} stopped reading from the connection: its client leaves responses
     * unread past the channel's high-water mark.
     */
    default void readsPaused(Channel channel) {
    }

    /**
     * {@link PauseReadsWhileUnwritable} reads from the connection again, its held requests passed on.
     *
     * @param pausedNanos how long reads were paused
     */
    default void readsResumed(Channel channel, long pausedNanos) {
    }

    /**
     * {@link SaslServerHandler} authenticated the connection's client.
     *
     * @param mechanism the SASL mechanism, as Kafka names it ({@code SCRAM-SHA-512})
     * @param principal the principal the connection's requests carry from now on
     */
    default void authenticated(Channel channel, String mechanism, KafkaPrincipal principal) {
    }

    /**
     * {@link SaslServerHandler} refused the connection's login and closes it: wrong credentials, an
     * unknown user, a mechanism it does not offer, or a request out of SASL's order.
     *
     * @param mechanism the mechanism of the exchange, as Kafka names it; null if no handshake chose one
     *     this server offers (an unsupported one is named in {@code problem})
     * @param problem what was wrong, as the connection's log line says it
     */
    default void authenticationFailed(Channel channel, String mechanism, String problem) {
    }
}
