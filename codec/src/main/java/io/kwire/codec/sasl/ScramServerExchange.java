package io.kwire.codec.sasl;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;

/**
 * SCRAM (RFC 5802, RFC 7677) on the server, as Kafka's broker speaks it: no channel binding
 * ({@code "n,,"} only), an authorization id only if it is the user's own, and no delegation
 * tokens. An unknown user gets a stand-in credential of a salt derived from the name and of the
 * store's iteration count, made for every user so that it costs the same, and fails at the proof
 * exactly as a wrong password does.
 */
final class ScramServerExchange extends ServerExchange {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final byte[] UNKNOWN_USER_SECRET = randomBytes(32);
    private static final int NONCE_BYTES = 18;
    private static final int SALT_BYTES = 16;

    private final CredentialStore store;
    private final ScramFunctions scram;

    private String user;
    private String gs2Header;
    private String clientFirstBare;
    private String serverFirst;
    private String nonce;
    private ScramCredential credential;

    ScramServerExchange(SaslMechanism mechanism, CredentialStore store) {
        super(mechanism);
        this.store = store;
        this.scram = new ScramFunctions(mechanism);
    }

    @Override
    byte[] answer(int step, byte[] token) {
        String message = new String(token, StandardCharsets.UTF_8);
        return step == 0 ? clientFirst(message) : clientFinal(message);
    }

    private byte[] clientFirst(String message) {
        if (message.startsWith("p=") || message.startsWith("y,")) {
            throw refuse("SCRAM client-first asks for channel binding, which this server does not offer");
        }
        if (!message.startsWith("n,")) {
            throw refuse("SCRAM client-first must start with the GS2 header \"n,\"");
        }
        int headerEnd = message.indexOf(',', 2);
        if (headerEnd < 0) {
            throw refuse("SCRAM client-first has no end to its GS2 header");
        }
        String authzid = message.substring(2, headerEnd);
        gs2Header = message.substring(0, headerEnd + 1);
        clientFirstBare = message.substring(headerEnd + 1);
        String[] parts = clientFirstBare.split(",", -1);
        String name = parts.length >= 2 ? ScramMessages.attribute(parts[0], 'n') : null;
        String clientNonce = parts.length >= 2 ? ScramMessages.attribute(parts[1], 'r') : null;
        if (name == null || clientNonce == null) {
            throw refuse("SCRAM client-first must hold n=<user>,r=<nonce>");
        }
        user = ScramMessages.userName(name);
        if (user == null || user.isEmpty()) {
            throw refuse("SCRAM client-first has a malformed user name: '=' not followed by 2C or 3D");
        }
        if (!authzid.isEmpty() && !user.equals(authzid.startsWith("a=") ? ScramMessages.userName(authzid.substring(2)) : null)) {
            throw refuse("Authentication failed: the authorization id differs from the username");
        }
        if (!ScramMessages.isNonce(clientNonce)) {
            throw refuse("SCRAM client-first has a malformed nonce");
        }
        for (int i = 2; i < parts.length; i++) {
            if (parts[i].startsWith("m=")) {
                throw refuse("SCRAM client-first has a mandatory extension this server does not know");
            }
            if (parts[i].startsWith("tokenauth=")) {
                throw refuse("SCRAM delegation tokens (tokenauth) are not supported");
            }
        }
        ScramCredential standIn = standIn(user); // made for a known user too: its cost must not tell them apart
        ScramCredential stored = store.credential(user, mechanism());
        credential = stored != null ? stored : standIn;
        nonce = clientNonce + ScramMessages.base64(randomBytes(NONCE_BYTES));
        serverFirst = "r=" + nonce + ",s=" + ScramMessages.base64(credential.salt()) + ",i=" + credential.iterations();
        return serverFirst.getBytes(StandardCharsets.UTF_8);
    }

    private byte[] clientFinal(String message) {
        int proofAt = message.lastIndexOf(",p=");
        String[] parts = message.split(",", -1);
        if (proofAt < 0 || parts.length < 3) {
            throw refuse("SCRAM client-final must hold c=<binding>,r=<nonce>,p=<proof>");
        }
        String binding = ScramMessages.attribute(parts[0], 'c');
        String finalNonce = ScramMessages.attribute(parts[1], 'r');
        byte[] proof = ScramMessages.base64(message.substring(proofAt + 3));
        if (binding == null || finalNonce == null) {
            throw refuse("SCRAM client-final must start with c=<binding>,r=<nonce>");
        }
        byte[] header = ScramMessages.base64(binding);
        if (header == null || !gs2Header.equals(new String(header, StandardCharsets.UTF_8))) {
            throw refuse("SCRAM client-final's channel binding does not repeat the GS2 header");
        }
        if (!finalNonce.equals(nonce)) {
            throw refuse("SCRAM client-final's nonce does not match the one the server sent");
        }
        byte[] storedKey = credential.storedKey();
        if (proof == null || proof.length != storedKey.length) {
            throw refuse("SCRAM client-final's proof is not base64 of " + storedKey.length + " bytes");
        }
        byte[] authMessage = (clientFirstBare + "," + serverFirst + "," + message.substring(0, proofAt))
                .getBytes(StandardCharsets.UTF_8);
        byte[] clientKey = ScramFunctions.xor(proof, scram.hmac(storedKey, authMessage));
        if (!MessageDigest.isEqual(scram.hash(clientKey), storedKey)) {
            throw refuse(BAD_CREDENTIALS);
        }
        complete(user);
        return ("v=" + ScramMessages.base64(scram.hmac(credential.serverKey(), authMessage)))
                .getBytes(StandardCharsets.UTF_8);
    }

    /** A credential no password opens, of the same salt for the same name across attempts. */
    private ScramCredential standIn(String name) {
        byte[] seed = scram.hmac(UNKNOWN_USER_SECRET, name.getBytes(StandardCharsets.UTF_8));
        byte[] salt = new byte[SALT_BYTES];
        System.arraycopy(seed, 0, salt, 0, SALT_BYTES);
        byte[] keys = randomBytes(seed.length);
        return new ScramCredential(salt, keys, keys, store.scramIterations());
    }

    private static byte[] randomBytes(int count) {
        byte[] bytes = new byte[count];
        RANDOM.nextBytes(bytes);
        return bytes;
    }
}
