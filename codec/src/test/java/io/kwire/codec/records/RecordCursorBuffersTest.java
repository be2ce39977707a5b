package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.util.IllegalReferenceCountException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The cursor reads heap buffers from their arrays and direct ones by memory address where Netty
 * has one, else through the buffer's own NIO view, bypassing Netty's per-read checks: it reads the
 * same records from every kind of buffer, and refuses to read a direct buffer on once it has been
 * released.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RecordCursorBuffersTest {
    private static final byte[] BATCH = batch(Compression.NONE);

    /** The kinds of buffer whose memory is freed on release, each batch behind some padding. */
    private static final List<Function<byte[], ByteBuf>> DIRECT_KINDS = List.of(
            bytes -> Unpooled.directBuffer().writeZero(3).writeBytes(bytes).skipBytes(3),
            bytes -> PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(3).writeBytes(bytes).skipBytes(3),
            RecordCursorBuffersTest::retainedSliceOfAPooledDirectBuffer,
            bytes -> Unpooled.compositeBuffer().addComponent(true, Unpooled.directBuffer().writeBytes(bytes, 0, 20))
                    .addComponent(true, Unpooled.buffer().writeBytes(bytes, 20, bytes.length - 20)));

    /** Every kind of buffer the batch may come in. */
    private static final List<Function<byte[], ByteBuf>> KINDS = Stream.concat(DIRECT_KINDS.stream(), Stream.of(
            bytes -> Unpooled.buffer().writeZero(3).writeBytes(bytes).skipBytes(3),
            bytes -> PooledByteBufAllocator.DEFAULT.heapBuffer().writeZero(3).writeBytes(bytes).skipBytes(3)))
            .toList();

    /** Two records, a keyed one and one with a null key, in {@code compression}. */
    private static byte[] batch(Compression compression) {
        return new RawBatch().record(0, "k0".getBytes(StandardCharsets.UTF_8), "v0".getBytes(StandardCharsets.UTF_8))
                .record(1, null, "value-1".getBytes(StandardCharsets.UTF_8)).compression(compression).bytes();
    }

    /** A retained slice of the bytes in a pooled direct buffer, which the slice alone then holds. */
    private static ByteBuf retainedSliceOfAPooledDirectBuffer(byte[] bytes) {
        ByteBuf whole = PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(7).writeBytes(bytes);
        try {
            return whole.retainedSlice(7, bytes.length);
        } finally {
            whole.release();
        }
    }

    /** Uncompressed and in every compression: a compressed batch in a composite is decompressed from its parts. */
    @Test
    void readsTheSameRecordsFromEveryKindOfBuffer() {
        for (Compression compression : Compression.values()) {
            byte[] batch = batch(compression);
            for (Function<byte[], ByteBuf> kind : KINDS) {
                ByteBuf records = kind.apply(batch);
                String where = compression + " in " + records;
                try (RecordCursor cursor = new RecordCursor()) {
                    RecordBatches batches = new RecordBatches().reset(records);
                    assertTrue(batches.next());
                    cursor.reset(batches.batch());
                    assertTrue(cursor.next(), where);
                    assertEquals(0L, cursor.offset());
                    assertEquals("k0", cursor.key().toString(StandardCharsets.UTF_8), where);
                    assertEquals("v0", cursor.value().toString(StandardCharsets.UTF_8), where);
                    assertTrue(cursor.next(), where);
                    assertEquals(1L, cursor.offset());
                    assertEquals(-1, cursor.keyLength(), where);
                    assertEquals("value-1", cursor.value().toString(StandardCharsets.UTF_8), where);
                    assertFalse(cursor.next(), where);
                } finally {
                    records.release();
                }
            }
        }
    }

    /** A direct buffer whose capacity changes mid-batch moves to new memory: it is read there. */
    @Test
    void aDirectBufferReallocatedMidBatchIsReadWhereItsBytesNowAre() {
        List<ByteBuf> buffers = List.of(Unpooled.directBuffer(BATCH.length + 3),
                PooledByteBufAllocator.DEFAULT.directBuffer(BATCH.length + 3));
        for (ByteBuf records : buffers) {
            records.writeZero(3).writeBytes(BATCH).skipBytes(3);
            try (RecordCursor cursor = new RecordCursor()) {
                onFirstRecord(cursor, records);
                // The next record's length, attributes and timestamp delta take a byte each; then its offset delta.
                int nextOffsetDelta = cursor.valueIndex() + cursor.valueLength() + 1 + 3;
                long before = records.hasMemoryAddress() ? records.memoryAddress() : 0;
                records.capacity(1 << 20);
                if (records.hasMemoryAddress()) {
                    assertNotEquals(before, records.memoryAddress(), "the memory moved");
                }
                assertEquals(2, records.getByte(nextOffsetDelta), "offset delta 1, zigzag");
                records.setByte(nextOffsetDelta, 10); // 5 in the new memory only
                assertTrue(cursor.next(), records::toString);
                assertEquals(5L, cursor.offset(), "read from the new memory");
                assertEquals("value-1", cursor.value().toString(StandardCharsets.UTF_8), records::toString);
                assertFalse(cursor.next(), records::toString);
            } finally {
                records.release();
            }
        }
    }

    /** Other code that moves a buffer's own NIO view between records (a CRC check does) does not move the cursor's reads. */
    @Test
    void aBuffersNioViewMovedBetweenRecordsIsTakenAnew() {
        for (Function<byte[], ByteBuf> kind : DIRECT_KINDS) {
            ByteBuf records = kind.apply(BATCH);
            try (RecordCursor cursor = new RecordCursor()) {
                RecordBatches batches = onFirstRecord(cursor, records);
                if (records.nioBufferCount() == 1) {
                    records.internalNioBuffer(records.readerIndex(), 1);
                }
                batches.batch().checkCrc();
                assertTrue(cursor.next(), records::toString);
                assertEquals(1L, cursor.offset(), records::toString);
                assertEquals("value-1", cursor.value().toString(StandardCharsets.UTF_8), records::toString);
                assertFalse(cursor.next(), records::toString);
            } finally {
                records.release();
            }
        }
    }

    /** A direct buffer, read by address or through Netty, may have its memory freed on release. */
    @Test
    void aReleasedDirectBufferIsNotReadOn() {
        for (Function<byte[], ByteBuf> kind : DIRECT_KINDS) {
            ByteBuf records = kind.apply(BATCH);
            try (RecordCursor cursor = new RecordCursor()) {
                onFirstRecord(cursor, records);
                records.release();
                assertThrows(IllegalReferenceCountException.class, cursor::next, records::toString);
            }
        }
    }

    /** Starts {@code cursor} on the first record of the first batch in {@code records}; returns the batches. */
    private static RecordBatches onFirstRecord(RecordCursor cursor, ByteBuf records) {
        RecordBatches batches = new RecordBatches().reset(records);
        assertTrue(batches.next());
        cursor.reset(batches.batch());
        assertTrue(cursor.next(), records::toString);
        return batches;
    }
}
