package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static io.kwire.functional.types.Wire.refusesToWrite;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Bytes and records, in {@code byte[]} and {@code ByteBuf}: an int32 length (-1 for null) in
 * classic versions, an unsigned varint of length + 1 (0 for null) in flexible ones, then the
 * bytes. Records fields have exactly the layout of bytes fields.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class BytesTest {
    private static final BlobsCodec CODEC = BlobsCodec.INSTANCE;

    @Test
    void nullsAtClassicVersion() {
        Blobs read = encodesAs(CODEC, blobs(null, null, null, null, new byte[0]), 0,
                "ffffffff ffffffff ffffffff ffffffff" // four nulls: int32 -1
                + "00000000"); // empty: int32 0
        assertAllNull(read);
        assertArrayEquals(new byte[0], read.notNullable);
    }

    @Test
    void nullsAtFlexibleVersion() {
        Blobs read = encodesAs(CODEC, blobs(null, null, null, null, new byte[0]), 1,
                "00 00 00 00" // four nulls: varint 0
                + "01" // empty: varint 0+1
                + "00"); // no tagged fields
        assertAllNull(read);
        assertArrayEquals(new byte[0], read.notNullable);
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void empty(int version) {
        byte[] none = new byte[0];
        Blobs message = blobs(none, Unpooled.EMPTY_BUFFER, Unpooled.EMPTY_BUFFER, none, none);
        Blobs read = encodesAs(CODEC, message, version,
                version == 0 ? "00000000 00000000 00000000 00000000 00000000" : "01 01 01 01 01 00");
        try {
            assertContents(none, none, none, none, none, read);
        } finally {
            release(read);
        }
    }

    @Test
    void contentAtClassicVersion() {
        Blobs read = encodesAs(CODEC, contentSample(), 0,
                "00000003 010203" // array
                + "00000002 0405" // buffer
                + "00000001 06" // records in a ByteBuf
                + "00000004 0708090a" // records in a byte[]
                + "00000001 ff"); // notNullable
        try {
            assertContents(new byte[] {1, 2, 3}, new byte[] {4, 5}, new byte[] {6}, new byte[] {7, 8, 9, 10},
                    new byte[] {-1}, read);
        } finally {
            release(read);
        }
    }

    @Test
    void contentAtFlexibleVersion() {
        Blobs read = encodesAs(CODEC, contentSample(), 1,
                "04 010203" + "03 0405" + "02 06" + "05 0708090a" + "02 ff" + "00");
        try {
            assertContents(new byte[] {1, 2, 3}, new byte[] {4, 5}, new byte[] {6}, new byte[] {7, 8, 9, 10},
                    new byte[] {-1}, read);
        } finally {
            release(read);
        }
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void nullOfNonNullableBytesIsRefused(int version) {
        UnsupportedVersionException refused = refusesToWrite(CODEC, blobs(null, null, null, null, null), version,
                UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("Blobs.notNullable"), refused.getMessage());
    }

    private static Blobs contentSample() {
        return blobs(new byte[] {1, 2, 3}, Unpooled.wrappedBuffer(new byte[] {4, 5}),
                Unpooled.wrappedBuffer(new byte[] {6}), new byte[] {7, 8, 9, 10}, new byte[] {-1});
    }

    private static Blobs blobs(byte[] array, ByteBuf buffer, ByteBuf records, byte[] recordBytes,
            byte[] notNullable) {
        Blobs blobs = new Blobs();
        blobs.array = array;
        blobs.buffer = buffer;
        blobs.records = records;
        blobs.recordBytes = recordBytes;
        blobs.notNullable = notNullable;
        return blobs;
    }

    private static void assertAllNull(Blobs read) {
        assertNull(read.array);
        assertNull(read.buffer);
        assertNull(read.records);
        assertNull(read.recordBytes);
    }

    private static void assertContents(byte[] array, byte[] buffer, byte[] records, byte[] recordBytes,
            byte[] notNullable, Blobs read) {
        assertArrayEquals(array, read.array, "array");
        assertArrayEquals(buffer, ByteBufUtil.getBytes(read.buffer), "buffer");
        assertArrayEquals(records, ByteBufUtil.getBytes(read.records), "records");
        assertArrayEquals(recordBytes, read.recordBytes, "recordBytes");
        assertArrayEquals(notNullable, read.notNullable, "notNullable");
    }

    private static void release(Blobs read) {
        read.buffer.release();
        read.records.release();
    }
}
