package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.wire.DirectMemory;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.util.IllegalReferenceCountException;
import io.netty.util.internal.PlatformDependent;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The cursor itself: a heap buffer read in its own array; a direct buffer read in place from its
 * memory where Netty has {@code Unsafe} (Java 17), its reference count taken at every seek; a buffer
 * with neither (a composite, or a direct one on Java 25) read through a
 * window that refills after the bytes it still held, skips past bytes it never copies, and slices
 * the buffer itself; positions that are the buffer's indexes throughout; one cursor a thread, and
 * another for a read within a read. The helpers' reads from every kind of buffer are the other
 * internal tests' ({@link TestBuffers#read}).
 */
@ExtendWith(FailOnByteBufLeaks.class)
class WireInputTest {
    private static final String FIELD = "M.f";
    private static final int BEFORE = 5;
    private static final int SMALL_WINDOW = 16;
    private static final byte AFTER = 9;
    /** 40 bytes counting from 1: longer than two small windows. */
    private static final byte[] CONTENT = counting(40);

    @Test
    void aHeapBufferIsReadInItsOwnArray() {
        ByteBuf heap = Unpooled.buffer(64).writeZero(BEFORE).writeInt(7).writeInt(8).skipBytes(BEFORE);
        WireInput in = WireInput.open(heap);
        try {
            assertEquals(7, Reads.int32(in, FIELD));
            assertSame(heap.array(), in.array);
            assertEquals(8, Reads.int32(in, FIELD));
            assertEquals(BEFORE + 8, in.position());
            assertEquals(BEFORE, heap.readerIndex(), "the codec moves the reader index, not the cursor");
        } finally {
            in.close();
            heap.release();
        }
    }

    @Test
    void aBufferWithoutAnArrayIsReadThroughAWindowRefilledAfterTheBytesItStillHeld() {
        int longs = WireInput.WINDOW * 3 / Long.BYTES;
        ByteBuf direct = PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(BEFORE).writeByte(1);
        for (long i = 0; i < longs; i++) {
            direct.writeLong(i * 0x0102030405060708L);
        }
        direct.readerIndex(BEFORE);
        ByteBuf parts = inTwoParts(direct);
        WireInput in = WireInput.open(parts);
        try {
            // One byte first: every long after it straddles a window's end at some point.
            assertEquals(1, Reads.int8(in, FIELD));
            for (long i = 0; i < longs; i++) {
                assertEquals(i * 0x0102030405060708L, Reads.int64(in, FIELD));
                assertEquals(BEFORE + 1 + (i + 1) * Long.BYTES, in.position());
                assertEquals(WireInput.WINDOW, in.array.length, "the window");
            }
            assertEquals(0, in.remaining());
            MalformedMessageException e = assertThrows(MalformedMessageException.class, () -> Reads.int8(in, FIELD));
            assertEquals(BEFORE + 1 + longs * Long.BYTES, e.offset());
            assertEquals("needs 1 byte but 0 remain", e.problem());
        } finally {
            in.close();
            parts.release();
        }
    }

    @Test
    void skippingPastTheWindowCopiesNothingAndTheNextReadStartsThere() {
        ByteBuf direct = PooledByteBufAllocator.DEFAULT.directBuffer();
        direct.writeZero(BEFORE).writeShort(1).writeZero(3 * WireInput.WINDOW).writeInt(42).readerIndex(BEFORE);
        ByteBuf parts = inTwoParts(direct);
        WireInput in = new WireInput(SMALL_WINDOW);
        in.start(parts);
        try {
            assertEquals(1, Reads.int16(in, FIELD));
            in.skip(3 * WireInput.WINDOW);
            assertEquals(BEFORE + 2 + 3 * WireInput.WINDOW, in.position());
            assertEquals(0, in.limit - in.at, "nothing of the skipped bytes was copied");
            assertEquals(42, Reads.int32(in, FIELD));
        } finally {
            in.close();
            parts.release();
        }
    }

