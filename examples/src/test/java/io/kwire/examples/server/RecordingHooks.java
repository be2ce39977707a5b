package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.netty.KafkaServerHooks;
import io.netty.channel.Channel;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Hooks that keep every report they get, from any event loop, for a test to read. */
final class RecordingHooks implements KafkaServerHooks {
    /** A request read or a response written. */
    record Exchange(Channel channel, short apiKey, short apiVersion, int bytes, long nanos) {
    }

    /** A login that succeeded or failed: the principal, or the problem. */
    record Login(Channel channel, String mechanism, KafkaPrincipal principal, String problem) {
    }

    final List<Channel> opened = new CopyOnWriteArrayList<>();
    final List<Channel> closed = new CopyOnWriteArrayList<>();
    final List<Exchange> read = new CopyOnWriteArrayList<>();
    final List<Exchange> written = new CopyOnWriteArrayList<>();
    final List<String> decodeFailures = new CopyOnWriteArrayList<>();
    final List<Channel> paused = new CopyOnWriteArrayList<>();
    final List<Long> resumedAfterNanos = new CopyOnWriteArrayList<>();
    final List<Login> logins = new CopyOnWriteArrayList<>();
    final List<Login> failedLogins = new CopyOnWriteArrayList<>();

    @Override
    public void connectionOpened(Channel channel) {
        opened.add(channel);
    }

    @Override
    public void connectionClosed(Channel channel) {
        closed.add(channel);
    }

    @Override
    public void requestRead(Channel channel, short apiKey, short apiVersion, int bytes, long decodeNanos) {
        read.add(new Exchange(channel, apiKey, apiVersion, bytes, decodeNanos));
    }

    @Override
    public void responseWritten(Channel channel, short apiKey, short apiVersion, int bytes, long serverNanos) {
        written.add(new Exchange(channel, apiKey, apiVersion, bytes, serverNanos));
    }

    @Override
    public void decodeFailed(Channel channel, String problem) {
        decodeFailures.add(problem);
    }

    @Override
    public void readsPaused(Channel channel) {
        paused.add(channel);
    }

    @Override
    public void readsResumed(Channel channel, long pausedNanos) {
        resumedAfterNanos.add(pausedNanos);
    }

    @Override
    public void authenticated(Channel channel, String mechanism, KafkaPrincipal principal) {
        logins.add(new Login(channel, mechanism, principal, null));
    }

    @Override
    public void authenticationFailed(Channel channel, String mechanism, String problem) {
        failedLogins.add(new Login(channel, mechanism, null, problem));
    }
}
