package io.kwire.codec;

/** The root of every exception a kwire codec throws. */
public class CodecException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An exception with a message saying what went wrong. */
    public CodecException(String message) {
        super(message);
    }

    /** An exception with a message and the exception that caused it. */
    public CodecException(String message, Throwable cause) {
        super(message, cause);
    }
}
