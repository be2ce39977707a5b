package io.kwire.codec.sasl;

import java.security.SecureRandom;

/**
 * A SCRAM credential as Kafka stores one: the salt, StoredKey, ServerKey and iteration count of
 * RFC 5802, from which the password cannot be had back.
 */
public final class ScramCredential {
    /** The fewest iterations Kafka accepts, and the default here. */
    public static final int MIN_ITERATIONS = 4096;
    /** The most iterations Kafka accepts. */
    public static final int MAX_ITERATIONS = 16384;

    private static final int SALT_BYTES = 16;

    private final byte[] salt;
    private final byte[] storedKey;
    private final byte[] serverKey;
    private final int iterations;

    /** A credential of stored values, as read from the user's store; the arrays are copied. */
    public ScramCredential(byte[] salt, byte[] storedKey, byte[] serverKey, int iterations) {
        checkIterations(iterations);
        this.salt = salt.clone();
        this.storedKey = storedKey.clone();
        this.serverKey = serverKey.clone();
        this.iterations = iterations;
    }

    /** A new credential of {@code mechanism} for {@code password}, with a random salt. */
    public static ScramCredential fromPassword(SaslMechanism mechanism, String password, int iterations,
            SecureRandom random) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        return fromPassword(mechanism, password, salt, iterations);
    }

    /** The credential of {@code mechanism} for {@code password} with {@code salt}. */
    public static ScramCredential fromPassword(SaslMechanism mechanism, String password, byte[] salt, int iterations) {
        if (!mechanism.isScram()) {
            throw new IllegalArgumentException(mechanism.mechanismName() + " has no SCRAM credential");
        }
        checkIterations(iterations);
        ScramFunctions scram = new ScramFunctions(mechanism);
        byte[] salted = scram.saltedPassword(password, salt, iterations);
        return new ScramCredential(salt, scram.hash(scram.clientKey(salted)), scram.serverKey(salted), iterations);
    }

    /** The salt. */
    public byte[] salt() {
        return salt.clone();
    }

    /** StoredKey: H(ClientKey). */
    public byte[] storedKey() {
        return storedKey.clone();
    }

    /** ServerKey: HMAC(SaltedPassword, "Server Key"). */
    public byte[] serverKey() {
        return serverKey.clone();
    }

    /** The iteration count of Hi. */
    public int iterations() {
        return iterations;
    }

    /** Throws {@link IllegalArgumentException} for a count outside Kafka's 4096 to 16384. */
    static void checkIterations(int iterations) {
        if (iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
            throw new IllegalArgumentException("SCRAM iteration count " + iterations + " is outside "
                    + MIN_ITERATIONS + " to " + MAX_ITERATIONS);
        }
    }
}
