package io.kwire.benchmarks;

import java.nio.ByteBuffer;

/**
 * Kafka's side of a view benchmark: the message's bytes in a heap {@link ByteBuffer}, as Kafka's
 * network layer reads a request or response, whatever buffer kwire's side reads; and, for the
 * operations that write, a reused heap buffer, as {@link KafkaBenchmark} writes.
 */
public abstract class KafkaViewState extends ViewState {
    /** The message's bytes, read from position 0. */
    ByteBuffer input;

    @Override
    void allocate() {
        input = ByteBuffer.wrap(encoded);
    }

    @Override
    void release() {
        // Kafka's buffers are the garbage collector's.
    }

    /** A heap buffer with room for the message and what a patch adds, reused by each write. */
    final ByteBuffer outputBuffer() {
        return ByteBuffer.allocate(encoded.length + GROWTH);
    }
}
