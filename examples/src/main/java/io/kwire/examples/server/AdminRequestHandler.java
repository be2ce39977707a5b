package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaRequest;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;
import java.io.IOException;

/**
 * Answers each decoded request through the route of its API key; one per connection. Closes the connection
 * on an exception: quietly when the socket failed (a client that reset its connection is no news), with
 * a warning otherwise.
 */
final class AdminRequestHandler extends SimpleChannelInboundHandler<KafkaRequest<?, ?>> {
    private static final InternalLogger LOG = InternalLoggerFactory.getInstance(AdminRequestHandler.class);

    private final Route<?, ?>[] routes;

    AdminRequestHandler(Route<?, ?>[] routes) {
        this.routes = routes;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, KafkaRequest<?, ?> request) {
        // The decoder passes on only requests of the registry's APIs, and the registry is built from the routes.
        ctx.writeAndFlush(routes[request.apiKey()].respond(request));
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
