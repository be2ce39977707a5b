package io.kwire.benchmarks;

import java.nio.ByteBuffer;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MemoryRecordsBuilder;
import org.apache.kafka.common.record.internal.MutableRecordBatch;
import org.apache.kafka.common.record.internal.Record;
import org.apache.kafka.common.utils.internals.BufferSupplier;
import org.apache.kafka.common.utils.internals.CloseableIterator;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The baseline: Kafka 4.4.0's own record classes as its consumer and producer use them.
 * {@link MemoryRecords#readableRecords} over the batch, then each {@code DefaultRecordBatch}'s
 * {@code streamingIterator} with a reused {@link BufferSupplier}, as the consumer's fetch does,
 * touching each record's {@code key()} and {@code value()} {@link ByteBuffer}s; a new
 * {@link MemoryRecordsBuilder} per batch over a reused {@link ByteBuffer}, as the producer's
 * accumulator does, appending each record's key, value and {@link Header} array.
 */
public class KafkaRecordsBenchmark extends RecordsState {
    private ByteBuffer heapRecords;
    private ByteBuffer directRecords;
    private ByteBuffer heapOut;
    private ByteBuffer directOut;
    private ByteBuffer[] keys;
    private ByteBuffer[] values;
    private Header[][] headers;
    private final BufferSupplier bufferSupplier = BufferSupplier.create();

    @Override
    void allocate() {
        heapRecords = ByteBuffer.wrap(batch.batch);
        directRecords = ByteBuffer.allocateDirect(batch.batch.length).put(batch.batch).flip();
        heapOut = ByteBuffer.allocate(batch.outputCapacity());
        directOut = ByteBuffer.allocateDirect(batch.outputCapacity());
        keys = new ByteBuffer[batch.records];
        values = new ByteBuffer[batch.records];
        headers = new Header[batch.records][];
        for (int i = 0; i < batch.records; i++) {
            keys[i] = ByteBuffer.wrap(batch.keys[i]);
            values[i] = ByteBuffer.wrap(batch.values[i]);
            headers[i] = batch.kafkaHeaders(i);
        }
    }

    @Override
    void release() {
        bufferSupplier.close();
    }

    /** Every record of the batch in a heap buffer: offset, timestamp, key and value touched. */
    @Benchmark
    public long iterateHeap() {
        return iterate(heapRecords);
    }

    /** Every record of the batch in a direct buffer: offset, timestamp, key and value touched. */
    @Benchmark
    public long iterateDirect() {
        return iterate(directRecords);
    }

    /** The batch written into a reused heap buffer. */
    @Benchmark
    public ByteBuffer buildHeap() {
        return build(heapOut);
    }

    /** The batch written into a reused direct buffer. */
    @Benchmark
    public ByteBuffer buildDirect() {
        return build(directOut);
    }

    /** The same sum as {@link KwireRecordsBenchmark#iterate}, over Kafka's records. */
    long iterate(ByteBuffer records) {
        long sum = 0;
        for (MutableRecordBatch recordBatch : MemoryRecords.readableRecords(records).batches()) {
            try (CloseableIterator<Record> iterator = recordBatch.streamingIterator(bufferSupplier)) {
                while (iterator.hasNext()) {
                    Record record = iterator.next();
                    ByteBuffer key = record.key();
                    ByteBuffer value = record.value();
                    sum += record.offset() + record.timestamp()
                            + key.remaining() + key.get(key.position())
                            + value.remaining() + value.get(value.position());
                }
            }
        }
        return sum;
    }

    /** The batch written into {@code out}, emptied first; returns the batch's bytes. */
    ByteBuffer build(ByteBuffer out) {
        out.clear();
        MemoryRecordsBuilder builder = MemoryRecords.builder(out, batch.kafkaCompression, TimestampType.CREATE_TIME, 0L);
        for (int i = 0; i < batch.records; i++) {
            builder.append(batch.timestamps[i], keys[i], values[i], headers[i]);
        }
        return builder.build().buffer();
    }
}
