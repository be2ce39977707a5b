package io.kwire.codec.internal;

import static io.kwire.codec.internal.TestBuffers.PREAMBLE;
import static io.kwire.codec.internal.TestBuffers.assertEveryTruncationMalformed;
import static io.kwire.codec.internal.TestBuffers.assertOverflowsWithLessRoom;
import static io.kwire.codec.internal.TestBuffers.concat;
import static io.kwire.codec.internal.TestBuffers.hex;
import static io.kwire.codec.internal.TestBuffers.kafka;
import static io.kwire.codec.internal.TestBuffers.malformed;
import static io.kwire.codec.internal.TestBuffers.read;
import static io.kwire.codec.internal.TestBuffers.written;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.internal.TestBuffers.Writer;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.Random;
import java.util.stream.IntStream;
import org.apache.kafka.common.protocol.types.Type;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class BytesTest {
    private static final String FIELD = "M.data";

    /** Lengths around each change of the compact prefix's width (length + 1 = 128, 16384). */
    static IntStream lengths() {
        return IntStream.of(0, 1, 2, 126, 127, 128, 16382, 16383, 16384, 100_000);
    }

    @ParameterizedTest
    @MethodSource("lengths")
    void arraysMatchKafka(int length) {
        byte[] value = randomBytes(length);
        byte[] classic = written(writer(value, false));
        assertArrayEquals(kafka(Type.BYTES, ByteBuffer.wrap(value)), classic);
        assertArrayEquals(kafka(Type.NULLABLE_BYTES, ByteBuffer.wrap(value)), classic);
        assertEquals(classic.length, Bytes.size(value, false));
        byte[] compact = written(writer(value, true));
        assertArrayEquals(kafka(Type.COMPACT_BYTES, ByteBuffer.wrap(value)), compact);
        assertArrayEquals(kafka(Type.COMPACT_NULLABLE_BYTES, ByteBuffer.wrap(value)), compact);
        assertEquals(compact.length, Bytes.size(value, true));
        assertArrayEquals(value, read(classic, in -> Bytes.readArray(in, false, false, FIELD)));
        assertArrayEquals(value, read(compact, in -> Bytes.readArray(in, true, false, FIELD)));
    }

    @ParameterizedTest
    @MethodSource("lengths")
    void buffersMatchArraysAndKeepTheirReaderIndex(int length) {
        byte[] value = randomBytes(length);
        for (ByteBuf buffer : valueBuffers(value)) {
            try {
                for (boolean compact : new boolean[] {false, true}) {
                    assertEquals(Bytes.size(value, compact), Bytes.size(buffer, compact));
                    assertArrayEquals(written(writer(value, compact)), written(writer(buffer, compact)),
                            buffer::toString);
                    assertEquals(5, buffer.readerIndex());
                    assertEquals(length, buffer.readableBytes());
                }
            } finally {
                buffer.release();
            }
        }
    }

    @Test
    void writesOverflowWithTooLittleRoomWritingNothingAtOrPastTheLimit() {
        for (int length : new int[] {0, 1, 126, 127, 300}) {
            byte[] value = randomBytes(length);
            for (boolean compact : new boolean[] {false, true}) {
                byte[] expected = written(writer(value, compact));
                assertArrayEquals(expected, assertOverflowsWithLessRoom(writer(value, compact)));
                for (ByteBuf buffer : valueBuffers(value)) {
                    try {
                        assertArrayEquals(expected, assertOverflowsWithLessRoom(writer(buffer, compact)),
                                buffer::toString);
                        assertEquals(5, buffer.readerIndex());
                        assertEquals(length, buffer.readableBytes());
                    } finally {
                        buffer.release();
                    }
                }
            }
        }
        assertArrayEquals(hex("00"), assertOverflowsWithLessRoom(writer((byte[]) null, true)));
        assertArrayEquals(hex("ffffffff"), assertOverflowsWithLessRoom(writer((ByteBuf) null, false)));
    }

    /** {@code value} after 5 bytes already read, in a heap, a direct and a composite buffer (split mid-value). */
    private static ByteBuf[] valueBuffers(byte[] value) {
        ByteBuf heap = Unpooled.buffer(value.length + 5).writeZero(5).writeBytes(value).skipBytes(5);
        ByteBuf direct = Unpooled.directBuffer(value.length + 5).writeZero(5).writeBytes(value).skipBytes(5);
        int half = value.length / 2;
        ByteBuf composite = Unpooled.compositeBuffer()
                .addComponent(true, Unpooled.buffer().writeZero(5).writeBytes(value, 0, half))
                .addComponent(true, Unpooled.wrappedBuffer(value, half, value.length - half).copy())
                .skipBytes(5);
        return new ByteBuf[] {heap, direct, composite};
    }

    @Test
    void nullIsTheNullPrefix() {
        assertEquals(4, Bytes.size((byte[]) null, false));
        assertEquals(1, Bytes.size((byte[]) null, true));
        assertEquals(4, Bytes.size((ByteBuf) null, false));
        assertEquals(1, Bytes.size((ByteBuf) null, true));
        assertArrayEquals(kafka(Type.NULLABLE_BYTES, null), written(writer((byte[]) null, false)));
        assertArrayEquals(kafka(Type.COMPACT_NULLABLE_BYTES, null), written(writer((byte[]) null, true)));
        assertArrayEquals(hex("ffffffff"), written(writer((ByteBuf) null, false)));
        assertArrayEquals(hex("00"), written(writer((ByteBuf) null, true)));
        assertNull(read(hex("ffffffff"), in -> Bytes.readArray(in, false, true, FIELD)));
        assertNull(read(hex("00"), in -> Bytes.readArray(in, true, true, FIELD)));
        assertNull(read(hex("ffffffff"), in -> Bytes.readSlice(in, false, true, FIELD)));
        assertNull(read(hex("00"), in -> Bytes.readSlice(in, true, true, FIELD)));
    }

    @Test
    void readArrayCopies() {
        try (TestBuffers.Input input = TestBuffers.input(hex("0000000301020304"))) {
            byte[] value = Bytes.readArray(input.in(), false, false, FIELD);
            assertArrayEquals(hex("010203"), value);
            input.buffer().setByte(PREAMBLE + 4, 9);
            assertArrayEquals(hex("010203"), value);
            assertEquals(PREAMBLE + 7, input.in().position());
        }
    }

    @Test
    void readSliceSharesTheInputWithoutRetainingIt() {
        try (TestBuffers.Input input = TestBuffers.input(hex("04010203ff"))) {
            ByteBuf slice = Bytes.readSlice(input.in(), true, false, FIELD);
            assertArrayEquals(hex("010203"), ByteBufUtil.getBytes(slice));
            assertNotSame(input.buffer(), slice);
            input.buffer().setByte(PREAMBLE + 1, 9);
            assertEquals(9, slice.getByte(0));
            assertEquals(1, input.buffer().refCnt());
            assertEquals(PREAMBLE + 4, input.in().position());
            assertEquals(0, input.buffer().readerIndex());
        }
    }

    @Test
    void emptySliceIsEmpty() {
        ByteBuf empty = read(hex("00000000"), in -> Bytes.readSlice(in, false, false, FIELD));
        assertEquals(0, empty.readableBytes());
        assertArrayEquals(new byte[0], read(hex("01"), in -> Bytes.readArray(in, true, false, FIELD)));
    }

    @Test
    void nullThatIsNotAllowedIsMalformed() {
        MalformedMessageException classic = malformed(hex("ffffffff"), in -> Bytes.readArray(in, false, false, FIELD));
        assertEquals("null bytes, but the field is not nullable", classic.problem());
        assertEquals(PREAMBLE, classic.offset());
        assertEquals(FIELD, classic.field());
        MalformedMessageException compact = malformed(hex("00"), in -> Bytes.readSlice(in, true, false, FIELD));
        assertEquals("null compact bytes, but the field is not nullable", compact.problem());
    }

    @Test
    void negativeLengthsOtherThanNullAreMalformed() {
        for (int length : new int[] {-2, -1000, Integer.MIN_VALUE}) {
            byte[] bytes = concat(written((out, at, limit) -> Writes.int32(out, at, limit, length)), new byte[16]);
            MalformedMessageException e = malformed(bytes, in -> Bytes.readArray(in, false, true, FIELD));
            assertEquals("bytes length " + length + " is negative", e.problem());
            assertEquals(PREAMBLE, e.offset());
            malformed(bytes, in -> Bytes.readSlice(in, false, true, FIELD));
        }
    }

    @Test
    void lengthsBeyondTheRemainingBytesAreMalformedBeforeAnythingIsAllocated() {
        MalformedMessageException huge = malformed(hex("7fffffff00"), in -> Bytes.readArray(in, false, false, FIELD));
        assertEquals("bytes length 2147483647 needs 2147483647 bytes but 1 remains", huge.problem());
        assertEquals(PREAMBLE, huge.offset());
        MalformedMessageException compact = malformed(hex("ffffffff0f"), in -> Bytes.readArray(in, true, false, FIELD));
        assertEquals("compact bytes length 4294967294 needs 4294967294 bytes but 0 remain", compact.problem());
        MalformedMessageException slice = malformed(hex("0000000501"), in -> Bytes.readSlice(in, false, false, FIELD));
        assertEquals("bytes length 5 needs 5 bytes but 1 remains", slice.problem());
    }

    @Test
    void everyTruncationIsMalformed() {
        byte[] value = randomBytes(130);
        for (boolean compact : new boolean[] {false, true}) {
            byte[] bytes = written(writer(value, compact));
            assertEveryTruncationMalformed(bytes, in -> Bytes.readArray(in, compact, true, FIELD));
            assertEveryTruncationMalformed(bytes, in -> Bytes.readSlice(in, compact, true, FIELD));
        }
    }

    /** {@link Bytes#write(byte[], int, int, byte[], boolean)} of {@code value}. */
    private static Writer writer(byte[] value, boolean compact) {
        return (out, at, limit) -> Bytes.write(out, at, limit, value, compact);
    }

    /** {@link Bytes#write(byte[], int, int, ByteBuf, boolean)} of {@code value}. */
    private static Writer writer(ByteBuf value, boolean compact) {
        return (out, at, limit) -> Bytes.write(out, at, limit, value, compact);
    }

    private static byte[] randomBytes(int length) {
        byte[] bytes = new byte[length];
        new Random(length).nextBytes(bytes);
        return bytes;
    }

    @Test
    void namedVariantsReadWriteAndSizeTheirLayout() {
        byte[] data = hex("0a0b");
        ByteBuf buffer = Unpooled.wrappedBuffer(data);
        assertArrayEquals(hex("000000020a0b"),
                assertOverflowsWithLessRoom((out, at, limit) -> Bytes.write(out, at, limit, data)));
        assertArrayEquals(hex("030a0b"),
                assertOverflowsWithLessRoom((out, at, limit) -> Bytes.writeCompact(out, at, limit, data)));
        assertArrayEquals(hex("000000020a0b"),
                assertOverflowsWithLessRoom((out, at, limit) -> Bytes.write(out, at, limit, buffer)));
        assertArrayEquals(hex("030a0b"),
                assertOverflowsWithLessRoom((out, at, limit) -> Bytes.writeCompact(out, at, limit, buffer)));
        assertEquals(0, buffer.readerIndex());
        assertEquals(6, Bytes.size(data));
        assertEquals(3, Bytes.sizeCompact(data));
        assertEquals(6, Bytes.size(buffer));
        assertEquals(3, Bytes.sizeCompact(buffer));
        assertArrayEquals(data, read(hex("000000020a0b"), in -> Bytes.readArray(in, FIELD)));
        assertArrayEquals(data, read(hex("000000020a0b"), in -> Bytes.readNullableArray(in, FIELD)));
        assertArrayEquals(data, read(hex("030a0b"), in -> Bytes.readCompactArray(in, FIELD)));
        assertArrayEquals(data, read(hex("030a0b"), in -> Bytes.readCompactNullableArray(in, FIELD)));
        assertNull(read(hex("ffffffff"), in -> Bytes.readNullableArray(in, FIELD)));
        assertNull(read(hex("00"), in -> Bytes.readCompactNullableArray(in, FIELD)));
        assertEquals(2, (int) read(hex("000000020a0b"), in -> Bytes.readSlice(in, FIELD).readableBytes()));
        assertEquals(2, (int) read(hex("000000020a0b"), in -> Bytes.readNullableSlice(in, FIELD).readableBytes()));
        assertEquals(2, (int) read(hex("030a0b"), in -> Bytes.readCompactSlice(in, FIELD).readableBytes()));
        assertEquals(2, (int) read(hex("030a0b"), in -> Bytes.readCompactNullableSlice(in, FIELD).readableBytes()));
        assertNull(read(hex("ffffffff"), in -> Bytes.readNullableSlice(in, FIELD)));
        assertNull(read(hex("00"), in -> Bytes.readCompactNullableSlice(in, FIELD)));
        assertEquals("null bytes, but the field is not nullable",
                malformed(hex("ffffffff"), in -> Bytes.readSlice(in, FIELD)).problem());
        assertEquals("null compact bytes, but the field is not nullable",
                malformed(hex("00"), in -> Bytes.readCompactArray(in, FIELD)).problem());
    }
}
