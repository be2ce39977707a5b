package io.kwire.proxy;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;

/**
 * Backpressure across a proxy's two connections: while a client does not read its responses (its
 * channel unwritable, past the high-water mark of its {@code WriteBufferWaterMark}), the proxy stops
 * reading from that client's broker connection, so responses wait in the broker's socket, not in
 * the proxy's memory; while a broker does not read its requests, the proxy stops reading from the
 * client. Each channel's {@code autoRead} then follows the other's writability: use it instead of
 * {@code PauseReadsWhileUnwritable}, and set neither channel's {@code autoRead} elsewhere once coupled.
 */
public final class Backpressure {
    private Backpressure() {
    }

    /**
     * Couples {@code client}, a connection a client opened to the proxy, and {@code broker}, the
     * proxy's connection for it to its broker: each reads only while the other is writable.
     */
    public static void couple(Channel client, Channel broker) {
        client.pipeline().addFirst(new ReadsFollowWritability(broker));
        broker.pipeline().addFirst(new ReadsFollowWritability(client));
        broker.config().setAutoRead(client.isWritable());
        client.config().setAutoRead(broker.isWritable());
    }

    /** Sets the other channel's {@code autoRead} to this one's writability whenever that changes. */
    private static final class ReadsFollowWritability extends ChannelInboundHandlerAdapter {
        private final Channel other;

        ReadsFollowWritability(Channel other) {
            this.other = other;
        }

        @Override
        public void channelWritabilityChanged(ChannelHandlerContext ctx) {
            other.config().setAutoRead(ctx.channel().isWritable());
            ctx.fireChannelWritabilityChanged();
        }
    }
}
