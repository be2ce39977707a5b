package io.kwire.codec.netty;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.List;

/**
 * Builds ApiVersions responses from an {@link ApiRegistry}, in any class the user annotated as
 * Kafka's ApiVersionsResponse: the registry's ranges are written in Kafka's layout of the version
 * asked, then read with the user's codec. Versions 0 to 5, as Kafka 4.4 has them (5 adds only a
 * request field and an error code, so its layout is 4's).
 */
public final class ApiVersionsResponses {
    /** ApiVersions' API key. */
    public static final short API_KEY = 18;
    /** Kafka's UNSUPPORTED_VERSION error code. */
    public static final short UNSUPPORTED_VERSION = 35;

    private static final short HIGHEST_KNOWN_VERSION = 5;
    private static final short FIRST_FLEXIBLE_VERSION = 3;

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
        if (version < 0 || version > HIGHEST_KNOWN_VERSION) {
            throw new IllegalArgumentException("ApiVersions response v" + version + ": kwire knows v0-"
                    + HIGHEST_KNOWN_VERSION);
        }
        List<ApiVersionRange> ranges = registry.versions();
        ByteBuf body = Unpooled.buffer(bodySize(version, ranges));
        try {
            writeBody(body, version, (short) 0, ranges);
            return codec.read(body, version);
        } finally {
            body.release();
        }
    }

    /** The size of the body {@link #writeBody} writes. */
    static int bodySize(short version, List<ApiVersionRange> ranges) {
        boolean flexible = version >= FIRST_FLEXIBLE_VERSION;
        int entry = 6 + (flexible ? 1 : 0);
        int size = 2 + (flexible ? Varints.sizeOfUnsignedVarint(ranges.size() + 1) : 4) + entry * ranges.size();
        if (version >= 1) {
            size += 4;
        }
        return flexible ? size + 1 : size;
    }

    /** The body of an ApiVersions response at {@code version}: the error, the ranges, throttle time 0. */
    static void writeBody(ByteBuf out, short version, short errorCode, List<ApiVersionRange> ranges) {
        boolean flexible = version >= FIRST_FLEXIBLE_VERSION;
        out.writeShort(errorCode);
        if (flexible) {
            Varints.writeUnsignedVarint(out, ranges.size() + 1);
        } else {
            out.writeInt(ranges.size());
        }
        for (ApiVersionRange range : ranges) {
            out.writeShort(range.apiKey());
            out.writeShort(range.lowestVersion());
            out.writeShort(range.highestVersion());
            if (flexible) {
                out.writeByte(0);
            }
        }
        if (version >= 1) {
            out.writeInt(0);
        }
        if (flexible) {
            out.writeByte(0);
        }
    }
}
