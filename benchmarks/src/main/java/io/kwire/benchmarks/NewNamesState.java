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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The decode of requests whose names are new every time ({@link NewNames}), each side reading the
 * next of the same {@link NewNames#count} requests in turn; in the settings of {@link WorkloadState}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-Dio.netty.leakDetection.level=disabled"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public abstract class NewNamesState {
    /**
     * {@code CreateTopicsRequest-<n>}: requests of n topics, named as the {@link WorkloadState}
     * workload of the same shape, whose decode with recurring names they stand beside.
     */
    @Param({"CreateTopicsRequest-10", "CreateTopicsRequest-100"})
    public String workload;

    private int next;
    private int last;

    /** Builds the requests, then the side's view of them. */
    @Setup(Level.Trial)
    public final void setUp() {
        byte[][] requests = NewNames.requests(NewNames.topics(workload));
        last = requests.length - 1;
        wrap(requests);
    }

    /** The index of the request to read next, in turn. */
    final int next() {
        return next++ & last;
    }

    /** Keeps the side's buffers over {@code requests}, in order. */
    abstract void wrap(byte[][] requests);
}
