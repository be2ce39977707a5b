package io.kwire.codec;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Versions;

/**
 * The header before every response: the correlation id of the request it answers. Version 1 is
 * used before flexible response versions (but never before ApiVersions responses), 0 before the
 * others; {@link ResponseHeaderCodec#INSTANCE} encodes it.
 */
@Versions("0-1")
@Flexible("1+")
public class ResponseHeader {
    /** The correlation id of the request this response answers. */
    public int correlationId;

    /** A header with every field at its default. */
    public ResponseHeader() {
    }

    /** A header answering the request with {@code correlationId}. */
    public ResponseHeader(int correlationId) {
        this.correlationId = correlationId;
    }
}
