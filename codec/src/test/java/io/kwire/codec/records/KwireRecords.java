package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.kwire.codec.records.BatchSpec.HeaderSpec;
import io.kwire.codec.records.BatchSpec.RecordSpec;
import io.kwire.codec.records.BatchView.HeaderView;
import io.kwire.codec.records.BatchView.RecordView;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.util.ArrayList;
import java.util.List;

/**
 * kwire's side of the oracle tests: batches written by {@link RecordBatchBuilder} from a
 * {@link BatchSpec}, and read by {@link RecordBatches} and {@link RecordCursor} into
 * {@link BatchView}s, checking on the way that reading moves no reader index.
 */
final class KwireRecords {
    private KwireRecords() {
    }

    /**
     * Writes {@code specs} onto the end of {@code out} with {@code builder}, passing each key, value
     * and header value in a buffer from {@code values} (a reader index past some padding, which the
     * builder must leave where it is); returns the bytes written.
     */
    static int write(List<BatchSpec> specs, RecordBatchBuilder builder, ByteBuf out, ByteBufAllocator values) {
        int start = out.writerIndex();
        RecordHeaders headers = new RecordHeaders();
        List<ByteBuf> passed = new ArrayList<>();
        try {
            for (BatchSpec spec : specs) {
                builder.compression(spec.compression())
                        .producer(spec.producerId(), spec.producerEpoch(), spec.baseSequence())
                        .transactional(spec.transactional())
                        .partitionLeaderEpoch(spec.partitionLeaderEpoch())
                        .logAppendTime(spec.logAppendTime());
                int before = out.writerIndex();
                if (spec.control() != null) {
                    builder.beginControl(out, spec.baseOffset())
                            .appendControl(spec.control(), spec.coordinatorEpoch(), spec.records().get(0).timestamp());
                } else {
                    builder.begin(out, spec.baseOffset());
                    for (RecordSpec record : spec.records()) {
                        headers.clear();
                        for (HeaderSpec header : record.headers()) {
                            headers.add(header.key(), passed(header.value(), values, passed));
                        }
                        builder.append(record.timestamp(), passed(record.key(), values, passed),
                                passed(record.value(), values, passed), headers);
                    }
                }
                assertEquals(spec.records().size(), builder.recordCount());
                int size = builder.finish();
                assertEquals(out.writerIndex() - before, size, "finish() returns the batch's size");
            }
            for (ByteBuf value : passed) {
                assertEquals(1, value.readerIndex(), "the builder left a key's or value's reader index");
            }
        } finally {
            for (ByteBuf value : passed) {
                value.release();
            }
        }
        return out.writerIndex() - start;
    }

    /** {@code bytes} in a buffer from {@code allocator}, behind one byte of padding the reader index skips. */
    private static ByteBuf passed(byte[] bytes, ByteBufAllocator allocator, List<ByteBuf> passed) {
        if (bytes == null) {
            return null;
        }
        ByteBuf buf = allocator.buffer(bytes.length + 1).writeByte(0x5a).writeBytes(bytes);
        buf.readerIndex(1);
        passed.add(buf);
        return buf;
    }

    /** Every batch of {@code records} as kwire reads it: header fields, then each record through {@code cursor}. */
    static List<BatchView> read(ByteBuf records, RecordCursor cursor) {
        int readerIndex = records.readerIndex();
        List<BatchView> views = new ArrayList<>();
        RecordBatches batches = new RecordBatches().reset(records);
        while (batches.next()) {
            RecordBatch batch = batches.batch();
            views.add(new BatchView(batch.baseOffset(), batch.sizeInBytes(), batch.partitionLeaderEpoch(),
                    batch.magic(), batch.crc(), batch.isCrcValid(), batch.compression().kafkaName(),
                    batch.timestampType().name(), batch.isTransactional(), batch.isControl(), batch.hasDeleteHorizon(),
                    batch.lastOffset(), batch.nextOffset(), batch.baseTimestamp(), batch.maxTimestamp(),
                    batch.producerId(), batch.producerEpoch(), batch.baseSequence(), batch.lastSequence(),
                    batch.recordCount(), records(batch, cursor)));
            assertEquals(batch.lastOffset() - batch.baseOffset(), batch.lastOffsetDelta());
            assertEquals(records.readerIndex(), readerIndex, "reading the batch moved the reader index");
        }
        assertEquals(0, batches.truncatedTail(), "the last batch is whole");
        assertEquals(records.readableBytes(), batches.position(), "the batches end where the records do");
        assertEquals(readerIndex, records.readerIndex(), "reading the batches moved the reader index");
        return views;
    }

    private static List<RecordView> records(RecordBatch batch, RecordCursor cursor) {
        List<RecordView> views = new ArrayList<>();
        cursor.reset(batch);
        while (cursor.next()) {
            ByteBuf buf = cursor.buffer();
            Blob key = Blob.of(buf, cursor.keyIndex(), cursor.keyLength());
            Blob value = Blob.of(buf, cursor.valueIndex(), cursor.valueLength());
            assertEquals(key, cursor.key() == null ? null : Blob.of(cursor.key().nioBuffer()), "key() is the key's bytes");
            assertEquals(value, cursor.value() == null ? null : Blob.of(cursor.value().nioBuffer()),
                    "value() is the value's bytes");
            List<HeaderView> headers = new ArrayList<>();
            while (cursor.nextHeader()) {
                Blob headerValue = Blob.of(buf, cursor.headerValueIndex(), cursor.headerValueLength());
                if (headerValue == null) {
                    assertNull(cursor.headerValue());
                } else {
                    assertEquals(headerValue, Blob.of(cursor.headerValue().nioBuffer()));
                }
                assertEquals(Blob.of(buf, cursor.headerKeyIndex(), cursor.headerKeyLength()),
                        Blob.of(cursor.headerKey().nioBuffer()));
                headers.add(new HeaderView(cursor.headerKeyString(), headerValue));
            }
            assertEquals(cursor.headerCount(), headers.size(), "nextHeader() visits headerCount() headers");
            views.add(new RecordView(cursor.offset(), cursor.timestamp(), key, value, headers,
                    batch.isControl() ? cursor.controlType().name() : null));
        }
        cursor.close();
        return views;
    }
}
