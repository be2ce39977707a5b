package io.kwire.codec.records;

import static io.kwire.codec.records.BadInput.assertInvalid;
import static io.kwire.codec.records.BadInput.assertKafkaRefuses;
import static io.kwire.codec.records.BadInput.goodBatch;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.leaks.TrackingAllocator;
import io.kwire.codec.records.BatchSpec.RecordSpec;
import io.netty.buffer.ByteBuf;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.xerial.snappy.Snappy;

/**
 * snappy batches as librdkafka and sarama write them: the records as one raw snappy block, without
 * xerial's framing, compressed here by the snappy library itself. kwire reads them record for
 * record as Kafka 4.4 does, in heap and direct buffers; a block that claims more than the cap, or
 * more than its bytes can make, is refused before anything is allocated for it; and corrupt or cut
 * raw snappy is refused naming what was wrong.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RawSnappyTest {
    private static final byte[] GOOD = goodBatch();
    private static final int CAP = 64 * 1024;

    /** 1 record, 50, and 2000 (over 100 KiB, past the 32 KiB blocks of xerial's framing). */
    @ParameterizedTest
    @ValueSource(ints = {1, 50, 2000})
    void rawSnappyIsReadAsKafkaReadsIt(int count) throws IOException {
        BatchSpec spec = spec(count);
        byte[] batch = rawSnappy(spec);
        List<BatchView> kafka = KafkaRecordsOracle.read(ByteBuffer.wrap(batch));
        BatchViews.assertSame(KafkaRecordsOracle.expected(List.of(spec), kafka), kafka, "Kafka's reading");
        for (boolean direct : new boolean[] {false, true}) {
            ByteBuf records = BadInput.records(direct, batch);
            try (RecordCursor cursor = new RecordCursor(new TrackingAllocator(direct), CAP * 4)) {
                BatchViews.assertSame(kafka, KwireRecords.read(records, cursor), "kwire's reading, direct " + direct);
            } finally {
                records.release();
            }
        }
    }

    /** A raw block whose size varint says 2^31-1 bytes: refused as over the cap, with nothing allocated. */
    @Test
    void aBlockClaimingMoreThanTheCapIsRefusedBeforeItIsAllocated() {
        byte[] batch = batchOf(new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x07, 0x00, 0x00});
        assertRefused(batch, "snappy records decompress to more than the cap of " + CAP + " bytes", true);
    }

    /** 60000 bytes, under the cap, claimed by 7 bytes, which make at most 149: refused before it is allocated. */
    @Test
    void aBlockClaimingMoreThanItsBytesCanMakeIsRefusedBeforeItIsAllocated() {
        byte[] batch = batchOf(new byte[] {(byte) 0xe0, (byte) 0xd4, 0x03, 0x00, 0x00, 0x00, 0x00});
        assertRefused(batch, "snappy records are corrupt: a snappy block of 7 bytes claims 60000 bytes, "
                + "more than snappy makes of so few", true);
        assertKafkaRefuses(batch);
    }

    /** A copy from before the first byte: snappy refuses to decompress it, and kwire says what it claimed. */
    @Test
    void corruptRawSnappyIsRefused() {
        byte[] batch = batchOf(new byte[] {0x0a, 0x01, 0x05});
        assertRefused(batch, "snappy records are corrupt: a snappy block of 3 bytes does not decompress to the 10 "
                + "bytes it claims", false);
        assertKafkaRefuses(batch);
    }

    @Test
    void rawSnappyCutOffIsRefused() throws IOException {
        byte[] records = records(spec(50));
        byte[] compressed = Snappy.compress(records);
        byte[] batch = batchOf(Arrays.copyOf(compressed, compressed.length / 2));
        assertRefused(batch, "snappy records are corrupt: a snappy block of " + compressed.length / 2
                + " bytes does not decompress to the " + records.length + " bytes it claims", false);
        assertKafkaRefuses(batch);
    }

    /** Refused after a good batch, in heap and direct buffers; with no buffer taken to decompress into, if so said. */
    private static void assertRefused(byte[] batch, String problem, boolean nothingAllocated) {
        for (boolean direct : new boolean[] {false, true}) {
            TrackingAllocator allocator = new TrackingAllocator(!direct);
            ByteBuf records = BadInput.records(direct, GOOD, batch);
            try (RecordCursor cursor = new RecordCursor(allocator, CAP)) {
                assertInvalid(records, GOOD.length, problem, () -> BadInput.readAll(records, cursor));
                allocator.assertAllReleased();
            } finally {
                records.release();
            }
            if (nothingAllocated) {
                assertEquals(0, allocator.given(), "buffers taken to decompress into");
            }
        }
    }

    /** {@code count} records with keys, values and headers, one batch as snappy. */
    private static BatchSpec spec(int count) {
        List<RecordSpec> records = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            records.add(new RecordSpec(1_700_000_000_000L + i, BadInput.bytes("key-" + i),
                    BadInput.bytes("value-" + i + "-" + "x".repeat(i % 80)),
                    List.of(new BatchSpec.HeaderSpec("h" + i, BadInput.bytes("" + i)))));
        }
        return new BatchSpec(Compression.SNAPPY, 0L, -1, RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH,
                RecordBatch.NO_SEQUENCE, false, RecordBatch.NO_TIMESTAMP, null, 0, records);
    }

    /** The records of {@code spec}, uncompressed, as Kafka writes them. */
    private static byte[] records(BatchSpec spec) {
        byte[] batch = uncompressed(spec);
        return Arrays.copyOfRange(batch, RecordBatch.HEADER_SIZE, batch.length);
    }

    /** The header of Kafka's uncompressed batch of {@code spec}. */
    private static byte[] header(BatchSpec spec) {
        return Arrays.copyOf(uncompressed(spec), RecordBatch.HEADER_SIZE);
    }

    private static byte[] uncompressed(BatchSpec spec) {
        ByteBuffer batch = KafkaRecordsOracle.write(new BatchSpec(Compression.NONE, spec.baseOffset(),
                spec.partitionLeaderEpoch(), spec.producerId(), spec.producerEpoch(), spec.baseSequence(),
                spec.transactional(), spec.logAppendTime(), spec.control(), spec.coordinatorEpoch(), spec.records()));
        byte[] bytes = new byte[batch.remaining()];
        batch.duplicate().get(bytes);
        return bytes;
    }

    /** Kafka's batch of {@code spec}, its records recompressed as one raw snappy block, as librdkafka writes them. */
    private static byte[] rawSnappy(BatchSpec spec) throws IOException {
        byte[] compressed = Snappy.compress(records(spec));
        byte[] batch = Arrays.copyOf(header(spec), RecordBatch.HEADER_SIZE + compressed.length);
        System.arraycopy(compressed, 0, batch, RecordBatch.HEADER_SIZE, compressed.length);
        RawBatch.setInt(batch, RecordBatch.BATCH_LENGTH, batch.length - RecordBatch.LOG_OVERHEAD);
        batch[RecordBatch.ATTRIBUTES + 1] |= (byte) Compression.SNAPPY.id();
        RawBatch.setCrc(batch);
        return batch;
    }

    /** A snappy batch of one record whose records are {@code bytes}. */
    private static byte[] batchOf(byte[] bytes) {
        return new RawBatch().compressionId(Compression.SNAPPY.id()).recordCount(1).raw(new RawBatch.Wire().raw(bytes))
                .bytes();
    }
}
