package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;

/**
 * Strings as plain UTF-8 bytes, with no prefix and no length limit: what record header keys are.
 * Measured and written as the message codecs' strings are, allocating nothing. For kwire's own
 * record code only.
 */
public final class Utf8Strings {
    private Utf8Strings() {
    }

    /** The UTF-8 bytes {@code value} takes, an unpaired surrogate as one {@code '?'}. */
    public static int length(String value) {
        return Utf8Lengths.length(Utf8Lengths.measure(value));
    }

    /**
     * Writes {@code value} in UTF-8: {@link #length} bytes. A buffer of more than one part (a
     * composite) gets the JDK encoder's bytes, which are the same, through one new array.
     */
    public static void write(ByteBuf out, String value) {
        int measured = Utf8Lengths.measure(value);
        int length = Utf8Lengths.length(measured);
        out.ensureWritable(length);
        if (out.nioBufferCount() != 1) {
            out.writeBytes(value.getBytes(StandardCharsets.UTF_8));
            return;
        }
        int index = out.writerIndex();
        Utf8.write(out.internalNioBuffer(index, length), value, length, Utf8Lengths.isAscii(measured));
        out.writerIndex(index + length);
    }
}
