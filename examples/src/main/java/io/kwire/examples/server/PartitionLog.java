package io.kwire.examples.server;

import io.kwire.codec.records.RecordBatch;
import io.kwire.codec.records.RecordBatches;
import io.kwire.codec.records.RecordCursor;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;

/**
 * The log of one partition, in memory: each appended batch is copied into a buffer of the log's own,
 * from its allocator, and gets its base offset and the partition leader epoch there, as Kafka's
 * leader writes them. One replica, so the high watermark is the log end offset, and with no
 * transactions so is the last stable offset; nothing is ever deleted, so the log starts at 0.
 * Thread-safe; {@link #close()} releases every batch.
 */
final class PartitionLog implements AutoCloseable {
    /** The leader epoch of every partition: the one Metadata gives. */
    static final int LEADER_EPOCH = 0;
    /** The offset and timestamp ListOffsets answers when no record matches. */
    static final long NOT_FOUND = -1L;

    /** One batch of the log and what fetching and listing offsets look up in it. */
    private record Stored(ByteBuf bytes, long baseOffset, long lastOffset, long maxTimestamp) {
    }

    /** A record's offset and timestamp, as ListOffsets answers. */
    record OffsetAndTimestamp(long offset, long timestamp) {
        static final OffsetAndTimestamp NONE = new OffsetAndTimestamp(NOT_FOUND, NOT_FOUND);
    }

    /** What became of a produced batch: its base offset in the log, or why it was refused. */
    record Appended(IdempotentProducers.Verdict verdict, long baseOffset) {
    }

    private final ByteBufAllocator allocator;
    private final List<Stored> batches = new ArrayList<>();
    private final IdempotentProducers producers = new IdempotentProducers();
    private final RecordBatches reader = new RecordBatches();
    private long endOffset;
    private boolean closed;

    PartitionLog(ByteBufAllocator allocator) {
        this.allocator = allocator;
    }

    /** The first offset of the log. */
    long startOffset() {
        return 0L;
    }

    /** The offset the next record gets: the high watermark too. */
    synchronized long endOffset() {
        return endOffset;
    }

    /**
     * Appends {@code batch}, which passed validation, unless its producer's sequence refuses it or it
     * repeats a batch already appended (then it gets that batch's offset); {@code batch} is not changed.
     */
    synchronized Appended append(RecordBatch batch) {
        if (closed) {
            return new Appended(new IdempotentProducers.Verdict(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, -1L,
                    "the topic was deleted"), -1L);
        }
        IdempotentProducers.Verdict verdict = producers.check(batch);
        if (verdict.error() != ErrorCode.NONE) {
            return new Appended(verdict, -1L);
        }
        if (verdict.isDuplicate()) {
            return new Appended(verdict, verdict.duplicateOffset());
        }
        long baseOffset = endOffset;
        ByteBuf copy = allocator.buffer(batch.sizeInBytes(), batch.sizeInBytes());
        copy.writeBytes(batch.buffer(), batch.start(), batch.sizeInBytes());
        RecordBatch stored = reader.reset(copy).next() ? reader.batch() : null;
        if (stored == null) {
            copy.release();
            throw new IllegalStateException("a validated batch did not read back from its copy");
        }
        stored.setBaseOffset(baseOffset);
        stored.setPartitionLeaderEpoch(LEADER_EPOCH);
        batches.add(new Stored(copy, baseOffset, stored.lastOffset(), stored.maxTimestamp()));
        producers.appended(batch, baseOffset);
        endOffset = stored.nextOffset();
        reader.reset(null);
        return new Appended(verdict, baseOffset);
    }

    /**
     * The batches from the one holding {@code offset} on, whole, as one retained buffer the caller
     * releases: at most {@code maxBytes}, except that with {@code atLeastOne} the first batch comes
     * whatever its size, as Kafka's fetch does (KIP-74). Empty at the end of the log.
     */
    synchronized ByteBuf read(long offset, int maxBytes, boolean atLeastOne) {
        int first = indexOf(offset);
        if (first < 0) {
            return Unpooled.EMPTY_BUFFER;
        }
        int last = first;
        long bytes = batches.get(first).bytes().readableBytes();
        if (bytes > maxBytes && !atLeastOne) {
            return Unpooled.EMPTY_BUFFER;
        }
        while (last + 1 < batches.size() && bytes + batches.get(last + 1).bytes().readableBytes() <= maxBytes) {
            last++;
            bytes += batches.get(last).bytes().readableBytes();
        }
        if (first == last) {
            return batches.get(first).bytes().retainedDuplicate();
        }
        CompositeByteBuf read = allocator.compositeBuffer(last - first + 1);
        for (int i = first; i <= last; i++) {
            read.addComponent(true, batches.get(i).bytes().retainedDuplicate());
        }
        return read;
    }

    /** The index of the batch holding {@code offset}, or -1 when the log ends before it. */
    private int indexOf(long offset) {
        int low = 0;
        int high = batches.size() - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            Stored batch = batches.get(middle);
            if (batch.lastOffset() < offset) {
                low = middle + 1;
            } else if (batch.baseOffset() > offset) {
                high = middle - 1;
            } else {
                return middle;
            }
        }
        return low < batches.size() ? low : -1;
    }

    /** The first record whose timestamp is at least {@code timestamp}, or {@link OffsetAndTimestamp#NONE}. */
    synchronized OffsetAndTimestamp firstAtOrAfter(long timestamp) {
        for (Stored batch : batches) {
            if (batch.maxTimestamp() >= timestamp) {
                return firstRecordAtLeast(batch, timestamp);
            }
        }
        return OffsetAndTimestamp.NONE;
    }

    /** The first record with the largest timestamp, as Kafka answers ListOffsets' MAX_TIMESTAMP; NONE when empty. */
    synchronized OffsetAndTimestamp maxTimestamp() {
        Stored latest = null;
        for (Stored batch : batches) {
            if (latest == null || batch.maxTimestamp() > latest.maxTimestamp()) {
                latest = batch;
            }
        }
        return latest == null ? OffsetAndTimestamp.NONE : firstRecordAtLeast(latest, latest.maxTimestamp());
    }

    private OffsetAndTimestamp firstRecordAtLeast(Stored stored, long timestamp) {
        try (RecordCursor records = new RecordCursor(allocator, RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES)) {
            reader.reset(stored.bytes()).next();
            records.reset(reader.batch());
            while (records.next()) {
                if (records.timestamp() >= timestamp) {
                    return new OffsetAndTimestamp(records.offset(), records.timestamp());
                }
            }
            // A batch's max timestamp is its largest record timestamp, so a record matched; for a lying one, none.
            return OffsetAndTimestamp.NONE;
        } finally {
            reader.reset(null);
        }
    }

    /** Releases every batch; fetches answered before keep their own references. */
    @Override
    public synchronized void close() {
        closed = true;
        batches.forEach(batch -> batch.bytes().release());
        batches.clear();
    }
}
