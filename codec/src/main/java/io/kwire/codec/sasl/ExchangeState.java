package io.kwire.codec.sasl;

/** What every server exchange keeps: how many tokens it took, whether it failed, and the user once authenticated. */
final class ExchangeState {
    static final String BAD_CREDENTIALS = "Authentication failed: invalid username or password";

    private final String mechanismName;
    private int step;
    private boolean failed;
    private String user;

    ExchangeState(String mechanismName) {
        this.mechanismName = mechanismName;
    }

    /** Checks that a token may come now and that {@code token} fits the cap. */
    void expect(byte[] token) {
        if (failed) {
            throw new SaslAuthenticationException(mechanismName + " exchange has already failed");
        }
        if (user != null) {
            throw new SaslAuthenticationException(mechanismName + " exchange is complete: no more tokens");
        }
        if (token.length > SaslServerExchange.MAX_TOKEN_BYTES) {
            throw refuse(mechanismName + " token of " + token.length + " bytes is over the cap of "
                    + SaslServerExchange.MAX_TOKEN_BYTES);
        }
    }

    /** How many tokens have been taken. */
    int step() {
        return step;
    }

    void next() {
        step++;
    }

    /** Ends the exchange as failed and returns the refusal to throw. */
    SaslAuthenticationException refuse(String problem) {
        failed = true;
        return new SaslAuthenticationException(problem);
    }

    void complete(String authenticated) {
        user = authenticated;
    }

    boolean isComplete() {
        return user != null;
    }

    String user() {
        if (user == null) {
            throw new IllegalStateException(mechanismName + " exchange is not complete");
        }
        return user;
    }
}
