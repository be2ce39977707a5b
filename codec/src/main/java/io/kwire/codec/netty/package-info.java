/**
 * Netty pipelines that speak Kafka: framing ({@link io.kwire.codec.netty.KafkaFrameDecoder}), the
 * server side ({@link io.kwire.codec.netty.KafkaRequestDecoder},
 * {@link io.kwire.codec.netty.KafkaResponseEncoder}, and {@link io.kwire.codec.netty.PauseReadsWhileUnwritable}
 * for backpressure) and the client side
 * ({@link io.kwire.codec.netty.KafkaClientCodec}, {@link io.kwire.codec.netty.KafkaClientChannel}).
 * Security: TLS on both sides ({@link io.kwire.codec.netty.ServerTls}, {@link io.kwire.codec.netty.ClientTls}),
 * the peer's {@link io.kwire.codec.netty.KafkaPrincipal} on every request, and a hook that refuses
 * requests before the handler sees them ({@link io.kwire.codec.netty.RequestAuthorizer},
 * {@link io.kwire.codec.netty.RefuseUnauthorizedRequests}). What each server connection does, reported
 * as it goes to {@link io.kwire.codec.netty.KafkaServerHooks}, for metrics.
 *
 * <p>Needs {@code netty-transport} and {@code netty-codec-base}, optional dependencies of
 * {@code kwire-codec}: add them to use this package; TLS also needs {@code netty-handler}.
 */
package io.kwire.codec.netty;
