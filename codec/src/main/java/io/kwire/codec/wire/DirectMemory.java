package io.kwire.codec.wire;

import io.netty.buffer.ByteBuf;
import io.netty.util.IllegalReferenceCountException;
import io.netty.util.internal.PlatformDependent;

/**
 * Reading a direct buffer's memory by its address, as Netty's own reads do where Netty has {@code Unsafe}
 * (Java 17 to 24): checked once for a run of reads, where the buffer's getters check at every field. Where
 * Netty has no {@code Unsafe} (Java 25) no buffer is read so.
 */
public final class DirectMemory {
    /** Whether Netty reads direct memory through {@code Unsafe}, so buffers with an address may be read by it. */
    public static final boolean BY_ADDRESS = PlatformDependent.hasUnsafe();

    private DirectMemory() {
    }

    /** Whether {@code buffer} may be read by its memory address. */
    public static boolean readable(ByteBuf buffer) {
        return BY_ADDRESS && buffer.hasMemoryAddress();
    }

    /**
     * The memory address of {@code buffer}'s index 0 now, having checked that it is not released and that its
     * capacity still holds the first {@code end} bytes: taken anew for each run of reads, so a buffer whose
     * memory moved (its capacity changed) is read where its bytes are now, and freed memory never.
     *
     * @throws IllegalReferenceCountException if the buffer has been released
     * @throws IndexOutOfBoundsException if its capacity is less than {@code end}
     */
    public static long addressOf(ByteBuf buffer, int end) {
        if (buffer.refCnt() == 0) {
            throw new IllegalReferenceCountException(0);
        }
        if (end > buffer.capacity()) {
            throw new IndexOutOfBoundsException("bytes up to " + end + " of a buffer of " + buffer.capacity());
        }
        return buffer.memoryAddress();
    }
}
