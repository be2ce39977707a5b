package io.kwire.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Param;

/**
 * kwire's side of a view benchmark: the message's bytes in the kind of buffer {@link #buffer}
 * names, which each operation reads from index 0 (a view never moves the buffer's indexes; a decode
 * starts again from 0), and, for the operations that encode, a reused output buffer of the same kind.
 */
public abstract class KwireViewState extends ViewState {
    /** The allocator of every buffer a benchmark makes, and of the views' patched bodies: a Netty server's. */
    static final ByteBufAllocator ALLOC = PooledByteBufAllocator.DEFAULT;
    static final String HEAP = "heap";
    static final String DIRECT = "direct";

    /**
     * {@code heap}: the bytes in {@code Unpooled.wrappedBuffer}; {@code direct}: in a buffer of
     * {@code PooledByteBufAllocator.DEFAULT}, what a Netty server's socket reads hand a handler.
     */
    @Param({HEAP, DIRECT})
    public String buffer;

    /** The message's bytes, from index 0. */
    ByteBuf input;
    /** How many they are. */
    int length;

    @Override
    void allocate() {
        length = encoded.length;
        input = switch (buffer) {
            case HEAP -> Unpooled.wrappedBuffer(encoded);
            case DIRECT -> ALLOC.directBuffer(length).writeBytes(encoded);
            default -> throw new IllegalArgumentException("buffer is heap or direct, not " + buffer);
        };
    }

    @Override
    void release() {
        input.release();
    }

    /**
     * A pooled buffer of the input's kind with room for the message and what a patch adds: where the
     * comparisons write the new message, reused as the frame encoders reuse theirs.
     */
    final ByteBuf outputBuffer() {
        int capacity = length + GROWTH;
        return HEAP.equals(buffer) ? ALLOC.heapBuffer(capacity) : ALLOC.directBuffer(capacity);
    }
}
