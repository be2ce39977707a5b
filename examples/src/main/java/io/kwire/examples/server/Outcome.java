package io.kwire.examples.server;

/**
 * How one topic's operation went: an error code and, unless it is {@link ErrorCode#NONE}, Kafka's
 * message for it.
 *
 * @param error the error, NONE on success
 * @param message Kafka's message, null on success and where Kafka sends none
 */
public record Outcome(ErrorCode error, String message) {
    /** Success. */
    public static final Outcome OK = new Outcome(ErrorCode.NONE, null);

    /** Whether the operation failed (a topic created under-replicated did not). */
    public boolean failed() {
        return error != ErrorCode.NONE && error != ErrorCode.CREATED_UNDER_REPLICATED;
    }
}
