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
 * What the CRC benchmarks start from: an uncompressed batch of {@link RecordsWorkload}, in a heap
 * and in a direct buffer. Each side's class has two operations, {@code checkCrcHeap} and
 * {@code checkCrcDirect}: the CRC32C of the bytes the batch's CRC covers, from its attributes to
 * its end.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-Dio.netty.leakDetection.level=disabled"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public abstract class CrcState {
    /** Where the bytes the CRC covers start in a batch: its attributes. */
    static final int CRC_START = 21;

    /** {@code <records>-none}: see {@link RecordsWorkload}. */
    @Param({"1000-none", "10-none"})
    public String workload;

    /** The batch's bytes. */
    byte[] batch;

    /** Builds the batch, then the side's buffers. */
    @Setup(Level.Trial)
    public final void setUp() {
        batch = RecordsWorkload.named(workload).batch;
        allocate();
    }

    /** Releases what {@link #allocate()} allocated. */
    @TearDown(Level.Trial)
    public final void tearDown() {
        release();
    }

    /** Allocates the buffers the side reads. */
    abstract void allocate();

    /** Releases the side's pooled buffers. */
    abstract void release();
}
