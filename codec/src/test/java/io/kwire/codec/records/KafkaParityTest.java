package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.records.BatchSpec.HeaderSpec;
import io.kwire.codec.records.BatchSpec.RecordSpec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.record.internal.ControlRecordType;
import org.apache.kafka.common.record.internal.DefaultRecordBatch;
import org.apache.kafka.common.record.internal.EndTransactionMarker;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MemoryRecordsBuilder;
import org.apache.kafka.common.record.internal.MutableRecordBatch;
import org.apache.kafka.common.utils.internals.ByteBufferOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What the random batches of {@link RecordBatchOracleTest} cannot show: a broker's in-place edits
 * of a batch, and the corners of Kafka's format that only Kafka writes or that a spec cannot
 * describe (a delete horizon, an unpaired surrogate in a header key, Kafka's own marker batch).
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KafkaParityTest {
    private static final long NEW_BASE_OFFSET = 123_456_789_012L;
    private static final int NEW_LEADER_EPOCH = 77;

    /**
     * setBaseOffset and setPartitionLeaderEpoch on each of several batches, in a pooled direct
     * buffer behind padding: the CRC still holds for kwire and Kafka, and the bytes are those of
     * Kafka's own setLastOffset and setPartitionLeaderEpoch.
     */
    @ParameterizedTest
    @EnumSource(Compression.class)
    void settingTheBaseOffsetAndLeaderEpochInPlaceKeepsTheCrcValid(Compression compression) {
        List<BatchSpec> specs = List.of(spec(compression, 0L, 5), spec(compression, 5L, 3), spec(Compression.NONE, 8L, 1));
        ByteBuffer kafka = KafkaRecordsOracle.write(specs);
        int padding = 3;
        ByteBuf records = PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(padding).writeBytes(kafka.duplicate());
        records.readerIndex(padding);
        try {
            RecordBatches batches = new RecordBatches().reset(records);
            long offset = NEW_BASE_OFFSET;
            while (batches.next()) {
                RecordBatch batch = batches.batch();
                batch.setBaseOffset(offset);
                batch.setPartitionLeaderEpoch(NEW_LEADER_EPOCH);
                batch.checkCrc();
                assertEquals(offset, batch.baseOffset());
                assertEquals(NEW_LEADER_EPOCH, batch.partitionLeaderEpoch());
                offset = batch.nextOffset();
            }
            assertEquals(padding, records.readerIndex());

            offset = NEW_BASE_OFFSET;
            for (MutableRecordBatch batch : MemoryRecords.readableRecords(kafka).batches()) {
                batch.setLastOffset(offset + batch.lastOffset() - batch.baseOffset());
                batch.setPartitionLeaderEpoch(NEW_LEADER_EPOCH);
                offset = batch.nextOffset();
            }
            assertEquals(ByteBufUtil.hexDump(Unpooled.wrappedBuffer(kafka)), ByteBufUtil.hexDump(records),
                    "kwire's edits are Kafka's");
            List<BatchView> kafkaReads = KafkaRecordsOracle.read(records.nioBuffer());
            assertEquals(NEW_BASE_OFFSET + 8, kafkaReads.get(2).baseOffset());
            assertEquals(NEW_BASE_OFFSET + 5 + 2, kafkaReads.get(1).records().get(2).offset());
            try (RecordCursor cursor = new RecordCursor()) {
                BatchViews.assertSame(kafkaReads, KwireRecords.read(records, cursor), "kwire's reading");
            }
        } finally {
            records.release();
        }
    }

    /** A compacted log's batch whose base timestamp is its delete horizon (KIP-534), as only Kafka writes it. */
    @ParameterizedTest
    @EnumSource(Compression.class)
    void aDeleteHorizonIsReadAsKafkaReadsIt(Compression compression) {
        long deleteHorizon = 1_700_000_500_000L;
        MemoryRecordsBuilder builder = new MemoryRecordsBuilder(new ByteBufferOutputStream(256),
                org.apache.kafka.common.record.internal.RecordBatch.MAGIC_VALUE_V2,
                KafkaRecordsOracle.kafkaCompression(compression), TimestampType.CREATE_TIME, 40L,
                RecordBatch.NO_TIMESTAMP, RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH,
                RecordBatch.NO_SEQUENCE, false, false, RecordBatch.NO_PARTITION_LEADER_EPOCH, Integer.MAX_VALUE,
                deleteHorizon);
        builder.append(1_700_000_000_000L, bytes("k"), null);
        builder.append(1_700_000_000_007L, bytes("k2"), bytes("v"));
        ByteBuffer kafka = builder.build().buffer();
        List<BatchView> kafkaReads = KafkaRecordsOracle.read(kafka);
        assertTrue(kafkaReads.get(0).deleteHorizon());
        assertEquals(deleteHorizon, kafkaReads.get(0).baseTimestamp());
        ByteBuf records = Unpooled.wrappedBuffer(kafka);
        try (RecordCursor cursor = new RecordCursor()) {
            BatchViews.assertSame(kafkaReads, KwireRecords.read(records, cursor), "kwire's reading");
        } finally {
            records.release();
        }
    }

    /**
     * A batch flagged log-append-time whose max timestamp is not set: Kafka gives every record the
     * batch's max timestamp, -1, whatever the records carry, and so must kwire.
     */
    @Test
    void logAppendTimeWithoutATimestampGivesEveryRecordTheBatchsMaxTimestamp() {
        ByteBuffer kafka = KafkaRecordsOracle.write(spec(Compression.NONE, 0L, 3));
        MemoryRecords.readableRecords(kafka).batches().iterator().next()
                .setMaxTimestamp(TimestampType.LOG_APPEND_TIME, RecordBatch.NO_TIMESTAMP);
        List<BatchView> kafkaReads = KafkaRecordsOracle.read(kafka);
        assertEquals(RecordBatch.NO_TIMESTAMP, kafkaReads.get(0).records().get(1).timestamp());
        ByteBuf records = Unpooled.wrappedBuffer(kafka);
        try (RecordCursor cursor = new RecordCursor()) {
            BatchViews.assertSame(kafkaReads, KwireRecords.read(records, cursor), "kwire's reading");
        } finally {
            records.release();
        }
    }

    /**
     * An unpaired surrogate in a header key is written as '?', as String.getBytes writes it and
     * Kafka reads it back. (Kafka's own builder writes the same key bytes but sizes the record by
     * Utils.utf8Length, which counts such a surrogate as 3 or 4 bytes: its record length then
     * disagrees with the record's fields, and its own reader refuses the batch.)
     */
    @Test
    void anUnpairedSurrogateInAHeaderKeyIsWrittenAsQuestionMark() {
        String key = "a\uD800\u00e9z\uDC00";
        ByteBuf out = Unpooled.buffer();
        try (RecordBatchBuilder builder = new RecordBatchBuilder()) {
            builder.begin(out, 0L).append(5L, null, Unpooled.wrappedBuffer(bytes("v")),
                    new RecordHeaders().add(key, Unpooled.wrappedBuffer(bytes("h"))));
            builder.finish();
            Header[] headers = MemoryRecords.readableRecords(out.nioBuffer()).records().iterator().next().headers();
            assertEquals(new String(bytes(key), StandardCharsets.UTF_8), headers[0].key());
            assertEquals("a?\u00e9z?", headers[0].key());
            try (RecordCursor cursor = new RecordCursor()) {
                BatchViews.assertSame(KafkaRecordsOracle.read(out.nioBuffer()), KwireRecords.read(out, cursor),
                        "kwire's reading");
            }
        } finally {
            out.release();
        }
    }

    /** Kafka's own marker batch, MemoryRecords.withEndTransactionMarker, byte for byte, and read back. */
    @ParameterizedTest
    @EnumSource(value = ControlType.class, names = {"COMMIT", "ABORT"})
    void transactionMarkersAreKafkasByteForByte(ControlType type) {
        MemoryRecords kafka = MemoryRecords.withEndTransactionMarker(900L, 1_700_000_000_123L, 12, 31L, (short) 4,
                new EndTransactionMarker(ControlRecordType.valueOf(type.name()), 66));
        ByteBuf out = Unpooled.directBuffer();
        try (RecordBatchBuilder builder = new RecordBatchBuilder()) {
            builder.producer(31L, (short) 4, RecordBatch.NO_SEQUENCE).transactional(true).partitionLeaderEpoch(12)
                    .beginControl(out, 900L).appendControl(type, 66, 1_700_000_000_123L);
            builder.finish();
            assertEquals(ByteBufUtil.hexDump(Unpooled.wrappedBuffer(kafka.buffer())), ByteBufUtil.hexDump(out));
            DefaultRecordBatch batch = (DefaultRecordBatch) kafka.batches().iterator().next();
            assertEquals(66, EndTransactionMarker.deserialize(batch.iterator().next()).coordinatorEpoch());
            try (RecordCursor cursor = new RecordCursor()) {
                List<BatchView> views = KwireRecords.read(out, cursor);
                BatchViews.assertSame(KafkaRecordsOracle.read(kafka.buffer()), views, "kwire's reading");
                assertEquals(type.name(), views.get(0).records().get(0).controlType());
            }
        } finally {
            out.release();
        }
    }

    private static BatchSpec spec(Compression compression, long baseOffset, int count) {
        List<RecordSpec> records = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            records.add(new RecordSpec(1_700_000_000_000L + i, bytes("key-" + i), bytes("value-" + i),
                    List.of(new HeaderSpec("h", bytes("" + i)))));
        }
        return new BatchSpec(compression, baseOffset, RecordBatch.NO_PARTITION_LEADER_EPOCH, 7L, (short) 1,
                (int) baseOffset, false, RecordBatch.NO_TIMESTAMP, null, 0, records);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
