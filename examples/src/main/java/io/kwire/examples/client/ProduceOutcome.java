package io.kwire.examples.client;

/**
 * What the server answered to a produced batch.
 *
 * @param errorCode Kafka's error code, 0 on success
 * @param errorMessage the server's message, or null
 * @param baseOffset the offset the batch's first record got, or -1 on an error
 */
public record ProduceOutcome(short errorCode, String errorMessage, long baseOffset) {
    /** Whether the server reported no error. */
    public boolean succeeded() {
        return errorCode == 0;
    }
}
