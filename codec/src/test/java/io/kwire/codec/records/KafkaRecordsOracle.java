package io.kwire.codec.records;

import io.kwire.codec.records.BatchSpec.HeaderSpec;
import io.kwire.codec.records.BatchSpec.RecordSpec;
import io.kwire.codec.records.BatchView.HeaderView;
import io.kwire.codec.records.BatchView.RecordView;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.record.internal.ControlRecordType;
import org.apache.kafka.common.record.internal.DefaultRecordBatch;
import org.apache.kafka.common.record.internal.EndTransactionMarker;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MemoryRecordsBuilder;
import org.apache.kafka.common.record.internal.MutableRecordBatch;
import org.apache.kafka.common.record.internal.Record;

/**
 * Kafka's own record classes (kafka-clients 4.4): batches written by {@link MemoryRecordsBuilder}
 * from a {@link BatchSpec}, batches read by {@link MemoryRecords} into {@link BatchView}s, and
 * the views a spec should read as.
 */
final class KafkaRecordsOracle {
    private static final int INITIAL_BUFFER = 1024;

    private KafkaRecordsOracle() {
    }

    /** The batches of {@code specs} as Kafka writes them, one after another, in a buffer from position 0. */
    static ByteBuffer write(List<BatchSpec> specs) {
        List<ByteBuffer> batches = new ArrayList<>();
        int size = 0;
        for (BatchSpec spec : specs) {
            ByteBuffer batch = write(spec);
            batches.add(batch);
            size += batch.remaining();
        }
        ByteBuffer all = ByteBuffer.allocate(size);
        for (ByteBuffer batch : batches) {
            all.put(batch);
        }
        return all.flip();
    }

    /** One batch as Kafka writes it; empty for a spec without records, as Kafka's builder writes none. */
    static ByteBuffer write(BatchSpec spec) {
        boolean logAppendTime = spec.logAppendTime() != RecordBatch.NO_TIMESTAMP;
        MemoryRecordsBuilder builder = MemoryRecords.builder(ByteBuffer.allocate(INITIAL_BUFFER),
                org.apache.kafka.common.record.internal.RecordBatch.MAGIC_VALUE_V2, kafkaCompression(spec.compression()),
                logAppendTime ? TimestampType.LOG_APPEND_TIME : TimestampType.CREATE_TIME, spec.baseOffset(),
                spec.logAppendTime(), spec.producerId(), spec.producerEpoch(), spec.baseSequence(),
                spec.transactional(), spec.control() != null, spec.partitionLeaderEpoch());
        if (spec.control() != null) {
            builder.appendEndTxnMarker(spec.records().get(0).timestamp(),
                    new EndTransactionMarker(ControlRecordType.valueOf(spec.control().name()), spec.coordinatorEpoch()));
        } else {
            for (RecordSpec record : spec.records()) {
                builder.append(record.timestamp(), record.key(), record.value(), headers(record.headers()));
            }
        }
        return builder.build().buffer();
    }

    /** Kafka's compression of the same name, at its default level. */
    static org.apache.kafka.common.compress.Compression kafkaCompression(Compression compression) {
        return org.apache.kafka.common.compress.Compression.of(compression.kafkaName()).build();
    }

    private static Header[] headers(List<HeaderSpec> headers) {
        Header[] kafka = new Header[headers.size()];
        for (int i = 0; i < kafka.length; i++) {
            kafka[i] = new RecordHeader(headers.get(i).key(), headers.get(i).value());
        }
        return kafka;
    }

