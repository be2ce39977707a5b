package io.kwire.codec.sasl;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;

/**
 * PLAIN (RFC 4616) on the server: one token, {@code authzid NUL authcid NUL password}, checked
 * against the user's stored {@link PlainCredential}, so that no password is ever stored. An unknown
 * user's password is checked against a stand-in no password opens, so that a try costs one HMAC
 * whoever it names. As Kafka, an authorization id other than the user's own is refused.
 */
final class PlainServerExchange extends ServerExchange {
    private static final byte[] EMPTY = new byte[0];
    private static final PlainCredential UNKNOWN_USER = PlainCredential.standIn(new SecureRandom());

    private final CredentialStore store;

    PlainServerExchange(CredentialStore store) {
        super(SaslMechanism.PLAIN);
        this.store = store;
    }

    @Override
    byte[] answer(int step, byte[] token) {
        String message = new String(token, StandardCharsets.UTF_8);
        int first = message.indexOf('\0');
        int second = first < 0 ? -1 : message.indexOf('\0', first + 1);
        if (second < 0 || message.indexOf('\0', second + 1) >= 0) {
            throw refuse("Invalid SASL/PLAIN response: expected authzid, username and password"
                    + " separated by two NUL bytes");
        }
        String authzid = message.substring(0, first);
        String user = message.substring(first + 1, second);
        String password = message.substring(second + 1);
        if (user.isEmpty()) {
            throw refuse("Authentication failed: username not specified");
        }
        if (password.isEmpty()) {
            throw refuse("Authentication failed: password not specified");
        }
        if (!authzid.isEmpty() && !authzid.equals(user)) {
            throw refuse("Authentication failed: the authorization id differs from the username");
        }
        if (!matches(user, password)) {
            throw refuse(BAD_CREDENTIALS);
        }
        complete(user);
        return EMPTY;
    }

    private boolean matches(String user, String password) {
        PlainCredential stored = store.plainCredential(user);
        boolean matches = (stored != null ? stored : UNKNOWN_USER).matches(password);
        return stored != null && matches;
    }
}
