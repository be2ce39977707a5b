package io.kwire.codec;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;

/**
 * The header before every request: which API and version follows, the correlation id the response
 * echoes, and the client's id. Version 2 is used before flexible request versions, 1 before the
 * others; {@link RequestHeaderCodec#INSTANCE} encodes it.
 */
@Versions("1-2")
@Flexible("2+")
public class RequestHeader {
    /** The API key of the request that follows. */
    public short requestApiKey;

    /** The version of the request that follows. */
    public short requestApiVersion;

    /** Echoed back in the response, so the client can pair the two. */
    public int correlationId;

    /** The client's id, or null; an int16-prefixed string even in flexible versions. */
    @NullableVersions("1+")
    @Flexible("none")
    public String clientId = "";

    /** A header with every field at its default. */
    public RequestHeader() {
    }

    /** A header for a request of {@code requestApiKey} at {@code requestApiVersion}. */
    public RequestHeader(short requestApiKey, short requestApiVersion, int correlationId, String clientId) {
        this.requestApiKey = requestApiKey;
        this.requestApiVersion = requestApiVersion;
        this.correlationId = correlationId;
        this.clientId = clientId;
    }
}
