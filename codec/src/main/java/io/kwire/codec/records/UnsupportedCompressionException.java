package io.kwire.codec.records;

import io.kwire.codec.CodecException;

/**
 * A batch uses a compression whose library is not on the class path. The bytes may be fine: add
 * the library the message names (the one kafka-clients uses) to read or write them.
 */
public final class UnsupportedCompressionException extends CodecException {
    private static final long serialVersionUID = 1L;

    private final Compression compression;

    /** An exception for {@code compression}, whose library failed to load with {@code cause}. */
    public UnsupportedCompressionException(Compression compression, Throwable cause) {
        super(compression.kafkaName() + " compression needs " + compression.library()
                + " on the class path", cause);
        this.compression = compression;
    }

    /** The compression that could not be used. */
    public Compression compression() {
        return compression;
    }
}
