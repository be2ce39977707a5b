package io.kwire.codec.sasl;

/**
 * A SASL exchange refused: wrong credentials, or a message that breaks the mechanism's rules. Its
 * message says what was wrong in words fit to send to the client as Kafka's error message, and
 * never holds a password; an unknown user and a wrong password read the same.
 */
public final class SaslAuthenticationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** A refusal saying {@code message}. */
    public SaslAuthenticationException(String message) {
        super(message);
    }
}
