package io.kwire.codec.sasl;

import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A {@link CredentialStore} in memory, thread-safe: each user added gets a SCRAM-SHA-256, a
 * SCRAM-SHA-512 and a PLAIN credential, each of its own random salt, and the password is then
 * forgotten.
 */
public final class InMemoryCredentialStore implements CredentialStore {
    private final Map<String, Credentials> users = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final int iterations;

    /** A store whose credentials take {@link ScramCredential#MIN_ITERATIONS} iterations. */
    public InMemoryCredentialStore() {
        this(ScramCredential.MIN_ITERATIONS);
    }

    /** A store whose credentials take {@code iterations} iterations (4096 to 16384). */
    public InMemoryCredentialStore(int iterations) {
        ScramCredential.checkIterations(iterations);
        this.iterations = iterations;
    }

    /** Adds {@code user}, or replaces its password. */
    public InMemoryCredentialStore addUser(String user, String password) {
        users.put(user, new Credentials(
                ScramCredential.fromPassword(SaslMechanism.SCRAM_SHA_256, password, iterations, random),
                ScramCredential.fromPassword(SaslMechanism.SCRAM_SHA_512, password, iterations, random),
                PlainCredential.fromPassword(password, random)));
        return this;
    }

    /** Removes {@code user}; its next login fails. */
    public InMemoryCredentialStore removeUser(String user) {
        users.remove(user);
        return this;
    }

    @Override
    public ScramCredential credential(String user, SaslMechanism mechanism) {
        Credentials credentials = users.get(user);
        if (credentials == null) {
            return null;
        }
        return switch (mechanism) {
            case SCRAM_SHA_256 -> credentials.sha256();
            case SCRAM_SHA_512 -> credentials.sha512();
            case PLAIN -> null;
        };
    }

    @Override
    public PlainCredential plainCredential(String user) {
        Credentials credentials = users.get(user);
        return credentials == null ? null : credentials.plain();
    }

    @Override
    public int scramIterations() {
        return iterations;
    }

    /** One user's credentials, replaced together when its password is. */
    private record Credentials(ScramCredential sha256, ScramCredential sha512, PlainCredential plain) {
    }
}
