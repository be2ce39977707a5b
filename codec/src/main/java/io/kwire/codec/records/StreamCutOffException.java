package io.kwire.codec.records;

import java.io.IOException;

/** A codec's signal that the compressed bytes end before their format does; {@link Codecs} names the batch. */
final class StreamCutOffException extends IOException {
    private static final long serialVersionUID = 1L;

    StreamCutOffException(String problem) {
        super(problem);
    }

    /** The stream ends {@code remaining} bytes into {@code what}, which takes {@code needed}: "a block length", 4. */
    static StreamCutOffException endsInside(String what, int needed, int remaining) {
        return new StreamCutOffException("the stream ends " + remaining + " bytes into " + what + " of " + needed + " bytes");
    }
}
