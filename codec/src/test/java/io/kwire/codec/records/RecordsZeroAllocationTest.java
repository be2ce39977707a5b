package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Iterating an uncompressed batch of a thousand records, keys, values and headers included, and
 * building one with {@link RecordBatchBuilder} and {@link RecordHeaders} into a buffer large
 * enough, allocate nothing on the heap once warmed up, measured by the JVM's per-thread allocation
 * counter, in heap and direct buffers. As in the codec's {@code ZeroAllocationTest}, the buffers are
 * wrapped directly, because the leak detector's paranoid level would record a stack trace on every
 * access to one from an allocator.
 */
class RecordsZeroAllocationTest {
    private static final int RECORDS = 1000;
    private static final int WARM_UP_ROUNDS = 1500;
    private static final int MEASURED_ROUNDS = 300;
    private static final int TRIALS = 3;
    private static final int BATCH_CAPACITY = 128 * 1024;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private final ByteBuf key = Unpooled.wrappedBuffer("key-0001".getBytes(StandardCharsets.UTF_8));
    private final ByteBuf value = Unpooled.wrappedBuffer(new byte[40]);
    private final ByteBuf headerValue = Unpooled.wrappedBuffer(new byte[] {1, 2, 3});
    private final ByteBuf heap = Unpooled.wrappedBuffer(new byte[BATCH_CAPACITY]);
    private final ByteBuf direct = Unpooled.wrappedBuffer(ByteBuffer.allocateDirect(BATCH_CAPACITY));
    private final ByteBuf[] outs = {heap, direct};
    private final RecordBatchBuilder builder = new RecordBatchBuilder();
    private final RecordHeaders headers = new RecordHeaders();
    private final RecordBatches batches = new RecordBatches();
    private final RecordCursor cursor = new RecordCursor();
    private long sink;

    @AfterEach
    void release() {
        builder.close();
        cursor.close();
        for (ByteBuf buf : new ByteBuf[] {key, value, headerValue, heap, direct}) {
            buf.release();
        }
    }

    @Test
    void buildingABatchAllocatesNothing() {
        assertEquals(0, allocatedBy(this::build), "bytes allocated building " + MEASURED_ROUNDS + " batches of "
                + RECORDS + " records");
        assertTrue(direct.writerIndex() > RECORDS * 50, "the batch was written");
    }

    @Test
    void iteratingABatchAllocatesNothing() {
        build();
        assertEquals(outs.length * RECORDS * 3L, iterate(), "every record and its two headers were visited");
        assertEquals(0, allocatedBy(this::iterate), "bytes allocated iterating " + MEASURED_ROUNDS + " batches of "
                + RECORDS + " records");
    }

    /** Builds the batch into both buffers. */
    private void build() {
        for (ByteBuf out : outs) {
            out.clear();
            builder.producer(1000L, (short) 1, 0).begin(out, 0L);
            for (int i = 0; i < RECORDS; i++) {
                builder.append(1_700_000_000_000L + i, i % 10 == 0 ? null : key, value,
                        headers.clear().add("trace-id", headerValue).add("\u00e9t\u00e9", null));
            }
            builder.finish();
        }
    }

    /** Visits every record of both buffers, reading a byte of each key, value and header; returns records plus headers. */
    private long iterate() {
        long visited = 0;
        for (ByteBuf records : outs) {
            batches.reset(records);
            while (batches.next()) {
                cursor.reset(batches.batch());
                while (cursor.next()) {
                    ByteBuf buf = cursor.buffer();
                    if (cursor.keyLength() > 0) {
                        sink += buf.getByte(cursor.keyIndex() + cursor.keyLength() - 1);
                    }
                    sink += buf.getByte(cursor.valueIndex() + cursor.valueLength() - 1) + cursor.offset()
                            + cursor.timestamp();
                    while (cursor.nextHeader()) {
                        sink += buf.getByte(cursor.headerKeyIndex()) + cursor.headerValueLength();
                        visited++;
                    }
                    visited++;
                }
            }
        }
        return visited;
    }

    /**
     * Heap bytes this thread allocates running {@code work} {@value #MEASURED_ROUNDS} times after a
     * warm-up: the least of {@value #TRIALS} trials, because the JVM now and then charges a thread
     * for a one-off of its own; code that allocates per record does so in every trial.
     */
    private static long allocatedBy(Runnable work) {
        for (int i = 0; i < WARM_UP_ROUNDS; i++) {
            work.run();
        }
        long least = Long.MAX_VALUE;
        for (int trial = 0; trial < TRIALS && least > 0; trial++) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < MEASURED_ROUNDS; i++) {
                work.run();
            }
            least = Math.min(least, THREADS.getCurrentThreadAllocatedBytes() - before);
        }
        return least;
    }
}
