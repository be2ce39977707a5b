package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.codec.MalformedMessageException;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.kafka.common.protocol.types.Type;

/**
 * Buffers for the wire-primitive tests: every one they allocate is released before they return.
 * Reads run on a heap buffer and on buffers without an array, read through windows that refill.
 */
final class TestBuffers {
    /**
     * Bytes before the item under test, read from an input or left alone in an output array, so
     * that offsets and the index a write starts from are checked.
     */
    static final int PREAMBLE = 3;
    /** Bytes of an output array past its limit, which a write must leave alone. */
    private static final int PAST_LIMIT = 5;
    /** What every byte of an output array holds until it is written. */
    private static final byte UNWRITTEN = (byte) 0xa5;
    private static final int FIRST_ROOM = 64;
    private static final int MOST_ROOM = 1 << 20;
    /** Every room of fewer bytes than this, and every one this close to the room a write needs, is tried. */
    private static final int EVERY_SHORTFALL = 64;
    /**
     * Rooms of up to this many bytes over the exact one are tried too: a varlong's most, where the
     * varint writers stop checking the room byte by byte.
     */
    private static final int SLACK = 10;

    private TestBuffers() {
    }

    /** A write into an array as the runtime's helpers do it ({@link Writes}). */
    @FunctionalInterface
    interface Writer {
        /** Writes into {@code out} from index {@code at}, bounded by {@code limit}; returns the index after it. */
        int write(byte[] out, int at, int limit);
    }

    /**
     * The bytes {@code writer} writes from index {@link #PREAMBLE} of an array, asserting what
     * {@link #writtenInto} does. The array has {@value #FIRST_ROOM} bytes of room, doubled while the
     * writer throws {@link WriteOverflow}, having written nothing at or past its limit.
     */
    static byte[] written(Writer writer) {
        for (int room = FIRST_ROOM;; room *= 2) {
            byte[] out = out(room);
            try {
                return writtenInto(out, writer);
            } catch (WriteOverflow e) {
                if (room >= MOST_ROOM) {
                    throw e;
                }
                assertUnwritten(out, 0, PREAMBLE);
                assertUnwritten(out, PREAMBLE + room, out.length);
            }
        }
    }

    /**
     * What {@code writer} writes from index {@link #PREAMBLE} of an array with {@code room} bytes
     * before its limit, asserting what {@link #writtenInto(byte[], Writer)} does.
     */
    static byte[] writtenInto(int room, Writer writer) {
        return writtenInto(out(room), writer);
    }

    /**
     * What {@code writer} writes into {@code out} (from {@link #out}) from index {@link #PREAMBLE},
     * asserting that the index it returns is at most the limit and that it wrote nothing outside the
     * bytes up to that index (each {@link #UNWRITTEN} before).
     */
    private static byte[] writtenInto(byte[] out, Writer writer) {
        int limit = out.length - PAST_LIMIT;
        int end = writer.write(out, PREAMBLE, limit);
        assertTrue(end >= PREAMBLE && end <= limit, () -> "the index returned, " + end + ", from " + PREAMBLE
                + " to a limit of " + limit);
        assertUnwritten(out, 0, PREAMBLE);
        assertUnwritten(out, end, out.length);
        return Arrays.copyOfRange(out, PREAMBLE, end);
    }

    /**
     * An output array of {@link #PREAMBLE} bytes, {@code room} bytes up to the limit a write is
     * given, and {@link #PAST_LIMIT} bytes past it, every byte {@link #UNWRITTEN}.
     */
    private static byte[] out(int room) {
        byte[] out = new byte[PREAMBLE + room + PAST_LIMIT];
        Arrays.fill(out, UNWRITTEN);
        return out;
    }

