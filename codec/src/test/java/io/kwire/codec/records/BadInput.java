package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MutableRecordBatch;
import org.apache.kafka.common.record.internal.Record;
import org.junit.jupiter.api.function.Executable;

/** How the bad-input tests judge kwire's refusal of a batch, and Kafka's of the same bytes. */
final class BadInput {
    /** Bytes before the records, which positions are not counted from. */
    static final int PADDING = 5;

    private BadInput() {
    }

    /**
     * {@code batches} one after another behind {@link #PADDING} bytes that the reader index skips,
     * in a heap or a direct buffer.
     */
    static ByteBuf records(boolean direct, byte[]... batches) {
        ByteBuf buf = direct ? Unpooled.directBuffer() : Unpooled.buffer();
        buf.writeZero(PADDING);
        for (byte[] batch : batches) {
            buf.writeBytes(batch);
        }
        return buf.readerIndex(PADDING);
    }

    /** A valid uncompressed batch of two records, to stand before a bad one. */
    static byte[] goodBatch() {
        return new RawBatch().record(0, bytes("k0"), bytes("v0")).record(1, null, bytes("v1")).bytes();
    }

    /**
     * Asserts that {@code action} throws {@link InvalidRecordBatchException} for the batch at
     * {@code batchStart}, with a problem that contains {@code problem}, leaving {@code input}'s
     * indexes and reference count as they were.
     */
    static InvalidRecordBatchException assertInvalid(ByteBuf input, int batchStart, String problem, Executable action) {
        int readerIndex = input.readerIndex();
        int writerIndex = input.writerIndex();
        int refCnt = input.refCnt();
        InvalidRecordBatchException e = assertThrows(InvalidRecordBatchException.class, action);
        assertEquals(batchStart, e.batchStart(), e.getMessage());
        assertTrue(e.problem().contains(problem), "problem \"" + e.problem() + "\" names \"" + problem + "\"");
        assertEquals("record batch at byte " + batchStart + ": " + e.problem(), e.getMessage());
        assertEquals(readerIndex, input.readerIndex(), "the reader index moved");
        assertEquals(writerIndex, input.writerIndex(), "the writer index moved");
        assertEquals(refCnt, input.refCnt(), "the input's reference count changed");
        return e;
    }

    /** Reads every batch and every record of {@code records}, as a consumer would. */
    static void readAll(ByteBuf records, RecordCursor cursor) {
        RecordBatches batches = new RecordBatches().reset(records);
        try {
            while (batches.next()) {
                cursor.reset(batches.batch());
                while (cursor.next()) {
                    while (cursor.nextHeader()) {
                        cursor.headerValueLength();
                    }
                }
            }
        } finally {
            cursor.close();
        }
    }

    /** Asserts that Kafka's own reader refuses {@code batch} too, checking its CRC and reading every record. */
    static void assertKafkaRefuses(byte[] batch) {
        assertThrows(RuntimeException.class, () -> {
            for (MutableRecordBatch kafka : MemoryRecords.readableRecords(ByteBuffer.wrap(batch)).batches()) {
                kafka.ensureValid();
                for (Record record : kafka) {
                    record.ensureValid();
                    record.headers();
                }
            }
        }, "Kafka's reader refuses the batch too");
    }

    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
