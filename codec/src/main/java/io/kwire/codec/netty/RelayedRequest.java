package io.kwire.codec.netty;

import java.util.concurrent.CompletableFuture;

/**
 * A request frame relayed by {@link KafkaClientChannel#relay}, and the future its response frame
 * completes. Holds the frame, so that a write that fails before {@link KafkaClientCodec} takes it
 * releases it.
 */
final class RelayedRequest extends FrameHolder {
    private final CompletableFuture<KafkaFrame> response;

    RelayedRequest(KafkaFrame request, CompletableFuture<KafkaFrame> response) {
        super(request);
        this.response = response;
    }

    KafkaFrame request() {
        return held();
    }

    CompletableFuture<KafkaFrame> response() {
        return response;
    }

    @Override
    public String toString() {
        return "API " + held().apiKey() + " v" + held().apiVersion() + " request relayed (correlation id "
                + held().correlationId() + ")";
    }
}
