package io.kwire.testkit.pipeline;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The lines kwire's pipelines log when they close a connection, while a test runs. In the examples'
 * tests Netty logs through slf4j-simple, which writes to whatever {@code System.err} is at the time,
 * so this swaps in a stream of its own and keeps the lines of {@code io.kwire.codec.netty.ConnectionFaults}.
 * Everything captured is passed on to the real {@code System.err} when it closes.
 */
public final class FaultLog implements AutoCloseable {
    private static final String LOGGER = "io.kwire.codec.netty.ConnectionFaults";

    private final PrintStream original = System.err;
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();

    /** Starts capturing. */
    public FaultLog() {
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    }

    /** The lines logged so far by kwire's connection faults, each from its level on (the thread left out). */
    public List<String> lines() {
        return captured.toString(StandardCharsets.UTF_8).lines().filter(line -> line.contains(LOGGER))
                .map(line -> line.substring(line.indexOf("] ") + 2)).toList();
    }

    /** Every line written to {@code System.err} so far, whatever wrote it: a stack trace shows as its many lines. */
    public List<String> everything() {
        return captured.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Override
    public void close() {
        System.setErr(original);
        original.print(captured.toString(StandardCharsets.UTF_8));
    }
}
