package io.kwire.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.stream.Stream;
import org.apache.kafka.common.protocol.ApiMessage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Runs every operation of every side once on every workload the suite lists, as JMH would, and
 * checks it did the work it claims: each encode wrote exactly the workload's bytes, each decode
 * read back the workload's message. CI runs this; the benchmarks themselves it only compiles.
 */
class BenchmarksTest {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final int TRIALS = 3;
    private static final Blackhole BLACKHOLE = new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

    static Stream<String> workloads() throws NoSuchFieldException {
        return Arrays.stream(WorkloadState.class.getField("workload").getAnnotation(Param.class).value());
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void kwireEncodesAndDecodesTheWorkload(String workload) {
        KwireBenchmark benchmark = start(new KwireBenchmark(), workload);
        try {
            assertArrayEquals(benchmark.encoded, ByteBufUtil.getBytes(benchmark.encodeFrame()));
            assertArrayEquals(benchmark.encoded, ByteBufUtil.getBytes(benchmark.encodeSized(BLACKHOLE)));
            assertArrayEquals(benchmark.encoded, kwireBytes(benchmark, benchmark.decode()));
            assertArrayEquals(benchmark.encoded, kwireBytes(benchmark, benchmark.decodeDirect()));
            assertArrayEquals(benchmark.encoded, kwireBytes(benchmark, benchmark.roundTrip()));
        } finally {
            benchmark.tearDown();
        }
    }

    /**
     * kwire's encodes allocate nothing at all, counted by the JVM's per-thread allocation counter:
     * what JMH's gc profiler shows for them is JMH's own allocation, spread over the operations.
     * The buffers are wrapped rather than pooled, which the leak detector's paranoid level (on in
     * every test) would track with a stack trace at each access.
     */
    @ParameterizedTest
    @MethodSource("workloads")
    void kwireEncodesAllocateNothing(String workload) {
        @SuppressWarnings("unchecked")
        Workload<Object> built = (Workload<Object>) Workloads.named(workload);
        int length = built.encoded().length;
        ByteBuf heap = Unpooled.wrappedBuffer(new byte[length]);
        ByteBuf direct = Unpooled.wrappedBuffer(ByteBuffer.allocateDirect(length));
        try {
            int rounds = Math.max(10, 2_000_000 / length);
            for (int i = 0; i < rounds; i++) {
                encode(built, heap);
                encode(built, direct);
            }
            // The least of a few trials: the JVM now and then charges a thread a one-off of its
            // own (about a hundred bytes, once); an encode that allocates does so in every trial.
            long least = Long.MAX_VALUE;
            for (int trial = 0; trial < TRIALS && least > 0; trial++) {
                long before = THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
                for (int i = 0; i < rounds; i++) {
                    encode(built, heap);
                    encode(built, direct);
                }
                least = Math.min(least, THREADS.getThreadAllocatedBytes(Thread.currentThread().getId()) - before);
            }
            long allocated = least;
            assertEquals(0, allocated, () -> workload + ": bytes allocated by " + rounds + " encodes into each buffer");
        } finally {
            heap.release();
            direct.release();
        }
    }

    /** What a user may do: size (to allocate, say), then write; neither may allocate. */
    private static void encode(Workload<Object> built, ByteBuf out) {
        out.clear();
        BLACKHOLE.consume(built.codec().size(built.message(), built.version()));
        built.codec().write(built.message(), out, built.version());
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void kafkaEncodesAndDecodesTheWorkload(String workload) {
        KafkaBenchmark benchmark = start(new KafkaBenchmark(), workload);
        try {
            assertArrayEquals(benchmark.encoded, written(benchmark.encode(BLACKHOLE)));
            ApiMessage decoded = benchmark.decode();
            assertEquals(benchmark.kafkaMessage, decoded);
            assertEquals(benchmark.kafkaMessage, benchmark.roundTrip(BLACKHOLE));
        } finally {
            benchmark.tearDown();
        }
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void copyFloorCopiesTheWorkload(String workload) {
        CopyFloorBenchmark benchmark = start(new CopyFloorBenchmark(), workload);
        try {
            assertArrayEquals(benchmark.encoded, ByteBufUtil.getBytes(benchmark.encodeFrame()));
            assertArrayEquals(benchmark.encoded, ByteBufUtil.getBytes(benchmark.encodeSized()));
            assertArrayEquals(benchmark.encoded, ByteBufUtil.getBytes(benchmark.decode()));
            assertArrayEquals(benchmark.encoded, ByteBufUtil.getBytes(benchmark.decodeDirect()));
            assertArrayEquals(benchmark.encoded, ByteBufUtil.getBytes(benchmark.roundTrip()));
        } finally {
            benchmark.tearDown();
        }
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void seedWorkloadsAreTheSeedFramesBodies(String workload) {
        int dash = workload.lastIndexOf('-');
        if (workload.endsWith("-seed")) {
            Workload<?> built = Workloads.named(workload);
            assertArrayEquals(SeedFrames.body(workload.substring(0, dash), built.version()), built.encoded());
        } else {
            assertTrue(Integer.parseInt(workload.substring(dash + 1)) > 0, workload);
        }
    }

    private static <B extends WorkloadState> B start(B benchmark, String workload) {
        benchmark.workload = workload;
        benchmark.setUp();
        return benchmark;
    }

    private static byte[] kwireBytes(WorkloadState state, Object message) {
        int size = state.codec.size(message, state.version);
        ByteBuf out = Unpooled.buffer(size, size);
        state.codec.write(message, out, state.version);
        return ByteBufUtil.getBytes(out);
    }

    private static byte[] written(ByteBuffer out) {
        ByteBuffer copy = out.duplicate().flip();
        byte[] bytes = new byte[copy.remaining()];
        copy.get(bytes);
        return bytes;
    }
}
