package io.kwire.codec.sasl;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;

/**
 * What a server keeps to check PLAIN passwords: a random salt and HMAC-SHA-256(salt, password), so
 * that checking one costs a single HMAC rather than a SCRAM key derivation. It is cheap to test
 * guesses against too: keep it as secret as the passwords themselves.
 */
public final class PlainCredential {
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final ScramFunctions HMAC_SHA_256 = new ScramFunctions(SaslMechanism.SCRAM_SHA_256);

    private final byte[] salt;
    private final byte[] hash;

    /** A credential of stored values, as read from the user's store; the arrays are copied. */
    public PlainCredential(byte[] salt, byte[] hash) {
        if (salt.length == 0 || hash.length != HASH_BYTES) {
            throw new IllegalArgumentException("a PLAIN credential needs a salt and a " + HASH_BYTES
                    + "-byte HMAC-SHA-256; got " + salt.length + " and " + hash.length + " bytes");
        }
        this.salt = salt.clone();
        this.hash = hash.clone();
    }

    /** A new credential for {@code password}, with a random salt. */
    public static PlainCredential fromPassword(String password, SecureRandom random) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        return new PlainCredential(salt, hash(salt, password));
    }

    /** A credential of random bytes, which no password opens: what an unknown user's password is checked against. */
    static PlainCredential standIn(SecureRandom random) {
        byte[] salt = new byte[SALT_BYTES];
        byte[] hash = new byte[HASH_BYTES];
        random.nextBytes(salt);
        random.nextBytes(hash);
        return new PlainCredential(salt, hash);
    }

    /** The salt. */
    public byte[] salt() {
        return salt.clone();
    }

    /** HMAC-SHA-256 of the password in UTF-8, keyed with the salt. */
    public byte[] hash() {
        return hash.clone();
    }

    /** Whether {@code password} is this credential's, compared in constant time. */
    boolean matches(String password) {
        return MessageDigest.isEqual(hash(salt, password), hash);
    }

    private static byte[] hash(byte[] salt, String password) {
        return HMAC_SHA_256.hmac(salt, password.getBytes(StandardCharsets.UTF_8));
    }
}
