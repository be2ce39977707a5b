package io.kwire.functional.fuzz;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.record.internal.ControlRecordType;
import org.apache.kafka.common.record.internal.EndTransactionMarker;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MemoryRecordsBuilder;
import org.apache.kafka.common.record.internal.RecordBatch;

/**
 * The seeds of {@link RecordBatchFuzzTest}, as Kafka 4.4's {@link MemoryRecordsBuilder} writes
 * them: in every compression a plain batch, an idempotent and transactional one with log append
 * time, and two batches in one buffer; and a commit marker. Records have null, empty and
 * non-ASCII keys, values and headers, so that the fuzzer starts deep in every reader.
 */
final class RecordBatchSeeds {
    private static final String[] COMPRESSIONS = {"none", "gzip", "snappy", "lz4", "zstd"};

    private RecordBatchSeeds() {
    }

    /** Each seed by name: the option byte, then the records. */
    static List<FuzzSeeds.Seed> all() {
        List<FuzzSeeds.Seed> seeds = new ArrayList<>();
        for (String name : COMPRESSIONS) {
            Compression compression = Compression.of(name).build();
            ByteBuffer plain = batch(compression, TimestampType.CREATE_TIME, RecordBatch.NO_PRODUCER_ID, false, 0L, 6);
            ByteBuffer transactional = batch(compression, TimestampType.LOG_APPEND_TIME, 4242L, true, 6L, 3);
            seeds.add(seed(name + " plain", plain));
            seeds.add(seed(name + " transactional, log append time", transactional));
            seeds.add(seed(name + " two batches", plain, transactional));
        }
        seeds.add(seed("commit marker", MemoryRecords.withEndTransactionMarker(9L, 1_700_000_000_009L, 3, 4242L,
                (short) 1, new EndTransactionMarker(ControlRecordType.COMMIT, 5)).buffer()));
        return seeds;
    }

    private static ByteBuffer batch(Compression compression, TimestampType timestampType, long producerId,
            boolean transactional, long baseOffset, int records) {
        boolean idempotent = producerId != RecordBatch.NO_PRODUCER_ID;
        MemoryRecordsBuilder builder = MemoryRecords.builder(ByteBuffer.allocate(256), RecordBatch.MAGIC_VALUE_V2,
                compression, timestampType, baseOffset, timestampType == TimestampType.LOG_APPEND_TIME
                        ? 1_700_000_000_500L : RecordBatch.NO_TIMESTAMP,
                producerId, idempotent ? (short) 1 : RecordBatch.NO_PRODUCER_EPOCH,
                idempotent ? 17 : RecordBatch.NO_SEQUENCE, transactional, false, 3);
        for (int i = 0; i < records; i++) {
            byte[] key = i % 3 == 0 ? null : ("key-" + i).getBytes(StandardCharsets.UTF_8);
            byte[] value = i % 4 == 1 ? new byte[0] : ("value \u00e9 " + i).getBytes(StandardCharsets.UTF_8);
            Header[] headers = i % 2 == 0 ? new Header[0] : new Header[] {
                new RecordHeader("trace-\u65e5", new byte[] {(byte) i}), new RecordHeader("none", null)};
            builder.append(1_700_000_000_000L + i * 10L, key, value, headers);
        }
        return builder.build().buffer();
    }

    private static FuzzSeeds.Seed seed(String name, ByteBuffer... batches) {
        int size = 1;
        for (ByteBuffer batch : batches) {
            size += batch.remaining();
        }
        ByteBuffer input = ByteBuffer.allocate(size).put(RecordBatchFuzzer.SEED_OPTIONS);
        for (ByteBuffer batch : batches) {
            input.put(batch.duplicate());
        }
        return new FuzzSeeds.Seed(name, input.array());
    }
}
