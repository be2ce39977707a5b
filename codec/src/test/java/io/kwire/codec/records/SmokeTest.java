package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MemoryRecordsBuilder;
import org.apache.kafka.common.record.internal.RecordBatch;
import org.apache.kafka.common.record.internal.Record;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SmokeTest {
    @ParameterizedTest
    @EnumSource(Compression.class)
    void roundTrip(Compression compression) {
        org.apache.kafka.common.compress.Compression kc = org.apache.kafka.common.compress.Compression.of(compression.kafkaName()).build();
        MemoryRecordsBuilder b = MemoryRecords.builder(ByteBuffer.allocate(1 << 16), kc, TimestampType.CREATE_TIME, 100L);
        for (int i = 0; i < 50; i++) {
            b.append(1000L + i, ("k" + i).getBytes(StandardCharsets.UTF_8), i % 7 == 0 ? null : ("value-" + i).getBytes(StandardCharsets.UTF_8),
                    new Header[] {new RecordHeader("h", new byte[] {(byte) i})});
        }
        MemoryRecords kafka = b.build();
        ByteBuf buf = Unpooled.wrappedBuffer(kafka.buffer());
        RecordBatches batches = new RecordBatches().reset(buf);
        int n = 0;
        try (RecordCursor cursor = new RecordCursor()) {
            while (batches.next()) {
                io.kwire.codec.records.RecordBatch batch = batches.batch();
                batch.checkCrc();
                cursor.reset(batch);
                while (cursor.next()) {
                    assertEquals(100L + n, cursor.offset());
                    assertEquals(1000L + n, cursor.timestamp());
                    assertEquals("k" + n, cursor.key().toString(StandardCharsets.UTF_8));
                    assertEquals(n % 7 == 0 ? -1 : ("value-" + n).length(), cursor.valueLength());
                    cursor.nextHeader();
                    assertEquals("h", cursor.headerKeyString());
                    n++;
                }
            }
        }
        assertEquals(50, n);

        ByteBuf out = Unpooled.buffer();
        RecordHeaders headers = new RecordHeaders();
        try (RecordBatchBuilder builder = new RecordBatchBuilder().compression(compression)) {
            builder.begin(out, 100L);
            for (int i = 0; i < 50; i++) {
                builder.append(1000L + i, Unpooled.copiedBuffer("k" + i, StandardCharsets.UTF_8),
                        i % 7 == 0 ? null : Unpooled.copiedBuffer("value-" + i, StandardCharsets.UTF_8),
                        headers.clear().add("h", Unpooled.wrappedBuffer(new byte[] {(byte) i})));
            }
            builder.finish();
        }
        MemoryRecords back = MemoryRecords.readableRecords(out.nioBuffer());
        int m = 0;
        for (RecordBatch batch : back.batches()) {
            batch.ensureValid();
            for (Record r : batch) {
                assertEquals(100L + m, r.offset());
                assertEquals(1000L + m, r.timestamp());
                m++;
            }
        }
        assertEquals(50, m);
        if (compression == Compression.NONE) {
            assertEquals(ByteBuffer.wrap(kafka.buffer().array(), 0, kafka.sizeInBytes()), out.nioBuffer());
        }
    }
}
