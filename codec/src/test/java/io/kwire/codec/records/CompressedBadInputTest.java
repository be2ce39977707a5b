package io.kwire.codec.records;

import static io.kwire.codec.records.BadInput.assertInvalid;
import static io.kwire.codec.records.BadInput.assertKafkaRefuses;
import static io.kwire.codec.records.BadInput.goodBatch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.leaks.TrackingAllocator;
import io.kwire.codec.records.BatchSpec.RecordSpec;
import io.netty.buffer.ByteBuf;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Compressed batches, as Kafka writes them, broken after compression (their CRC made to match
 * again, so that the codec meets the damage): each refused with {@link InvalidRecordBatchException}
 * at its position, the input untouched and every buffer released; and decompression bombs, small
 * batches that inflate far past the cursor's cap, refused once the cap is passed, with no buffer
 * past one byte over it.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class CompressedBadInputTest {
    private static final byte[] GOOD = goodBatch();
    private static final int CAP = 64 * 1024;
    private static final int BOMB = 8 << 20;

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aStreamThatDoesNotStartAsItsFormatDoesIsCorrupt(Compression compression) {
        byte[] batch = kafkaBatch(compression);
        for (int i = 0; i < 4; i++) {
            batch[RecordBatch.HEADER_SIZE + i] ^= 0x5a;
        }
        RawBatch.setCrc(batch);
        assertKafkaRefuses(batch);
        assertRefused(batch, compression.kafkaName() + " records are corrupt: ", CAP);
    }

    /** Cut in the format's header, in a block or frame, and in its last byte: named as cut off, with where. */
    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aStreamCutShortIsRefusedAsCutOff(Compression compression) {
        byte[] whole = kafkaBatch(compression);
        for (int records : new int[] {0, 1, 7, (whole.length - RecordBatch.HEADER_SIZE) / 2,
            whole.length - RecordBatch.HEADER_SIZE - 1}) {
            byte[] batch = Arrays.copyOf(whole, RecordBatch.HEADER_SIZE + records);
            setBatchLength(batch);
            assertKafkaRefuses(batch);
            assertRefused(batch, compression.kafkaName() + " records are cut off: ", CAP);
        }
    }

    /** A reset that fails leaves the cursor with nothing to read, never the rest of the batch before, whose buffer may be gone. */
    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aCursorWhoseResetFailedHasNothingToRead(Compression compression) {
        byte[] cut = Arrays.copyOf(kafkaBatch(compression), RecordBatch.HEADER_SIZE + 7);
        setBatchLength(cut);
        ByteBuf records = BadInput.records(false, GOOD, cut);
        TrackingAllocator allocator = new TrackingAllocator(true);
        try (RecordCursor cursor = new RecordCursor(allocator, CAP)) {
            RecordBatches batches = new RecordBatches().reset(records);
            assertTrue(batches.next());
            cursor.reset(batches.batch());
            assertTrue(cursor.next(), "the good batch's first record");
            assertTrue(batches.next());
            assertThrows(InvalidRecordBatchException.class, () -> cursor.reset(batches.batch()));
            assertFalse(cursor.next());
        } finally {
            records.release();
        }
        allocator.assertAllReleased();
    }

    /** Random bytes over the middle of the stream: the codec or the records then refuse it, nothing else. */
    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void garbageInTheStreamIsRefused(Compression compression) {
        Random random = new Random(compression.ordinal());
        for (int trial = 0; trial < 20; trial++) {
            byte[] batch = kafkaBatch(compression);
            int from = RecordBatch.HEADER_SIZE + 1 + random.nextInt(batch.length - RecordBatch.HEADER_SIZE - 1);
            for (int i = from; i < Math.min(batch.length, from + 1 + random.nextInt(16)); i++) {
                batch[i] = (byte) random.nextInt();
            }
            RawBatch.setCrc(batch);
            // Garbage may still decompress to the same records (in a literal lz4 or snappy copies as it is);
            // then the batch is simply read.
            ByteBuf records = BadInput.records(trial % 2 == 0, GOOD, batch);
            TrackingAllocator allocator = new TrackingAllocator(trial % 3 == 0);
            try (RecordCursor cursor = new RecordCursor(allocator, CAP)) {
                try {
                    BadInput.readAll(records, cursor);
                } catch (InvalidRecordBatchException e) {
                    assertEquals(GOOD.length, e.batchStart(), e.getMessage());
                }
                assertEquals(BadInput.PADDING, records.readerIndex());
                allocator.assertAllReleased();
            } finally {
                records.release();
            }
        }
    }

    /** One record of 8 MiB of zeros: Kafka writes it in a few kilobytes, and it inflates to 128 times the cap. */
    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aDecompressionBombIsRefusedAtTheCap(Compression compression) {
        byte[] bomb = toBytes(KafkaRecordsOracle.write(new BatchSpec(compression, 0L, -1, RecordBatch.NO_PRODUCER_ID,
                RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, false, RecordBatch.NO_TIMESTAMP, null, 0,
                List.of(new RecordSpec(1L, null, new byte[BOMB], List.of())))));
        assertTrue(bomb.length < BOMB / 20, compression + " wrote the bomb in " + bomb.length + " bytes");
        TrackingAllocator allocator = assertRefused(bomb,
                compression.kafkaName() + " records decompress to more than the cap of " + CAP + " bytes", CAP);
        assertTrue(allocator.largestCapacity() <= CAP + 1,
                "a buffer decompressed into grew to " + allocator.largestCapacity() + " bytes");

        ByteBuf records = BadInput.records(false, bomb);
        try (RecordBatchValidator validator = new RecordBatchValidator(allocator, CAP)) {
            RecordBatches batches = new RecordBatches().reset(records);
            batches.next();
            assertInvalid(records, 0, "more than the cap", () -> validator.validate(batches.batch()));
            allocator.assertAllReleased();
        } finally {
            records.release();
        }
    }

    /** A snappy block whose uncompressed length claims 2 GiB is refused before anything is allocated for it. */
    @Test
    void aSnappyBlockClaimingTwoGibibytesIsRefusedBeforeItIsAllocated() {
        RawBatch.Wire stream = new RawBatch.Wire().raw(0x82, 'S', 'N', 'A', 'P', 'P', 'Y', 0, 0, 0, 0, 1, 0, 0, 0, 1)
                .raw(0, 0, 0, 7).raw(0xff, 0xff, 0xff, 0xff, 0x07, 0x00, 0x00);
        byte[] batch = new RawBatch().compressionId(Compression.SNAPPY.id()).recordCount(1).raw(stream).bytes();
        TrackingAllocator allocator = assertRefused(batch, "snappy records decompress to more than the cap", CAP);
        assertTrue(allocator.largestCapacity() <= CAP, "grew to " + allocator.largestCapacity());
    }

    /** Caps of 0 and 1 take no compressed records at all, even in a batch that says it counts none. */
    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aCapOfZeroOrOneRefusesAnyRecords(Compression compression) {
        byte[] countsNone = kafkaBatch(compression);
        RawBatch.setInt(countsNone, RecordBatch.RECORD_COUNT, 0);
        RawBatch.setCrc(countsNone);
        for (int cap : new int[] {0, 1}) {
            assertRefused(countsNone, compression.kafkaName() + " records decompress to more than the cap of " + cap
                    + " bytes", cap);
        }
    }

    /** A batch counting more records than the cap could hold, at 7 bytes each, is refused before it is decompressed. */
    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aRecordCountTheCapCannotHoldIsRefusedBeforeDecompressing(Compression compression) {
        int cap = 50 * RecordBatch.MIN_RECORD_SIZE - 1;
        TrackingAllocator allocator = assertRefused(kafkaBatch(compression),
                "record count 50 but " + cap + " bytes decompressed, the cap, hold at most 49 records", cap);
        assertEquals(0, allocator.given(), "buffers taken to decompress into");
    }

    /** A cap of exactly the records' decompressed size reads them; one byte less refuses them. */
    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aCapOfExactlyTheDecompressedSizeReadsTheRecords(Compression compression) {
        byte[] batch = kafkaBatch(compression);
        ByteBuf records = BadInput.records(false, batch);
        int size;
        try {
            try (RecordCursor cursor = new RecordCursor(new TrackingAllocator(false), Integer.MAX_VALUE)) {
                RecordBatches batches = new RecordBatches().reset(records);
                assertTrue(batches.next());
                cursor.reset(batches.batch());
                size = cursor.buffer().readableBytes();
            }
            try (RecordCursor cursor = new RecordCursor(new TrackingAllocator(false), size)) {
                BatchViews.assertSame(KafkaRecordsOracle.read(ByteBuffer.wrap(batch)), KwireRecords.read(records, cursor),
                        "kwire's reading with a cap of exactly " + size + " bytes");
            }
        } finally {
            records.release();
        }
        assertRefused(batch, compression.kafkaName() + " records decompress to more than the cap of " + (size - 1)
                + " bytes", size - 1);
    }

    /** The largest cap there is, as good as none: every codec reads its batch as with any other. */
    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aCapOfIntegerMaxValueReadsTheRecords(Compression compression) {
        byte[] batch = kafkaBatch(compression);
        ByteBuf records = BadInput.records(false, batch);
        try (RecordCursor cursor = new RecordCursor(new TrackingAllocator(false), Integer.MAX_VALUE)) {
            BatchViews.assertSame(KafkaRecordsOracle.read(ByteBuffer.wrap(batch)), KwireRecords.read(records, cursor),
                    "kwire's reading with no cap");
        } finally {
            records.release();
        }
    }

    /** Refused after a good batch in heap and direct buffers, at the bad batch's position; returns the allocator used. */
    private static TrackingAllocator assertRefused(byte[] batch, String problem, int cap) {
        TrackingAllocator allocator = null;
        for (boolean direct : new boolean[] {false, true}) {
            allocator = new TrackingAllocator(!direct);
            ByteBuf records = BadInput.records(direct, GOOD, batch);
            try (RecordCursor cursor = new RecordCursor(allocator, cap)) {
                InvalidRecordBatchException e = assertInvalid(records, GOOD.length, problem,
                        () -> BadInput.readAll(records, cursor));
                assertFalse(e.problem().contains("null"), e.problem());
                allocator.assertAllReleased();
            } finally {
                records.release();
            }
        }
        return allocator;
    }

    /** A batch of 50 records with keys, values and headers, as Kafka writes it in {@code compression}. */
    private static byte[] kafkaBatch(Compression compression) {
        List<RecordSpec> records = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            records.add(new RecordSpec(1_700_000_000_000L + i, BadInput.bytes("key-" + i),
                    BadInput.bytes("value-" + i + "-" + "x".repeat(i)),
                    List.of(new BatchSpec.HeaderSpec("h" + i, BadInput.bytes("" + i)))));
        }
        return toBytes(KafkaRecordsOracle.write(new BatchSpec(compression, 0L, -1, RecordBatch.NO_PRODUCER_ID,
                RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, false, RecordBatch.NO_TIMESTAMP, null, 0,
                records)));
    }

    private static byte[] toBytes(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }

    /** Sets the batch length to the bytes there are, and the CRC to match. */
    private static void setBatchLength(byte[] batch) {
        RawBatch.setInt(batch, RecordBatch.BATCH_LENGTH, batch.length - RecordBatch.LOG_OVERHEAD);
        RawBatch.setCrc(batch);
    }
}
