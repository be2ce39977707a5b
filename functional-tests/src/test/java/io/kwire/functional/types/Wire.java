package io.kwire.functional.types;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.CodecException;
import io.kwire.codec.MessageCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;

/**
 * The checks the tests of this package make on a codec: the exact size and bytes of a message
 * (given as hex worked out by hand), a read that consumes exactly those bytes, and a refused write
 * that leaves the output as it was. Every buffer starts with {@link #BEFORE}, so nothing may
 * assume a message starts at index 0, and is pooled, so the leak detector tracks it.
 */
final class Wire {
    /** Bytes already in every buffer before the message is written or read. */
    static final byte[] BEFORE = {0x5a, 0x5a, 0x5a};

    private Wire() {
    }

    /** The bytes of {@code hex}, which may hold spaces and line breaks for readability. */
    static byte[] hex(String hex) {
        return ByteBufUtil.decodeHexDump(hex.replaceAll("\\s+", ""));
    }

    /** A new pooled buffer holding {@link #BEFORE} then {@code bytes}, its reader index after {@code BEFORE}. */
    static ByteBuf input(byte[] bytes) {
        ByteBuf in = PooledByteBufAllocator.DEFAULT.heapBuffer(BEFORE.length + bytes.length);
        in.writeBytes(BEFORE).writeBytes(bytes);
        in.readerIndex(BEFORE.length);
        return in;
    }

    /**
     * Asserts that {@code message} is {@code expectedHex} at {@code version}, in size and in bytes,
     * and returns what reading those bytes gives. A message with {@code ByteBuf} fields comes back
     * holding retained slices, which the caller releases.
     */
    static <T> T encodesAs(MessageCodec<T> codec, T message, int version, String expectedHex) {
        byte[] expected = hex(expectedHex);
        assertEquals(expected.length, codec.size(message, (short) version), "size() at version " + version);
        ByteBuf out = PooledByteBufAllocator.DEFAULT.heapBuffer();
        try {
            out.writeBytes(BEFORE);
            codec.write(message, out, (short) version);
            assertEquals(0, out.readerIndex(), "write() moved the output's reader index");
            byte[] written = ByteBufUtil.getBytes(out, BEFORE.length, out.writerIndex() - BEFORE.length);
            assertEquals(ByteBufUtil.hexDump(expected), ByteBufUtil.hexDump(written), "bytes at version " + version);
        } finally {
            out.release();
        }
        return read(codec, version, expectedHex);
    }

    /** Reads {@code hex} at {@code version}, asserting the read consumes every byte of it and no more. */
    static <T> T read(MessageCodec<T> codec, int version, String hex) {
        byte[] bytes = hex(hex);
        ByteBuf in = input(bytes);
        try {
            in.writeByte(0x77); // a byte after the message, which the read must leave alone
            T message = codec.read(in, (short) version);
            assertEquals(BEFORE.length + bytes.length, in.readerIndex(), "bytes read at version " + version);
            return message;
        } finally {
            in.release();
        }
    }

    /**
     * Asserts that {@code size()} and {@code write()} both throw {@code type} for {@code message}
     * at {@code version}, and that {@code write()} left the output's writer index and bytes as they
     * were. Returns the exception {@code write()} threw.
     */
    static <T, E extends CodecException> E refusesToWrite(MessageCodec<T> codec, T message, int version,
            Class<E> type) {
        assertThrows(type, () -> codec.size(message, (short) version), "size() at version " + version);
        ByteBuf out = PooledByteBufAllocator.DEFAULT.heapBuffer();
        try {
            out.writeBytes(BEFORE);
            E thrown = assertThrows(type, () -> codec.write(message, out, (short) version),
                    "write() at version " + version);
            assertEquals(BEFORE.length, out.writerIndex(), "write() that failed moved the writer index");
            assertArrayEquals(BEFORE, ByteBufUtil.getBytes(out), "write() that failed changed the output");
            return thrown;
        } finally {
            out.release();
        }
    }
}
