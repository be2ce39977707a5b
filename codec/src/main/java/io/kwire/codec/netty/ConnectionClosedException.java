package io.kwire.codec.netty;

/** The connection closed before the response to a request arrived. */
public final class ConnectionClosedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An exception saying which request went unanswered, and why if known. */
    public ConnectionClosedException(String message, Throwable cause) {
        super(message, cause);
    }
}
