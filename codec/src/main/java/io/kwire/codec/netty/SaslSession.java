package io.kwire.codec.netty;

import io.kwire.codec.sasl.SaslAuthenticationException;
import io.kwire.codec.sasl.SaslMechanism;
import java.time.Duration;

/**
 * The session a SASL login opens on a server connection, as Kafka keeps it for KIP-368: whose it is,
 * with which mechanism, and until when. With a lifetime (Kafka's {@code connections.max.reauth.ms}),
 * the session expires that long after each login ends; a SaslHandshake begins a re-authentication at
 * most once a second, which must name the same mechanism and end with the same principal. Without
 * one, sessions never expire and nothing is re-authenticated. Used on the connection's event loop only.
 */
final class SaslSession {
    /** Kafka's shortest time between the starts of two re-authentications of one connection. */
    private static final long MIN_REAUTHENTICATION_INTERVAL_NANOS = Duration.ofSeconds(1).toNanos();

    private final long lifetimeMs;
    private KafkaPrincipal principal;
    private SaslMechanism mechanism;
    private long expiresAt;
    private long lastReauthenticationStart;
    private boolean reauthenticating;

    /** Sessions of {@code lifetime}; zero for sessions that never expire. */
    SaslSession(Duration lifetime) {
        if (lifetime.isNegative()) {
            throw new IllegalArgumentException("a SASL session lifetime cannot be negative; it was " + lifetime
                    + " (zero: sessions never expire)");
        }
        this.lifetimeMs = lifetime.toMillis();
    }

    /**
     * Opens the session of {@code principal}, logged in with {@code mechanism} at {@code now} (nanoseconds),
     * and returns its lifetime in milliseconds for the SaslAuthenticate answer: zero when it never expires.
     */
    long open(KafkaPrincipal principal, SaslMechanism mechanism, long now) {
        this.principal = principal;
        this.mechanism = mechanism;
        this.expiresAt = now + lifetimeMs * 1_000_000L;
        this.reauthenticating = false;
        return lifetimeMs;
    }

    /**
     * Whether a SaslHandshake arriving at {@code now} begins a re-authentication, as Kafka's
     * {@code KafkaChannel.maybeBeginServerReauthentication} decides: only for sessions that expire, and
     * not within a second of the last one's start. If so, the session is re-authenticating from now on.
     */
    boolean beginReauthentication(long now) {
        boolean tooSoon = lastReauthenticationStart != 0
                && now - lastReauthenticationStart < MIN_REAUTHENTICATION_INTERVAL_NANOS;
        if (lifetimeMs == 0 || tooSoon) {
            return false;
        }
        lastReauthenticationStart = now;
        reauthenticating = true;
        return true;
    }

    /** Whether a re-authentication has begun and not yet ended. */
    boolean reauthenticating() {
        return reauthenticating;
    }

    /** Whether the session has expired at {@code now}: only a re-authentication may then begin. */
    boolean expired(long now) {
        return lifetimeMs != 0 && now - expiresAt > 0;
    }

    /** Says how long ago the session expired, at {@code now}, for the line that closes the connection. */
    String expiry(long now) {
        return "the SASL session of " + principal + " expired " + (now - expiresAt) / 1_000_000L
                + " ms ago, after its lifetime of " + lifetimeMs + " ms, and the client did not re-authenticate";
    }

    /**
     * Refuses a re-authentication with another mechanism than the session's, as Kafka does
     * ({@code SaslServerAuthenticator}'s REAUTH_BAD_MECHANISM).
     */
    void checkMechanism(SaslMechanism requested) {
        if (reauthenticating && requested != mechanism) {
            throw new SaslAuthenticationException("SASL mechanism " + requested.mechanismName() + " requested for"
                    + " re-authentication, but the session was authenticated with " + mechanism.mechanismName());
        }
    }

    /** Refuses a re-authentication that ended with another principal than the session's, as Kafka does. */
    void checkPrincipal(KafkaPrincipal authenticated) {
        if (reauthenticating && !authenticated.equals(principal)) {
            throw new SaslAuthenticationException("cannot change principals during re-authentication, from "
                    + principal + " to " + authenticated);
        }
    }
}
