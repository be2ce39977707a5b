package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.BEFORE;
import static io.kwire.functional.types.Wire.encodesAs;
import static io.kwire.functional.types.Wire.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.internal.WireInput;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code ByteBuf} fields: {@code read()} gives slices of its input, not copies, each retained once,
 * for the holder of the message to release; a read that fails retains nothing; {@code write()}
 * leaves the fields' reader indexes where they were. Every input is a pooled buffer, tracked by
 * the leak detector at its PARANOID level.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ByteBufFieldsTest {
    private static final BuffersCodec CODEC = BuffersCodec.INSTANCE;

    /** Where the content of each non-empty ByteBuf field starts, from the start of the message. */
    private record Layout(String hex, int first, int second, int chunk, int tail, int afterFirst) {
    }

    private static final Layout CLASSIC = new Layout(
            "00000003 aabbcc" // 0: first, content at 4
            + "00000007" // 7: middle
            + "00000002 ddee" // 11: second, content at 15
            + "00000002" // 17: chunks: 2
            + "00000002 f1f2" // 21: chunk 0, content at 25
            + "00000000" // 27: chunk 1, empty
            + "00000001 99" // 31: tail, content at 35
            + "0002 6b77", // 36: last
            4, 15, 25, 35, 7);

    private static final Layout FLEXIBLE = new Layout(
            "04 aabbcc" // 0: first, content at 1
            + "00000007" // 4: middle
            + "03 ddee" // 8: second, content at 9
            + "03" // 11: chunks: 2
            + "03 f1f2 00" // 12: chunk 0, content at 13, its tagged fields
            + "01 00" // 16: chunk 1, empty, its tagged fields
            + "02 99 00" // 18: tail, content at 19, its tagged fields
            + "03 6b77" // 21: last
            + "00", // 24: the message's tagged fields
            1, 9, 13, 19, 4);

    private static Layout layout(int version) {
        return version == 0 ? CLASSIC : FLEXIBLE;
    }

    static Stream<Arguments> versionsAndBuffers() {
        return Stream.of(0, 1).flatMap(version -> Stream.of(Arguments.of(version, false),
                Arguments.of(version, true)));
    }

    @ParameterizedTest(name = "version {0}, direct {1}")
    @MethodSource("versionsAndBuffers")
    void readGivesRetainedSlicesOfTheInput(int version, boolean direct) {
        Layout layout = layout(version);
        byte[] bytes = hex(layout.hex());
        ByteBuf in = direct ? PooledByteBufAllocator.DEFAULT.directBuffer()
                : PooledByteBufAllocator.DEFAULT.heapBuffer();
        try {
            in.writeBytes(BEFORE).writeBytes(bytes).readerIndex(BEFORE.length);
            Buffers read = CODEC.read(in, (short) version);
            assertEquals(BEFORE.length + bytes.length, in.readerIndex());
            assertArrayEquals(new byte[] {(byte) 0xaa, (byte) 0xbb, (byte) 0xcc}, ByteBufUtil.getBytes(read.first));
            assertArrayEquals(new byte[] {(byte) 0xdd, (byte) 0xee}, ByteBufUtil.getBytes(read.second));
            assertArrayEquals(new byte[] {(byte) 0xf1, (byte) 0xf2}, ByteBufUtil.getBytes(read.chunks.get(0).data));
            assertEquals(0, read.chunks.get(1).data.readableBytes());
            assertArrayEquals(new byte[] {(byte) 0x99}, ByteBufUtil.getBytes(read.tail.data));
            assertEquals(7, read.middle);
            assertEquals("kw", read.last);

            // one retain per non-empty field: first, second, the first chunk's data and the tail's data
            assertEquals(1 + 4, in.refCnt(), "the input's reference count after the read");

            // no copy: a change to the input shows in the fields
            assertSharesMemory(in, BEFORE.length + layout.first(), read.first);
            assertSharesMemory(in, BEFORE.length + layout.second(), read.second);
            assertSharesMemory(in, BEFORE.length + layout.chunk(), read.chunks.get(0).data);
            assertSharesMemory(in, BEFORE.length + layout.tail(), read.tail.data);

            // the holder releases each field, and only then is the input free
            List<ByteBuf> fields = List.of(read.first, read.second, read.chunks.get(0).data, read.tail.data);
            for (int i = 0; i < fields.size(); i++) {
                fields.get(i).release();
                assertEquals(4 - i, in.refCnt(), "after releasing field " + i);
            }
            read.chunks.get(1).data.release(); // the empty one holds no reference to the input
            assertEquals(1, in.refCnt());
        } finally {
            in.release(in.refCnt());
        }
    }

    /**
     * A pooled direct buffer is read through a window of {@value WireInput#WINDOW} bytes: with the
     * first field a little shorter than the window, at every length, the fields after it cross the
     * window's end at each of their bytes. Each {@code ByteBuf} field is still a retained slice of
     * the input with its own bytes, and every field after it reads right.
     */
    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void fieldsAcrossTheWindowsEndAreSlicesOfTheInput(int version) {
        byte[] second = pattern(20, 0x10);
        byte[] chunk = pattern(12, 0x40);
        byte[] tail = pattern(7, 0x70);
        for (int firstLength = WireInput.WINDOW - 64; firstLength <= WireInput.WINDOW + 4; firstLength++) {
            Buffers message = new Buffers();
            message.first = Unpooled.wrappedBuffer(new byte[firstLength]);
            message.middle = firstLength;
            message.second = Unpooled.wrappedBuffer(second);
            message.chunks = new ArrayList<>(List.of(Buffers.Chunk.of(Unpooled.wrappedBuffer(chunk)),
                    Buffers.Chunk.of(Unpooled.EMPTY_BUFFER)));
            message.tail = Buffers.Chunk.of(Unpooled.wrappedBuffer(tail));
            message.last = "k\u00e9".repeat(firstLength % 13);
            byte[] bytes = encode(message, version);
            ByteBuf in = PooledByteBufAllocator.DEFAULT.directBuffer().writeBytes(BEFORE).writeBytes(bytes);
            in.readerIndex(BEFORE.length);
            String what = "after a first field of " + firstLength + " bytes";
            try {
                Buffers read = CODEC.read(in, (short) version);
                try {
                    assertEquals(BEFORE.length + bytes.length, in.readerIndex(), what);
                    assertEquals(firstLength, read.first.readableBytes(), what);
                    assertEquals(firstLength, read.middle, what);
                    assertArrayEquals(second, ByteBufUtil.getBytes(read.second), what);
                    assertArrayEquals(chunk, ByteBufUtil.getBytes(read.chunks.get(0).data), what);
                    assertEquals(0, read.chunks.get(1).data.readableBytes(), what);
                    assertArrayEquals(tail, ByteBufUtil.getBytes(read.tail.data), what);
                    assertEquals(message.last, read.last, what);
                    assertEquals(1 + 4, in.refCnt(), what);
                    assertSharesMemory(in, BEFORE.length + indexOf(bytes, second), read.second);
                    assertSharesMemory(in, BEFORE.length + indexOf(bytes, chunk), read.chunks.get(0).data);
                    assertSharesMemory(in, BEFORE.length + indexOf(bytes, tail), read.tail.data);
                } finally {
                    CODEC.releaseBuffers(read);
                }
                assertEquals(1, in.refCnt(), what);
            } finally {
                in.release();
            }
        }
    }

    /** {@code length} bytes counting up from {@code from}, found nowhere else in a message of these tests. */
    private static byte[] pattern(int length, int from) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) (from + i);
        }
        return bytes;
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        for (int i = 0; i + part.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        throw new AssertionError("not in the message");
    }

    private static byte[] encode(Buffers message, int version) {
        ByteBuf out = Unpooled.buffer();
        try {
            CODEC.write(message, out, (short) version);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void writeLeavesTheFieldsReaderIndexes(int version) {
        Buffers message = new Buffers();
        ByteBuf first = Unpooled.buffer(16).writeBytes(new byte[] {0x00, (byte) 0xaa, (byte) 0xbb, (byte) 0xcc});
        first.readerIndex(1);
        ByteBuf second = Unpooled.wrappedBuffer(new byte[] {(byte) 0xdd, (byte) 0xee, 0x11}).writerIndex(2);
        ByteBuf chunk = Unpooled.wrappedBuffer(new byte[] {0x00, 0x00, (byte) 0xf1, (byte) 0xf2}).readerIndex(2);
        ByteBuf tail = Unpooled.wrappedBuffer(new byte[] {(byte) 0x99});
        message.first = first;
        message.middle = 7;
        message.second = second;
        message.chunks = new ArrayList<>(List.of(Buffers.Chunk.of(chunk), Buffers.Chunk.of(Unpooled.EMPTY_BUFFER)));
        message.tail = Buffers.Chunk.of(tail);
        message.last = "kw";

        // only the readable bytes of each field are written
        Buffers read = encodesAs(CODEC, message, version, layout(version).hex());
        try {
            assertIndexes(first, 1, 4);
            assertIndexes(second, 0, 2);
            assertIndexes(chunk, 2, 4);
            assertIndexes(tail, 0, 1);
        } finally {
            read.first.release();
            read.second.release();
            read.chunks.get(0).data.release();
            read.tail.data.release();
        }
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void readThatFailsAfterByteBufFieldsRetainsNothing(int version) {
        Layout layout = layout(version);
        byte[] bytes = hex(layout.hex());
        // every truncation that ends after the first ByteBuf field was read, up to one byte short
        for (int length = layout.afterFirst(); length < bytes.length; length++) {
            assertFailsRetainingNothing(Arrays.copyOf(bytes, length), version, "truncated to " + length + " bytes");
        }
    }

    @Test
    void readThatFailsOnBadValueAfterByteBufFieldsRetainsNothing() {
        byte[] bytes = hex(FLEXIBLE.hex());
        bytes[21] = 0; // last: a null string, which the field does not allow
        MalformedMessageException thrown = assertFailsRetainingNothing(bytes, 1, "null string");
        assertEquals("Buffers.last", thrown.field());
    }

    private static MalformedMessageException assertFailsRetainingNothing(byte[] bytes, int version, String what) {
        ByteBuf in = PooledByteBufAllocator.DEFAULT.directBuffer();
        try {
            in.writeBytes(BEFORE).writeBytes(bytes).readerIndex(BEFORE.length);
            MalformedMessageException thrown = assertThrows(MalformedMessageException.class,
                    () -> CODEC.read(in, (short) version), what);
            assertEquals(1, in.refCnt(), what + ": the failed read retained the input");
            assertEquals(BEFORE.length, in.readerIndex(), what + ": the failed read moved the reader index");
            return thrown;
        } finally {
            in.release(in.refCnt());
        }
    }

    private static void assertSharesMemory(ByteBuf in, int index, ByteBuf field) {
        byte before = field.getByte(field.readerIndex());
        in.setByte(index, 0x42);
        assertEquals(0x42, field.getByte(field.readerIndex()), "the field does not see a change to the input");
        in.setByte(index, before);
    }

    private static void assertIndexes(ByteBuf buffer, int readerIndex, int writerIndex) {
        assertEquals(readerIndex, buffer.readerIndex(), "reader index");
        assertEquals(writerIndex, buffer.writerIndex(), "writer index");
        assertEquals(1, buffer.refCnt(), "reference count");
    }
}
