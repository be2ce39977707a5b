package io.kwire.codec.leaks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.AbstractByteBufAllocator;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.UnpooledDirectByteBuf;
import io.netty.buffer.UnpooledHeapByteBuf;
import java.util.ArrayList;
import java.util.List;

/**
 * An allocator that keeps every buffer it gives and the largest capacity any of them grew to, so
 * that a test can assert that code released all it took, and that a buffer sized by untrusted
 * input stayed small, without waiting for the leak detector's garbage collection.
 */
public final class TrackingAllocator extends AbstractByteBufAllocator {
    private final List<ByteBuf> given = new ArrayList<>();
    private int largestCapacity;

    /** Gives direct buffers when {@code direct}, heap buffers otherwise. */
    public TrackingAllocator(boolean direct) {
        super(direct);
    }

    @Override
    protected ByteBuf newHeapBuffer(int initialCapacity, int maxCapacity) {
        return given(new UnpooledHeapByteBuf(this, initialCapacity, maxCapacity));
    }

    @Override
    protected ByteBuf newDirectBuffer(int initialCapacity, int maxCapacity) {
        return given(new UnpooledDirectByteBuf(this, initialCapacity, maxCapacity));
    }

    private ByteBuf given(ByteBuf buf) {
        given.add(buf);
        largestCapacity = Math.max(largestCapacity, buf.capacity());
        return buf;
    }

    @Override
    public int calculateNewCapacity(int minNewCapacity, int maxCapacity) {
        int capacity = super.calculateNewCapacity(minNewCapacity, maxCapacity);
        largestCapacity = Math.max(largestCapacity, capacity);
        return capacity;
    }

    @Override
    public boolean isDirectBufferPooled() {
        return false;
    }

    /** How many buffers it has given. */
    public int given() {
        return given.size();
    }

    /** The largest capacity a buffer it gave had, at any time. */
    public int largestCapacity() {
        return largestCapacity;
    }

    /** Fails unless every buffer it gave has been released. */
    public void assertAllReleased() {
        for (ByteBuf buf : given) {
            assertEquals(0, buf.refCnt(), "a buffer from the allocator was not released");
        }
    }
}
