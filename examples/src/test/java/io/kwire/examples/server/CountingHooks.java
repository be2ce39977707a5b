package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaServerHooks;
import io.netty.channel.Channel;
import java.util.concurrent.atomic.LongAdder;

/**
 * Hooks that do what a metrics binding does on each request, without a metrics library: per API key, count
 * requests and responses and add up bytes and times, in {@link LongAdder}s any event loop may add to.
 */
final class CountingHooks implements KafkaServerHooks {
    /** API keys below this have counters of their own; the others share the last. */
    private static final int KEYS = 128;

    private final LongAdder[] requests = adders();
    private final LongAdder[] requestBytes = adders();
    private final LongAdder[] decodeNanos = adders();
    private final LongAdder[] responses = adders();
    private final LongAdder[] responseBytes = adders();
    private final LongAdder[] serverNanos = adders();

    @Override
    public void requestRead(Channel channel, short apiKey, short apiVersion, int bytes, long nanos) {
        int slot = slot(apiKey);
        requests[slot].increment();
        requestBytes[slot].add(bytes);
        decodeNanos[slot].add(nanos);
    }

    @Override
    public void responseWritten(Channel channel, short apiKey, short apiVersion, int bytes, long nanos) {
        int slot = slot(apiKey);
        responses[slot].increment();
        responseBytes[slot].add(bytes);
        serverNanos[slot].add(nanos);
    }

    /** The requests counted, of every API. */
    long requests() {
        return sum(requests);
    }

    /** The responses counted, of every API. */
    long responses() {
        return sum(responses);
    }

    private static int slot(short apiKey) {
        return apiKey >= 0 && apiKey < KEYS - 1 ? apiKey : KEYS - 1;
    }

    private static long sum(LongAdder[] adders) {
        long sum = 0;
        for (LongAdder adder : adders) {
            sum += adder.sum();
        }
        return sum;
    }

    private static LongAdder[] adders() {
        LongAdder[] adders = new LongAdder[KEYS];
        for (int key = 0; key < KEYS; key++) {
            adders[key] = new LongAdder();
        }
        return adders;
    }
}
