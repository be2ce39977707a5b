package io.kwire.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the record batch benchmarks of kwire and Kafka start from: the batch, built once per trial,
 * and the suite's settings. Each side's class has the same four operations, one batch each:
 * {@code iterateHeap} and {@code iterateDirect} (every record's offset, timestamp, key and value
 * touched, from a heap or a direct buffer), {@code buildHeap} and {@code buildDirect} (the batch
 * written again into a reused heap or direct buffer).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-Dio.netty.leakDetection.level=disabled"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public abstract class RecordsState {
    /** {@code <records>-<codec>}: see {@link RecordsWorkload}. */
    @Param({"1000-none", "1000-lz4", "1000-zstd", "10-none", "10-lz4", "10-zstd"})
    public String workload;

    /** The batch and the records it holds. */
    RecordsWorkload batch;

    /** Builds the batch, then the side's buffers. */
    @Setup(Level.Trial)
    public final void setUp() {
        batch = RecordsWorkload.named(workload);
        allocate();
    }

    /** Releases what {@link #allocate()} allocated. */
    @TearDown(Level.Trial)
    public final void tearDown() {
        release();
    }

    /** Allocates the buffers and readers the side reuses. */
    abstract void allocate();

    /** Releases the side's pooled buffers. */
    abstract void release();
}
