package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.codec.MalformedMessageException;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.kafka.common.protocol.types.Type;

/** Buffers for the wire-primitive tests: every one they allocate is released before they return. */
final class TestBuffers {
    /**
     * Bytes before the item under test, read from an input or left alone in an output, so that
     * offsets and positions are checked as buffer indexes.
     */
    static final int PREAMBLE = 3;
    /** Where a heap output buffer starts in its array: it is a slice, so array indexes are not its own. */
    private static final int ARRAY_OFFSET = 5;
    /** What every byte of an output buffer holds until it is written. */
    private static final byte UNWRITTEN = (byte) 0xa5;
    private static final int FIRST_ROOM = 64;
    private static final int MOST_ROOM = 1 << 20;
    /** Every room of fewer bytes than this, and every one this close to the room a write needs, is tried. */
    private static final int EVERY_SHORTFALL = 64;

    private TestBuffers() {
    }

    /**
     * The bytes {@code writer} writes at an output buffer's position, {@link #PREAMBLE}; asserts
     * that it writes the same into a heap buffer (a slice of its array) and a direct one, leaves
     * their limits, and writes nothing outside the bytes its position moved over. The buffers have
     * {@value #FIRST_ROOM} bytes of room, doubled while the writer overflows the heap one.
     */
    static byte[] written(Consumer<ByteBuffer> writer) {
        for (int room = FIRST_ROOM;; room *= 2) {
            byte[] heap;
            try {
                heap = writtenInto(heapOut(room), writer);
            } catch (BufferOverflowException e) {
                if (room >= MOST_ROOM) {
                    throw e;
                }
                continue;
            }
            assertArrayEquals(heap, writtenInto(directOut(room), writer), "into a direct buffer as into a heap one");
            return heap;
        }
    }

    /**
     * What {@code writer} writes from {@code out}'s position, asserting that it left the limit and
     * wrote nothing outside the bytes its position moved over (each {@link #UNWRITTEN} before).
     */
    static byte[] writtenInto(ByteBuffer out, Consumer<ByteBuffer> writer) {
        int start = out.position();
        int limit = out.limit();
        writer.accept(out);
        int end = out.position();
        assertEquals(limit, out.limit(), "limit after the write");
        assertUnwritten(out, 0, start);
        assertUnwritten(out, end, out.capacity());
        byte[] bytes = new byte[end - start];
        out.get(start, bytes);
        return bytes;
    }

    /**
     * A heap buffer of {@code room} bytes from position {@link #PREAMBLE} to its limit, a slice of
     * its array from {@link #ARRAY_OFFSET}, every byte {@link #UNWRITTEN}: array writes must add
     * the array offset to the position.
     */
    static ByteBuffer heapOut(int room) {
        byte[] array = new byte[ARRAY_OFFSET + PREAMBLE + room + ARRAY_OFFSET];
        Arrays.fill(array, UNWRITTEN);
        ByteBuffer out = ByteBuffer.wrap(array, ARRAY_OFFSET, PREAMBLE + room).slice();
        return out.position(PREAMBLE);
    }

    /** A direct buffer of {@code room} bytes from position {@link #PREAMBLE} to its limit, every byte {@link #UNWRITTEN}. */
    static ByteBuffer directOut(int room) {
        ByteBuffer out = ByteBuffer.allocateDirect(PREAMBLE + room);
        while (out.hasRemaining()) {
            out.put(UNWRITTEN);
        }
        return out.position(PREAMBLE);
    }

    /**
     * Asserts that {@code writer} writes its bytes into heap and direct buffers with exactly room
     * for them, filling them to the limit, and throws {@link BufferOverflowException} into any with
     * less room. Where the room reaches {@code atomicFrom} bytes, the part from there on is written
     * whole or not at all: the position is left after the first {@code atomicFrom} bytes, which are
     * written, and nothing after them is (-1: no such part; for a helper that checks its room
     * first, 0). Every shortfall is tried for short writes, a sample for long ones.
     *
     * @return the bytes written
     */
    static byte[] assertOverflowsWithLessRoom(int atomicFrom, Consumer<ByteBuffer> writer) {
        byte[] bytes = written(writer);
        for (ByteBuffer exact : new ByteBuffer[] {heapOut(bytes.length), directOut(bytes.length)}) {
            assertArrayEquals(bytes, writtenInto(exact, writer), () -> "into exactly the room, " + kind(exact));
            assertEquals(0, exact.remaining(), () -> "room left in " + kind(exact));
        }
        for (int room = 0; room < bytes.length; room++) {
            boolean sampled = room < EVERY_SHORTFALL || bytes.length - room <= EVERY_SHORTFALL
                    || Math.abs(room - atomicFrom) <= 1;
            if (!sampled) {
                continue;
            }
            for (ByteBuffer out : new ByteBuffer[] {heapOut(room), directOut(room)}) {
                int start = out.position();
                int shortOf = bytes.length - room;
                assertThrows(BufferOverflowException.class, () -> writer.accept(out),
                        () -> shortOf + " bytes short, " + kind(out));
                assertEquals(start + room, out.limit(), "limit after an overflow");
                if (atomicFrom >= 0 && room >= atomicFrom) {
                    assertEquals(start + atomicFrom, out.position(),
                            () -> "position after an overflow " + shortOf + " bytes short, " + kind(out));
                    byte[] head = new byte[atomicFrom];
                    out.get(start, head);
                    assertArrayEquals(Arrays.copyOf(bytes, atomicFrom), head, "the bytes before the part that overflowed");
                    assertUnwritten(out, start + atomicFrom, out.capacity());
                }
                assertUnwritten(out, 0, start);
            }
        }
        return bytes;
    }

