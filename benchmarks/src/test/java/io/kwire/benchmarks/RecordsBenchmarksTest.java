package io.kwire.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.records.RecordBatch;
import io.kwire.codec.records.RecordBatches;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Iterator;
import java.util.stream.Stream;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MutableRecordBatch;
import org.apache.kafka.common.record.internal.Record;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;

/**
 * Runs every record batch benchmark once on every workload the suite lists and checks it did the
 * work it claims: each side's iteration sums what the workload holds, each side's build writes a
 * batch Kafka reads back as the workload's records (uncompressed, the very bytes of Kafka's
 * builder), each CRC check passes; and kwire reads and builds an uncompressed batch allocating
 * nothing at all.
 */
class RecordsBenchmarksTest {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final int TRIALS = 3;

    static Stream<String> workloads() throws NoSuchFieldException {
        return Arrays.stream(RecordsState.class.getField("workload").getAnnotation(Param.class).value());
    }

    static Stream<String> crcWorkloads() throws NoSuchFieldException {
        return Arrays.stream(CrcState.class.getField("workload").getAnnotation(Param.class).value());
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void kwireIteratesAndBuildsTheBatch(String workload) {
        KwireRecordsBenchmark benchmark = start(new KwireRecordsBenchmark(), workload);
        try {
            RecordsWorkload batch = benchmark.batch;
            assertEquals(expectedSum(batch), benchmark.iterateHeap());
            assertEquals(expectedSum(batch), benchmark.iterateDirect());
            assertEquals(expectedSum(batch), benchmark.iterateHeap(), "again, on the reused cursor");
            assertBatch(batch, benchmark.buildHeap().nioBuffer());
            assertBatch(batch, benchmark.buildDirect().nioBuffer());
            assertBatch(batch, benchmark.buildHeap().nioBuffer());
        } finally {
            benchmark.tearDown();
        }
    }

    @ParameterizedTest
    @MethodSource("workloads")
    void kafkaIteratesAndBuildsTheBatch(String workload) {
        KafkaRecordsBenchmark benchmark = start(new KafkaRecordsBenchmark(), workload);
        try {
            RecordsWorkload batch = benchmark.batch;
            assertEquals(expectedSum(batch), benchmark.iterateHeap());
            assertEquals(expectedSum(batch), benchmark.iterateDirect());
            assertEquals(expectedSum(batch), benchmark.iterateHeap(), "again, on the same buffer");
            assertBatch(batch, benchmark.buildHeap());
            assertBatch(batch, benchmark.buildDirect());
            assertBatch(batch, benchmark.buildHeap());
        } finally {
            benchmark.tearDown();
        }
    }

    @ParameterizedTest
    @MethodSource("crcWorkloads")
    void bothSidesCheckTheCrc(String workload) {
        KwireCrcBenchmark kwire = start(new KwireCrcBenchmark(), workload);
        JdkCrcBenchmark jdk = start(new JdkCrcBenchmark(), workload);
        try {
            long carried = Integer.toUnsignedLong(ByteBuffer.wrap(kwire.batch).getInt(CrcState.CRC_START - Integer.BYTES));
            assertEquals(carried, kwire.checkCrcHeap().crc());
            assertEquals(carried, kwire.checkCrcDirect().crc());
            assertEquals(kwire.checkCrcHeap().computeCrc(), kwire.checkCrcDirect().computeCrc());
            assertTrue(jdk.checkCrcHeap());
            assertTrue(jdk.checkCrcDirect());
        } finally {
            kwire.tearDown();
            jdk.tearDown();
        }
    }

    /**
     * kwire's iteration and build of an uncompressed batch allocate nothing, counted by the JVM's
     * per-thread allocation counter, into and from wrapped heap and direct buffers (the paranoid
     * leak detector, on in every test, would track pooled ones with a stack trace at each access).
     */
    @ParameterizedTest
    @MethodSource("workloads")
    void kwireAllocatesNothingUncompressed(String workload) {
        if (!workload.endsWith("-none")) {
            return;
        }
        KwireRecordsBenchmark benchmark = start(new KwireRecordsBenchmark(), workload);
        byte[] bytes = benchmark.batch.batch;
        ByteBuf heap = Unpooled.wrappedBuffer(bytes);
        ByteBuf direct = Unpooled.wrappedBuffer(ByteBuffer.allocateDirect(bytes.length).put(bytes).flip());
        int capacity = benchmark.batch.outputCapacity();
        ByteBuf heapOut = Unpooled.wrappedBuffer(new byte[capacity]);
        ByteBuf directOut = Unpooled.wrappedBuffer(ByteBuffer.allocateDirect(capacity));
        long[] sum = new long[2];
        try {
            long allocated = allocatedByEach(200_000 / benchmark.batch.records, () -> {
                benchmark.build(heapOut);
                benchmark.build(directOut);
                sum[0] += benchmark.iterate(heap) + benchmark.iterate(direct);
                sum[1] += 2;
            });
            assertEquals(0, allocated, () -> workload + ": bytes allocated by reads and builds of each buffer");
            assertEquals(expectedSum(benchmark.batch) * sum[1], sum[0], "what was read");
        } finally {
            heap.release();
            direct.release();
            heapOut.release();
            directOut.release();
            benchmark.tearDown();
        }
    }

    /** kwire's CRC check allocates nothing: the table takes its rate of allocation as the floor's. */
    @ParameterizedTest
    @MethodSource("crcWorkloads")
    void kwireChecksTheCrcAllocatingNothing(String workload) {
        byte[] bytes = RecordsWorkload.named(workload).batch;
        ByteBuf heap = Unpooled.wrappedBuffer(bytes);
        ByteBuf direct = Unpooled.wrappedBuffer(ByteBuffer.allocateDirect(bytes.length).put(bytes).flip());
        try {
            RecordBatch heapBatch = first(heap);
            RecordBatch directBatch = first(direct);
            long allocated = allocatedByEach(20_000, () -> {
                heapBatch.checkCrc();
                directBatch.checkCrc();
            });
            assertEquals(0, allocated, () -> workload + ": bytes allocated by CRC checks");
        } finally {
            heap.release();
            direct.release();
        }
    }

    /**
     * The bytes the current thread allocates running {@code operation} {@code rounds} times, after
     * as many to warm up: the least of a few trials, as the JVM now and then charges a thread a
     * one-off of its own, while what allocates per operation does so in every trial.
     */
    private static long allocatedByEach(int rounds, Runnable operation) {
        for (int i = 0; i < rounds; i++) {
            operation.run();
        }
        long least = Long.MAX_VALUE;
        for (int trial = 0; trial < TRIALS && least > 0; trial++) {
            long before = THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
            for (int i = 0; i < rounds; i++) {
                operation.run();
            }
            least = Math.min(least, THREADS.getThreadAllocatedBytes(Thread.currentThread().getId()) - before);
        }
        return least;
    }

    private static RecordBatch first(ByteBuf records) {
        RecordBatches batches = new RecordBatches().reset(records);
        assertTrue(batches.next());
        return batches.batch();
    }

    /** What both sides' iteration sums: each record's offset, timestamp, key and value lengths and first bytes. */
    private static long expectedSum(RecordsWorkload batch) {
        long sum = 0;
        for (int i = 0; i < batch.records; i++) {
            sum += i + batch.timestamps[i] + batch.keys[i].length + batch.keys[i][0]
                    + batch.values[i].length + batch.values[i][0];
        }
        return sum;
    }

    /**
     * {@code written} (the readable bytes of a ByteBuf's view, or a ByteBuffer from 0 to its position
     * or limit) is one valid batch of the workload's records, as Kafka reads it; uncompressed, and
     * with lz4 (the same library and compressor), exactly the bytes Kafka's builder wrote.
     */
    private static void assertBatch(RecordsWorkload batch, ByteBuffer written) {
        ByteBuffer bytes = written.duplicate();
        if (bytes.position() > 0) {
            bytes.flip();
        }
        MemoryRecords records = MemoryRecords.readableRecords(bytes.slice());
        Iterator<MutableRecordBatch> batches = records.batches().iterator();
        MutableRecordBatch kafkaBatch = batches.next();
        assertTrue(!batches.hasNext(), "one batch");
        kafkaBatch.ensureValid();
        assertEquals(batch.compression.id(), kafkaBatch.compressionType().id);
        int i = 0;
        for (Record record : kafkaBatch) {
            assertEquals(i, record.offset());
            assertEquals(batch.timestamps[i], record.timestamp());
            assertArrayEquals(batch.keys[i], bytes(record.key()));
            assertArrayEquals(batch.values[i], bytes(record.value()));
            Header[] headers = record.headers();
            assertEquals(1, headers.length);
            assertEquals(RecordsWorkload.HEADER_KEY, headers[0].key());
            assertArrayEquals(batch.headerValues[i], headers[0].value());
            i++;
        }
        assertEquals(batch.records, i);
        if (batch.compression == io.kwire.codec.records.Compression.NONE
                || batch.compression == io.kwire.codec.records.Compression.LZ4) {
            assertArrayEquals(batch.batch, bytes(bytes.slice()));
        }
    }

    private static byte[] bytes(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }

    private static <S extends RecordsState> S start(S benchmark, String workload) {
        benchmark.workload = workload;
        benchmark.setUp();
        return benchmark;
    }

    private static <S extends CrcState> S start(S benchmark, String workload) {
        benchmark.workload = workload;
        benchmark.setUp();
        return benchmark;
    }
}
