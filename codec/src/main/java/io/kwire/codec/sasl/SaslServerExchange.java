package io.kwire.codec.sasl;

/**
 * The server's side of one SASL authentication: the client's tokens in, the server's out, until
 * {@link #isComplete()}. One exchange per attempt, on one thread at a time. Every refusal is a
 * {@link SaslAuthenticationException}, after which the exchange takes no more tokens.
 *
 * <pre>{@code
 * SaslServerExchange exchange = SaslServerExchange.start(SaslMechanism.SCRAM_SHA_256, store);
 * byte[] challenge = exchange.evaluate(clientFirst);
 * byte[] outcome = exchange.evaluate(clientFinal); // exchange.isComplete(), exchange.user()
 * }</pre>
 */
public interface SaslServerExchange {
    /** The largest token taken: Kafka's {@code sasl.server.max.receive.size} default, 512 KiB. */
    int MAX_TOKEN_BYTES = 524288;

    /** A new exchange of {@code mechanism} against the users of {@code store}. */
    static SaslServerExchange start(SaslMechanism mechanism, CredentialStore store) {
        return mechanism.isScram() ? new ScramServerExchange(mechanism, store) : new PlainServerExchange(store);
    }

    /** The mechanism. */
    SaslMechanism mechanism();

    /**
     * Takes the client's next token and returns the server's answer (empty when there is nothing
     * to say). Throws {@link SaslAuthenticationException} for wrong credentials, a malformed or
     * oversized token, or a token after the exchange ended.
     */
    byte[] evaluate(byte[] token);

    /** Whether the client has authenticated. */
    boolean isComplete();

    /** The authenticated user's name; throws {@link IllegalStateException} before {@link #isComplete()}. */
    String user();
}
