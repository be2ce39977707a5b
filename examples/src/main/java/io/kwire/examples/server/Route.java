package io.kwire.examples.server;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaResponse;

/**
 * One API the server answers: its codecs and the function from a request body and version to the
 * response body.
 *
 * @param <Q> the request class
 * @param <R> the response class
 */
record Route<Q, R>(ApiCodecs<Q, R> api, Answer<Q, R> answer) {
    /** Builds a response body. */
    @FunctionalInterface
    interface Answer<Q, R> {
        R answer(Q request, short version);
    }

    /** The response to {@code request}, which the decoder read with this route's codecs. */
    KafkaResponse<R> respond(KafkaRequest<?, ?> request) {
        KafkaRequest<Q, R> typed = request.as(api);
        return typed.respond(answer.answer(typed.body(), typed.apiVersion()));
    }
}
