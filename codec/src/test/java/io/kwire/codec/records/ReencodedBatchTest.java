package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MemoryRecordsBuilder;
import org.apache.kafka.common.record.internal.Record;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A proxy that changes a batch's records re-encodes them with the batch's own settings. */
class ReencodedBatchTest {
    @ParameterizedTest
    @EnumSource(Compression.class)
    void aRewrittenBatchKeepsItsCompressionProducerAndTimestampType(Compression compression) {
        MemoryRecordsBuilder kafka = MemoryRecords.builder(ByteBuffer.allocate(4096), RecordBatch.MAGIC,
                org.apache.kafka.common.compress.Compression.of(compression.kafkaName()).build(),
                TimestampType.LOG_APPEND_TIME, 40L, 1_700_000_000_000L, 9L, (short) 3, 17, true, 5);
        kafka.append(1_700_000_000_000L, "k".getBytes(StandardCharsets.UTF_8), "secret".getBytes(StandardCharsets.UTF_8));
        ByteBuf original = Unpooled.wrappedBuffer(kafka.build().buffer());
        ByteBuf rewritten = Unpooled.buffer();
        try (RecordCursor records = new RecordCursor(); RecordBatchBuilder builder = new RecordBatchBuilder()) {
            RecordBatches batches = new RecordBatches().reset(original);
            assertTrue(batches.next());
            RecordBatch batch = batches.batch();
            builder.settingsFrom(batch).begin(rewritten, batch.baseOffset());
            for (records.reset(batch); records.next(); ) {
                builder.append(records.timestamp(), records.key(), Unpooled.copiedBuffer("masked", StandardCharsets.UTF_8));
            }
            builder.finish();
        }

        org.apache.kafka.common.record.internal.RecordBatch read =
                MemoryRecords.readableRecords(rewritten.nioBuffer()).batches().iterator().next();
        read.ensureValid();
        assertEquals(compression.id(), read.compressionType().id);
        assertEquals(TimestampType.LOG_APPEND_TIME, read.timestampType());
        assertEquals(1_700_000_000_000L, read.maxTimestamp());
        assertEquals(9L, read.producerId());
        assertEquals((short) 3, read.producerEpoch());
        assertEquals(17, read.baseSequence());
        assertTrue(read.isTransactional());
        assertEquals(5, read.partitionLeaderEpoch());
        assertEquals(40L, read.baseOffset());
        Record record = read.iterator().next();
        assertEquals("masked", StandardCharsets.UTF_8.decode(record.value()).toString());
        rewritten.release();
    }
}
