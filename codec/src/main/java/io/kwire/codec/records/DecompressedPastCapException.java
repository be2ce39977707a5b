package io.kwire.codec.records;

import java.io.IOException;

/** A codec's signal that the bytes inflate past the cap; {@link Codecs} names the batch and the cap. */
final class DecompressedPastCapException extends IOException {
    private static final long serialVersionUID = 1L;

    DecompressedPastCapException() {
        super("decompressed past the cap");
    }
}
