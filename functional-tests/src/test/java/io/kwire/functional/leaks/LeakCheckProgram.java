package io.kwire.functional.leaks;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Runs, in a JVM of its own, one test class under {@link FailOnByteBufLeaks} that leaks a buffer
 * and one that releases it, and prints each class's outcome for {@link FailOnByteBufLeaksTest}
 * to check: one line {@code <class>: succeeded=N failed=M}, then the failures' messages.
 */
public final class LeakCheckProgram {
    static final String ENABLED_PROPERTY = "kwire.leakCheckProgram";

    private LeakCheckProgram() {
    }

    /** Runs both classes and prints their outcomes. */
    public static void main(String[] args) {
        System.setProperty(ENABLED_PROPERTY, "true");
        Launcher launcher = LauncherFactory.create();
        for (Class<?> testClass : new Class<?>[] {Leaking.class, Releasing.class}) {
            SummaryGeneratingListener listener = new SummaryGeneratingListener();
            launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(testClass)).build(),
                    listener);
            TestExecutionSummary summary = listener.getSummary();
            System.out.println(testClass.getSimpleName() + ": succeeded=" + summary.getTestsSucceededCount()
                    + " failed=" + summary.getTotalFailureCount());
            summary.getFailures().forEach(failure -> System.out.println(failure.getException().getMessage()));
        }
    }

    /** Drops a buffer without releasing it. Runs only inside this program. */
    @ExtendWith(FailOnByteBufLeaks.class)
    @EnabledIfSystemProperty(named = ENABLED_PROPERTY, matches = "true")
    static final class Leaking {
        @Test
        void dropsBufferUnreleased() {
            ByteBuf buffer = PooledByteBufAllocator.DEFAULT.directBuffer(64);
            buffer.writeLong(42);
        }
    }

    /** Releases its buffer. Runs only inside this program. */
    @ExtendWith(FailOnByteBufLeaks.class)
    @EnabledIfSystemProperty(named = ENABLED_PROPERTY, matches = "true")
    static final class Releasing {
        @Test
        void releasesBuffer() {
            ByteBuf buffer = PooledByteBufAllocator.DEFAULT.directBuffer(64);
            buffer.writeLong(42);
            buffer.release();
        }
    }
}
