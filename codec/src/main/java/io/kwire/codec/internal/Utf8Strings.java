package io.kwire.codec.internal;

import java.nio.ByteBuffer;

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
     * Writes {@code value} in UTF-8 at {@code out}'s position: {@link #length} bytes; throws
     * {@link java.nio.BufferOverflowException}, having written nothing, if fewer remain.
     */
    public static void write(ByteBuffer out, String value) {
        int measured = Utf8Lengths.measure(value);
        Utf8.write(out, value, Utf8Lengths.length(measured), Utf8Lengths.isAscii(measured));
    }
}
