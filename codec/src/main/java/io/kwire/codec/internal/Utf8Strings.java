package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;

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

    /** Writes {@code value} in UTF-8: {@link #length} bytes. */
    public static void write(ByteBuf out, String value) {
        int measured = Utf8Lengths.measure(value);
        if (Utf8Lengths.isAscii(measured)) {
            Utf8.writeAscii(out, value);
            return;
        }
        int length = Utf8Lengths.length(measured);
        byte[] latin1 = CompactStrings.latin1(value);
        if (latin1 != null) {
            Utf8.writeLatin1(out, latin1, length);
        } else {
            Utf8.write(out, value, length);
        }
    }
}
