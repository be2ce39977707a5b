package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.codec.leaks.TrackingAllocator;
import io.kwire.codec.records.BatchSpec.RecordSpec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.xerial.snappy.Snappy;

/**
 * The bytes the JVM allocates on the reading thread while a cursor with the default cap of 64 MiB
 * refuses a decompression bomb of each codec, and while it reads a batch that decompresses to
 * 48 MiB, counted by HotSpot's per-thread counter around a second run (the first loads the
 * classes). The allocator is {@link TrackingAllocator}: unpooled heap buffers, not wrapped by the
 * leak detector, whose stack traces would count too. Refusing a bomb allocates at most the cap and
 * {@link #SLACK}; reading a batch of S bytes at most {@code 2 S}, one output chunk of 1 MiB and
 * {@link #SLACK}.
 */
class DecompressionAllocationTest {
    private static final int CAP = RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES;
    /** What the libraries' own buffers, the scratch of one LZ4 block and the exceptions may add. */
    private static final int SLACK = 1 << 20;
    private static final int BOMB = CAP + (4 << 20);
    private static final int LEGIT = 48 << 20;
    /** The largest output chunk, all of which the last may leave unused. */
    private static final int CHUNK = 1 << 20;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void refusingABombAllocatesAtMostTheCap(Compression compression) {
        long allocated = allocatedRefusing(rawBatch(compression, compressed(compression, new byte[BOMB])));
        System.out.println("refusing a " + compression.kafkaName() + " bomb allocated " + mib(allocated));
        assertTrue(allocated <= (long) CAP + SLACK, "refusing a " + compression.kafkaName() + " bomb allocated "
                + mib(allocated) + ", more than the cap of " + mib(CAP) + " and " + mib(SLACK));
    }

    /** Raw snappy says its size, so a bomb claims more than the cap and nothing is decompressed at all. */
    @Test
    void refusingARawSnappyBombAllocatesAlmostNothing() throws Exception {
        long allocated = allocatedRefusing(rawBatch(Compression.SNAPPY, Snappy.compress(new byte[BOMB])));
        System.out.println("refusing a raw snappy bomb allocated " + mib(allocated));
        assertTrue(allocated <= SLACK, "refusing a raw snappy bomb allocated " + mib(allocated));
    }

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void readingABatchAllocatesAtMostTwiceItsSize(Compression compression) {
        assertReadingAllocatesAtMostTwiceItsSize(compression.kafkaName(),
                toBytes(KafkaRecordsOracle.write(legit(compression))));
    }

    /** Raw snappy, like xerial's framing, is decompressed into one buffer of exactly the size it says. */
    @Test
    void readingARawSnappyBatchAllocatesItsSize() throws Exception {
        byte[] uncompressed = toBytes(KafkaRecordsOracle.write(legit(Compression.NONE)));
        byte[] records = Arrays.copyOfRange(uncompressed, RecordBatch.HEADER_SIZE, uncompressed.length);
        assertReadingAllocatesAtMostTwiceItsSize("raw snappy", rawBatch(Compression.SNAPPY, Snappy.compress(records)));
    }

    private static void assertReadingAllocatesAtMostTwiceItsSize(String codec, byte[] batch) {
        ByteBuf records = Unpooled.wrappedBuffer(batch);
        try (RecordCursor cursor = new RecordCursor(new TrackingAllocator(false), CAP)) {
            RecordBatches batches = new RecordBatches();
            read(records, batches, cursor);
            long before = THREADS.getCurrentThreadAllocatedBytes();
            int size = read(records, batches, cursor);
            long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;
            System.out.println("reading a " + codec + " batch of " + mib(size) + " allocated " + mib(allocated));
            assertTrue(allocated <= 2L * size + CHUNK + SLACK, "reading a " + codec + " batch of " + mib(size)
                    + " allocated " + mib(allocated));
        }
    }

    /** One record of {@link #LEGIT} bytes of zeros, in {@code compression}. */
    private static BatchSpec legit(Compression compression) {
        return new BatchSpec(compression, 0L, -1, RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH,
                RecordBatch.NO_SEQUENCE, false, RecordBatch.NO_TIMESTAMP, null, 0,
                List.of(new RecordSpec(1L, null, new byte[LEGIT], List.of())));
    }

    /** Decompresses the one batch of {@code records}, reads its record and returns the bytes it decompressed to. */
    private static int read(ByteBuf records, RecordBatches batches, RecordCursor cursor) {
        batches.reset(records);
        assertTrue(batches.next());
        cursor.reset(batches.batch());
        int size = cursor.buffer().readableBytes();
        assertTrue(cursor.next());
        assertEquals(LEGIT, cursor.valueLength());
        cursor.close();
        return size;
    }

    /** The bytes allocated by the second of two refusals of {@code batch}. */
    private static long allocatedRefusing(byte[] batch) {
        ByteBuf records = Unpooled.wrappedBuffer(batch);
        TrackingAllocator allocator = new TrackingAllocator(false);
        try (RecordCursor cursor = new RecordCursor(allocator, CAP)) {
            RecordBatches batches = new RecordBatches();
            refuse(records, batches, cursor);
            long before = THREADS.getCurrentThreadAllocatedBytes();
            refuse(records, batches, cursor);
            long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;
            allocator.assertAllReleased();
            return allocated;
        }
    }

    private static void refuse(ByteBuf records, RecordBatches batches, RecordCursor cursor) {
        batches.reset(records);
        assertTrue(batches.next());
        try {
            cursor.reset(batches.batch());
            fail("the bomb was read");
        } catch (InvalidRecordBatchException e) {
            assertTrue(e.problem().contains("more than the cap"), e.getMessage());
        }
    }

    /** {@code bytes} compressed by kwire's codec, which writes what Kafka writes. */
    private static byte[] compressed(Compression compression, byte[] bytes) {
        ByteBuf out = Unpooled.buffer();
        Codecs.compress(compression, Unpooled.wrappedBuffer(bytes), out);
        byte[] compressed = ByteBufUtil.getBytes(out);
        out.release();
        return compressed;
    }

    /** A batch of one record whose records are {@code records}, as they are, marked as {@code compression}. */
    private static byte[] rawBatch(Compression compression, byte[] records) {
        return new RawBatch().compressionId(compression.id()).recordCount(1).raw(new RawBatch.Wire().raw(records)).bytes();
    }

    private static byte[] toBytes(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }

    private static String mib(long bytes) {
        return String.format("%.1f MiB", bytes / 1048576.0);
    }
}
