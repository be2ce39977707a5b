package io.kwire.codec.sasl;

/**
 * Where a server looks users up: per user, one SCRAM credential per mechanism and a PLAIN one,
 * salted and hashed, never a password. Implement it over the user's own database;
 * {@link InMemoryCredentialStore} ships. Called on the connection's event loop: keep it quick.
 */
public interface CredentialStore {
    /** {@code user}'s credential for {@code mechanism} (a SCRAM one); null for an unknown user. */
    ScramCredential credential(String user, SaslMechanism mechanism);

    /**
     * {@code user}'s PLAIN credential; null for an unknown user. By default null for every user: a
     * store that keeps only SCRAM credentials refuses every PLAIN login, as Kafka's SCRAM store does.
     */
    default PlainCredential plainCredential(String user) {
        return null;
    }

    /**
     * The iteration count of this store's SCRAM credentials, which a user the store does not hold is
     * answered with too, so that the count tells no one apart; by default {@link ScramCredential#MIN_ITERATIONS}.
     */
    default int scramIterations() {
        return ScramCredential.MIN_ITERATIONS;
    }
}
