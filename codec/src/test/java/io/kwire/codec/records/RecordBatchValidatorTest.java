package io.kwire.codec.records;

import static io.kwire.codec.records.BadInput.assertInvalid;
import static io.kwire.codec.records.BadInput.bytes;
import static io.kwire.codec.records.BadInput.goodBatch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.leaks.TrackingAllocator;
import io.netty.buffer.ByteBuf;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link RecordBatchValidator}: what producers send passes (Kafka's batches of every compression,
 * idempotent, transactional, markers); each rule a broker holds a batch to fails alone, naming the
 * batch's position and the rule, with the input untouched and every buffer released. The CRC is
 * checked both by {@link RecordBatch#checkCrc()} and by the validator.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RecordBatchValidatorTest {
    private static final byte[] GOOD = goodBatch();
    private static final byte[] V = bytes("v");

    @ParameterizedTest
    @EnumSource(Compression.class)
    void batchesKafkaWritesPass(Compression compression) {
        List<BatchSpec> specs = List.of(
                spec(compression, RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_SEQUENCE, false, null),
                spec(compression, 1000L, Integer.MAX_VALUE - 1, false, null),
                spec(compression, 1000L, 10, true, null),
                spec(Compression.NONE, 1000L, RecordBatch.NO_SEQUENCE, true, ControlType.COMMIT),
                spec(Compression.NONE, 1000L, RecordBatch.NO_SEQUENCE, true, ControlType.ABORT));
        ByteBuffer kafka = KafkaRecordsOracle.write(specs);
        byte[] bytes = new byte[kafka.remaining()];
        kafka.get(bytes);
        ByteBuf records = BadInput.records(compression.ordinal() % 2 == 0, bytes);
        TrackingAllocator allocator = new TrackingAllocator(compression.ordinal() % 2 == 1);
        try (RecordBatchValidator validator = new RecordBatchValidator(allocator, 1 << 20)) {
            RecordBatches batches = new RecordBatches().reset(records);
            int validated = 0;
            while (batches.next()) {
                batches.batch().checkCrc();
                assertTrue(batches.batch().isCrcValid());
                validator.validate(batches.batch());
                validated++;
            }
            assertEquals(specs.size(), validated);
            assertEquals(BadInput.PADDING, records.readerIndex());
            allocator.assertAllReleased();
        } finally {
            records.release();
        }
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void aCrcMismatchIsRefusedByCheckCrcAndTheValidator(Compression compression) {
        byte[] bad = new RawBatch().compression(compression).record(0, null, V).wrongCrc().bytes();
        ByteBuf records = BadInput.records(true, GOOD, bad);
        try (RecordBatchValidator validator = new RecordBatchValidator()) {
            RecordBatches batches = new RecordBatches().reset(records);
            batches.next();
            batches.next();
            RecordBatch batch = batches.batch();
            assertFalse(batch.isCrcValid());
            assertInvalid(records, GOOD.length, "CRC mismatch: the batch carries ", batch::checkCrc);
            assertInvalid(records, GOOD.length, "CRC mismatch", () -> validator.validate(batch));
        } finally {
            records.release();
        }
        BadInput.assertKafkaRefuses(bad);
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void offsetDeltasOutOfOrderAreRefused(Compression compression) {
        assertRefused(new RawBatch().compression(compression).record(0, null, V).record(2, null, V).record(1, null, V),
                "record 1 has offset delta 2; offsets go up by one from the base offset");
    }

    @Test
    void offsetDeltasThatRepeatAreRefused() {
        assertRefused(new RawBatch().record(0, null, V).record(0, null, V), "record 1 has offset delta 0");
    }

    @Test
    void aFirstOffsetDeltaOtherThanZeroIsRefused() {
        assertRefused(new RawBatch().record(1, null, V).record(2, null, V), "record 0 has offset delta 1");
    }

    @Test
    void aLastOffsetDeltaThatLiesIsRefused() {
        assertRefused(new RawBatch().lastOffsetDelta(5).record(0, null, V).record(1, null, V).record(2, null, V),
                "last offset delta 5 does not fit its 3 records");
        assertRefused(new RawBatch().lastOffsetDelta(1).record(0, null, V).record(1, null, V).record(2, null, V),
                "last offset delta 1 does not fit its 3 records");
    }

    @Test
    void aTransactionalBatchWithoutAProducerIdIsRefused() {
        assertRefused(new RawBatch().transactional().record(0, null, V), "is transactional but has no producer id");
    }

    @Test
    void anEmptyBatchIsRefused() {
        assertRefused(new RawBatch(), "holds no records");
    }

    @Test
    void aRecordCountThatLiesIsRefused() {
        assertRefused(new RawBatch().recordCount(2).lastOffsetDelta(1).record(0, null, BadInput.bytes("value-0")),
                "counts 2 records but holds 1");
    }

    @Test
    void aControlBatchOfTwoRecordsIsRefused() {
        assertRefused(new RawBatch().control().transactional().producer(5L, (short) 0, RecordBatch.NO_SEQUENCE)
                .record(0, null, V).record(1, null, V), "is a control batch of 2 records; it holds one");
    }

    @Test
    void badProducerFieldsAreRefused() {
        assertRefused(new RawBatch().producer(-2L, (short) 0, 0).record(0, null, V), "producer id -2 is negative");
        assertRefused(new RawBatch().producer(7L, (short) -1, 0).record(0, null, V), "producer 7 has negative epoch -1");
        assertRefused(new RawBatch().producer(7L, (short) 0, -1).record(0, null, V),
                "producer 7 has negative base sequence -1");
    }

    /** The validator refuses {@code bad}, after a good batch it passes, at the bad batch's position. */
    private static void assertRefused(RawBatch bad, String problem) {
        for (boolean direct : new boolean[] {false, true}) {
            ByteBuf records = BadInput.records(direct, GOOD, bad.bytes());
            TrackingAllocator allocator = new TrackingAllocator(direct);
            try (RecordBatchValidator validator = new RecordBatchValidator(allocator, 1 << 20)) {
                RecordBatches batches = new RecordBatches().reset(records);
                assertTrue(batches.next());
                validator.validate(batches.batch());
                assertTrue(batches.next());
                RecordBatch batch = batches.batch();
                assertInvalid(records, GOOD.length, problem, () -> validator.validate(batch));
                allocator.assertAllReleased();
            } finally {
                records.release();
            }
        }
    }

    private static BatchSpec spec(Compression compression, long producerId, int baseSequence, boolean transactional,
            ControlType control) {
        short epoch = producerId == RecordBatch.NO_PRODUCER_ID ? RecordBatch.NO_PRODUCER_EPOCH : 2;
        List<BatchSpec.RecordSpec> records = control != null
                ? List.of(new BatchSpec.RecordSpec(5L, null, null, List.of()))
                : List.of(new BatchSpec.RecordSpec(5L, V, V, List.of()), new BatchSpec.RecordSpec(6L, null, V, List.of()),
                        new BatchSpec.RecordSpec(7L, V, null, List.of(new BatchSpec.HeaderSpec("h", null))));
        return new BatchSpec(compression, 0L, 3, producerId, epoch, baseSequence, transactional,
                RecordBatch.NO_TIMESTAMP, control, 4, records);
    }
}
