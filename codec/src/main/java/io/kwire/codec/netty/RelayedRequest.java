package io.kwire.codec.netty;

import io.netty.util.ReferenceCounted;
import java.util.concurrent.CompletableFuture;

/**
 * A request frame relayed by {@link KafkaClientChannel#relay}, and the future its response frame
 * completes. Counts references as its frame does, so that a write that fails before
 * {@link KafkaClientCodec} takes it releases the frame.
 */
final class RelayedRequest implements ReferenceCounted {
    private final KafkaFrame request;
    private final CompletableFuture<KafkaFrame> response;

    RelayedRequest(KafkaFrame request, CompletableFuture<KafkaFrame> response) {
        this.request = request;
        this.response = response;
    }

    KafkaFrame request() {
        return request;
    }

    CompletableFuture<KafkaFrame> response() {
        return response;
    }

    @Override
    public int refCnt() {
        return request.refCnt();
    }

    @Override
    public RelayedRequest retain() {
        request.retain();
        return this;
    }

    @Override
    public RelayedRequest retain(int increment) {
        request.retain(increment);
        return this;
    }

    @Override
    public RelayedRequest touch() {
        request.touch();
        return this;
    }

    @Override
    public RelayedRequest touch(Object hint) {
        request.touch(hint);
        return this;
    }

    @Override
    public boolean release() {
        return request.release();
    }

    @Override
    public boolean release(int decrement) {
        return request.release(decrement);
    }

    @Override
    public String toString() {
        return "API " + request.apiKey() + " v" + request.apiVersion() + " request relayed (correlation id "
                + request.correlationId() + ")";
    }
}
