package io.kwire.codec.netty;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.sasl.SaslMechanism;
import io.netty.channel.Channel;
import io.netty.channel.ChannelPipeline;
import java.util.concurrent.CompletableFuture;

/**
 * A client connection to a Kafka peer: sends typed requests and completes a future with each
 * typed response. Thread-safe; requests may be pipelined.
 *
 * <pre>{@code
 * bootstrap.handler(new ChannelInitializer<SocketChannel>() {
 *     protected void initChannel(SocketChannel ch) {
 *         KafkaClientChannel.initialize(ch.pipeline(), "my-client");
 *     }
 * });
 * KafkaClientChannel kafka = new KafkaClientChannel(bootstrap.connect(host, port).sync().channel());
 * CreateTopicsResponse created = kafka.send(KwireApis.CREATE_TOPICS, (short) 7, request).get();
 * }</pre>
 */
public final class KafkaClientChannel {
    private final Channel channel;
    private final KafkaClientCodec codec;

    /**
     * A client over {@code channel}, whose pipeline {@link #initialize} set up. The channel may have
     * closed already (its TLS handshake failed, say): then every request sent fails with a
     * {@link ConnectionClosedException} whose cause is the failure.
     *
     * @throws IllegalArgumentException if no {@link KafkaClientCodec} was ever added to the pipeline
     */
    public KafkaClientChannel(Channel channel) {
        KafkaClientCodec codec = channel.attr(KafkaClientCodec.OF_CHANNEL).get();
        if (codec == null) {
            throw new IllegalArgumentException(channel + " has no KafkaClientCodec: set it up with initialize()");
        }
        this.channel = channel;
        this.codec = codec;
    }

    /** Adds a {@link KafkaFrameDecoder} and a {@link KafkaClientCodec} sending {@code clientId}. */
    public static void initialize(ChannelPipeline pipeline, String clientId) {
        pipeline.addLast(new KafkaFrameDecoder(), new KafkaClientCodec(clientId));
    }

    /**
     * Adds TLS to {@code peerHost}:{@code peerPort} (the name or address connected to, which the
     * server's certificate must name unless {@code tls} turned host name verification off), then what
     * {@link #initialize(ChannelPipeline, String)} adds. Requests sent before the handshake finishes
     * wait for it; if it fails, each fails with a {@link ConnectionClosedException} whose cause is the
     * handshake's exception.
     */
    public static void initialize(ChannelPipeline pipeline, String clientId, ClientTls tls, String peerHost,
            int peerPort) {
        pipeline.addLast(tls.newHandler(pipeline.channel().alloc(), peerHost, peerPort));
        initialize(pipeline, clientId);
    }

    /**
     * Makes the connection log in with SASL before its first request: call it after
     * {@link #initialize}, in the same channel initializer. Requests sent meanwhile wait; if the
     * server refuses the login, each fails with a {@link io.kwire.codec.sasl.SaslAuthenticationException}
     * carrying the server's message. If the server gives sessions a lifetime (KIP-368), the connection
     * logs in again before its session ends, as Kafka's clients do (see {@link SaslClientHandler}).
     */
    public static void authenticate(ChannelPipeline pipeline, SaslMechanism mechanism, String user, String password) {
        KafkaClientCodec codec = pipeline.get(KafkaClientCodec.class);
        if (codec == null) {
            throw new IllegalArgumentException("the pipeline has no KafkaClientCodec: call initialize() first");
        }
        pipeline.addBefore(pipeline.context(codec).name(), null,
                new SaslClientHandler(mechanism, user, password, codec.clientId()));
    }

    /**
     * Sends {@code request} at {@code version}; the future completes with the response, or fails with
     * the codec's exception (the request could not be written, or the response not read) or a
     * {@link ConnectionClosedException}; sent after the connection failed (its TLS handshake, say),
     * with that failure as its cause.
     *
     * @throws IllegalArgumentException if {@code api} lacks a request or a response codec
     */
    public <Q, R> CompletableFuture<R> send(ApiCodecs<Q, R> api, short version, Q request) {
        if (api.request() == null || api.response() == null) {
            throw new IllegalArgumentException("API " + api.apiKey() + " needs both a request and a response codec"
                    + " to be sent");
        }
        CompletableFuture<R> response = new CompletableFuture<>();
        write(new PendingRequest<>(api, version, request, response), response);
        return response;
    }

    /**
     * Sends {@code request}, a request frame as it came from a client (a {@link KafkaFrame}, the
     * {@link KafkaRequest#frame() frame} of a decoded request, or a {@link ViewedRequest#forward
     * forwarded} view), without decoding or copying it: only its correlation id is replaced by this
     * connection's own. The future completes with the response frame, undecoded, with the request's
     * correlation id back in place, ready to write to that client; the caller owns it (a
     * {@link ViewedResponse} views and patches it). A Produce with acks=0 gets no response: its future
     * completes with null once the request is written. Takes over {@code request}'s reference.
     */
    public CompletableFuture<KafkaFrame> relay(KafkaFrame request) {
        CompletableFuture<KafkaFrame> response = new CompletableFuture<>();
        write(new RelayedRequest(request, response), response);
        return response;
    }

    /** Writes {@code request}, failing {@code response} if it cannot be written. */
    private void write(Object request, CompletableFuture<?> response) {
        channel.writeAndFlush(request).addListener(written -> {
            if (!written.isSuccess()) {
                Throwable cause = written.cause();
                Throwable failed = codec.closeCause();
                response.completeExceptionally(cause instanceof RuntimeException ? cause
                        : new ConnectionClosedException("could not send " + request + " to " + channel.remoteAddress()
                                + (failed == null ? "" : ": the connection failed with " + failed),
                                failed != null ? failed : cause));
            }
        });
    }

    /** The channel underneath. */
    public Channel channel() {
        return channel;
    }

    /** Closes the connection; requests in flight fail with {@link ConnectionClosedException}. */
    public void close() {
        channel.close().syncUninterruptibly();
    }
}
