package io.kwire.codec;

/**
 * A message cannot be read or written at the version asked: the version is out of the codec's
 * range, a field holds null where the version does not allow it, or a non-ignorable field holds a
 * non-default value in a version that lacks it. The message names the message, the field and the
 * version.
 */
public final class UnsupportedVersionException extends CodecException {
    private static final long serialVersionUID = 1L;

    /** An exception whose message names the message, the field and the version. */
    public UnsupportedVersionException(String message) {
        super(message);
    }
}
