package io.kwire.proxy;

import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.ViewedRequest;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoop;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.util.ReferenceCountUtil;
import java.util.concurrent.CompletableFuture;

/**
 * The upstream half of a proxy: a connection to a broker that sends the requests a client wrote, in
 * whatever form the proxy read them (a {@link KafkaFrame}, a {@link ViewedRequest}, a
 * {@link KafkaRequest} with or without its frame), and hands back each response with the request's
 * API key, version and the context the caller attached ({@link BrokerResponse}). The responses come
 * in request order: a broker answers a connection's requests in order, and each future completes on
 * the connection's event loop as its response arrives. A request read but not changed goes out as
 * its frame, not encoded again; a decoded request without its frame is encoded by its codec.
 *
 * <pre>{@code
 * // in a ChannelInitializer of the broker side:
 * BrokerConnection.initialize(ch.pipeline(), BrokerConnection.CorrelationIds.MAPPED);
 * // once connected:
 * BrokerConnection broker = new BrokerConnection(channel);
 * broker.send(request, context).thenAccept(response -> ...);   // null for a Produce with acks=0
 * }</pre>
 */
public final class BrokerConnection {
    /** Whose correlation ids a broker connection's requests carry. */
    public enum CorrelationIds {
        /**
         * The client's own: each frame goes out exactly as it came. For a broker connection that
         * carries one client connection's requests and nothing else.
         */
        KEPT,
        /**
         * The connection's own, the client's put back into each response ({@link KafkaClientChannel#relay}):
         * a connection may carry several clients' requests, and the proxy's own ({@link #client()}).
         */
        MAPPED
    }

    private final Channel channel;
    private final KafkaClientChannel client;

    /**
     * A broker connection over {@code channel}, whose pipeline {@link #initialize} set up.
     *
     * @throws IllegalArgumentException if it did not
     */
    public BrokerConnection(Channel channel) {
        this.channel = channel;
        this.client = channel.pipeline().get(KeptCorrelationIds.class) == null ? new KafkaClientChannel(channel)
                : null;
    }

    /** Adds the handlers of a broker connection whose requests carry {@code ids} (after TLS's, if any). */
    public static void initialize(ChannelPipeline pipeline, CorrelationIds ids) {
        if (ids == CorrelationIds.MAPPED) {
            KafkaClientChannel.initialize(pipeline, null);
        } else {
            pipeline.addLast(new KafkaFrameDecoder(), new KafkaResponseEncoder(), new KeptCorrelationIds());
        }
    }

    /**
     * Connects to {@code broker} on {@code loop} (a client connection's own loop keeps both halves on
     * one thread), over TLS when {@code tls} is not null, its requests carrying {@code ids}; the future
     * fails if the connection does not open.
     */
    public static CompletableFuture<BrokerConnection> connect(EventLoop loop, Endpoint broker, ClientTls tls,
            CorrelationIds ids) {
        ChannelFuture connected = new Bootstrap().group(loop).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        if (tls != null) {
                            ch.pipeline().addLast(tls.newHandler(ch.alloc(), broker.host(), broker.port()));
                        }
                        initialize(ch.pipeline(), ids);
                    }
                })
                .connect(broker.host(), broker.port());
        CompletableFuture<BrokerConnection> connection = new CompletableFuture<>();
        connected.addListener(done -> {
            if (done.isSuccess()) {
                connection.complete(new BrokerConnection(connected.channel()));
            } else {
                connection.completeExceptionally(done.cause());
            }
        });
        return connection;
    }

    /**
     * Sends {@code request} (a {@link KafkaFrame}, a {@link ViewedRequest}, forwarded patched or as it
     * came, or a {@link KafkaRequest}: its frame if it kept one, its body's buffers then released, else
     * its body encoded), taking it over. The future completes with the response and {@code context},
     * with null for a Produce with acks=0 once written, or fails with a
     * {@link io.kwire.codec.netty.ConnectionClosedException} when the connection closes first.
     *
     * @throws IllegalArgumentException if {@code request} is none of those; it is released
     * @throws io.kwire.codec.CodecException if a decoded request cannot be encoded
     */
    public <C> CompletableFuture<BrokerResponse<C>> send(Object request, C context) {
        KafkaFrame frame = frameOf(request);
        CompletableFuture<KafkaFrame> response = client != null ? client.relay(frame)
                : KeptCorrelationIds.send(channel, frame);
        return response.thenApply(answer -> answer == null ? null : new BrokerResponse<>(answer, context));
    }

    /** The frame to send for {@code request}, taking it over. */
    private KafkaFrame frameOf(Object request) {
        if (request instanceof KafkaFrame frame) {
            return frame;
        }
        if (request instanceof ViewedRequest viewed) {
            return viewed.forward(channel.alloc());
        }
        if (request instanceof KafkaRequest<?, ?> decoded) {
            return frameOf(decoded);
        }
        ReferenceCountUtil.release(request);
        throw new IllegalArgumentException("cannot send " + request + ": a broker takes a KafkaFrame, a ViewedRequest"
                + " or a KafkaRequest");
    }

    private <Q> KafkaFrame frameOf(KafkaRequest<Q, ?> request) {
        if (request.frame() != null) {
            request.api().request().releaseBuffers(request.body());
            return request.frame();
        }
        try {
            return KafkaFrame.ofRequest(channel.alloc(), request.header(), request.api().request(), request.body());
        } finally {
            request.api().request().releaseBuffers(request.body());
        }
    }

    /**
     * The connection as a client of its own, for the proxy's requests (a Metadata look-up, say).
     *
     * @throws IllegalStateException if the connection keeps its client's correlation ids
     */
    public KafkaClientChannel client() {
        if (client == null) {
            throw new IllegalStateException(channel + " keeps its client's correlation ids: it carries no requests"
                    + " of the proxy's own");
        }
        return client;
    }

    /** The channel underneath. */
    public Channel channel() {
        return channel;
    }

    /** Closes the connection; requests in flight fail. Does not wait. */
    public void close() {
        channel.close();
    }
}
