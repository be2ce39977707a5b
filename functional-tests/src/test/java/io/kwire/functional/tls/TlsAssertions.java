package io.kwire.functional.tls;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.testkit.pipeline.FaultLog;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/** What the TLS tests check of failed requests and of the server's fault log. */
final class TlsAssertions {
    private TlsAssertions() {
    }

    /** Why {@code future} failed; fails unless it does within 10 s. */
    static Throwable failure(CompletableFuture<?> future) {
        return assertThrows(ExecutionException.class, () -> future.get(10, TimeUnit.SECONDS)).getCause();
    }

    /** The first exception of {@code type} in the cause chain of {@code failure}. */
    static <T extends Throwable> T cause(Throwable failure, Class<T> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " in the causes of " + failure, failure);
    }

    /** Waits up to 10 s for the server's fault log to hold a line containing {@code text}. */
    static void awaitLine(FaultLog log, String text) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            if (log.lines().stream().anyMatch(line -> line.contains(text))) {
                return;
            }
            Thread.sleep(10);
        }
        fail("no fault line containing '" + text + "' in " + log.lines());
    }
}
