package io.kwire.codec.sasl;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;

/**
 * The client's side of one SASL authentication, PLAIN or SCRAM: {@link #initialToken()} first,
 * then each server token through {@link #evaluate} until {@link #isComplete()}. A SCRAM server must
 * prove it knows the credential too: a wrong server signature, a nonce that does not extend the
 * client's, or an iteration count outside Kafka's 4096 to 16384 is refused.
 */
public final class SaslClientExchange {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int NONCE_BYTES = 24;
    private static final String GS2_HEADER = "n,,";

    private final SaslMechanism mechanism;
    private final String user;
    private final String password;
    private int step;
    private boolean complete;
    private String clientNonce;
    private String clientFirstBare;
    private byte[] serverSignature;

    private SaslClientExchange(SaslMechanism mechanism, String user, String password) {
        this.mechanism = mechanism;
        this.user = user;
        this.password = password;
    }

    /** A new exchange of {@code mechanism} that logs in as {@code user}. */
    public static SaslClientExchange start(SaslMechanism mechanism, String user, String password) {
        return new SaslClientExchange(mechanism, user, password);
    }

    /** The mechanism. */
    public SaslMechanism mechanism() {
        return mechanism;
    }

    /** The first token, which the client sends unasked. */
    public byte[] initialToken() {
        if (step != 0) {
            throw new IllegalStateException("the initial token was already taken");
        }
        step = 1;
        if (!mechanism.isScram()) {
            return ("\0" + user + "\0" + password).getBytes(StandardCharsets.UTF_8);
        }
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        clientNonce = ScramMessages.base64(nonce);
        clientFirstBare = "n=" + ScramMessages.saslName(user) + ",r=" + clientNonce;
        return (GS2_HEADER + clientFirstBare).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Takes the server's next token and returns the client's answer, or null when the exchange is
     * complete and the client says nothing more. Throws {@link SaslAuthenticationException} when the
     * server's token is malformed or does not prove the server's side.
     */
    public byte[] evaluate(byte[] token) {
        if (step == 0) {
            throw new IllegalStateException("send initialToken() first");
        }
        if (complete) {
            throw new SaslAuthenticationException(mechanism.mechanismName() + " exchange is complete: no more tokens");
        }
        String message = new String(token, StandardCharsets.UTF_8);
        if (!mechanism.isScram()) {
            if (!message.isEmpty()) {
                throw new SaslAuthenticationException("PLAIN server answered with a token; it has none to send");
            }
            complete = true;
            return null;
        }
        if (step == 1) {
            step = 2;
            return clientFinal(message);
        }
        verifyServerFinal(message);
        complete = true;
        return null;
    }

    /** Whether the server has accepted the client and, for SCRAM, proved itself. */
    public boolean isComplete() {
        return complete;
    }

    private byte[] clientFinal(String serverFirst) {
        String[] parts = serverFirst.split(",", -1);
        if (parts.length > 0 && parts[0].startsWith("m=")) {
            throw new SaslAuthenticationException("SCRAM server-first has a mandatory extension this client does not know");
        }
        String nonce = parts.length >= 3 ? ScramMessages.attribute(parts[0], 'r') : null;
        String salt = parts.length >= 3 ? ScramMessages.attribute(parts[1], 's') : null;
        String count = parts.length >= 3 ? ScramMessages.attribute(parts[2], 'i') : null;
        if (nonce == null || salt == null || count == null) {
            throw new SaslAuthenticationException("SCRAM server-first must hold r=<nonce>,s=<salt>,i=<iterations>");
        }
        if (!nonce.startsWith(clientNonce) || nonce.length() == clientNonce.length() || !ScramMessages.isNonce(nonce)) {
            throw new SaslAuthenticationException("SCRAM server-first's nonce does not extend the client's");
        }
        byte[] saltBytes = ScramMessages.base64(salt);
        if (saltBytes == null || saltBytes.length == 0) {
            throw new SaslAuthenticationException("SCRAM server-first's salt is not base64");
        }
        int iterations = iterations(count);
        ScramFunctions scram = new ScramFunctions(mechanism);
        byte[] salted = scram.saltedPassword(password, saltBytes, iterations);
        byte[] clientKey = scram.clientKey(salted);
        String withoutProof = "c=" + ScramMessages.base64(GS2_HEADER.getBytes(StandardCharsets.UTF_8)) + ",r=" + nonce;
        byte[] authMessage = (clientFirstBare + "," + serverFirst + "," + withoutProof).getBytes(StandardCharsets.UTF_8);
        byte[] proof = ScramFunctions.xor(clientKey, scram.hmac(scram.hash(clientKey), authMessage));
        serverSignature = scram.hmac(scram.serverKey(salted), authMessage);
        return (withoutProof + ",p=" + ScramMessages.base64(proof)).getBytes(StandardCharsets.UTF_8);
    }

    private static int iterations(String count) {
        int iterations;
        try {
            iterations = Integer.parseInt(count);
        } catch (NumberFormatException e) {
            throw new SaslAuthenticationException("SCRAM server-first's iteration count '" + count + "' is not a number");
        }
        if (iterations < ScramCredential.MIN_ITERATIONS || iterations > ScramCredential.MAX_ITERATIONS) {
            throw new SaslAuthenticationException("SCRAM server-first's iteration count " + iterations
                    + " is outside " + ScramCredential.MIN_ITERATIONS + " to " + ScramCredential.MAX_ITERATIONS);
        }
        return iterations;
    }

    private void verifyServerFinal(String serverFinal) {
        String error = ScramMessages.attribute(serverFinal, 'e');
        if (error != null) {
            throw new SaslAuthenticationException("SCRAM server refused: " + error);
        }
        String verifier = ScramMessages.attribute(serverFinal.split(",", -1)[0], 'v');
        byte[] signature = verifier == null ? null : ScramMessages.base64(verifier);
        if (signature == null || !MessageDigest.isEqual(signature, serverSignature)) {
            throw new SaslAuthenticationException("SCRAM server-final's signature is wrong: the server does not know"
                    + " the credential");
        }
    }
}
