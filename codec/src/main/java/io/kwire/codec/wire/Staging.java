package io.kwire.codec.wire;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/**
 * This thread's staging memory: where kwire's writers (generated codecs, the frame encoders, the
 * record batch builder) write with plain stores before one bulk copy into a buffer without an array
 * of its own (direct, composite), whose every store through Netty would pay its bounds,
 * reference-count and, on Java 25, memory-session checks. One heap array, lent as it is
 * ({@link #borrow}) or as the heap buffer over it ({@link #borrowBuffer}), and given back after the
 * copy.
 *
 * <p>One cap, {@value #CAP} bytes: the array grows to what the writes need, up to the cap, and is
 * kept, so that a thread writing messages of a steady size allocates nothing. A write of more is
 * staged in memory of its own, which is not kept: an array left to the garbage collector, or, lent
 * as a buffer that grew past the cap, a buffer dropped when given back. Lent to one writer at a
 * time: a writer that asks while the memory is lent (a codec that writes a message of its own
 * within a frame's write) gets memory of its own, never the same array twice.
 *
 * <pre>{@code
 * Staging staging = Staging.ofThisThread();
 * byte[] array = staging.borrow(size);
 * try {
 *     out.writeBytes(array, 0, writeInto(array));
 * } finally {
 *     staging.giveBack(array);
 * }
 * }</pre>
 */
public final class Staging {
    /** The most bytes a thread's staging memory keeps. */
    public static final int CAP = 1 << 20;
    /** The bytes a thread's staging memory starts with. */
    static final int INITIAL = 4 << 10;
    private static final ThreadLocal<Staging> THREADS = ThreadLocal.withInitial(Staging::new);

    private final Thread owner = Thread.currentThread();
    /** The heap buffer over {@link #array}: what {@link #borrowBuffer} lends. */
    private ByteBuf buffer;
    private byte[] array;
    private boolean lent;

    private Staging() {
        replace(INITIAL);
    }

    /** This thread's staging memory. */
    public static Staging ofThisThread() {
        return THREADS.get();
    }

    /**
     * {@code last} if it is this thread's staging memory, else this thread's: a writer that stages
     * often keeps what it was given, with no lookup each time, and never uses another thread's.
     */
    public static Staging ofThisThread(Staging last) {
        return last != null && last.owner == Thread.currentThread() ? last : THREADS.get();
    }

    /**
     * An array of at least {@code size} bytes (0: any) to write into until {@link #giveBack}: this
     * thread's, grown if it is smaller, up to {@link #CAP}; past the cap, or while this thread's is
     * lent, a new array that is not kept.
     */
    public byte[] borrow(int size) {
        if (lent || size > CAP) {
            return new byte[Math.max(size, INITIAL)];
        }
        if (array.length < size) {
            replace(Math.max(size, Math.min(2 * array.length, CAP)));
        }
        lent = true;
        return array;
    }

    /** Takes back an array {@link #borrow} lent; whatever it holds is written over by the next writer. */
    public void giveBack(byte[] lentArray) {
        if (lentArray == array) {
            lent = false;
        }
    }

    /**
     * This thread's staging memory as an empty heap buffer over its array, for a writer that writes
     * through {@code ByteBuf} calls, until {@link #giveBack(ByteBuf)}. The buffer grows as writes
     * need, past the cap if they do; it is kept if it did not. While the memory is lent, a new
     * buffer, released when given back.
     */
    public ByteBuf borrowBuffer() {
        if (lent) {
            return Unpooled.buffer(INITIAL);
        }
        lent = true;
        return buffer.clear();
    }

    /** Takes back a buffer {@link #borrowBuffer} lent: kept if it is at most {@link #CAP} bytes, else dropped. */
    public void giveBack(ByteBuf lentBuffer) {
        if (lentBuffer != buffer) {
            lentBuffer.release();
            return;
        }
        if (buffer.capacity() > CAP) {
            replace(INITIAL);
        } else {
            // The writer may have grown the buffer, which then has a new array.
            array = buffer.array();
        }
        lent = false;
    }

    /** The bytes this thread's staging memory holds now; for tests. */
    int capacity() {
        return array.length;
    }

    private void replace(int capacity) {
        if (buffer != null) {
            buffer.release();
        }
        buffer = Unpooled.buffer(capacity);
        array = buffer.array();
    }
}
