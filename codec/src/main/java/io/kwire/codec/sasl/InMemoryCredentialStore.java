package io.kwire.codec.sasl;

import java.security.SecureRandom;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A {@link CredentialStore} in memory, thread-safe: each user added gets a SCRAM-SHA-256 and a
 * SCRAM-SHA-512 credential of its own random salt, and the password is then forgotten.
 */
public final class InMemoryCredentialStore implements CredentialStore {
    private final Map<String, Map<SaslMechanism, ScramCredential>> users = new ConcurrentHashMap<>();
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
        Map<SaslMechanism, ScramCredential> credentials = new EnumMap<>(SaslMechanism.class);
        for (SaslMechanism mechanism : SaslMechanism.values()) {
            if (mechanism.isScram()) {
                credentials.put(mechanism, ScramCredential.fromPassword(mechanism, password, iterations, random));
            }
        }
        users.put(user, credentials);
        return this;
    }

    /** Removes {@code user}; its next login fails. */
    public InMemoryCredentialStore removeUser(String user) {
        users.remove(user);
        return this;
    }

    @Override
    public ScramCredential credential(String user, SaslMechanism mechanism) {
        Map<SaslMechanism, ScramCredential> credentials = users.get(user);
        return credentials == null ? null : credentials.get(mechanism);
    }
}
