package io.kwire.codec.sasl;

/**
 * Where a server looks users up: one SCRAM credential per user and mechanism, salted and hashed,
 * never a password. PLAIN logins are checked against the user's SCRAM-SHA-512 credential, else
 * its SCRAM-SHA-256 one. Implement it over the user's own database; {@link InMemoryCredentialStore}
 * ships. Called on the connection's event loop: keep it quick.
 */
public interface CredentialStore {
    /** {@code user}'s credential for {@code mechanism} (a SCRAM one); null for an unknown user. */
    ScramCredential credential(String user, SaslMechanism mechanism);
}
