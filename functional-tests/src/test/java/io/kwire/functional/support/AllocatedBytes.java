package io.kwire.functional.support;

import java.lang.management.ManagementFactory;

/**
 * The bytes the current thread has allocated on the heap so far, from HotSpot's per-thread
 * counter ({@code com.sun.management.ThreadMXBean}). Reading it allocates nothing.
 */
public final class AllocatedBytes {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    static {
        if (!THREADS.isThreadAllocatedMemorySupported()) {
            throw new IllegalStateException("this JVM does not count the bytes each thread allocates");
        }
        THREADS.setThreadAllocatedMemoryEnabled(true);
    }

    private AllocatedBytes() {
    }

    /** The bytes the current thread has allocated since it started. */
    public static long ofCurrentThread() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }
}
