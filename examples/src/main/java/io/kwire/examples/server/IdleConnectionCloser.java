package io.kwire.examples.server;

import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Closes a connection on which nothing was read and no response finished writing for the idle timeout,
 * as Kafka's {@code connections.max.idle.ms} does: a client gone silent, or one that stopped reading its
 * responses and so is no longer read from. One per connection.
 */
final class IdleConnectionCloser extends IdleStateHandler {
    private static final InternalLogger LOG = InternalLoggerFactory.getInstance(IdleConnectionCloser.class);

    private final Duration timeout;

    IdleConnectionCloser(Duration timeout) {
        super(0, 0, timeout.toNanos(), TimeUnit.NANOSECONDS);
        this.timeout = timeout;
    }

    @Override
    protected void channelIdle(ChannelHandlerContext ctx, IdleStateEvent event) {
        LOG.info("closing Kafka connection {}: idle for {} ms", ctx.channel().remoteAddress(), timeout.toMillis());
        ctx.close();
    }
}
