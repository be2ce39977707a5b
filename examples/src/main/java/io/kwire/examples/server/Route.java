package io.kwire.examples.server;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaResponse;

/**
 * One API the server answers: its codecs and the function from a request body, version and the
 * principal's {@link Access} to the response body. Every answer declares what a principal needs to be
 * answered, by the kind of answer it is: {@link Open}, {@link ByTopic} or {@link Guarded}. No other kind
 * compiles ({@link Answer} is sealed), so a new answer cannot forget it; {@link Routes} refuses to
 * start with a route whose declaration names no operation.
 *
 * @param <Q> the request class
 * @param <R> the response class
 */
record Route<Q, R>(ApiCodecs<Q, R> api, Answer<Q, R> answer) {
    /** Builds a response body; an answer that may wait for something to answer with, as Fetch does, says so. */
    sealed interface Answer<Q, R> permits Open, ByTopic, Guarded {
        /** The response body, or null when the request gets none (Produce with acks=0). */
        R answer(Q request, short version, Access access);

        /** How long {@code request} may wait before it is answered; 0, the default, answers at once. */
        default int maxWaitMs(Q request) {
            return 0;
        }

        /** Whether there is enough to answer {@code request} with now; asked only while it may wait. */
        default boolean ready(Q request, short version, Access access) {
            return true;
        }
    }

    /**
     * An answer every principal gets, whatever the ACLs: ApiVersions only, which a Kafka client sends before
     * it logs in. (SASL's APIs are answered before routing, by the SASL handler.)
     */
    non-sealed interface Open<Q, R> extends Answer<Q, R> {
        /** The response body. */
        R answer(Q request, short version);

        @Override
        default R answer(Q request, short version, Access access) {
            return answer(request, version);
        }
    }

    /**
     * An answer that needs {@link #operation()} on each topic its request names, and answers
     * TOPIC_AUTHORIZATION_FAILED for each topic whose operation its {@link Access} does not allow, doing
     * nothing to it, as Kafka answers topic by topic.
     */
    non-sealed interface ByTopic<Q, R> extends Answer<Q, R> {
        /** The operation a principal needs on a topic to have it answered. */
        Operation operation();
    }

    /**
     * An answer whose whole request needs {@link #operation()} on some topic, as Kafka's InitProducerId
     * for an idempotent producer does; a principal not granted it anywhere gets its refusal.
     */
    non-sealed interface Guarded<Q, R> extends Answer<Q, R> {
        /** The operation a principal needs, on some topic, to be answered. */
        Operation operation();

        /** The response body. */
        R answer(Q request, short version);

        /**
         * What Kafka answers a principal that may not, or null for a request that takes no response,
         * whose connection is closed instead.
         */
        R refused(Q request, short version);

        @Override
        default R answer(Q request, short version, Access access) {
            return answer(request, version);
        }
    }

    /** The operation this route's answer declares, or null for an {@link Open} one. */
    Operation operation() {
        if (answer instanceof ByTopic<Q, R> byTopic) {
            return byTopic.operation();
        }
        return answer instanceof Guarded<Q, R> guarded ? guarded.operation() : null;
    }

    /**
     * The response that refuses {@code request}, which the decoder read with this route's codecs, when its
     * principal may not have it whole; null to answer it. Leaves the request's buffers to the caller.
     *
     * @throws ClosingRefusal if the request is refused and takes no response, so that its connection must close
     */
    KafkaResponse<R> refusal(KafkaRequest<?, ?> request, Acls acls) {
        if (!(answer instanceof Guarded<Q, R> guarded)
                || acls.allowsOnSomeTopic(request.principal(), guarded.operation())) {
            return null;
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
     *
     * @throws ClosingRefusal if a request that takes no response was refused in part, so that its
     *     connection must close
     */
    KafkaResponse<R> respond(KafkaRequest<?, ?> request, Acls acls) {
        KafkaRequest<Q, R> typed = request.as(api);
        try {
            R body = answer.answer(typed.body(), typed.apiVersion(), new Access(acls, typed.principal()));
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
    boolean ready(KafkaRequest<?, ?> request, Acls acls) {
        return answer.ready(request.as(api).body(), request.apiVersion(), new Access(acls, request.principal()));
    }

    /** Releases the buffers of {@code request}, which will not be answered. */
    void release(KafkaRequest<?, ?> request) {
        api.request().releaseBuffers(request.as(api).body());
    }

    /** {@code API key N (TheAnswer)}: how the server names a route in its errors. */
    @Override
    public String toString() {
        return "API key " + api.apiKey() + " (" + answer.getClass().getSimpleName() + ")";
    }
}
