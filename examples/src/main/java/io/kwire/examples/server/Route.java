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
    /** Builds a response body; an answer that may wait for something to answer with, as Fetch does, says so. */
    interface Answer<Q, R> {
        /** The response body, or null when the request gets none (Produce with acks=0). */
        R answer(Q request, short version);

        /** How long {@code request} may wait before it is answered; 0, the default, answers at once. */
        default int maxWaitMs(Q request) {
            return 0;
        }

        /** Whether there is enough to answer {@code request} with now; asked only while it may wait. */
        default boolean ready(Q request, short version) {
            return true;
        }
    }

    /**
     * The response to {@code request}, which the decoder read with this route's codecs, or null when it
     * gets none; releases the request's buffers.
     */
    KafkaResponse<R> respond(KafkaRequest<?, ?> request) {
        KafkaRequest<Q, R> typed = request.as(api);
        try {
            R body = answer.answer(typed.body(), typed.apiVersion());
            return body == null ? null : typed.respond(body);
        } finally {
            api.request().releaseBuffers(typed.body());
        }
    }

    /** How long {@code request} may wait before it is answered. */
    int maxWaitMs(KafkaRequest<?, ?> request) {
        return answer.maxWaitMs(request.as(api).body());
    }

    /** Whether to answer {@code request} now rather than wait. */
    boolean ready(KafkaRequest<?, ?> request) {
        return answer.ready(request.as(api).body(), request.apiVersion());
    }

    /** Releases the buffers of {@code request}, which will not be answered. */
    void release(KafkaRequest<?, ?> request) {
        api.request().releaseBuffers(request.as(api).body());
    }
}
