package io.kwire.codec.netty;

import io.netty.channel.Channel;
import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;

/**
 * A connection's {@link KafkaServerHooks} as its handlers call them: what a hook throws is logged, the first
 * time on the connection, and goes no further, so a faulty hook can neither leak a request nor break the
 * connection's order. One per connection, used on its event loop.
 */
final class GuardedHooks implements KafkaServerHooks {
    private static final InternalLogger LOG = InternalLoggerFactory.getInstance(GuardedHooks.class);

    private final KafkaServerHooks hooks;
    private boolean warned;

    GuardedHooks(KafkaServerHooks hooks) {
        this.hooks = hooks;
    }

    @Override
    public void connectionOpened(Channel channel) {
        try {
            hooks.connectionOpened(channel);
        } catch (RuntimeException e) {
            threw(channel, "connectionOpened", e);
        }
    }

    @Override
    public void connectionClosed(Channel channel) {
        try {
            hooks.connectionClosed(channel);
        } catch (RuntimeException e) {
            threw(channel, "connectionClosed", e);
        }
    }

    @Override
    public void requestRead(Channel channel, short apiKey, short apiVersion, int bytes, long decodeNanos) {
        try {
            hooks.requestRead(channel, apiKey, apiVersion, bytes, decodeNanos);
        } catch (RuntimeException e) {
            threw(channel, "requestRead", e);
        }
    }

    @Override
    public void responseWritten(Channel channel, short apiKey, short apiVersion, int bytes, long serverNanos) {
        try {
            hooks.responseWritten(channel, apiKey, apiVersion, bytes, serverNanos);
        } catch (RuntimeException e) {
            threw(channel, "responseWritten", e);
        }
    }

    @Override
    public void decodeFailed(Channel channel, String problem) {
        try {
            hooks.decodeFailed(channel, problem);
        } catch (RuntimeException e) {
            threw(channel, "decodeFailed", e);
        }
    }

    @Override
    public void readsPaused(Channel channel) {
        try {
            hooks.readsPaused(channel);
        } catch (RuntimeException e) {
            threw(channel, "readsPaused", e);
        }
    }

    @Override
    public void readsResumed(Channel channel, long pausedNanos) {
        try {
            hooks.readsResumed(channel, pausedNanos);
        } catch (RuntimeException e) {
            threw(channel, "readsResumed", e);
        }
    }

    @Override
    public void authenticated(Channel channel, String mechanism, KafkaPrincipal principal) {
        try {
            hooks.authenticated(channel, mechanism, principal);
        } catch (RuntimeException e) {
            threw(channel, "authenticated", e);
        }
    }

    @Override
    public void authenticationFailed(Channel channel, String mechanism, String problem) {
        try {
            hooks.authenticationFailed(channel, mechanism, problem);
        } catch (RuntimeException e) {
            threw(channel, "authenticationFailed", e);
        }
    }

    private void threw(Channel channel, String method, RuntimeException e) {
        if (!warned) {
            warned = true;
            LOG.warn("Kafka connection {}: the hook's {} threw; its throws on this connection are ignored from now on",
                    channel.remoteAddress(), method, e);
        }
    }
}