    @Test
    void aSeekBackAfterAJumpFindsTheWindowsBytesUntilARefillReplacesThem() {
        ByteBuf direct = PooledByteBufAllocator.DEFAULT.directBuffer();
        direct.writeZero(BEFORE).writeShort(1).writeShort(2).writeZero(3 * WireInput.WINDOW).writeInt(42)
                .readerIndex(BEFORE);
        ByteBuf parts = inTwoParts(direct);
        WireInput in = new WireInput(SMALL_WINDOW);
        in.start(parts);
        try {
            assertEquals(1, Reads.int16(in, FIELD));
            in.skip(2 + 3 * WireInput.WINDOW);
            in.seek(BEFORE + 2);
            assertEquals(SMALL_WINDOW - 2, in.limit - in.at, "the window's bytes, found again without a refill");
            assertEquals(2, Reads.int16(in, FIELD));
            in.skip(3 * WireInput.WINDOW);
            assertEquals(42, Reads.int32(in, FIELD));
            in.seek(BEFORE + 2);
            assertEquals(0, in.limit - in.at, "a refill elsewhere replaced them");
            assertEquals(2, Reads.int16(in, FIELD));
        } finally {
            in.close();
            parts.release();
        }
    }

    @Test
    void aViewsCursorTakesAWindowOnlyForARegionWithoutAnArrayAndGrowsItAsReadsGoOn() {
        int longs = 2 * WireInput.WINDOW / Long.BYTES;
        ByteBuf heap = Unpooled.buffer();
        ByteBuf direct = PooledByteBufAllocator.DEFAULT.directBuffer();
        for (long i = 0; i < longs; i++) {
            heap.writeLong(i);
            direct.writeLong(i);
        }
        ByteBuf parts = inTwoParts(direct);
        WireInput in = WireInput.forView();
        try {
            in.startRegion(heap, 0, heap.writerIndex());
            assertSame(heap.array(), in.array);
            in.startRegion(parts, 0, parts.writerIndex());
            assertEquals(WireInput.FIRST_VIEW_WINDOW, in.array.length, "a small window first");
            for (long i = 0; i < longs; i++) {
                assertEquals(i, Reads.int64(in, FIELD));
            }
            assertEquals(WireInput.WINDOW, in.array.length, "a whole one once reads go on");
        } finally {
            heap.release();
            parts.release();
        }
    }

    @Test
    void aBufferReleasedDuringAReadIsRefusedAtTheNextRefill() {
        ByteBuf parts = inTwoParts(PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(3 * WireInput.WINDOW));
        WireInput in = WireInput.forView();
        in.startRegion(parts, 0, parts.writerIndex());
        in.skip(2 * WireInput.WINDOW);
        parts.release();
        assertThrows(IllegalReferenceCountException.class, () -> Reads.int32(in, FIELD));
    }

    @Test
    void withoutUnsafeADirectBufferFillsTheWindowThroughItsOwnNioBufferWhateverItsOtherUsersDidToIt() {
        assumeTrue(!DirectMemory.BY_ADDRESS, "Netty has no Unsafe (Java 25)");
        ByteBuf direct = PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(BEFORE);
        int ints = 3 * WireInput.WINDOW / Integer.BYTES;
        for (int i = 0; i < ints; i++) {
            direct.writeInt(i);
        }
        WireInput in = WireInput.forView();
        in.startRegion(direct, BEFORE, direct.writerIndex());
        try {
            for (int i = 0; i < ints; i++) {
                // Another user of the buffer's internal NIO buffer (a socket write, an SslHandler) moves its limits.
                direct.internalNioBuffer(0, 1);
                assertEquals(i, Reads.int32(in, FIELD));
                assertNotNull(in.array, "read through the window");
            }
            in.seek(Integer.BYTES);
            assertEquals(1, Reads.int32(in, FIELD), "a seek back reads the same bytes");
            direct.release();
            in.seek(2 * WireInput.WINDOW);
            assertThrows(IllegalReferenceCountException.class, () -> Reads.int32(in, FIELD), "released: refused");
        } finally {
            in.close();
        }
    }

