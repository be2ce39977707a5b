package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Bytes compared by content and printed by their length and first bytes, so that a failed
 * comparison of two 100 KB values stays readable. Null stands for a null key or value.
 */
final class Blob {
    private static final int SHOWN = 16;

    private final byte[] bytes;

    private Blob(byte[] bytes) {
        this.bytes = bytes;
    }

    /** The bytes of {@code array}, or null for null. */
    static Blob of(byte[] array) {
        return array == null ? null : new Blob(array.clone());
    }

    /** The remaining bytes of {@code buffer}, its position unchanged, or null for null. */
    static Blob of(ByteBuffer buffer) {
        if (buffer == null) {
            return null;
        }
        byte[] copy = new byte[buffer.remaining()];
        buffer.duplicate().get(copy);
        return new Blob(copy);
    }

    /** {@code length} bytes of {@code buf} from {@code index}, or null for a length of -1. */
    static Blob of(ByteBuf buf, int index, int length) {
        return length < 0 ? null : new Blob(ByteBufUtil.getBytes(buf, index, length));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Blob && Arrays.equals(bytes, ((Blob) other).bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return bytes.length + " bytes [" + ByteBufUtil.hexDump(bytes, 0, Math.min(SHOWN, bytes.length))
                + (bytes.length > SHOWN ? "..." : "") + "] hash " + Integer.toHexString(hashCode());
    }
}
