package io.kwire.codec.netty;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.util.ReferenceCountUtil;
import java.util.ArrayDeque;

/**
 * Backpressure for a server whose client does not read its responses: while the channel is unwritable
 * (its outbound buffer passed the high-water mark of the channel's {@link WriteBufferWaterMark}), stops
 * reading from the socket and holds the requests already decoded from the last read; once the buffer
 * drains below the low-water mark, passes them on in order, then reads again.
 *
 * <p>A connection then holds at most the high-water mark plus one response in its outbound buffer,
 * and the requests of one read in this handler, however many requests its client pipelines. Place
 * it after the decoders, before the handler that answers; one instance per channel:
 *
 * <pre>{@code
 * ch.config().setWriteBufferWaterMark(new WriteBufferWaterMark(32 * 1024, 64 * 1024));
 * ch.pipeline().addLast(new KafkaFrameDecoder(), new KafkaRequestDecoder(registry), new KafkaResponseEncoder(),
 *         new PauseReadsWhileUnwritable(), handler);
 * }</pre>
 *
 * <p>It takes over the channel's {@code autoRead} setting, so it suits a handler that writes the
 * response to each request as it comes; it fires {@code channelReadComplete} after passing on held
 * requests, for a handler that flushes there. Requests still held when the channel closes are
 * released: a {@link KafkaRequest}'s {@code ByteBuf} fields, and anything reference-counted. It reports
 * each pause and resume to the connection's {@link KafkaServerHooks}, if it has any.
 */
public final class PauseReadsWhileUnwritable extends ChannelInboundHandlerAdapter {
    private final ArrayDeque<Object> held = new ArrayDeque<>();
    private boolean passingHeld;
    /** While reads are paused: when they were, by {@link System#nanoTime} if the connection has hooks. */
    private boolean paused;
    private long pausedAt;

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (held.isEmpty() && ctx.channel().isWritable()) {
            ctx.fireChannelRead(msg);
        } else {
            held.add(msg);
            pause(ctx);
        }
    }

    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) {
        if (ctx.channel().isWritable()) {
            passHeld(ctx);
        } else {
            pause(ctx);
        }
        ctx.fireChannelWritabilityChanged();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        releaseHeld();
        ctx.fireChannelInactive();
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        releaseHeld();
    }

    /**
     * Passes held requests on while the channel stays writable, then reads again if none is left.
     * Answering a request can change writability, which calls back here: the outer call goes on.
     */
    private void passHeld(ChannelHandlerContext ctx) {
        if (passingHeld) {
            return;
        }
        passingHeld = true;
        boolean passed = false;
        try {
            while (!held.isEmpty() && ctx.channel().isWritable()) {
                ctx.fireChannelRead(held.poll());
                passed = true;
            }
        } finally {
            passingHeld = false;
        }
        if (passed) {
            ctx.fireChannelReadComplete();
        }
        if (held.isEmpty() && ctx.channel().isWritable() && ctx.channel().isActive()) {
            ctx.channel().config().setAutoRead(true);
            if (paused) {
                paused = false;
                KafkaServerHooks hooks = ServerHooks.of(ctx.channel());
                if (hooks != KafkaServerHooks.NONE) {
                    hooks.readsResumed(ctx.channel(), System.nanoTime() - pausedAt);
                }
            }
        }
    }

    /** Stops reading from the socket, and reports it if reads were going on. */
    private void pause(ChannelHandlerContext ctx) {
        ctx.channel().config().setAutoRead(false);
        if (!paused) {
            paused = true;
            KafkaServerHooks hooks = ServerHooks.of(ctx.channel());
            if (hooks != KafkaServerHooks.NONE) {
                pausedAt = System.nanoTime();
                hooks.readsPaused(ctx.channel());
            }
        }
    }

    private void releaseHeld() {
        for (Object msg = held.poll(); msg != null; msg = held.poll()) {
            if (msg instanceof KafkaRequest<?, ?> request) {
                releaseBuffers(request);
            } else {
                ReferenceCountUtil.release(msg);
            }
        }
    }

    private static <Q> void releaseBuffers(KafkaRequest<Q, ?> request) {
        request.api().request().releaseBuffers(request.body());
    }
}
