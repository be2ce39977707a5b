package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaResponse;
import io.kwire.codec.netty.RequestAuthorizer;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.util.concurrent.ScheduledFuture;
import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

/**
 * Answers each decoded request through the route of its API key, unless the authorizer refuses it;
 * one per connection. The authorizer is asked here, as each request's turn comes, so that a refusal
 * too goes out in its request's place; the answer gets what the ACLs let the request's principal do.
 * Responses go out in the order of the requests, as Kafka's clients need: a request that waits for
 * something to answer with (a Fetch with no records yet) is checked again every {@value #RECHECK_MS} ms
 * on the channel's event loop until it can be answered or its wait is over, and the requests behind it
 * are held, the connection not read, until then. Each response's buffers are released once it is
 * written. A request refused, whole or in part, by closing its connection ({@link ClosingRefusal})
 * closes it with one log line. Closes the connection on an exception: quietly when the socket failed
 * (a client that reset its connection is no news), with a warning and its stack trace otherwise, since
 * that is a bug.
 */
final class AdminRequestHandler extends SimpleChannelInboundHandler<KafkaRequest<?, ?>> {
    /** How often a waiting request checks whether it can be answered. */
    static final long RECHECK_MS = 5;

    private static final InternalLogger LOG = InternalLoggerFactory.getInstance(AdminRequestHandler.class);

    private final Route<?, ?>[] routes;
    private final RequestAuthorizer authorizer;
    private final Acls acls;
    private final ArrayDeque<KafkaRequest<?, ?>> held = new ArrayDeque<>();
    private KafkaRequest<?, ?> waiting;
    private long deadlineNanos;
    private ScheduledFuture<?> recheck;

    AdminRequestHandler(Route<?, ?>[] routes, RequestAuthorizer authorizer, Acls acls) {
        this.routes = routes;
        this.authorizer = authorizer;
        this.acls = acls;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, KafkaRequest<?, ?> request) {
        if (waiting != null) {
            held.add(request);
        } else {
            serve(ctx, request);
        }
    }

    private void serve(ChannelHandlerContext ctx, KafkaRequest<?, ?> request) {
        // The decoder passes on only requests of the registry's APIs, and the registry is built from the routes.
        Route<?, ?> route = routes[request.apiKey()];
        KafkaResponse<?> refusal;
        try {
            refusal = authorizer.refusal(request);
        } catch (ClosingRefusal e) {
            route.release(request);
            closeRefused(ctx, e);
            return;
        } catch (RuntimeException e) {
            route.release(request);
            throw e;
        }
        if (refusal != null) {
            route.release(request);
            write(ctx, refusal);
            return;
        }
        int maxWaitMs = route.maxWaitMs(request);
        if (maxWaitMs > 0 && !route.ready(request, acls)) {
            waiting = request;
            deadlineNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(maxWaitMs);
            ctx.channel().config().setAutoRead(false);
            scheduleRecheck(ctx);
            return;
        }
        respond(ctx, route, request);
    }

    /** Writes the response to {@code request}, or closes the connection if it was refused that way. */
    private void respond(ChannelHandlerContext ctx, Route<?, ?> route, KafkaRequest<?, ?> request) {
        try {
            write(ctx, route.respond(request, acls));
        } catch (ClosingRefusal e) {
            closeRefused(ctx, e);
        }
    }

    private static void closeRefused(ChannelHandlerContext ctx, ClosingRefusal refusal) {
        LOG.warn("closing Kafka connection {}: {}", ctx.channel().remoteAddress(), refusal.getMessage());
        ctx.close();
    }

    private void scheduleRecheck(ChannelHandlerContext ctx) {
        long delay = Math.min(TimeUnit.MILLISECONDS.toNanos(RECHECK_MS), deadlineNanos - System.nanoTime());
        recheck = ctx.executor().schedule(() -> recheck(ctx), Math.max(0, delay), TimeUnit.NANOSECONDS);
    }

    /** Answers the waiting request if it is ready or out of time, then the requests held behind it. */
    private void recheck(ChannelHandlerContext ctx) {
        recheck = null;
        if (waiting == null) {
            return;
        }
        try {
            Route<?, ?> route = routes[waiting.apiKey()];
            if (!route.ready(waiting, acls) && System.nanoTime() - deadlineNanos < 0) {
                scheduleRecheck(ctx);
                return;
            }
            KafkaRequest<?, ?> answered = waiting;
            waiting = null;
            respond(ctx, route, answered);
            while (waiting == null && !held.isEmpty() && ctx.channel().isActive()) {
                serve(ctx, held.poll());
            }
            if (waiting == null && ctx.channel().isWritable()) {
                ctx.channel().config().setAutoRead(true);
            }
        } catch (RuntimeException e) {
            exceptionCaught(ctx, e);
        }
    }

    private static void write(ChannelHandlerContext ctx, KafkaResponse<?> response) {
        if (response != null) {
            ctx.writeAndFlush(response).addListener(written -> releaseBuffers(response));
        }
    }

    private static <R> void releaseBuffers(KafkaResponse<R> response) {
        response.codec().releaseBuffers(response.body());
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        releaseUnanswered();
        super.channelInactive(ctx);
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        releaseUnanswered();
    }

    private void releaseUnanswered() {
        if (recheck != null) {
            recheck.cancel(false);
            recheck = null;
        }
        if (waiting != null) {
            routes[waiting.apiKey()].release(waiting);
            waiting = null;
        }
        for (KafkaRequest<?, ?> request = held.poll(); request != null; request = held.poll()) {
            routes[request.apiKey()].release(request);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (cause instanceof IOException) {
            LOG.debug("closing Kafka connection {}: {}", ctx.channel().remoteAddress(), cause.toString());
        } else {
            LOG.warn("closing Kafka connection {}", ctx.channel().remoteAddress(), cause);
        }
        ctx.close();
    }
}
