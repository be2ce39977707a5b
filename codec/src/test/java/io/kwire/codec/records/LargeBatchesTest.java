package io.kwire.codec.records;

import static io.kwire.codec.records.BadInput.assertInvalid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.leaks.TrackingAllocator;
import io.kwire.codec.records.BatchSpec.RecordSpec;
import io.netty.buffer.ByteBuf;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Batches that decompress past the output's first chunk, a guess of four times their compressed
 * size, into several chunks (and LZ4 blocks across them; snappy, which says its size, into one
 * buffer of exactly it): read record for record as Kafka reads them, from heap and direct buffers,
 * every chunk released; and cut off in the middle, refused as cut off.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class LargeBatchesTest {
    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aBatchOfSeveralChunksIsReadAsKafkaReadsIt(Compression compression) {
        byte[] batch = kafkaBatch(compression);
        List<BatchView> kafka = KafkaRecordsOracle.read(ByteBuffer.wrap(batch));
        for (boolean direct : new boolean[] {false, true}) {
            TrackingAllocator allocator = new TrackingAllocator(false);
            ByteBuf records = BadInput.records(direct, batch);
            try (RecordCursor cursor = new RecordCursor(allocator, RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES)) {
                BatchViews.assertSame(kafka, KwireRecords.read(records, cursor), "kwire's reading, direct " + direct);
            } finally {
                records.release();
            }
            if (compression == Compression.SNAPPY) {
                assertEquals(1, allocator.given(), "snappy says its size: one buffer of exactly it");
            } else {
                assertTrue(allocator.given() >= 3, "chunks and the buffer they were joined into: " + allocator.given());
            }
            allocator.assertAllReleased();
        }
    }

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    void aBatchOfSeveralChunksCutOffIsRefusedAsCutOff(Compression compression) {
        byte[] whole = kafkaBatch(compression);
        byte[] batch = Arrays.copyOf(whole, (RecordBatch.HEADER_SIZE + whole.length) / 2);
        RawBatch.setInt(batch, RecordBatch.BATCH_LENGTH, batch.length - RecordBatch.LOG_OVERHEAD);
        RawBatch.setCrc(batch);
        for (boolean direct : new boolean[] {false, true}) {
            TrackingAllocator allocator = new TrackingAllocator(false);
            ByteBuf records = BadInput.records(direct, batch);
            try (RecordCursor cursor = new RecordCursor(allocator, RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES)) {
                assertInvalid(records, 0, compression.kafkaName() + " records are cut off: ",
                        () -> BadInput.readAll(records, cursor));
            } finally {
                records.release();
            }
            allocator.assertAllReleased();
        }
    }

    /**
     * 2000 records of a kilobyte of text that compresses well, every hundredth followed by one of
     * 8 KiB of random bytes, which do not compress (LZ4 stores their blocks as they are): about
     * 2.2 MiB, as Kafka writes them.
     */
    private static byte[] kafkaBatch(Compression compression) {
        Random random = new Random(33);
        List<RecordSpec> records = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            StringBuilder text = new StringBuilder();
            while (text.length() < 1024) {
                text.append("order=standard customer=c-").append(random.nextInt(8)).append(' ');
            }
            records.add(new RecordSpec(1_700_000_000_000L + i, null, text.toString().getBytes(StandardCharsets.UTF_8),
                    List.of()));
            if (i % 100 == 0) {
                byte[] noise = new byte[8192];
                random.nextBytes(noise);
                records.add(new RecordSpec(1_700_000_000_000L + i, null, noise, List.of()));
            }
        }
        ByteBuffer batch = KafkaRecordsOracle.write(new BatchSpec(compression, 0L, -1, RecordBatch.NO_PRODUCER_ID,
                RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, false, RecordBatch.NO_TIMESTAMP, null, 0,
                records));
        byte[] bytes = new byte[batch.remaining()];
        batch.duplicate().get(bytes);
        return bytes;
    }
}
