package io.kwire.codec.netty;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The lines {@link ConnectionFaults} logs while a test runs. In this module's tests Netty logs
 * through {@code java.util.logging} (slf4j is there, without a provider), each line formatted
 * already, so a handler on the class's logger sees every line as it reads.
 */
final class FaultLog implements AutoCloseable {
    private final Logger logger = Logger.getLogger(ConnectionFaults.class.getName());
    private final List<String> lines = new ArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            synchronized (lines) {
                lines.add(record.getLevel() + " " + record.getMessage());
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    /** Starts recording. */
    FaultLog() {
        logger.addHandler(handler);
    }

    /** The lines logged so far, each as {@code LEVEL message}. */
    List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    @Override
    public void close() {
        logger.removeHandler(handler);
    }
}
