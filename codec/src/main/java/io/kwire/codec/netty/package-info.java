/**
 * Netty pipelines that speak Kafka: framing ({@link io.kwire.codec.netty.KafkaFrameDecoder}), the
 * server side ({@link io.kwire.codec.netty.KafkaRequestDecoder},
 * {@link io.kwire.codec.netty.KafkaResponseEncoder}, and {@link io.kwire.codec.netty.PauseReadsWhileUnwritable}
 * for backpressure) and the client side
 * ({@link io.kwire.codec.netty.KafkaClientCodec}, {@link io.kwire.codec.netty.KafkaClientChannel}).
 *
 * <p>Needs {@code netty-transport} and {@code netty-codec-base}, optional dependencies of
 * {@code kwire-codec}: add them to use this package.
 */
package io.kwire.codec.netty;
