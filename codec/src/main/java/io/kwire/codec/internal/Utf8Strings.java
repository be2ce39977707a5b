package io.kwire.codec.internal;

/**
 * Strings as plain UTF-8 bytes, with no prefix and no length limit: what record header keys are.
 * Measured once ({@link #measure}) and written from that measure, as the message codecs' strings
 * are, allocating nothing. For kwire's own record code only.
 */
public final class Utf8Strings {
    private Utf8Strings() {
    }

    /**
     * {@code value} measured: its UTF-8 length if every char is ASCII, else that length's
     * complement. Read it with {@link #length(int)}; hand it to {@link #write} with the same string.
     */
    public static int measure(String value) {
        return Utf8Lengths.measure(value);
    }

    /** The UTF-8 bytes of the string {@link #measure} measured, an unpaired surrogate as one {@code '?'}. */
    public static int length(int measured) {
        return Utf8Lengths.length(measured);
    }

    /**
     * Writes {@code value}, which {@link #measure} measured, in UTF-8 into {@code into} from
     * {@code at}, which has room for all of it; returns the index after it.
     */
    public static int write(byte[] into, int at, String value, int measured) {
        Utf8.encode(value, Utf8Lengths.isAscii(measured), into, at);
        return at + Utf8Lengths.length(measured);
    }
}
