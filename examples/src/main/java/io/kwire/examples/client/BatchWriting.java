package io.kwire.examples.client;

import io.kwire.codec.records.Compression;
import io.kwire.codec.records.RecordBatchBuilder;
import io.kwire.codec.records.RecordHeaders;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.util.List;

/** Writes records as one batch into a buffer of a Produce request's records, as a producer without idempotence does. */
final class BatchWriting {
    private BatchWriting() {
    }

    /** A buffer from {@code allocator} holding {@code records} as one batch; the caller releases it. */
    static ByteBuf write(ByteBufAllocator allocator, List<NewRecord> records, Compression compression) {
        if (records.isEmpty()) {
            throw new IllegalArgumentException("a batch holds at least one record");
        }
        ByteBuf out = allocator.buffer();
        try (RecordBatchBuilder builder = new RecordBatchBuilder(allocator)) {
            builder.compression(compression).begin(out, 0L);
            RecordHeaders headers = new RecordHeaders();
            for (NewRecord record : records) {
                headers.clear();
                for (RecordHeader header : record.headers()) {
                    headers.add(header.key(), wrap(header.value()));
                }
                builder.append(record.timestamp(), wrap(record.key()), wrap(record.value()), headers);
            }
            builder.finish();
            return out;
        } catch (RuntimeException e) {
            out.release();
            throw e;
        }
    }

    /** The bytes as a buffer that needs no release, or null for null. */
    private static ByteBuf wrap(byte[] bytes) {
        return bytes == null ? null : Unpooled.wrappedBuffer(bytes);
    }
}
