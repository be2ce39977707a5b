package io.kwire.codec.records;

import static io.kwire.codec.records.BadInput.assertInvalid;
import static io.kwire.codec.records.BadInput.assertKafkaRefuses;
import static io.kwire.codec.records.BadInput.goodBatch;
import static io.kwire.codec.records.BadInput.records;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import java.util.Arrays;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Batch headers that lie, each after a good batch and behind padding, in heap and direct buffers:
 * {@link RecordBatches#next()} refuses the bad batch, naming its position and what is wrong, and
 * moves neither the reader index nor itself; a cut-off last batch ends the iteration instead.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RecordBatchesBadInputTest {
    private static final byte[] GOOD = goodBatch();

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aBatchLengthUnderTheHeaderSizeIsRefused(boolean direct) {
        byte[] bad = goodBatch();
        RawBatch.setInt(bad, RecordBatch.BATCH_LENGTH, RecordBatch.HEADER_SIZE - RecordBatch.LOG_OVERHEAD - 1);
        assertRefusedAfterTheGoodBatch(direct, bad, "batch length 48 is less than the 49 bytes of a batch header");
        RawBatch.setInt(bad, RecordBatch.BATCH_LENGTH, -1);
        assertRefusedAfterTheGoodBatch(direct, bad, "batch length -1");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void magicZeroAndOneAreRefusedAsTheFormatKafkaRemoved(int magic) {
        byte[] bad = new RawBatch().magic(magic).record(0, null, BadInput.bytes("v")).bytes();
        assertRefusedAfterTheGoodBatch(false, bad, "magic v" + magic + " is the message format Kafka 4 removed (KIP-724)");
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 127, -1})
    void anUnknownMagicIsRefused(int magic) {
        byte[] bad = new RawBatch().magic(magic).record(0, null, BadInput.bytes("v")).bytes();
        assertRefusedAfterTheGoodBatch(true, bad, "unknown magic " + magic);
        assertKafkaRefuses(bad);
    }

    @ParameterizedTest
    @ValueSource(ints = {5, 6, 7})
    void anUnknownCompressionIdIsRefused(int id) {
        byte[] bad = new RawBatch().compressionId(id).record(0, null, BadInput.bytes("v")).bytes();
        assertRefusedAfterTheGoodBatch(false, bad, "unknown compression id " + id);
        assertKafkaRefuses(bad);
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, Integer.MIN_VALUE})
    void aNegativeRecordCountIsRefused(int count) {
        byte[] bad = new RawBatch().recordCount(count).record(0, null, BadInput.bytes("v")).bytes();
        assertRefusedAfterTheGoodBatch(true, bad, "negative record count " + count);
        assertKafkaRefuses(bad);
    }

    /** 2^31-1 records over 500 bytes, as no records of 7 bytes or more fit: refused by next(), before any cursor. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aRecordCountTheRecordsCannotHoldIsRefused(boolean direct) {
        byte[] bad = new RawBatch().recordCount(Integer.MAX_VALUE).record(0, null, new byte[491]).bytes();
        assertEquals(500, bad.length - RecordBatch.HEADER_SIZE, "the bytes of the records");
        assertRefusedAfterTheGoodBatch(direct, bad,
                "record count 2147483647 but 500 bytes of records hold at most 71 records of 7 bytes or more");
    }

    /** Compressed records may decompress to any size under a cap, but none holds 2^31-1 records. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aRecordCountNoCapCanHoldIsRefused(boolean direct) {
        byte[] bad = new RawBatch().compression(Compression.GZIP).recordCount(Integer.MAX_VALUE)
                .record(0, null, new byte[491]).bytes();
        assertRefusedAfterTheGoodBatch(direct, bad, "record count 2147483647 but 2147483647 bytes decompressed, "
                + "the most any cap allows, hold at most 306783378 records of 7 bytes or more");
    }

    /** Records of the smallest size, 7 bytes, as many as the bytes hold: next() passes them, and the cursor reads them. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void asManyRecordsAsTheBytesHoldPass(boolean direct) {
        RawBatch smallest = new RawBatch();
        for (int i = 0; i < 60; i++) {
            smallest.record(i, null, null);
        }
        byte[] batch = smallest.bytes();
        assertEquals(60 * RecordBatch.MIN_RECORD_SIZE, batch.length - RecordBatch.HEADER_SIZE);
        ByteBuf records = records(direct, GOOD, batch);
        try (RecordCursor cursor = new RecordCursor()) {
            RecordBatches batches = new RecordBatches().reset(records);
            assertTrue(batches.next());
            assertTrue(batches.next());
            cursor.reset(batches.batch());
            int read = 0;
            while (cursor.next()) {
                assertEquals(read++, cursor.offsetDelta());
            }
            assertEquals(60, read);
            assertFalse(batches.next());
        } finally {
            records.release();
        }
    }

    /** Every cut of a last batch, in its length field or after it: iteration stops before it and says how much was left. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aTruncatedLastBatchEndsTheIterationAndIsReported(boolean direct) {
        byte[] last = new RawBatch().record(0, BadInput.bytes("key"), BadInput.bytes("value")).bytes();
        for (int cut = 1; cut < last.length; cut++) {
            ByteBuf records = records(direct, GOOD, Arrays.copyOf(last, cut));
            try {
                RecordBatches batches = new RecordBatches().reset(records);
                assertEquals(0, batches.truncatedTail());
                assertTrue(batches.next());
                assertFalse(batches.next(), "a batch cut after " + cut + " bytes");
                assertEquals(cut, batches.truncatedTail(), "the bytes of the cut-off batch");
                assertEquals(GOOD.length, batches.position());
                assertFalse(batches.next(), "iteration stays ended");
                assertEquals(BadInput.PADDING, records.readerIndex());
            } finally {
                records.release();
            }
        }
    }

    /** A bad batch after a good one: next() refuses it at the good batch's end, and again when asked again. */
    private static void assertRefusedAfterTheGoodBatch(boolean direct, byte[] bad, String problem) {
        ByteBuf records = records(direct, GOOD, bad);
        try {
            RecordBatches batches = new RecordBatches().reset(records);
            assertTrue(batches.next());
            assertEquals(0, batches.batch().position());
            assertInvalid(records, GOOD.length, problem, batches::next);
            assertInvalid(records, GOOD.length, problem, batches::next);
            assertEquals(GOOD.length, batches.position(), "next() stays before the bad batch");
        } finally {
            records.release();
        }
    }
}
