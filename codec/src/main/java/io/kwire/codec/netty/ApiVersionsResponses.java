package io.kwire.codec.netty;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.MessageCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/**
 * Builds ApiVersions responses from an {@link ApiRegistry}, in any class the user annotated as
 * Kafka's ApiVersionsResponse: the registry's ranges are written by kwire's own codec of the
 * message, at the version asked, then read with the user's codec. Versions 0 to 5, as Kafka 4.4
 * has them.
 */
public final class ApiVersionsResponses {
    /** ApiVersions' API key. */
    public static final short API_KEY = 18;
    /** Kafka's UNSUPPORTED_VERSION error code. */
    public static final short UNSUPPORTED_VERSION = 35;

    private static final MessageCodec<ApiVersionsMessages.Response> OWN = ApiVersionsMessages_ResponseCodec.INSTANCE;

    private ApiVersionsResponses() {
    }

    /**
     * An ApiVersions response at {@code version} with error code 0, listing every API of
     * {@code registry} with the versions it offers, and a throttle time of 0.
     *
     * @throws IllegalArgumentException if {@code codec} is not an ApiVersions response codec, or the
     *     version is not one kwire knows the layout of
     */
    public static <R> R build(ApiRegistry registry, ApiMessageCodec<R> codec, short version) {
        if (codec.apiKey() != API_KEY || codec.type() != MessageType.RESPONSE) {
            throw new IllegalArgumentException(codec + " is not an ApiVersions response codec");
        }
        if (version < OWN.lowestVersion() || version > OWN.highestVersion()) {
            throw new IllegalArgumentException("ApiVersions response v" + version + ": kwire knows v"
                    + OWN.lowestVersion() + "-" + OWN.highestVersion());
        }
        ApiVersionsMessages.Response offer = new ApiVersionsMessages.Response((short) 0, registry.versions());
        ByteBuf body = Unpooled.buffer(OWN.size(offer, version));
        try {
            OWN.write(offer, body, version);
            return codec.read(body, version);
        } finally {
            body.release();
        }
    }

    /**
     * The version a response body of API {@code apiKey} to a request of {@code requestVersion} is
     * written at: the request's, except an ApiVersions answer of UNSUPPORTED_VERSION, which a server
     * writes at version 0 (KIP-511). {@code body} is the body's first byte in {@code frame}.
     */
    static short bodyVersion(short apiKey, short requestVersion, ByteBuf frame, int body) {
        boolean unsupported = apiKey == API_KEY && frame.writerIndex() - body >= 2
                && frame.getShort(body) == UNSUPPORTED_VERSION;
        return unsupported ? 0 : requestVersion;
    }
}
