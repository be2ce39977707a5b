package io.kwire.proxy;

import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaRequest;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.EventLoop;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;
import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;

/**
 * The last handler of a client connection to a {@link KafkaProxy}: opens the connection's own broker
 * connection before the client is read, couples the two ({@link Backpressure}), hands each request to
 * the {@link ProxyFilter}, and each response, addresses rewritten and ApiVersions narrowed, through
 * the filter to the client. Either connection closing closes the other.
 */
final class ProxiedClient extends ChannelInboundHandlerAdapter implements ProxyConnection {
    private static final InternalLogger LOG = InternalLoggerFactory.getInstance(KafkaProxy.class);
    private static final short API_VERSIONS = 18;

    private final Upstream upstream;
    private final ProxyFilter filter;
    private final EndpointRewriter rewriter;
    private ChannelHandlerContext ctx;
    private BrokerConnection broker;
    /**
     * Requests read before the broker connection opened: reads wait for it, but a TLS handshake reads
     * on its own and may bring the first request with its last bytes.
     */
    private final ArrayDeque<Object> early = new ArrayDeque<>();
    /** Whether the request being handed to the filter went on, to the broker or as an answer. */
    private boolean handedOn;

    /** Where a client connection's broker connection comes from, once the client connects. */
    @FunctionalInterface
    interface Upstream {
        /**
         * The broker connection for a client connection on {@code loop}, open or opening; null if
         * there is no broker to go to.
         */
        CompletableFuture<BrokerConnection> connect(EventLoop loop);
    }

    /** A connection whose broker connection {@code upstream} gives when the client connects. */
    ProxiedClient(Upstream upstream, ProxyFilter filter, BrokerAddresses addresses) {
        this.upstream = upstream;
        this.filter = filter;
        this.rewriter = new EndpointRewriter(addresses);
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        this.ctx = ctx;
        CompletableFuture<BrokerConnection> connecting = upstream.connect(ctx.channel().eventLoop());
        if (connecting == null) {
            LOG.warn("no broker for {}: closing it", ctx.channel());
            ctx.close();
            return;
        }
        connecting.whenComplete(this::connected);
        ctx.fireChannelActive();
    }

    /** Couples the broker connection to the client's once open; closes the client's if it did not open. */
    private void connected(BrokerConnection connection, Throwable failed) {
        if (failed != null) {
            LOG.warn("cannot reach the broker for {} ({}): closing it", ctx.channel(), failed.getMessage());
            ctx.close();
        } else if (!ctx.channel().isActive()) {
            connection.close();
        } else {
            broker = connection;
            connection.channel().closeFuture().addListener(closed -> ctx.close());
            Backpressure.couple(ctx.channel(), connection.channel());
            for (Object request; (request = early.poll()) != null; ) {
                handle(request);
            }
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (broker != null) {
            broker.close();
        }
        for (Object request; (request = early.poll()) != null; ) {
            release(request);
        }
        ctx.fireChannelInactive();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object request) {
        if (broker == null) {
            early.add(request);
        } else {
            handle(request);
        }
    }

    /** Hands {@code request} to the filter. */
    private void handle(Object request) {
        handedOn = false;
        try {
            filter.onRequest(this, request);
        } catch (RuntimeException e) {
            if (!handedOn) {
                release(request);
            }
            fail("the filter failed on " + describe(request), e);
        }
    }

    @Override
    public void forward(Object request, Object context) {
        handedOn = true;
        CompletableFuture<BrokerResponse<Object>> response;
        try {
            response = broker.send(request, context);
        } catch (RuntimeException e) {
            fail("cannot forward " + describe(request), e);
            return;
        }
        response.whenComplete((answer, failed) -> {
            if (failed != null) {
                ctx.close();
            } else if (answer != null) {
                respond(answer);
            }
        });
    }

    /** Writes the broker's answer to the client: addresses rewritten, ApiVersions narrowed, then the filter's. */
    private void respond(BrokerResponse<Object> answer) {
        KafkaFrame frame;
        try {
            frame = rewriter.rewrite(answer.frame(), ctx.alloc());
            if (frame.apiKey() == API_VERSIONS) {
                frame = ApiVersionsOffer.narrow(frame, filter.offer(), ctx.alloc());
            }
        } catch (RuntimeException e) {
            fail("cannot rewrite the response to " + describe(answer.frame()), e);
            return;
        }
        KafkaFrame response;
        try {
            response = filter.onResponse(this, frame, answer.context());
        } catch (RuntimeException e) {
            if (frame.refCnt() > 0) {
                frame.release();
            }
            fail("the filter failed on the response to " + describe(answer.frame()), e);
            return;
        }
        ctx.writeAndFlush(response);
    }

    @Override
    public void answer(Object response) {
        handedOn = true;
        ctx.writeAndFlush(response);
    }

    @Override
    public Channel clientChannel() {
        return ctx.channel();
    }

    @Override
    public KafkaClientChannel broker() {
        return broker.client();
    }

    /** Releases a request the filter did not hand on: its frame, and a decoded body's buffers. */
    private static void release(Object request) {
        if (request instanceof KafkaRequest<?, ?> decoded) {
            releaseBody(decoded);
            ReferenceCountUtil.release(decoded.frame());
        } else {
            ReferenceCountUtil.release(request);
        }
    }

    private static <Q> void releaseBody(KafkaRequest<Q, ?> request) {
        request.api().request().releaseBuffers(request.body());
    }

    /** Names a request or response in a log line, reading no frame's memory: the frame may be released. */
    private static String describe(Object message) {
        if (message instanceof KafkaFrame frame) {
            return "API " + frame.apiKey() + " v" + frame.apiVersion() + " (correlation id " + frame.correlationId()
                    + ")";
        }
        return String.valueOf(message);
    }

    private void fail(String problem, RuntimeException e) {
        LOG.warn("{} from {}: closing it", problem, ctx.channel(), e);
        ctx.close();
    }
}
