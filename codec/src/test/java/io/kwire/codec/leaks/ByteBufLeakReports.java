package io.kwire.codec.leaks;

import io.netty.buffer.AbstractByteBuf;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.util.ResourceLeakDetector;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The leak reports of Netty's {@code ByteBuf} leak detector, collected by its leak listener.
 *
 * <p>Netty reports a leak only when a buffer was garbage-collected unreleased and a later
 * allocation polls the detector's reference queue, so {@link #surfacePending()} runs the garbage
 * collector and allocates until pending reports have come out.
 */
final class ByteBufLeakReports {
    private static final Queue<String> REPORTS = new ConcurrentLinkedQueue<>();
    private static final int SURFACING_ROUNDS = 3;
    private static final long REFERENCE_QUEUE_WAIT_MS = 50;

    static {
        // Every allocation is tracked, so every leak can be reported; the build sets PARANOID too, and
        // only a measurement that says otherwise on the command line (-Dkwire.leakDetection) changes it.
        if (System.getProperty("io.netty.leakDetection.level") == null) {
            ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.PARANOID);
        }
        byteBufLeakDetector().setLeakListener((resourceType, records) -> REPORTS.add(resourceType + records));
    }

    private ByteBufLeakReports() {
    }

    /** Runs the garbage collector and allocates, so that buffers collected unreleased get reported. */
    static void surfacePending() {
        for (int round = 0; round < SURFACING_ROUNDS; round++) {
            System.gc();
            try {
                Thread.sleep(REFERENCE_QUEUE_WAIT_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for leak reports", e);
            }
            // A tracked allocation first reports every tracked buffer the collector has queued.
            PooledByteBufAllocator.DEFAULT.directBuffer(1).release();
            PooledByteBufAllocator.DEFAULT.heapBuffer(1).release();
        }
    }

    /** The reports received since the last call, removed from the collection. */
    static List<String> drain() {
        List<String> drained = new ArrayList<>();
        for (String report = REPORTS.poll(); report != null; report = REPORTS.poll()) {
            drained.add(report);
        }
        return drained;
    }

    /**
     * Surfaces pending reports and throws an {@link AssertionError} carrying them if there are
     * any, naming {@code during} as where the buffers leaked.
     */
    static void assertNoLeaks(String during) {
        surfacePending();
        List<String> leaks = drain();
        if (!leaks.isEmpty()) {
            throw new AssertionError(leaks.size() + " ByteBuf leak(s) reported " + during + ":\n"
                    + String.join("\n", leaks));
        }
    }

    /**
     * The detector that tracks every {@code ByteBuf}. Netty keeps it in a package-private field
     * and offers no other way to set its listener.
     */
    @SuppressWarnings("unchecked")
    private static ResourceLeakDetector<ByteBuf> byteBufLeakDetector() {
        try {
            Field field = AbstractByteBuf.class.getDeclaredField("leakDetector");
            field.setAccessible(true);
            return (ResourceLeakDetector<ByteBuf>) field.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Netty's ByteBuf leak detector is no longer AbstractByteBuf.leakDetector",
                    e);
        }
    }
}
