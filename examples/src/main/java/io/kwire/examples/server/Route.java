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
     * An answer that changes something, so that only a principal the server's {@link Acls} grant its
     * operation may have it; any other gets its refusal.
     */
    interface Guarded<Q, R> extends Answer<Q, R> {
        /** The operation a principal needs to be answered. */
        Operation operation();

        /**
         * What Kafka answers a principal that may not: TOPIC_AUTHORIZATION_FAILED for each topic or
         * partition the request names, or the API's own error for a cluster-wide operation; null for a
         * request that takes no response, whose connection is closed instead.
         */
        R refused(Q request, short version);
    }

    /** The operation a principal needs for an answer: {@link Operation#DESCRIBE} unless the answer is guarded. */
    Operation operation() {
        return answer instanceof Guarded<Q, R> guarded ? guarded.operation() : Operation.DESCRIBE;
    }

    /**
     * The response that refuses {@code request}, which the decoder read with this route's codecs; it
     * leaves the request's buffers to the caller.
     *
     * @throws IllegalStateException if this route's answer is not guarded: such requests are never refused
     * @throws ClosingRefusal if the request takes no response, so that its connection must close
     */
    KafkaResponse<R> refusal(KafkaRequest<?, ?> request) {
        if (!(answer instanceof Guarded<Q, R> guarded)) {
            throw new IllegalStateException(api + " is open to every principal: it is never refused");
        }
        KafkaRequest<Q, R> typed = request.as(api);
        R body = guarded.refused(typed.body(), typed.apiVersion());
        if (body == null) {
            throw new ClosingRefusal(typed.principal() + " may not " + guarded.operation() + ", and " + typed
                    + " takes no response: refused by closing the connection, as Kafka refuses it");
        }
        return typed.respond(body);
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
