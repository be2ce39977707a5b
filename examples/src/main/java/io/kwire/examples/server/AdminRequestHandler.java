package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaRequest;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;

/** Answers each decoded request through the route of its API key; one per connection. */
final class AdminRequestHandler extends SimpleChannelInboundHandler<KafkaRequest<?, ?>> {
    private final Route<?, ?>[] routes;

    AdminRequestHandler(Route<?, ?>[] routes) {
        this.routes = routes;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, KafkaRequest<?, ?> request) {
        // The decoder passes on only requests of the registry's APIs, and the registry is built from the routes.
        ctx.writeAndFlush(routes[request.apiKey()].respond(request));
    }
}