    @Test
    void withoutUnsafeAFramesSliceFillsTheWindowThroughANioBufferOfItsOwn() {
        assumeTrue(!DirectMemory.BY_ADDRESS, "Netty has no Unsafe (Java 25)");
        ByteBuf direct = PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(BEFORE).writeInt(7).writeLong(8);
        ByteBuf frame = direct.skipBytes(BEFORE).readRetainedSlice(12);
        direct.release();
        WireInput in = WireInput.open(frame);
        try {
            assertEquals(7, Reads.int32(in, FIELD));
            assertEquals(8, Reads.int64(in, FIELD));
            assertEquals(12, in.position());
        } finally {
            in.close();
            frame.release();
        }
    }

    @Test
    void aDirectBufferIsReadInPlaceFromItsMemoryWhereNettyHasUnsafe() {
        assumeTrue(DirectMemory.BY_ADDRESS && PlatformDependent.isUnaligned(), "Netty reads memory by address");
        ByteBuf direct = PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(BEFORE).writeByte(-3)
                .writeShort(-2).writeInt(0x01020304).writeLong(0x0102030405060708L).writeLong(1).writeLong(2)
                .writeByte(0x80 | 44).writeByte(1).writeByte(4).writeBytes("kafk".getBytes(StandardCharsets.UTF_8))
                .writeBytes(CONTENT).readerIndex(BEFORE);
        WireInput in = WireInput.open(direct);
        try {
            assertEquals(-3, Reads.int8(in, FIELD));
            assertNull(in.array, "no array: the memory itself");
            assertEquals(-2, Reads.int16(in, FIELD));
            assertEquals(0x01020304, Reads.int32(in, FIELD));
            assertEquals(0x0102030405060708L, Reads.int64(in, FIELD));
            assertEquals(new UUID(1, 2), Reads.uuid(in, FIELD));
            assertEquals(44 + 128, Reads.unsignedVarint(in, FIELD), "a varint of two bytes");
            assertEquals("kaf", Strings.readCompact(in, FIELD));
            assertEquals(1, in.byteAt(in.at) - 'j', "the byte after the string");
            int sliced = in.index();
            ByteBuf slice = in.slice(1);
            assertEquals(direct.memoryAddress() + sliced, slice.memoryAddress(), "a slice of the buffer itself");
            byte[] copy = new byte[CONTENT.length];
            in.copy(copy);
            assertArrayEquals(CONTENT, copy);
            MalformedMessageException e = assertThrows(MalformedMessageException.class, () -> Reads.int8(in, FIELD));
            assertEquals(direct.writerIndex(), e.offset());
            in.seek(BEFORE + 1);
            assertEquals(-2, Reads.int16(in, FIELD), "a seek back reads the same memory");
        } finally {
            in.close();
            direct.release();
        }
    }

    @Test
    void aBufferReleasedUnderAViewReadInPlaceIsRefusedAtTheNextSeek() {
        assumeTrue(DirectMemory.BY_ADDRESS && PlatformDependent.isUnaligned(), "Netty reads memory by address");
        ByteBuf direct = PooledByteBufAllocator.DEFAULT.directBuffer().writeInt(7).writeInt(8);
        WireInput in = WireInput.forView();
        in.startRegion(direct, 0, direct.writerIndex());
        assertEquals(7, Reads.int32(in, FIELD));
        direct.release();
        assertThrows(IllegalReferenceCountException.class, () -> in.seek(Integer.BYTES));
    }


