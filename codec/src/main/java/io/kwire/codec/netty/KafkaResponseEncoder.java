package io.kwire.codec.netty;

import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;

/**
 * The server side's outbound half: writes each {@link KafkaResponse} as one frame (size, header at
 * the version Kafka's rule gives, body) in one buffer of exactly the right size from the channel's
 * allocator, in one write; writes a {@link KafkaFrame} behind its size prefix without copying it.
 * Other messages pass unchanged.
 *
 * <p>A response that cannot be written (its codec refuses a value, or the body is null) fails the
 * write's promise and closes the connection, since the client would otherwise wait for it forever.
 */
@Sharable
public final class KafkaResponseEncoder extends ChannelOutboundHandlerAdapter {
    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof KafkaResponse<?> response) {
            ByteBuf frame;
            try {
                frame = encode(ctx, response);
            } catch (RuntimeException e) {
                // A codec's refusal, or a bug such as a null body: either way the client would wait forever.
                promise.setFailure(e);
                ConnectionFaults.close(ctx, "cannot write " + response + ": " + e.getMessage());
                return;
            }
            ctx.write(frame, promise);
        } else if (msg instanceof KafkaFrame frame) {
            ctx.write(FrameEncoding.prefixed(ctx.alloc(), frame), promise);
        } else {
            ctx.write(msg, promise);
        }
    }

    private static <R> ByteBuf encode(ChannelHandlerContext ctx, KafkaResponse<R> response) {
        short headerVersion = response.codec().headerVersion(response.apiVersion());
        return FrameEncoding.encode(ctx.alloc(), ResponseHeaderCodec.INSTANCE,
                new ResponseHeader(response.correlationId()), headerVersion, response.codec(), response.body(),
                response.apiVersion());
    }
}
