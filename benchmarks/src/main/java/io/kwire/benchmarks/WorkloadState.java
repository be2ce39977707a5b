package io.kwire.benchmarks;

import io.kwire.codec.MessageCodec;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.common.protocol.ApiMessage;
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
 * What every benchmark of the suite starts from: the workload, built once per trial, and the
 * settings, which fit a 2-core machine and which {@code run.sh} may override. {@link Operation} pairs
 * each side's operations.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-Dio.netty.leakDetection.level=disabled"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public abstract class WorkloadState {
    /**
     * {@code <Message>-seed}, or {@code <Message>-<n>} for a message of n topics (of ten partitions
     * each in a MetadataResponse); see {@link Workloads}.
     */
    @Param({
        "CreateTopicsRequest-seed", "CreateTopicsRequest-1", "CreateTopicsRequest-10", "CreateTopicsRequest-100",
        "CreateTopicsRequest-1000",
        "CreateTopicsResponse-seed", "CreateTopicsResponse-1", "CreateTopicsResponse-10", "CreateTopicsResponse-100",
        "CreateTopicsResponse-1000",
        "DeleteTopicsRequest-seed", "DeleteTopicsRequest-1", "DeleteTopicsRequest-10", "DeleteTopicsRequest-100",
        "DeleteTopicsRequest-1000",
        "DeleteTopicsResponse-seed", "DeleteTopicsResponse-1", "DeleteTopicsResponse-10", "DeleteTopicsResponse-100",
        "DeleteTopicsResponse-1000",
        "MetadataResponse-100",
    })
    public String workload;

    /** kwire's codec of the workload's message. */
    MessageCodec<Object> codec;
    /** kwire's instance. */
    Object message;
    /** Kafka's equal instance. */
    ApiMessage kafkaMessage;
    /** Reads Kafka's instance. */
    Workload.KafkaReader kafkaReader;
    /** The version both sides use. */
    short version;
    /** The message's bytes, as both sides write them. */
    byte[] encoded;

    /** Builds the workload, then the side's buffers. */
    @Setup(Level.Trial)
    @SuppressWarnings("unchecked")
    public final void setUp() {
        Workload<Object> built = (Workload<Object>) Workloads.named(workload);
        codec = built.codec();
        message = built.message();
        kafkaMessage = built.kafkaMessage();
        kafkaReader = built.kafkaReader();
        version = built.version();
        encoded = built.encoded();
        allocateBuffers();
    }

    /** Releases what {@link #allocateBuffers()} allocated. */
    @TearDown(Level.Trial)
    public final void tearDown() {
        releaseBuffers();
    }

    /** Allocates the buffers the side reuses, each large enough for {@link #encoded}. */
    abstract void allocateBuffers();

    /** Releases the side's pooled buffers. */
    abstract void releaseBuffers();
}
