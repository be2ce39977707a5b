package io.kwire.codec.netty;

import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;

/**
 * Asks a {@link RequestAuthorizer} about each {@link KafkaRequest} before the server's handler sees
 * it: passes on those it allows; for those it refuses, writes its refusal in their place and releases
 * the request's {@code ByteBuf} fields. Other messages pass unchanged, {@link KafkaFrame}s too: a
 * {@link RequestFilter} must let the decoder decode every request the authorizer is to judge.
 *
 * <pre>{@code
 * ch.pipeline().addLast(new KafkaFrameDecoder(), new KafkaRequestDecoder(registry), new KafkaResponseEncoder(),
 *         new PauseReadsWhileUnwritable(), new RefuseUnauthorizedRequests(authorizer), handler);
 * }</pre>
 *
 * <p>A refusal is written when its request arrives, and {@link KafkaRequestDecoder} holds it until the
 * responses to the requests before it are written: responses keep request order even behind a handler
 * that holds requests to answer them later. An authorizer that throws, or a refusal whose API or
 * correlation id is not its request's, closes the connection with one log line, since the client
 * would otherwise wait for an answer. Sharable: it holds only the authorizer.
 */
@Sharable
public final class RefuseUnauthorizedRequests extends ChannelInboundHandlerAdapter {
    private final RequestAuthorizer authorizer;

    /** A handler that asks {@code authorizer} about every request. */
    public RefuseUnauthorizedRequests(RequestAuthorizer authorizer) {
        if (authorizer == null) {
            throw new IllegalArgumentException("authorizer is null");
        }
        this.authorizer = authorizer;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!(msg instanceof KafkaRequest<?, ?> request)) {
            ctx.fireChannelRead(msg);
            return;
        }
        KafkaResponse<?> refusal;
        try {
            refusal = authorizer.refusal(request);
        } catch (RuntimeException e) {
            releaseBuffers(request);
            ConnectionFaults.close(ctx, "the authorizer failed on " + request + ": " + e);
            return;
        }
        if (refusal == null) {
            ctx.fireChannelRead(request);
            return;
        }
        releaseBuffers(request);
        if (refusal.codec().apiKey() != request.apiKey() || refusal.correlationId() != request.correlationId()) {
            ConnectionFaults.close(ctx, "the authorizer refused " + request + " with " + refusal
                    + ", which does not answer it");
            return;
        }
        ctx.writeAndFlush(refusal);
    }

    private static <Q> void releaseBuffers(KafkaRequest<Q, ?> request) {
        request.api().request().releaseBuffers(request.body());
    }
}
