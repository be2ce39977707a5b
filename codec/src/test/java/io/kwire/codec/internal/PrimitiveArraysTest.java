package io.kwire.codec.internal;

import static io.kwire.codec.internal.TestBuffers.PREAMBLE;
import static io.kwire.codec.internal.TestBuffers.assertEveryTruncationMalformed;
import static io.kwire.codec.internal.TestBuffers.assertOverflowsWithLessRoom;
import static io.kwire.codec.internal.TestBuffers.read;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class PrimitiveArraysTest {
    private static final String FIELD = "M.S.ids";
    private static final short[] SHORTS = {0, 1, -1, Short.MIN_VALUE, Short.MAX_VALUE, 0x1234};
    private static final int[] INTS = {0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 0x12345678};
    private static final long[] LONGS = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789abcdef0L};

    @Test
    void readsBigEndianElementsFromHeapBuffers() {
        assertArrayEquals(SHORTS, read(int16Bytes(), in -> PrimitiveArrays.readInt16s(in, SHORTS.length, FIELD)));
        assertArrayEquals(INTS, read(int32Bytes(), in -> PrimitiveArrays.readInt32s(in, INTS.length, FIELD)));
        assertArrayEquals(LONGS, read(int64Bytes(), in -> PrimitiveArrays.readInt64s(in, LONGS.length, FIELD)));
    }

    @Test
    void readsFromDirectAndCompositeBuffers() {
        for (ByteBuf in : new ByteBuf[] {direct(int32Bytes()), composite(int32Bytes())}) {
            try {
                int start = in.readerIndex();
                assertArrayEquals(INTS, PrimitiveArrays.readInt32s(in, INTS.length, FIELD));
                assertEquals(start + INTS.length * Integer.BYTES, in.readerIndex());
            } finally {
                in.release();
            }
        }
        ByteBuf shorts = direct(int16Bytes());
        ByteBuf longs = composite(int64Bytes());
        try {
            assertArrayEquals(SHORTS, PrimitiveArrays.readInt16s(shorts, SHORTS.length, FIELD));
            assertArrayEquals(LONGS, PrimitiveArrays.readInt64s(longs, LONGS.length, FIELD));
        } finally {
            shorts.release();
            longs.release();
        }
    }

    @Test
    void anEmptyArrayIsOneSharedInstance() {
        assertSame(read(new byte[0], in -> PrimitiveArrays.readInt32s(in, 0, FIELD)),
                read(new byte[0], in -> PrimitiveArrays.readInt32s(in, 0, FIELD)));
        assertEquals(0, read(new byte[0], in -> PrimitiveArrays.readInt16s(in, 0, FIELD)).length);
        assertEquals(0, read(new byte[0], in -> PrimitiveArrays.readInt64s(in, 0, FIELD)).length);
    }

    @Test
    void fewerBytesThanTheElementsNeedIsMalformedAndReadsNothing() {
        assertEveryTruncationMalformed(int16Bytes(), in -> PrimitiveArrays.readInt16s(in, SHORTS.length, FIELD));
        assertEveryTruncationMalformed(int32Bytes(), in -> PrimitiveArrays.readInt32s(in, INTS.length, FIELD));
        assertEveryTruncationMalformed(int64Bytes(), in -> PrimitiveArrays.readInt64s(in, LONGS.length, FIELD));
        assertEquals(FIELD, TestBuffers.malformed(new byte[4], in -> PrimitiveArrays.readInt32s(in, 2, FIELD)).field());
    }

    @Test
    void writesBigEndianElementsIntoHeapAndDirectBuffersOfExactlyTheSize() {
        for (boolean direct : new boolean[] {false, true}) {
            assertArrayEquals(int16Bytes(), written(direct, SHORTS.length * Short.BYTES,
                    out -> PrimitiveArrays.writeInt16s(out, SHORTS)));
            assertArrayEquals(int32Bytes(), written(direct, INTS.length * Integer.BYTES,
                    out -> PrimitiveArrays.writeInt32s(out, INTS)));
            assertArrayEquals(int64Bytes(), written(direct, LONGS.length * Long.BYTES,
                    out -> PrimitiveArrays.writeInt64s(out, LONGS)));
            assertArrayEquals(new byte[0], written(direct, 0, out -> PrimitiveArrays.writeInt32s(out, new int[0])));
        }
    }

    /** With too few bytes remaining, an array is not written at all: the position stays where it was. */
    @Test
    void writingIntoABufferTooSmallOverflowsAndWritesNothing() {
        assertArrayEquals(int16Bytes(), assertOverflowsWithLessRoom(0, out -> PrimitiveArrays.writeInt16s(out, SHORTS)));
        assertArrayEquals(int32Bytes(), assertOverflowsWithLessRoom(0, out -> PrimitiveArrays.writeInt32s(out, INTS)));
        assertArrayEquals(int64Bytes(), assertOverflowsWithLessRoom(0, out -> PrimitiveArrays.writeInt64s(out, LONGS)));
        long[] many = new long[1000];
        Arrays.setAll(many, i -> i * 0x0101010101010101L);
        assertOverflowsWithLessRoom(0, out -> PrimitiveArrays.writeInt64s(out, many));
    }

    /**
     * What {@code writer} writes into a buffer of exactly {@code size} bytes of room, which it fills:
     * a direct one, or a heap one that is a slice of its array, from a position past its start.
     */
    private static byte[] written(boolean direct, int size, Consumer<ByteBuffer> writer) {
        ByteBuffer out = direct ? TestBuffers.directOut(size) : TestBuffers.heapOut(size);
        byte[] bytes = TestBuffers.writtenInto(out, writer);
        assertEquals(0, out.remaining(), "room left");
        return bytes;
    }

    private static byte[] int16Bytes() {
        ByteBuf out = Unpooled.buffer();
        for (short value : SHORTS) {
            out.writeShort(value);
        }
        return bytesOf(out);
    }

    private static byte[] int32Bytes() {
        ByteBuf out = Unpooled.buffer();
        for (int value : INTS) {
            out.writeInt(value);
        }
        return bytesOf(out);
    }

    private static byte[] int64Bytes() {
        ByteBuf out = Unpooled.buffer();
        for (long value : LONGS) {
            out.writeLong(value);
        }
        return bytesOf(out);
    }

    private static byte[] bytesOf(ByteBuf out) {
        try {
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    private static ByteBuf direct(byte[] bytes) {
        ByteBuf in = Unpooled.directBuffer(PREAMBLE + bytes.length);
        return in.writeZero(PREAMBLE).writeBytes(bytes).skipBytes(PREAMBLE);
    }

    /** The bytes split across two components, mid-element. */
    private static ByteBuf composite(byte[] bytes) {
        CompositeByteBuf in = Unpooled.compositeBuffer();
        in.addComponent(true, Unpooled.buffer().writeZero(PREAMBLE).writeBytes(bytes, 0, 3));
        in.addComponent(true, Unpooled.wrappedBuffer(bytes, 3, bytes.length - 3));
        return in.skipBytes(PREAMBLE);
    }
}
