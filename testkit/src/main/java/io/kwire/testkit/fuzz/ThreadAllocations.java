package io.kwire.testkit.fuzz;

import java.lang.management.ManagementFactory;

/** The bytes the current thread has allocated on the heap, as the JVM counts them: what a fuzzer's allocation check measures. */
final class ThreadAllocations {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    static {
        if (!THREADS.isThreadAllocatedMemorySupported()) {
            throw new IllegalStateException("this JVM does not count the bytes each thread allocates");
        }
        THREADS.setThreadAllocatedMemoryEnabled(true);
    }

    private ThreadAllocations() {
    }

    /** The bytes this thread has allocated since it started. */
    static long soFar() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }
}
