package io.kwire.proxy;

import io.kwire.codec.netty.ConnectionClosedException;
import io.kwire.codec.netty.KafkaFrame;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.DefaultByteBufHolder;
import io.netty.channel.Channel;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;
import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;

/**
 * The client side of a broker connection whose requests keep their client's correlation ids: writes
 * each request frame as it came, and pairs each response with the oldest request awaiting one, since
 * a broker answers a connection's requests in order; a response whose correlation id is not that
 * request's closes the connection. For one client per broker connection, and no requests of the
 * proxy's own. A {@code KafkaResponseEncoder} before it writes the frames behind their size.
 */
final class KeptCorrelationIds extends ChannelDuplexHandler {
    private static final InternalLogger LOG = InternalLoggerFactory.getInstance(KeptCorrelationIds.class);

    private final ArrayDeque<Awaiting> awaiting = new ArrayDeque<>();
    private boolean closed;

    /** A request written and not answered yet. */
    private record Awaiting(short apiKey, short apiVersion, int correlationId, CompletableFuture<KafkaFrame> response) {
    }

    /** A request on its way to this handler; holds the frame, so that a write that fails before it releases it. */
    private static final class Outgoing extends DefaultByteBufHolder {
        private final KafkaFrame frame;
        private final CompletableFuture<KafkaFrame> response;

        Outgoing(KafkaFrame frame, CompletableFuture<KafkaFrame> response) {
            super(frame.content());
            this.frame = frame;
            this.response = response;
        }
    }

    /**
     * Writes {@code request} on {@code channel}, whose pipeline holds this handler; the future completes
     * with the response frame, with null for a Produce with acks=0 once written, or fails with a
     * {@link ConnectionClosedException}. Takes over the frame.
     */
    static CompletableFuture<KafkaFrame> send(Channel channel, KafkaFrame request) {
        CompletableFuture<KafkaFrame> response = new CompletableFuture<>();
        channel.writeAndFlush(new Outgoing(request, response)).addListener(written -> {
            if (!written.isSuccess()) {
                // Not the frame's toString: a write that failed released it.
                response.completeExceptionally(new ConnectionClosedException("could not send API " + request.apiKey()
                        + " request (correlation id " + request.correlationId() + ") to " + channel.remoteAddress(),
                        written.cause()));
            }
        });
        return response;
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (!(msg instanceof Outgoing outgoing)) {
            ctx.write(msg, promise);
            return;
        }
        KafkaFrame frame = outgoing.frame;
        if (closed) {
            frame.release();
            promise.setFailure(new ConnectionClosedException("the connection to " + ctx.channel().remoteAddress()
                    + " is closed", null));
            return;
        }
        if (frame.expectsResponse()) {
            Awaiting request = new Awaiting(frame.apiKey(), frame.apiVersion(), frame.correlationId(),
                    outgoing.response);
            awaiting.add(request);
            promise.addListener(written -> {
                if (!written.isSuccess()) {
                    awaiting.remove(request);
                }
            });
        } else {
            promise.addListener(written -> {
                if (written.isSuccess()) {
                    outgoing.response.complete(null);
                }
            });
        }
        ctx.write(frame, promise);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!(msg instanceof ByteBuf frame)) {
            ctx.fireChannelRead(msg);
            return;
        }
        try {
            Awaiting request = awaiting.poll();
            int correlationId = frame.readableBytes() < Integer.BYTES ? -1 : frame.getInt(frame.readerIndex());
            if (request == null || correlationId != request.correlationId()) {
                LOG.warn("closing broker connection {}: a response with correlation id {} where {} was awaited",
                        ctx.channel().remoteAddress(), correlationId,
                        request == null ? "none" : request.correlationId());
                if (request != null) {
                    awaiting.addFirst(request);
                }
                ctx.close();
                return;
            }
            request.response().complete(new KafkaFrame(request.apiKey(), request.apiVersion(), correlationId,
                    frame.retain()));
        } finally {
            frame.release();
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        closed = true;
        for (Awaiting request : awaiting) {
            request.response().completeExceptionally(new ConnectionClosedException("the connection to "
                    + ctx.channel().remoteAddress() + " closed before API " + request.apiKey()
                    + " request (correlation id " + request.correlationId() + ") was answered", null));
        }
        awaiting.clear();
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        LOG.warn("closing broker connection {}: {}", ctx.channel().remoteAddress(), cause.toString());
        ctx.close();
    }
}
