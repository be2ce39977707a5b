package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
    /** Bytes already read before the item under test, so that offsets are checked as buffer indexes. */
    static final int PREAMBLE = 3;

    private TestBuffers() {
    }

    /** The bytes {@code writer} writes into a fresh buffer. */
    static byte[] written(Consumer<ByteBuf> writer) {
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
