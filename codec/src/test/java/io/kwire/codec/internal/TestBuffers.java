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
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.kafka.common.protocol.types.Type;

/** Buffers for the wire-primitive tests: every one they allocate is released before they return. */
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