    @Test
    void aSliceAcrossAWindowsEndIsASliceOfTheBufferWithItsBytes() {
        for (int offset = 1; offset < SMALL_WINDOW; offset++) {
            ByteBuf direct = holding(offset, CONTENT);
            WireInput in = throughSmallWindow(direct, offset);
            try {
                ByteBuf slice = in.slice(CONTENT.length);
                assertArrayEquals(CONTENT, ByteBufUtil.getBytes(slice), "from byte " + offset + " of the window");
                direct.setByte(BEFORE + offset, 0x42);
                assertEquals(0x42, slice.getByte(0), "a slice of the buffer, not a copy");
                assertEquals(1, direct.refCnt(), "unretained: the codec retains it after the whole read");
                assertEquals(AFTER, Reads.int8(in, FIELD));
            } finally {
                in.close();
                direct.release();
            }
        }
    }

    @Test
    void aCopyAcrossAWindowsEndHasItsBytes() {
        for (int offset = 1; offset < SMALL_WINDOW; offset++) {
            ByteBuf direct = holding(offset, CONTENT);
            WireInput in = throughSmallWindow(direct, offset);
            try {
                byte[] copy = new byte[CONTENT.length];
                in.copy(copy);
                assertArrayEquals(CONTENT, copy, "from byte " + offset + " of the window");
                assertEquals(AFTER, Reads.int8(in, FIELD));
            } finally {
                in.close();
                direct.release();
            }
        }
    }

    /**
     * The readable bytes of {@code direct} (released with the result) as a composite of two parts: a buffer with
     * neither array nor memory address, which every JDK reads through the window.
     */
    private static ByteBuf inTwoParts(ByteBuf direct) {
        int from = direct.readerIndex();
        int half = direct.writerIndex() / 2;
        ByteBuf parts = Unpooled.compositeBuffer().addComponents(true, direct.retainedSlice(0, half),
                direct.retainedSlice(half, direct.writerIndex() - half));
        direct.release();
        return parts.readerIndex(from);
    }

    /**
     * A buffer read through the window, of {@link #BEFORE} bytes already read, {@code offset} more, {@code content}
     * and {@link #AFTER}.
     */
    private static ByteBuf holding(int offset, byte[] content) {
        return inTwoParts(Unpooled.directBuffer().writeZero(BEFORE + offset).writeBytes(content).writeByte(AFTER)
                .readerIndex(BEFORE));
    }

    /** A cursor over {@code direct} through a window of {@link #SMALL_WINDOW} bytes, {@code offset} bytes read. */
    private static WireInput throughSmallWindow(ByteBuf direct, int offset) {
        WireInput in = new WireInput(SMALL_WINDOW);
        in.start(direct);
        in.take(offset, FIELD);
        return in;
    }

    @Test
    void aThreadReadsThroughOneCursorAndAReadWithinARead() {
        ByteBuf outer = Unpooled.buffer().writeInt(1).writeInt(2);
        ByteBuf inner = Unpooled.directBuffer().writeInt(3);
        try {
            WireInput first = WireInput.open(outer);
            assertEquals(1, Reads.int32(first, FIELD));
            WireInput nested = WireInput.open(inner);
            assertNotSame(first, nested, "the outer read's cursor is in use");
            assertEquals(3, Reads.int32(nested, FIELD));
            nested.close();
            assertEquals(2, Reads.int32(first, FIELD), "the outer read goes on where it was");
            first.close();
            WireInput again = WireInput.open(inner);
            again.close();
            assertSame(first, again, "one cursor a thread");
        } finally {
            outer.release();
            inner.release();
        }
    }

    @Test
    void aClosedCursorHoldsNoBuffer() {
        ByteBuf heap = Unpooled.buffer().writeLong(5);
        byte[] array = heap.array();
        WireInput in = WireInput.open(heap);
        assertEquals(5, Reads.int64(in, FIELD));
        assertSame(array, in.array);
        in.close();
        heap.release();
        assertNotSame(array, in.array);
    }

    private static byte[] counting(int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) (i + 1);
        }
        return bytes;
    }
}
