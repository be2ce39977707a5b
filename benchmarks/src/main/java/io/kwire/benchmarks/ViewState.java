package io.kwire.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the view benchmarks (issue 35) start from: the message of the benchmark's parameters, built
 * once per trial by {@link ViewWorkloads}, and the suite's settings. Each message has a pair of
 * classes, {@code Kwire<Message>ViewBenchmark} (the view, and kwire's full decode beside it, from a
 * heap or a pooled direct buffer) and {@code Kafka<Message>ViewBenchmark} (Kafka's classes, from a
 * heap {@code ByteBuffer} as its network layer reads one), so that {@code benchmarks/run.sh views}
 * runs every row side by side; {@link ViewTable} prints them.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-Dio.netty.leakDetection.level=disabled"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public abstract class ViewState {
    /**
     * Room, beyond the original body, for what the comparisons' reused output buffers receive: the
     * new body is longer by the new strings' extra bytes (at most 600 here).
     */
    static final int GROWTH = 4096;

    /** The message, as both sides' bytes and instances. */
    Workload<?> workload;
    /** The version both sides use. */
    short version;
    /** The message's bytes. */
    byte[] encoded;

    /** Builds the message, then the side's buffers. */
    @Setup(Level.Trial)
    public final void setUp() {
        workload = build();
        version = workload.version();
        encoded = workload.encoded();
        allocate();
    }

    /** Releases what {@link #allocate()} allocated. */
    @TearDown(Level.Trial)
    public final void tearDown() {
        release();
    }

    /** The message of the benchmark's parameters. */
    abstract Workload<?> build();

    /** Allocates the buffers the side reuses. */
    abstract void allocate();

    /** Releases the side's pooled buffers. */
    abstract void release();
}