    /**
     * Asserts that {@code writer} writes its bytes into exactly the room for them, and into a few
     * bytes more, and throws {@link WriteOverflow} into any less room, having written nothing at
     * or past the limit. Every shortfall is tried for short writes, a sample for long ones.
     *
     * @return the bytes written
     */
    static byte[] assertOverflowsWithLessRoom(Writer writer) {
        byte[] bytes = written(writer);
        for (int room = bytes.length; room <= bytes.length + SLACK; room++) {
            int slack = room - bytes.length;
            assertArrayEquals(bytes, writtenInto(room, writer), () -> "into the room for them and " + slack + " more");
        }
        for (int room = 0; room < bytes.length; room++) {
            if (room >= EVERY_SHORTFALL && bytes.length - room > EVERY_SHORTFALL) {
                continue;
            }
            byte[] out = out(room);
            int limit = PREAMBLE + room;
            int shortOf = bytes.length - room;
            WriteOverflow thrown = assertThrows(WriteOverflow.class, () -> writer.write(out, PREAMBLE, limit),
                    () -> shortOf + " bytes short");
            assertSame(WriteOverflow.INSTANCE, thrown, "the one instance");
            assertUnwritten(out, 0, PREAMBLE);
            assertUnwritten(out, limit, out.length);
        }
        return bytes;
    }

    /**
     * The exception of {@code type} that {@code writer} throws into an array with {@code room}
     * bytes of room, asserting that it wrote nothing.
     */
    static <E extends Throwable> E assertRefusedWritingNothing(Class<E> type, int room, Writer writer) {
        byte[] out = out(room);
        E thrown = assertThrows(type, () -> writer.write(out, PREAMBLE, PREAMBLE + room));
        assertUnwritten(out, 0, out.length);
        return thrown;
    }

