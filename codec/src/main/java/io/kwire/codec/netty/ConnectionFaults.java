package io.kwire.codec.netty;

import io.netty.channel.ChannelHandlerContext;
import java.time.Duration;
import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;

/** Closes a connection whose peer broke the protocol or failed to log in, saying why in one log line. */
final class ConnectionFaults {
    private static final InternalLogger LOG = InternalLoggerFactory.getInstance(ConnectionFaults.class);

    private ConnectionFaults() {
    }

    /** Logs {@code problem} once, naming the peer, and closes the connection. */
    static void close(ChannelHandlerContext ctx, String problem) {
        LOG.warn("closing Kafka connection {}: {}", ctx.channel().remoteAddress(), problem);
        ctx.close();
    }

    /** Logs {@code problem} once, naming the peer, for a connection the caller closes after {@code delay}. */
    static void closeLater(ChannelHandlerContext ctx, String problem, Duration delay) {
        LOG.warn("closing Kafka connection {} in {} ms: {}", ctx.channel().remoteAddress(), delay.toMillis(), problem);
    }
}
