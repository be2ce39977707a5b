package io.kwire.micrometer;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.function.BooleanSupplier;

/**
 * Waits for what a server's event loop does after the test's last step (a closed connection's hook runs after
 * the close): a liveness deadline, never a measure of speed.
 */
final class Eventually {
    private static final long DEADLINE_MILLIS = 30_000;

    private Eventually() {
    }

    /** Returns once {@code condition} holds; fails, saying what was awaited, if it does not within the deadline. */
    static void until(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + DEADLINE_MILLIS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                fail("waited " + DEADLINE_MILLIS + " ms for " + what);
            }
            Thread.sleep(10);
        }
    }
}