    /**
     * The exception of {@code type} that {@code writer} throws into heap and direct buffers with
     * {@code room} bytes of room, asserting that it left their positions and limits and wrote nothing.
     */
    static <E extends Throwable> E assertRefusedWritingNothing(Class<E> type, int room, Consumer<ByteBuffer> writer) {
        E thrown = null;
        for (ByteBuffer out : new ByteBuffer[] {heapOut(room), directOut(room)}) {
            thrown = assertThrows(type, () -> writer.accept(out), () -> kind(out));
            assertEquals(PREAMBLE, out.position(), () -> "position after the refusal, " + kind(out));
            assertEquals(PREAMBLE + room, out.limit(), () -> "limit after the refusal, " + kind(out));
            assertUnwritten(out, 0, out.capacity());
        }
        return thrown;
    }

    private static String kind(ByteBuffer out) {
        return out.isDirect() ? "direct" : "heap";
    }

    /** Asserts that bytes {@code from} to {@code to} of {@code out}, and of its array outside it, are unwritten. */
    private static void assertUnwritten(ByteBuffer out, int from, int to) {
        for (int i = from; i < to; i++) {
            if (out.get(i) != UNWRITTEN) {
                int index = i;
                fail(() -> "byte " + index + " of a " + kind(out) + " buffer written, which the position did not move"
                        + " over (bytes " + from + " to " + to + " were to be left alone)");
            }
        }
        if (out.hasArray()) {
            byte[] array = out.array();
            for (int i = 0; i < array.length; i++) {
                if ((i < out.arrayOffset() || i >= out.arrayOffset() + out.capacity()) && array[i] != UNWRITTEN) {
                    int index = i;
                    fail(() -> "byte " + index + " of the array written, outside the heap buffer's slice of it");
                }
            }
        }
    }

    /** The bytes {@code writer} writes into a fresh Netty buffer, which grows as it needs. */
    static byte[] writtenToByteBuf(Consumer<ByteBuf> writer) {
        ByteBuf out = Unpooled.buffer();
        try {
            writer.accept(out);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    /** What {@code reader} returns from {@code bytes} after {@link #PREAMBLE} bytes, asserting it read them all. */
    static <T> T read(byte[] bytes, Function<ByteBuf, T> reader) {
        ByteBuf in = input(bytes);
        try {
            T value = reader.apply(in);
            assertEquals(PREAMBLE + bytes.length, in.readerIndex(), "reader index after the item");
            return value;
        } finally {
            in.release();
        }
    }

    /** The exception {@code reader} throws for {@code bytes} after {@link #PREAMBLE} bytes; any other fails. */
    static MalformedMessageException malformed(byte[] bytes, Consumer<ByteBuf> reader) {
        ByteBuf in = input(bytes);
        try {
            return assertThrows(MalformedMessageException.class, () -> reader.accept(in));
        } finally {
            in.release();
        }
    }

    /**
     * Asserts that {@code reader} throws {@link MalformedMessageException}, reporting the item's
     * start, for every proper prefix of {@code bytes}.
     */
    static void assertEveryTruncationMalformed(byte[] bytes, Consumer<ByteBuf> reader) {
        for (int length = 0; length < bytes.length; length++) {
            byte[] prefix = Arrays.copyOf(bytes, length);
            MalformedMessageException e = malformed(prefix, reader);
            assertEquals(PREAMBLE, e.offset(), () -> "offset after truncation to " + prefix.length + " bytes: " + e);
        }
    }

    /** A buffer with {@link #PREAMBLE} bytes already read, then {@code bytes}. */
    static ByteBuf input(byte[] bytes) {
        ByteBuf in = Unpooled.buffer(PREAMBLE + bytes.length);
        in.writeZero(PREAMBLE).writeBytes(bytes).skipBytes(PREAMBLE);
        return in;
    }

    /** The bytes Kafka's own {@code type} writes for {@code value}. */
    static byte[] kafka(Type type, Object value) {
        ByteBuffer buffer = ByteBuffer.allocate(1 << 18);
        type.write(buffer, value);
        buffer.flip();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }

    /** The bytes of a hex string such as {@code "ac02"}. */
    static byte[] hex(String hex) {
        return HexFormat.of().parseHex(hex);
    }

    /** {@code parts} one after the other. */
    static byte[] concat(byte[]... parts) {
        ByteBuf all = Unpooled.buffer();
        try {
            for (byte[] part : parts) {
                all.writeBytes(part);
            }
            return ByteBufUtil.getBytes(all);
        } finally {
            all.release();
        }
    }
}
