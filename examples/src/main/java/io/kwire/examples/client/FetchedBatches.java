package io.kwire.examples.client;

import io.kwire.codec.records.RecordBatch;
import io.kwire.codec.records.RecordBatches;
import io.kwire.codec.records.RecordCursor;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the records of a Fetch response's partition as Kafka's consumer does: each batch's CRC is
 * checked, control batches are skipped, and so are the records before the offset asked for, which
 * the server sends when they share a batch with it. A last batch cut off by the size limit is left
 * for the next fetch.
 */
final class FetchedBatches {
    private FetchedBatches() {
    }

    /**
     * The outcome of a fetch from {@code fetchOffset} that got {@code records} (not released here),
     * decompressing into buffers from {@code allocator}.
     */
    static FetchOutcome read(ByteBuf records, long fetchOffset, long highWatermark, ByteBufAllocator allocator) {
        List<FetchedRecord> fetched = new ArrayList<>();
        long nextOffset = fetchOffset;
        RecordBatches batches = new RecordBatches().reset(records);
        try (RecordCursor cursor = new RecordCursor(allocator, RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES)) {
            while (batches.next()) {
                RecordBatch batch = batches.batch();
                batch.checkCrc();
                nextOffset = Math.max(nextOffset, batch.nextOffset());
                if (batch.isControl()) {
                    continue;
                }
                cursor.reset(batch);
                while (cursor.next()) {
                    if (cursor.offset() >= fetchOffset) {
                        fetched.add(record(cursor));
                    }
                }
            }
        }
        return new FetchOutcome((short) 0, highWatermark, fetched, nextOffset, batches.truncatedTail());
    }

    private static FetchedRecord record(RecordCursor cursor) {
        ByteBuf buffer = cursor.buffer();
        byte[] key = bytes(buffer, cursor.keyIndex(), cursor.keyLength());
        byte[] value = bytes(buffer, cursor.valueIndex(), cursor.valueLength());
        List<RecordHeader> headers = new ArrayList<>(cursor.headerCount());
        while (cursor.nextHeader()) {
            headers.add(new RecordHeader(cursor.headerKeyString(),
                    bytes(buffer, cursor.headerValueIndex(), cursor.headerValueLength())));
        }
        return new FetchedRecord(cursor.offset(), cursor.timestamp(), key, value, List.copyOf(headers));
    }

    /** A copy of {@code length} bytes at {@code index}, or null for a length of -1. */
    private static byte[] bytes(ByteBuf buffer, int index, int length) {
        if (length < 0) {
            return null;
        }
        byte[] bytes = new byte[length];
        buffer.getBytes(index, bytes);
        return bytes;
    }
}
