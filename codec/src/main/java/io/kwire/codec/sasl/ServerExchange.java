package io.kwire.codec.sasl;

/**
 * What every server exchange keeps: its mechanism, how many tokens it took, whether it failed, and
 * the user once authenticated. Subclasses read each token in {@link #answer}.
 */
abstract class ServerExchange implements SaslServerExchange {
    static final String BAD_CREDENTIALS = "Authentication failed: invalid username or password";

    private final SaslMechanism mechanism;
    private int step;
    private boolean failed;
    private String user;

    ServerExchange(SaslMechanism mechanism) {
        this.mechanism = mechanism;
    }

    @Override
    public final SaslMechanism mechanism() {
        return mechanism;
    }

    @Override
    public final byte[] evaluate(byte[] token) {
        if (failed) {
            throw new SaslAuthenticationException(mechanism.mechanismName() + " exchange has already failed");
        }
        if (user != null) {
            throw new SaslAuthenticationException(mechanism.mechanismName() + " exchange is complete: no more tokens");
        }
        if (token.length > MAX_TOKEN_BYTES) {
            throw refuse(mechanism.mechanismName() + " token of " + token.length + " bytes is over the cap of "
                    + MAX_TOKEN_BYTES);
        }
        byte[] answer = answer(step, token);
        step++;
        return answer;
    }

    /** The answer to the client's token number {@code step} (0 first); throws {@link #refuse} to fail. */
    abstract byte[] answer(int step, byte[] token);

    /** Ends the exchange as failed and returns the refusal to throw. */
    final SaslAuthenticationException refuse(String problem) {
        failed = true;
        return new SaslAuthenticationException(problem);
    }

    /** Ends the exchange as authenticated. */
    final void complete(String authenticated) {
        user = authenticated;
    }

    @Override
    public final boolean isComplete() {
        return user != null;
    }

    @Override
    public final String user() {
        if (user == null) {
            throw new IllegalStateException(mechanism.mechanismName() + " exchange is not complete");
        }
        return user;
    }
}
