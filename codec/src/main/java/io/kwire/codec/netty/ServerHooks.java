package io.kwire.codec.netty;

import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.util.AttributeKey;

/** Where a connection keeps its {@link KafkaServerHooks}: a channel attribute, read by the handlers that report. */
final class ServerHooks {
    private static final AttributeKey<KafkaServerHooks> KEY = AttributeKey.valueOf(ServerHooks.class, "hooks");

    private ServerHooks() {
    }

    /**
     * Puts {@code hooks}, guarded, on {@code channel}, reports it opened, and reports it closed when it closes;
     * does nothing for {@link KafkaServerHooks#NONE}.
     */
    static void install(Channel channel, KafkaServerHooks hooks) {
        if (hooks == null) {
            throw new IllegalArgumentException("hooks is null; install none, or KafkaServerHooks.NONE, for none");
        }
        if (hooks == KafkaServerHooks.NONE) {
            return;
        }
        GuardedHooks guarded = new GuardedHooks(hooks);
        if (!channel.attr(KEY).compareAndSet(null, guarded)) {
            throw new IllegalStateException("connection " + channel + " already has hooks installed");
        }
        guarded.connectionOpened(channel);
        channel.closeFuture().addListener((ChannelFutureListener) closed -> guarded.connectionClosed(channel));
    }

    /** The hooks installed on {@code channel}, {@link GuardedHooks guarded}, or {@link KafkaServerHooks#NONE}. */
    static KafkaServerHooks of(Channel channel) {
        KafkaServerHooks hooks = channel.attr(KEY).get();
        return hooks != null ? hooks : KafkaServerHooks.NONE;
    }
}
