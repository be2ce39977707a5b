package io.kwire.examples.server;

/**
 * The refusal of a request that takes no response (Produce with acks=0): its connection closes instead,
 * as Kafka closes it, so that the client learns of the error. An expected outcome, not a fault of the
 * server, so it carries no stack trace and its handler logs it in one line.
 */
final class ClosingRefusal extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ClosingRefusal(String message) {
        super(message, null, false, false);
    }
}
