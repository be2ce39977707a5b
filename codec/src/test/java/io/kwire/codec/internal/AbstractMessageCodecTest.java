package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.InvalidValueException;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.wire.Staging;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;
import org.apache.kafka.common.message.RequestHeaderData;
import org.apache.kafka.common.message.ResponseHeaderData;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.MessageUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link AbstractMessageCodec#write}, through the generated header codecs: it writes a heap buffer
 * in place in its array, and any buffer without one (direct, or a composite of more than one part)
 * through the thread's staging array and one copy, sizes and grows the buffer once and writes again
 * where its writable bytes are too few, and leaves the writer index where it was on any failure. The
 * bytes are Kafka's own. A hand-written codec of one bytes field shows which array and bounds
 * {@code writeTo} is given, and takes messages around and over the staging array's most,
 * {@link Staging#CAP}, which go through an array of their own into a buffer without an
 * array; Kafka's own large messages are {@code LargeMessageWritesTest}'s, in the kafka
 * module.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class AbstractMessageCodecTest {
    /** Bytes written before the message, which it must leave alone; the message starts at this writer index. */
    private static final int PREAMBLE = 3;
    private static final byte PREAMBLE_BYTE = 0x5c;

    /** Client ids of each path of the string writer: ASCII, Latin-1, others, long ones, none. */
    private static final List<String> CLIENT_IDS = clientIds();

    /** A named way to get a buffer of some initial capacity, with room to grow to any size. */
    private record Kind(String name, IntFunction<ByteBuf> allocate) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static final List<Kind> KINDS = List.of(
            new Kind("unpooled heap", Unpooled::buffer),
            new Kind("unpooled direct", Unpooled::directBuffer),
            new Kind("pooled heap", PooledByteBufAllocator.DEFAULT::heapBuffer),
            new Kind("pooled direct", PooledByteBufAllocator.DEFAULT::directBuffer),
            new Kind("composite grown from none", capacity -> Unpooled.compositeBuffer()),
            new Kind("composite of one part", capacity -> composite(capacity, 1)),
            new Kind("composite of two parts", capacity -> composite(capacity, 2)));

    @Test
    void writesKafkasBytesIntoAmpleRoomOfEveryKindOfBuffer() {
        for (Kind kind : KINDS) {
            for (String clientId : CLIENT_IDS) {
                for (short version = 1; version <= 2; version++) {
                    RequestHeader header = header(clientId);
                    byte[] expected = kafka(header, version);
                    assertEquals(expected.length, RequestHeaderCodec.INSTANCE.size(header, version));
                    assertWrites(kind, PREAMBLE + expected.length + 100, header, version, expected);
                }
            }
        }
    }

    /**
     * Where the writable bytes are too few, for none to all but one, the message is written again
     * once the buffer is grown: the bytes equal those written into ample room, whatever the first
     * attempt left past the writer index.
     */
    @Test
    void growsABufferTooSmallAndWritesTheSameBytesAsIntoAmpleRoom() {
        for (Kind kind : KINDS) {
            for (String clientId : CLIENT_IDS) {
                RequestHeader header = header(clientId);
                for (short version = 1; version <= 2; version++) {
                    byte[] expected = kafka(header, version);
                    assertArrayEquals(expected, writtenIntoAmpleRoom(header, version));
                    for (int room : rooms(expected.length)) {
                        assertWrites(kind, PREAMBLE + room, header, version, expected);
                    }
                }
            }
        }
    }

    @Test
    void writesIntoABufferThatCanGrowToExactlyTheSize() {
        RequestHeader header = header("client-\u00e9-\u65e5");
        byte[] expected = kafka(header, (short) 2);
        for (ByteBuf out : new ByteBuf[] {Unpooled.buffer(PREAMBLE + 1, PREAMBLE + expected.length),
            Unpooled.directBuffer(PREAMBLE + 1, PREAMBLE + expected.length)}) {
            try {
                out.writerIndex(PREAMBLE);
                RequestHeaderCodec.INSTANCE.write(header, out, (short) 2);
                assertEquals(PREAMBLE + expected.length, out.writerIndex());
                assertArrayEquals(expected, ByteBufUtil.getBytes(out, PREAMBLE, expected.length));
            } finally {
                out.release();
            }
        }
    }

    /** A buffer whose maximum capacity is too small: IndexOutOfBoundsException, and the writer index has not moved. */
    @Test
    void aBufferThatCannotGrowEnoughIsRefusedAndItsWriterIndexKept() {
        for (String clientId : CLIENT_IDS) {
            RequestHeader header = header(clientId);
            int size = RequestHeaderCodec.INSTANCE.size(header, (short) 2);
            for (int maxCapacity : new int[] {PREAMBLE, PREAMBLE + 1, PREAMBLE + size - 1}) {
                List<ByteBuf> outs = List.of(Unpooled.buffer(PREAMBLE, maxCapacity),
                        Unpooled.directBuffer(PREAMBLE, maxCapacity),
                        PooledByteBufAllocator.DEFAULT.heapBuffer(PREAMBLE, maxCapacity),
                        PooledByteBufAllocator.DEFAULT.directBuffer(PREAMBLE, maxCapacity));
                for (ByteBuf out : outs) {
                    try {
                        out.writeBytes(preamble());
                        int capacity = out.capacity();
                        assertThrows(IndexOutOfBoundsException.class,
                                () -> RequestHeaderCodec.INSTANCE.write(header, out, (short) 2), out::toString);
                        assertEquals(PREAMBLE, out.writerIndex(), out::toString);
                        assertEquals(0, out.readerIndex(), out::toString);
                        assertEquals(capacity, out.capacity(), out::toString);
                        assertArrayEquals(preamble(), ByteBufUtil.getBytes(out), out::toString);
                    } finally {
                        out.release();
                    }
                }
            }
        }
    }

    /**
     * A value the wire cannot carry (a client id over 32767 bytes) fails the write, into ample room
     * (after the fields before it are written past the writer index) or too little (when the
     * message is sized), and leaves the writer index where it was; the buffer then takes a message.
     */
    @Test
    void aFailedWriteLeavesTheWriterIndexWhereItWas() {
        RequestHeader good = header("client-1");
        byte[] expected = kafka(good, (short) 2);
        for (String tooLong : new String[] {"a".repeat(32768), "\u65e5".repeat(10923), "\u00e9".repeat(16384)}) {
            RequestHeader bad = header(tooLong);
            for (Kind kind : KINDS) {
                for (int room : new int[] {0, 4, 9, 40_000}) {
                    ByteBuf out = buffer(kind, PREAMBLE + room);
                    try {
                        InvalidValueException e = assertThrows(InvalidValueException.class,
                                () -> RequestHeaderCodec.INSTANCE.write(bad, out, (short) 2), kind::toString);
                        assertEquals("RequestHeader.clientId", e.field());
                        assertEquals(PREAMBLE, out.writerIndex(), () -> kind + ", " + room + " bytes of room");
                        assertArrayEquals(preamble(), ByteBufUtil.getBytes(out), kind::toString);
                        RequestHeaderCodec.INSTANCE.write(good, out, (short) 2);
                        assertArrayEquals(expected, ByteBufUtil.getBytes(out, PREAMBLE, out.writerIndex() - PREAMBLE),
                                () -> kind + ", the message written after the failed one");
                    } finally {
                        out.release();
                    }
                }
            }
        }
    }

    @Test
    void aVersionOutOfRangeWritesNothing() {
        ByteBuf out = buffer(KINDS.get(0), PREAMBLE + 64);
        try {
            for (short version : new short[] {0, 3, -1}) {
                assertThrows(UnsupportedVersionException.class,
                        () -> RequestHeaderCodec.INSTANCE.write(header("c"), out, version));
                assertEquals(PREAMBLE, out.writerIndex());
            }
        } finally {
            out.release();
        }
    }

    /** A codec that writes only fixed-width fields, through the same paths. */
    @Test
    void fixedWidthMessagesGrowTheBufferToo() {
        ResponseHeader header = new ResponseHeader();
        header.correlationId = 0x01020304;
        for (short version = 0; version <= 1; version++) {
            byte[] expected = kafka(new ResponseHeaderData().setCorrelationId(header.correlationId), version);
            for (Kind kind : KINDS) {
                for (int room : rooms(expected.length)) {
                    ByteBuf out = buffer(kind, PREAMBLE + room);
                    try {
                        ResponseHeaderCodec.INSTANCE.write(header, out, version);
                        assertEquals(PREAMBLE + expected.length, out.writerIndex(), kind::toString);
                        assertArrayEquals(expected, ByteBufUtil.getBytes(out, PREAMBLE, expected.length),
                                kind::toString);
                    } finally {
                        out.release();
                    }
                }
            }
        }
    }

    /**
     * The first {@code writeTo} of a message gets a heap buffer's own array, from its writer index to
     * the end of its writable bytes; any other buffer's gets this thread's staging array, from 0 to
     * the writable bytes or the staging array's length, whichever is fewer. A message that does not
     * fit there is written once more, into the grown buffer, or into an array of at least its size:
     * the staging array grown to hold it (at most {@link Staging#CAP}), or, past that, one of its own.
     */
    @Test
    void aHeapBufferIsWrittenInPlaceAndAnyOtherThroughTheStagingArrayUpToItsMost() {
        int maxStaged = Staging.CAP;
        for (int length : new int[] {0, 100, maxStaged - 4, maxStaged - 3, 3 * maxStaged}) {
            byte[] message = blob(length);
            int size = Bytes.size(message);
            for (Kind kind : KINDS) {
                for (int room : new int[] {0, 10, size - 1, size, maxStaged, maxStaged + 1, size + 1000}) {
                    BlobCodec codec = new BlobCodec();
                    ByteBuf out = buffer(kind, PREAMBLE + room);
                    try {
                        String where = kind + ", " + out.writableBytes() + " bytes writable, a message of " + size;
                        boolean inPlace = out.hasArray();
                        int writable = out.writableBytes();
                        int from = inPlace ? out.arrayOffset() + out.writerIndex() : 0;
                        byte[] array = inPlace ? out.array() : null;
                        assertDoesNotThrow(() -> codec.write(message, out, (short) 0), where);
                        BlobCodec.WriteCall first = codec.calls().get(0);
                        if (inPlace) {
                            assertSame(array, first.out(), () -> where + ": the buffer's own array");
                        } else {
                            assertTrue(first.out().length <= maxStaged, () -> where + ": the staging array");
                        }
                        int limit = inPlace ? from + writable : Math.min(writable, first.out().length);
                        assertEquals(from, first.at(), () -> where + ": the index the first write starts at");
                        assertEquals(limit, first.limit(), () -> where + ": the first write's limit");
                        assertEquals(size <= limit - from ? 1 : 2, codec.calls().size(), () -> where + ": writes");
                        if (!inPlace && codec.calls().size() == 2) {
                            BlobCodec.WriteCall second = codec.calls().get(1);
                            assertTrue(second.out().length >= size && second.limit() >= size,
                                    () -> where + ": the second write, into an array that holds it");
                        }
                        assertWritten(out, message, where);
                    } finally {
                        out.release();
                    }
                }
            }
        }
    }

    /**
     * Asserts that {@code out} holds the {@link #PREAMBLE}, then {@code message} as
     * {@link BlobCodec} writes it, and nothing more, and that the codec reads it back.
     */
    private static void assertWritten(ByteBuf out, byte[] message, String where) {
        assertEquals(PREAMBLE + Bytes.size(message), out.writerIndex(), where);
        assertEquals(0, out.readerIndex(), where);
        assertArrayEquals(preamble(), ByteBufUtil.getBytes(out, 0, PREAMBLE), where);
        assertEquals(message.length, out.getInt(PREAMBLE), where);
        assertArrayEquals(message, ByteBufUtil.getBytes(out, PREAMBLE + Integer.BYTES, message.length), where);
        out.skipBytes(PREAMBLE);
        assertArrayEquals(message, new BlobCodec().read(out, (short) 0), where);
        assertEquals(0, out.readableBytes(), where);
    }

    /**
     * Writes {@code header} into a buffer of {@code kind} with {@link #PREAMBLE} bytes written and
     * a capacity of {@code capacity}, asserting that the bytes after them are {@code expected}, the
     * writer index is just after them, the preamble and reader index are untouched, and the codec
     * reads the message back.
     */
    private static void assertWrites(Kind kind, int capacity, RequestHeader header, short version, byte[] expected) {
        ByteBuf out = buffer(kind, capacity);
        try {
            RequestHeaderCodec.INSTANCE.write(header, out, version);
            String where = kind + ", " + (capacity - PREAMBLE) + " bytes of room, v" + version + ", clientId of "
                    + (header.clientId == null ? "null" : header.clientId.length() + " chars");
            assertEquals(PREAMBLE + expected.length, out.writerIndex(), where);
            assertEquals(0, out.readerIndex(), where);
            assertArrayEquals(preamble(), ByteBufUtil.getBytes(out, 0, PREAMBLE), where);
            assertArrayEquals(expected, ByteBufUtil.getBytes(out, PREAMBLE, expected.length), where);
            out.skipBytes(PREAMBLE);
            RequestHeader read = RequestHeaderCodec.INSTANCE.read(out, version);
            assertEquals(header.requestApiKey, read.requestApiKey, where);
            assertEquals(header.requestApiVersion, read.requestApiVersion, where);
            assertEquals(header.correlationId, read.correlationId, where);
            assertEquals(asKafkaReadsIt(header.clientId), read.clientId, where);
            assertEquals(0, out.readableBytes(), where);
        } finally {
            out.release();
        }
    }

    /**
     * A buffer of {@code kind} with the {@link #PREAMBLE} bytes written and {@code capacity} bytes
     * in all (a composite grown from none: at least).
     */
    private static ByteBuf buffer(Kind kind, int capacity) {
        ByteBuf out = kind.allocate().apply(capacity);
        if (out instanceof CompositeByteBuf composite && composite.numComponents() > 0) {
            // Its parts hold the preamble and the room already.
            return out;
        }
        return out.writeBytes(preamble());
    }

    /**
     * A composite of {@code parts} parts (1 or 2) that together hold the preamble, written, and the
     * room after it: growing it adds a part.
     */
    private static CompositeByteBuf composite(int capacity, int parts) {
        CompositeByteBuf out = Unpooled.compositeBuffer();
        if (parts == 1) {
            out.addComponent(Unpooled.buffer(capacity, capacity).writeBytes(preamble()).writerIndex(capacity));
        } else {
            out.addComponent(Unpooled.directBuffer(2, 2).writeBytes(preamble(), 0, 2));
            out.addComponent(Unpooled.buffer(capacity - 2, capacity - 2).writeBytes(preamble(), 2, PREAMBLE - 2)
                    .writerIndex(capacity - 2));
        }
        assertEquals(parts, out.nioBufferCount());
        return out.writerIndex(PREAMBLE);
    }

    private static byte[] writtenIntoAmpleRoom(RequestHeader header, short version) {
        ByteBuf out = Unpooled.buffer(1 << 17);
        try {
            RequestHeaderCodec.INSTANCE.write(header, out, version);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    /** Every room from none to one byte short of {@code size}, for a short message; a sample for a long one. */
    private static List<Integer> rooms(int size) {
        List<Integer> rooms = new ArrayList<>();
        for (int room = 0; room < size; room++) {
            if (room < 24 || size - room <= 24) {
                rooms.add(room);
            }
        }
        return rooms;
    }

    /** {@code length} bytes, the same for each length. */
    private static byte[] blob(int length) {
        byte[] blob = new byte[length];
        new Random(length).nextBytes(blob);
        return blob;
    }

    private static RequestHeader header(String clientId) {
        return new RequestHeader((short) 18, (short) 4, 0x0a0b0c0d, clientId);
    }

    private static List<String> clientIds() {
        List<String> ids = new ArrayList<>(List.of("", "c", "client-1", "h\u00e9llo w\u00f6rld", "\u65e5\u672c\u8a9e",
                "a\uD83D\uDE00b", "x\uD800y", "\uDC00"));
        ids.add(null);
        ids.addAll(List.of("x".repeat(300), "\u00e9".repeat(200), "\u65e5".repeat(1000), "a".repeat(32767)));
        return ids;
    }

    private static byte[] preamble() {
        return new byte[] {PREAMBLE_BYTE, PREAMBLE_BYTE, PREAMBLE_BYTE};
    }

    /** {@code value} as written in UTF-8 and read back: an unpaired surrogate becomes '?'. */
    private static String asKafkaReadsIt(String value) {
        return value == null ? null : new String(value.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
    }

    private static byte[] kafka(RequestHeader header, short version) {
        return kafka(new RequestHeaderData().setRequestApiKey(header.requestApiKey)
                .setRequestApiVersion(header.requestApiVersion).setCorrelationId(header.correlationId)
                .setClientId(header.clientId), version);
    }

    private static byte[] kafka(Message message, short version) {
        ByteBuffer buffer = MessageUtil.toByteBufferAccessor(message, version).buffer();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        assertTrue(bytes.length > 0);
        return bytes;
    }
}