    /** Every batch of {@code records} as Kafka reads it, each checked with {@code ensureValid}. */
    static List<BatchView> read(ByteBuffer records) {
        List<BatchView> views = new ArrayList<>();
        for (MutableRecordBatch mutable : MemoryRecords.readableRecords(records.duplicate()).batches()) {
            DefaultRecordBatch batch = (DefaultRecordBatch) mutable;
            batch.ensureValid();
            List<RecordView> recordViews = new ArrayList<>();
            for (Record record : batch) {
                recordViews.add(new RecordView(record.offset(), record.timestamp(), Blob.of(record.key()),
                        Blob.of(record.value()), headerViews(record.headers()),
                        batch.isControlBatch() ? ControlRecordType.parse(record.key()).name() : null));
            }
            views.add(new BatchView(batch.baseOffset(), batch.sizeInBytes(), batch.partitionLeaderEpoch(),
                    batch.magic(), batch.checksum(), batch.isValid(), batch.compressionType().name,
                    batch.timestampType().name(), batch.isTransactional(), batch.isControlBatch(),
                    batch.deleteHorizonMs().isPresent(), batch.lastOffset(), batch.nextOffset(),
                    batch.baseTimestamp(), batch.maxTimestamp(), batch.producerId(), batch.producerEpoch(),
                    batch.baseSequence(), batch.lastSequence(), batch.countOrNull(), recordViews));
        }
        return views;
    }

    private static List<HeaderView> headerViews(Header[] headers) {
        List<HeaderView> views = new ArrayList<>();
        for (Header header : headers) {
            views.add(new HeaderView(header.key(), Blob.of(header.value())));
        }
        return views;
    }

    /**
     * The views {@code specs} should read as: every field the spec settles, and from {@code actual}
     * (the same number of batches, or fewer, which then fails the comparison) only what the spec
     * leaves to the writer: the size and the CRC, which must be valid.
     */
    static List<BatchView> expected(List<BatchSpec> specs, List<BatchView> actual) {
        List<BatchView> expected = new ArrayList<>();
        for (BatchSpec spec : specs) {
            if (spec.records().isEmpty()) {
                continue;
            }
            BatchView written = expected.size() < actual.size() ? actual.get(expected.size()) : null;
            expected.add(expected(spec, written == null ? -1 : written.sizeInBytes(), written == null ? -1 : written.crc()));
        }
        return expected;
    }

    private static BatchView expected(BatchSpec spec, int sizeInBytes, long crc) {
        boolean logAppendTime = spec.logAppendTime() != RecordBatch.NO_TIMESTAMP;
        List<RecordView> records = new ArrayList<>();
        long maxTimestamp = RecordBatch.NO_TIMESTAMP;
        for (int i = 0; i < spec.records().size(); i++) {
            RecordSpec record = spec.records().get(i);
            maxTimestamp = Math.max(maxTimestamp, record.timestamp());
            long timestamp = logAppendTime ? spec.logAppendTime() : record.timestamp();
            if (spec.control() != null) {
                ControlRecordType type = ControlRecordType.valueOf(spec.control().name());
                records.add(new RecordView(spec.baseOffset(), timestamp, Blob.of(type.recordKey()),
                        Blob.of(new EndTransactionMarker(type, spec.coordinatorEpoch()).serializeValue()),
                        List.of(), type.name()));
            } else {
                List<HeaderView> headers = new ArrayList<>();
                for (HeaderSpec header : record.headers()) {
                    headers.add(new HeaderView(header.key(), Blob.of(header.value())));
                }
                records.add(new RecordView(spec.baseOffset() + i, timestamp, Blob.of(record.key()),
                        Blob.of(record.value()), headers, null));
            }
        }
        int count = records.size();
        int lastSequence = spec.baseSequence() == RecordBatch.NO_SEQUENCE ? RecordBatch.NO_SEQUENCE
                : DefaultRecordBatch.incrementSequence(spec.baseSequence(), count - 1);
        return new BatchView(spec.baseOffset(), sizeInBytes, spec.partitionLeaderEpoch(), RecordBatch.MAGIC, crc, true,
                spec.compression().kafkaName(), logAppendTime ? "LOG_APPEND_TIME" : "CREATE_TIME",
                spec.transactional(), spec.control() != null, false, spec.baseOffset() + count - 1,
                spec.baseOffset() + count, spec.records().get(0).timestamp(),
                logAppendTime ? spec.logAppendTime() : maxTimestamp, spec.producerId(), spec.producerEpoch(),
                spec.baseSequence(), lastSequence, count, records);
    }
}
