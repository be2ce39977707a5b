package io.kwire.functional.hostile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.MessageCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * A valid encoding made by a kwire codec, and copies of it with exactly one part altered. Every
 * alteration names the bytes it expects to find where it alters, so that a change of the example
 * message cannot silently move a case onto other bytes.
 */
final class Encoding {
    private final byte[] bytes;

    /** Bytes built from valid encodings, e.g. a frame around one. */
    Encoding(byte[] bytes) {
        this.bytes = bytes;
    }

    /** {@code message} as {@code codec} writes it at {@code version}. */
    static <T> Encoding of(MessageCodec<T> codec, T message, short version) {
        int size = codec.size(message, version);
        // A plain heap buffer, not one the leak detector tracks: the largest cases write megabytes.
        ByteBuf out = Unpooled.wrappedBuffer(new byte[size]).clear();
        codec.write(message, out, version);
        assertEquals(size, out.readableBytes(), "the codec wrote its size");
        return new Encoding(ByteBufUtil.getBytes(out));
    }

    /** The encoding as it is. */
    byte[] bytes() {
        return bytes.clone();
    }

    /** The number of bytes. */
    int length() {
        return bytes.length;
    }

    /** The offset of {@code pattern}, which must occur exactly once. */
    int find(byte... pattern) {
        int found = -1;
        for (int i = 0; i + pattern.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + pattern.length, pattern, 0, pattern.length)) {
                assertEquals(-1, found, () -> ByteBufUtil.hexDump(pattern) + " occurs more than once");
                found = i;
            }
        }
        assertTrue(found >= 0, () -> ByteBufUtil.hexDump(pattern) + " does not occur");
        return found;
    }

    /** A copy with {@code expected}, found at {@code offset}, replaced by {@code replacement}. */
    byte[] replace(int offset, byte[] expected, byte[] replacement) {
        assertArrayEquals(expected, Arrays.copyOfRange(bytes, offset, offset + expected.length),
                "the bytes to replace at offset " + offset);
        byte[] out = new byte[bytes.length - expected.length + replacement.length];
        System.arraycopy(bytes, 0, out, 0, offset);
        System.arraycopy(replacement, 0, out, offset, replacement.length);
        System.arraycopy(bytes, offset + expected.length, out, offset + replacement.length,
                bytes.length - offset - expected.length);
        return out;
    }

    /** A copy of the first {@code length} bytes. */
    byte[] truncate(int length) {
        return Arrays.copyOf(bytes, length);
    }

    /** A copy with {@code extra} after the last byte. */
    byte[] append(byte... extra) {
        byte[] out = Arrays.copyOf(bytes, bytes.length + extra.length);
        System.arraycopy(extra, 0, out, bytes.length, extra.length);
        return out;
    }

    /** {@code value}, taken as unsigned 32 bits, as Kafka's unsigned varint: 1 to 5 bytes. */
    static byte[] uvarint(int value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int rest = value;
        while ((rest & ~0x7f) != 0) {
            out.write((rest & 0x7f) | 0x80);
            rest >>>= 7;
        }
        out.write(rest);
        return out.toByteArray();
    }

    /** {@code value} as a big-endian int32. */
    static byte[] int32(int value) {
        return new byte[] {(byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value};
    }

    /** The bytes given as ints, for readable literals such as {@code bytes(0x80, 0x01)}. */
    static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (byte) values[i];
        }
        return out;
    }
}
