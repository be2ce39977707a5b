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
        setInt(bad, RecordBatch.BATCH_LENGTH, RecordBatch.HEADER_SIZE - RecordBatch.LOG_OVERHEAD - 1);
        assertRefusedAfterTheGoodBatch(direct, bad, "batch length 48 is less than the 49 bytes of a batch header");
        setInt(bad, RecordBatch.BATCH_LENGTH, -1);
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

    private static void setInt(byte[] bytes, int index, int value) {
        for (int i = 0; i < Integer.BYTES; i++) {
            bytes[index + i] = (byte) (value >>> (24 - 8 * i));
        }
    }
}
