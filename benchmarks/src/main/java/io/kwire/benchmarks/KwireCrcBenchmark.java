package io.kwire.benchmarks;

import io.kwire.codec.records.RecordBatch;
import io.kwire.codec.records.RecordBatches;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;

/** kwire: {@link RecordBatch#checkCrc()} on the batch, where it lies in a heap or a pooled direct buffer. */
public class KwireCrcBenchmark extends CrcState {
    private ByteBuf direct;
    private RecordBatch heapBatch;
    private RecordBatch directBatch;

    @Override
    void allocate() {
        direct = PooledByteBufAllocator.DEFAULT.directBuffer(batch.length).writeBytes(batch);
        heapBatch = first(Unpooled.wrappedBuffer(batch));
        directBatch = first(direct);
    }

    @Override
    void release() {
        direct.release();
    }

    /** The CRC of the batch in a heap buffer, checked. */
    @Benchmark
    public RecordBatch checkCrcHeap() {
        heapBatch.checkCrc();
        return heapBatch;
    }

    /** The CRC of the batch in a pooled direct buffer, checked. */
    @Benchmark
    public RecordBatch checkCrcDirect() {
        directBatch.checkCrc();
        return directBatch;
    }

    private static RecordBatch first(ByteBuf records) {
        RecordBatches batches = new RecordBatches().reset(records);
        if (!batches.next()) {
            throw new IllegalStateException("the workload holds no batch");
        }
        return batches.batch();
    }
}
