package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Random;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MemoryRecordsBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * kwire's LZ4 frame reader and writer against Kafka's own: batches of several 64 KiB blocks,
 * compressible and not (Kafka then stores blocks uncompressed), read record for record from heap
 * and direct buffers, written back as the same bytes; and frames that lie refused with kwire's
 * exception before anything past the cap is produced.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class Lz4CodecTest {
    private static final int RECORDS = 2000;
    private static final int FRAME = RecordBatch.HEADER_SIZE;
    private static final String PREFIX = "order=1 customer=c-1 amount=";

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void readsKafkasFramesAndWritesTheSameBytes(boolean compressible) {
        byte[][] values = values(compressible);
        byte[] kafka = kafkaBatch(values);
        ByteBuf direct = PooledByteBufAllocator.DEFAULT.directBuffer(kafka.length).writeBytes(kafka);
        ByteBuf out = Unpooled.buffer();
        try (RecordCursor cursor = new RecordCursor();
                RecordBatchBuilder builder = new RecordBatchBuilder().compression(Compression.LZ4)) {
            for (ByteBuf records : new ByteBuf[] {Unpooled.wrappedBuffer(kafka), direct}) {
                cursor.reset(batch(records));
                int i = 0;
                while (cursor.next()) {
                    assertEquals(i, cursor.offset());
                    assertArrayEquals(values[i], ByteBufUtil.getBytes(cursor.value()));
                    i++;
                }
                assertEquals(RECORDS, i);
            }
            builder.begin(out, 0L);
            for (int i = 0; i < RECORDS; i++) {
                builder.append(1000L + i, null, Unpooled.wrappedBuffer(values[i]));
            }
            builder.finish();
            assertArrayEquals(kafka, ByteBufUtil.getBytes(out));
        } finally {
            direct.release();
            out.release();
        }
    }

    @Test
    void refusesAFrameWithAnotherMagic() {
        byte[] batch = kafkaBatch(values(true));
        batch[FRAME] ^= 1;
        assertRefused(batch, RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES, "not an LZ4 frame");
    }

    @Test
    void refusesAFrameWhoseDescriptorChecksumIsWrong() {
        byte[] batch = kafkaBatch(values(true));
        batch[FRAME + 6] ^= 1;
        assertRefused(batch, RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES, "descriptor checksum mismatch");
    }

    @Test
    void refusesABlockLongerThanTheFrameSaysBlocksAre() {
        byte[] batch = kafkaBatch(values(true));
        ByteBuffer.wrap(batch).order(ByteOrder.LITTLE_ENDIAN).putInt(FRAME + 7, 64 * 1024 + 1);
        assertRefused(batch, RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES,
                "lz4 records are corrupt: LZ4 block length 65537 is over the frame's block size of 65536");
    }

    @Test
    void refusesAFrameCutOffInABlock() {
        byte[] batch = kafkaBatch(values(true));
        int length = ByteBuffer.wrap(batch).order(ByteOrder.LITTLE_ENDIAN).getInt(FRAME + 7);
        byte[] cut = Arrays.copyOf(batch, FRAME + 100);
        ByteBuffer.wrap(cut).putInt(8, cut.length - 12);
        assertRefused(cut, RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES,
                "lz4 records are cut off: the stream ends 89 bytes into a block of " + length + " bytes");
    }

    @Test
    void refusesAFrameThatInflatesPastTheCap() {
        byte[] batch = kafkaBatch(values(true));
        assertRefused(batch, 100_000, "decompress to more than the cap of 100000 bytes");
    }

    private static void assertRefused(byte[] batch, int cap, String message) {
        try (RecordCursor cursor = new RecordCursor(PooledByteBufAllocator.DEFAULT, cap)) {
            InvalidRecordBatchException e = assertThrows(InvalidRecordBatchException.class,
                    () -> cursor.reset(batch(Unpooled.wrappedBuffer(batch))));
            assertTrue(e.getMessage().contains(message), e.getMessage());
        }
    }

    private static RecordBatch batch(ByteBuf records) {
        RecordBatches batches = new RecordBatches().reset(records);
        assertTrue(batches.next());
        return batches.batch();
    }

    /** 2000 values of 100 bytes: repetitive text, or random bytes, which LZ4 cannot shrink. */
    private static byte[][] values(boolean compressible) {
        Random random = new Random(14);
        byte[][] values = new byte[RECORDS][100];
        for (byte[] value : values) {
            if (compressible) {
                for (int j = 0; j < value.length; j++) {
                    value[j] = (byte) (j < PREFIX.length() ? PREFIX.charAt(j) : 'a' + random.nextInt(4));
                }
            } else {
                random.nextBytes(value);
            }
        }
        return values;
    }

    private static byte[] kafkaBatch(byte[][] values) {
        MemoryRecordsBuilder builder = MemoryRecords.builder(ByteBuffer.allocate(1 << 20),
                org.apache.kafka.common.compress.Compression.lz4().build(), TimestampType.CREATE_TIME, 0L);
        for (int i = 0; i < values.length; i++) {
            builder.append(1000L + i, (byte[]) null, values[i]);
        }
        ByteBuffer written = builder.build().buffer();
        byte[] bytes = new byte[written.remaining()];
        written.get(bytes);
        return bytes;
    }
}
