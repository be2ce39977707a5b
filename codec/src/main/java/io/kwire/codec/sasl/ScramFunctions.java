package io.kwire.codec.sasl;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** RFC 5802's functions over one mechanism's hash: HMAC, H, Hi and the keys made from them. */
final class ScramFunctions {
    private static final byte[] CLIENT_KEY = "Client Key".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SERVER_KEY = "Server Key".getBytes(StandardCharsets.US_ASCII);

    private final SaslMechanism mechanism;

    ScramFunctions(SaslMechanism mechanism) {
        this.mechanism = mechanism;
    }

    /** SaltedPassword := Hi(password, salt, i), the password in UTF-8 as Kafka takes it. */
    byte[] saltedPassword(String password, byte[] salt, int iterations) {
        Mac mac = mac(password.getBytes(StandardCharsets.UTF_8));
        byte[] block = new byte[salt.length + 4];
        System.arraycopy(salt, 0, block, 0, salt.length);
        block[salt.length + 3] = 1;
        byte[] u = mac.doFinal(block);
        byte[] result = u.clone();
        for (int i = 1; i < iterations; i++) {
            u = mac.doFinal(u);
            for (int j = 0; j < result.length; j++) {
                result[j] ^= u[j];
            }
        }
        return result;
    }

    byte[] clientKey(byte[] saltedPassword) {
        return hmac(saltedPassword, CLIENT_KEY);
    }

    byte[] serverKey(byte[] saltedPassword) {
        return hmac(saltedPassword, SERVER_KEY);
    }

    byte[] hmac(byte[] key, byte[] message) {
        return mac(key).doFinal(message);
    }

    byte[] hash(byte[] message) {
        try {
            return MessageDigest.getInstance(mechanism.hashAlgorithm()).digest(message);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK lacks " + mechanism.hashAlgorithm(), e);
        }
    }

    static byte[] xor(byte[] a, byte[] b) {
        byte[] result = new byte[a.length];
        for (int i = 0; i < a.length; i++) {
            result[i] = (byte) (a[i] ^ b[i]);
        }
        return result;
    }

    private Mac mac(byte[] key) {
        try {
            Mac mac = Mac.getInstance(mechanism.macAlgorithm());
            mac.init(new SecretKeySpec(key, mechanism.macAlgorithm()));
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK lacks " + mechanism.macAlgorithm(), e);
        }
    }
}
