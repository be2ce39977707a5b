package io.kwire.codec.internal;

import static io.kwire.codec.internal.TestBuffers.assertEveryTruncationMalformed;
import static io.kwire.codec.internal.TestBuffers.assertOverflowsWithLessRoom;
import static io.kwire.codec.internal.TestBuffers.read;
import static io.kwire.codec.internal.TestBuffers.writtenInto;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.kwire.codec.internal.TestBuffers.Writer;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PrimitiveArraysTest {
    private static final String FIELD = "M.S.ids";
    private static final short[] SHORTS = {0, 1, -1, Short.MIN_VALUE, Short.MAX_VALUE, 0x1234};
    private static final int[] INTS = {0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 0x12345678};
    private static final long[] LONGS = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789abcdef0L};

    /** From every kind of buffer {@link TestBuffers#read} reads, through windows that refill mid-element too. */
    @Test
    void readsBigEndianElements() {
        assertArrayEquals(SHORTS, read(int16Bytes(), in -> PrimitiveArrays.readInt16s(in, SHORTS.length, FIELD)));
        assertArrayEquals(INTS, read(int32Bytes(), in -> PrimitiveArrays.readInt32s(in, INTS.length, FIELD)));
        assertArrayEquals(LONGS, read(int64Bytes(), in -> PrimitiveArrays.readInt64s(in, LONGS.length, FIELD)));
    }

    @Test
    void readsArraysOfMoreBytesThanAWindowHolds() {
        long[] longs = new long[WireInput.WINDOW / Long.BYTES * 3 + 1];
        Arrays.setAll(longs, i -> i * 0x0101010101010101L);
        ByteBuf bytes = Unpooled.buffer();
        for (long value : longs) {
            bytes.writeLong(value);
        }
        assertArrayEquals(longs, read(bytesOf(bytes), in -> PrimitiveArrays.readInt64s(in, longs.length, FIELD)));
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
    void writesBigEndianElementsIntoExactlyTheRoomForThem() {
        assertArrayEquals(int16Bytes(), writtenInto(SHORTS.length * Short.BYTES, int16s(SHORTS)));
        assertArrayEquals(int32Bytes(), writtenInto(INTS.length * Integer.BYTES, int32s(INTS)));
        assertArrayEquals(int64Bytes(), writtenInto(LONGS.length * Long.BYTES, int64s(LONGS)));
        assertArrayEquals(new byte[0], writtenInto(0, int32s(new int[0])));
    }

    /** With too little room, an array overflows, writing nothing at or past the limit. */
    @Test
    void writingWithTooLittleRoomOverflowsWritingNothingAtOrPastTheLimit() {
        assertArrayEquals(int16Bytes(), assertOverflowsWithLessRoom(int16s(SHORTS)));
        assertArrayEquals(int32Bytes(), assertOverflowsWithLessRoom(int32s(INTS)));
        assertArrayEquals(int64Bytes(), assertOverflowsWithLessRoom(int64s(LONGS)));
        long[] many = new long[1000];
        Arrays.setAll(many, i -> i * 0x0101010101010101L);
        assertEquals(many.length * Long.BYTES, assertOverflowsWithLessRoom(int64s(many)).length);
    }

    private static Writer int16s(short[] values) {
        return (out, at, limit) -> PrimitiveArrays.writeInt16s(out, at, limit, values);
    }

    private static Writer int32s(int[] values) {
        return (out, at, limit) -> PrimitiveArrays.writeInt32s(out, at, limit, values);
    }

    private static Writer int64s(long[] values) {
        return (out, at, limit) -> PrimitiveArrays.writeInt64s(out, at, limit, values);
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

}
