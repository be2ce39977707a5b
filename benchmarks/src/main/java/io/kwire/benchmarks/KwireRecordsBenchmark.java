package io.kwire.benchmarks;

import io.kwire.codec.records.RecordBatchBuilder;
import io.kwire.codec.records.RecordBatches;
import io.kwire.codec.records.RecordCursor;
import io.kwire.codec.records.RecordHeaders;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * kwire's record batches: {@link RecordBatches} and a reused {@link RecordCursor} read the batch
 * where it lies (a compressed one decompressed into one pooled buffer), touching each record's
 * key and value by index and length in the cursor's buffer, which allocates nothing; a reused
 * {@link RecordBatchBuilder} and {@link RecordHeaders} write it into a reused buffer.
 */
public class KwireRecordsBenchmark extends RecordsState {
    private ByteBuf heapRecords;
    private ByteBuf directRecords;
    private ByteBuf heapOut;
    private ByteBuf directOut;
    private ByteBuf[] keys;
    private ByteBuf[] values;
    private ByteBuf[] headerValues;
    private final RecordBatches batches = new RecordBatches();
    private final RecordCursor cursor = new RecordCursor();
    private final RecordHeaders headers = new RecordHeaders();
    private RecordBatchBuilder builder;

    @Override
    void allocate() {
        heapRecords = Unpooled.wrappedBuffer(batch.batch);
        directRecords = PooledByteBufAllocator.DEFAULT.directBuffer(batch.batch.length).writeBytes(batch.batch);
        heapOut = Unpooled.buffer(batch.outputCapacity());
        directOut = PooledByteBufAllocator.DEFAULT.directBuffer(batch.outputCapacity());
        keys = wrap(batch.keys);
        values = wrap(batch.values);
        headerValues = wrap(batch.headerValues);
        builder = new RecordBatchBuilder().compression(batch.compression);
    }

    @Override
    void release() {
        directRecords.release();
        directOut.release();
        cursor.close();
        builder.close();
    }

    /** Every record of the batch in a heap buffer: offset, timestamp, key and value touched. */
    @Benchmark
    public long iterateHeap() {
        return iterate(heapRecords);
    }

    /** Every record of the batch in a pooled direct buffer: offset, timestamp, key and value touched. */
    @Benchmark
    public long iterateDirect() {
        return iterate(directRecords);
    }

    /** The batch written into a reused heap buffer. */
    @Benchmark
    public ByteBuf buildHeap() {
        return build(heapOut);
    }

    /** The batch written into a reused pooled direct buffer. */
    @Benchmark
    public ByteBuf buildDirect() {
        return build(directOut);
    }

    /**
     * The sum of each record's offset, timestamp, key length, key's first byte, value length and
     * value's first byte, over every batch of {@code records}.
     */
    long iterate(ByteBuf records) {
        long sum = 0;
        batches.reset(records);
        while (batches.next()) {
            cursor.reset(batches.batch());
            while (cursor.next()) {
                ByteBuf buf = cursor.buffer();
                sum += cursor.offset() + cursor.timestamp()
                        + cursor.keyLength() + buf.getByte(cursor.keyIndex())
                        + cursor.valueLength() + buf.getByte(cursor.valueIndex());
            }
        }
        return sum;
    }

    /** The batch written into {@code out}, emptied first. */
    ByteBuf build(ByteBuf out) {
        out.clear();
        builder.begin(out, 0L);
        for (int i = 0; i < batch.records; i++) {
            builder.append(batch.timestamps[i], keys[i], values[i],
                    headers.clear().add(RecordsWorkload.HEADER_KEY, headerValues[i]));
        }
        builder.finish();
        return out;
    }

    private static ByteBuf[] wrap(byte[][] arrays) {
        ByteBuf[] bufs = new ByteBuf[arrays.length];
        for (int i = 0; i < arrays.length; i++) {
            bufs[i] = Unpooled.wrappedBuffer(arrays[i]);
        }
        return bufs;
    }
}
