package io.kwire.codec.netty;

import io.kwire.codec.ApiCodecs;
import java.util.concurrent.CompletableFuture;

/**
 * A request on its way out, and the future its response completes.
 *
 * @param <Q> the request class
 * @param <R> the response class
 */
record PendingRequest<Q, R>(ApiCodecs<Q, R> api, short version, Q body, CompletableFuture<R> response) {
    @Override
    public String toString() {
        return "API " + api.apiKey() + " v" + version + " request";
    }
}
