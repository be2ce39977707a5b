package io.kwire.proxy;

import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.ViewedRequest;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
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
 * the connection's event loop as its response arrives.
 *
 * <p>Correlation ids are mapped: each request goes out with this connection's own id, its response
 * comes back with the client's id in place ({@link KafkaClientChannel#relay}), so one connection may
 * carry the requests of several clients and the proxy's own ({@link #client()}). A request read but
 * not changed goes out as its frame, not encoded again; a decoded request without its frame is
 * encoded by its codec.
 */
public final class BrokerConnection {
    private final KafkaClientChannel client;

    private BrokerConnection(KafkaClientChannel client) {
        this.client = client;
    }

    /**
     * Connects to {@code broker} on {@code loop} (a client connection's own loop keeps both halves on
     * one thread), over TLS when {@code tls} is not null; the future fails if the connection does not
     * open.
     */
    public static CompletableFuture<BrokerConnection> connect(EventLoop loop, Endpoint broker, ClientTls tls) {
        ChannelFuture connected = new Bootstrap().group(loop).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        if (tls == null) {
                            KafkaClientChannel.initialize(ch.pipeline(), null);
                        } else {
                            KafkaClientChannel.initialize(ch.pipeline(), null, tls, broker.host(), broker.port());
                        }
                    }
                })
                .connect(broker.host(), broker.port());
        CompletableFuture<BrokerConnection> connection = new CompletableFuture<>();
        connected.addListener(done -> {
            if (done.isSuccess()) {
                connection.complete(new BrokerConnection(new KafkaClientChannel(connected.channel())));
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
     * with null for a Produce with acks=0 once written, or fails as {@link KafkaClientChannel#relay}'s.
     *
     * @throws IllegalArgumentException if {@code request} is none of those; it is released
     * @throws io.kwire.codec.CodecException if a decoded request cannot be encoded
     */
    public <C> CompletableFuture<BrokerResponse<C>> send(Object request, C context) {
        return client.relay(frameOf(request)).thenApply(frame -> frame == null ? null
                : new BrokerResponse<>(frame, context));
    }

    /** The frame to send for {@code request}, taking it over. */
    private KafkaFrame frameOf(Object request) {
        if (request instanceof KafkaFrame frame) {
            return frame;
        }
        if (request instanceof ViewedRequest viewed) {
            return viewed.forward(client.channel().alloc());
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
            return KafkaFrame.ofRequest(client.channel().alloc(), request.header(), request.api().request(),
                    request.body());
        } finally {
            request.api().request().releaseBuffers(request.body());
        }
    }

    /** The connection as a client of its own, for the proxy's requests (a Metadata look-up, say). */
    public KafkaClientChannel client() {
        return client;
    }

    /** Closes the connection; requests in flight fail. Does not wait. */
    public void close() {
        client.channel().close();
    }
}
