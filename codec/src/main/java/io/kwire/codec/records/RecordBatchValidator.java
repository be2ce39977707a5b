package io.kwire.codec.records;

import io.netty.buffer.ByteBufAllocator;

/**
 * Checks a batch as a broker checks one a producer sent, before it appends it: the CRC, the
 * header's producer fields, every record and each of its headers against its bytes, the record
 * count against the records present, and the offset deltas in order from 0 (so sequence numbers,
 * which follow them, are in order too). Reusable; compressed batches are decompressed into
 * buffers from its allocator, at most its cap, and released before {@link #validate} returns.
 */
public final class RecordBatchValidator implements AutoCloseable {
    private final RecordCursor cursor;

    /** A validator with {@link RecordCursor}'s default allocator and cap. */
    public RecordBatchValidator() {
        this.cursor = new RecordCursor();
    }

    /** A validator that decompresses into buffers from {@code allocator}, at most {@code maxDecompressedBytes}. */
    public RecordBatchValidator(ByteBufAllocator allocator, int maxDecompressedBytes) {
        this.cursor = new RecordCursor(allocator, maxDecompressedBytes);
    }

    /** Throws {@link InvalidRecordBatchException}, naming what is wrong, unless {@code batch} is valid. */
    public void validate(RecordBatch batch) {
        batch.checkCrc();
        checkProducer(batch);
        int count = batch.recordCount();
        if (count == 0) {
            throw batch.invalid("holds no records");
        }
        if (batch.lastOffsetDelta() != count - 1) {
            throw batch.invalid("last offset delta " + batch.lastOffsetDelta() + " does not fit its " + count + " records");
        }
        if (batch.isControl() && count != 1) {
            throw batch.invalid("is a control batch of " + count + " records; it holds one");
        }
        try {
            cursor.reset(batch);
            for (int expected = 0; cursor.next(); expected++) {
                if (cursor.offsetDelta() != expected) {
                    throw batch.invalid("record " + expected + " has offset delta " + cursor.offsetDelta()
                            + "; offsets go up by one from the base offset");
                }
                while (cursor.nextHeader()) {
                    // Each header is checked as the cursor reaches it.
                }
            }
        } finally {
            cursor.close();
        }
    }

    private static void checkProducer(RecordBatch batch) {
        long producerId = batch.producerId();
        if (producerId == RecordBatch.NO_PRODUCER_ID) {
            if (batch.isTransactional()) {
                throw batch.invalid("is transactional but has no producer id");
            }
            return;
        }
        if (producerId < 0) {
            throw batch.invalid("producer id " + producerId + " is negative");
        }
        if (batch.producerEpoch() < 0) {
            throw batch.invalid("producer " + producerId + " has negative epoch " + batch.producerEpoch());
        }
        if (batch.baseSequence() < 0 && !batch.isControl()) {
            throw batch.invalid("producer " + producerId + " has negative base sequence " + batch.baseSequence());
        }
    }

    /** Releases what the validator holds. */
    @Override
    public void close() {
        cursor.close();
    }
}