    /** Asserts that bytes {@code from} to {@code to} of {@code out} are unwritten. */
    private static void assertUnwritten(byte[] out, int from, int to) {
        for (int i = from; i < to; i++) {
            if (out[i] != UNWRITTEN) {
                int index = i;
                fail(() -> "byte " + index + " of the array written (bytes " + from + " to " + to
                        + " were to be left alone; the limit was " + (out.length - PAST_LIMIT) + ")");
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

    /** A read from a cursor, as the runtime's helpers do it. */
    @FunctionalInterface
    interface Reader<T> {
        T read(WireInput in);
    }

    /**
     * A buffer the bytes under test are read from, {@code before} bytes after its reader index,
     * through a cursor whose window holds {@code window} bytes and which has read those before.
     */
    private record Layout(String name, Function<byte[], ByteBuf> holding, int window, int before) {
        @Override
        public String toString() {
            return name + ", the item " + before + " bytes in, a window of " + window;
        }

        ByteBuf buffer(byte[] bytes) {
            byte[] all = new byte[before + bytes.length];
            Arrays.fill(all, 0, before, BEFORE);
            System.arraycopy(bytes, 0, all, before, bytes.length);
            return holding.apply(all);
        }

        WireInput open(ByteBuf buffer) {
            WireInput in = new WireInput(window);
            in.start(buffer);
            if (before > 0) {
                in.take(before, "before the item");
            }
            return in;
        }
    }

    /** The fewest bytes a window may hold: a uuid's. */
    private static final int SMALLEST_WINDOW = 16;
    private static final byte BEFORE = 0x5a;

    /**
     * The heap buffer every read is compared with, then buffers without an array read through a
     * window: pooled direct, a composite of one-byte parts, and direct buffers read through the
     * smallest window with the item starting at each of its bytes, so that a refill falls at every
     * byte of a short item.
     */
    private static final List<Layout> LAYOUTS = layouts();

    private static List<Layout> layouts() {
        List<Layout> layouts = new ArrayList<>(List.of(
                new Layout("heap", bytes -> Unpooled.buffer(bytes.length).writeBytes(bytes), WireInput.WINDOW,
                        PREAMBLE),
                new Layout("pooled direct",
                        bytes -> PooledByteBufAllocator.DEFAULT.directBuffer(bytes.length).writeBytes(bytes),
                        WireInput.WINDOW, PREAMBLE),
                new Layout("composite of one-byte parts", TestBuffers::oneBytePerPart, SMALLEST_WINDOW, PREAMBLE)));
        for (int before = 0; before < SMALLEST_WINDOW; before++) {
            layouts.add(new Layout("direct", bytes -> Unpooled.directBuffer(bytes.length).writeBytes(bytes),
                    SMALLEST_WINDOW, before));
        }
        return layouts;
    }

    /** {@code bytes} in a composite buffer of one part a byte, which has no array. */
    private static ByteBuf oneBytePerPart(byte[] bytes) {
        CompositeByteBuf composite = Unpooled.compositeBuffer(Math.max(1, bytes.length));
        for (byte b : bytes) {
            composite.addComponent(true, Unpooled.buffer(1, 1).writeByte(b));
        }
        return composite;
    }

    /**
     * What {@code reader} returns from {@code bytes} in a heap buffer, asserting that it read them
     * all, that it returns the same from every other {@link #LAYOUTS layout}, and that no buffer's
     * reader index moved (the codec moves it once the whole read succeeded).
     */
    static <T> T read(byte[] bytes, Reader<T> reader) {
        List<ByteBuf> buffers = new ArrayList<>();
        try {
            T first = null;
            for (Layout layout : LAYOUTS) {
                ByteBuf buffer = layout.buffer(bytes);
                buffers.add(buffer);
                WireInput in = layout.open(buffer);
                T value;
                try {
                    value = reader.read(in);
                    assertEquals(layout.before() + bytes.length, in.position(), () -> layout + ": position after the item");
                } finally {
                    in.close();
                }
                assertEquals(0, buffer.readerIndex(), () -> layout + ": reader index");
                if (buffers.size() == 1) {
                    first = value;
                } else {
                    T expected = first;
                    assertTrue(Objects.deepEquals(expected, value), () -> layout + ": read " + value + ", " + expected
                            + " from a heap buffer");
                }
            }
            return first;
        } finally {
            buffers.forEach(ByteBuf::release);
        }
    }

    /**
     * The exception {@code reader} throws for {@code bytes} after {@link #PREAMBLE} bytes of a heap
     * buffer, asserting that it throws one for the same field and problem, at the same offset from
     * the item, from every other {@link #LAYOUTS layout}; any other exception fails.
     */
    static MalformedMessageException malformed(byte[] bytes, Consumer<WireInput> reader) {
        MalformedMessageException first = null;
        for (Layout layout : LAYOUTS) {
            ByteBuf buffer = layout.buffer(bytes);
            WireInput in = layout.open(buffer);
            try {
                MalformedMessageException e = assertThrows(MalformedMessageException.class, () -> reader.accept(in),
                        layout::toString);
                assertEquals(0, buffer.readerIndex(), () -> layout + ": reader index");
                if (first == null) {
                    first = e;
                } else {
                    MalformedMessageException expected = first;
                    assertEquals(List.of(expected.field(), expected.offset() - PREAMBLE, expected.problem()),
                            List.of(e.field(), e.offset() - layout.before(), e.problem()), layout::toString);
                }
            } finally {
                in.close();
                buffer.release();
            }
        }
        return first;
    }

    /**
     * Asserts that {@code reader} throws {@link MalformedMessageException}, reporting the item's
     * start, for every proper prefix of {@code bytes}.
     */
    static void assertEveryTruncationMalformed(byte[] bytes, Consumer<WireInput> reader) {
        for (int length = 0; length < bytes.length; length++) {
            byte[] prefix = Arrays.copyOf(bytes, length);
            MalformedMessageException e = malformed(prefix, reader);
            assertEquals(PREAMBLE, e.offset(), () -> "offset after truncation to " + prefix.length + " bytes: " + e);
        }
    }

    /** A cursor over a heap buffer at its {@link #PREAMBLE}-th byte, where {@code bytes} begin; closing it releases the buffer. */
    static Input input(byte[] bytes) {
        ByteBuf buffer = LAYOUTS.get(0).buffer(bytes);
        return new Input(buffer, LAYOUTS.get(0).open(buffer));
    }

    /** A cursor over {@code buffer}, which {@link #close} releases. */
    record Input(ByteBuf buffer, WireInput in) implements AutoCloseable {
        @Override
        public void close() {
            in.close();
            buffer.release();
        }
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
