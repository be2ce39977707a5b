package io.kwire.codec.leaks;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Fails a test class when Netty's leak detector reports a {@code ByteBuf} that was
 * garbage-collected without being released. Before the class runs it fails on leaks left by
 * earlier classes, so that a report is never blamed on the class that merely surfaced it; after
 * the class it forces the garbage collector and allocates so that pending reports come out.
 *
 * <pre>{@code
 * @ExtendWith(FailOnByteBufLeaks.class)
 * class MyCodecTest { ... }
 * }</pre>
 */
public final class FailOnByteBufLeaks implements BeforeAllCallback, AfterAllCallback {
    @Override
    public void beforeAll(ExtensionContext context) {
        ByteBufLeakReports.assertNoLeaks("before " + context.getRequiredTestClass().getName()
                + " started, by an earlier test class");
    }

    @Override
    public void afterAll(ExtensionContext context) {
        ByteBufLeakReports.assertNoLeaks("while " + context.getRequiredTestClass().getName() + " ran");
    }
}
