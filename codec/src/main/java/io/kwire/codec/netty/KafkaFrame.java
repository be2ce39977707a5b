package io.kwire.codec.netty;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.DefaultByteBufHolder;

/**
 * A Kafka frame passed through undecoded: a request a proxy chose not to decode, or a response it
 * relays. {@link #content()} is the frame without its size: the header, then the body. The
 * encoders of this package write it back with its size prefix, without copying it.
 */
public final class KafkaFrame extends DefaultByteBufHolder {
    private final short apiKey;
    private final short apiVersion;
    private final int correlationId;

    /** A frame of a message of API {@code apiKey} at {@code apiVersion}; takes ownership of {@code frame}. */
    public KafkaFrame(short apiKey, short apiVersion, int correlationId, ByteBuf frame) {
        super(frame);
        this.apiKey = apiKey;
        this.apiVersion = apiVersion;
        this.correlationId = correlationId;
    }

    /** The API key from the request header. */
    public short apiKey() {
        return apiKey;
    }

    /** The API version from the request header. */
    public short apiVersion() {
        return apiVersion;
    }

    /** The correlation id from the header. */
    public int correlationId() {
        return correlationId;
    }

    /**
     * Reads this frame's body with {@code codec}, a request or a response codec of the frame's API:
     * the header is read at the version the codec gives for the frame's API version, then the body at
     * that version (an ApiVersions answer of UNSUPPORTED_VERSION at version 0, as Kafka writes it),
     * which must take the rest of the frame. The frame's indexes do not move, and it stays the
     * caller's: a proxy reads a body and can still forward the frame as it came. A body's
     * {@code ByteBuf} fields are retained slices of the frame, released with
     * {@code codec.releaseBuffers(body)}.
     *
     * @throws io.kwire.codec.MalformedMessageException if the header or the body cannot be read
     * @throws IllegalArgumentException if {@code codec} is of another API
     */
    public <T> T readBody(ApiMessageCodec<T> codec) {
        if (codec.apiKey() != apiKey) {
            throw new IllegalArgumentException(this + " is not of API " + codec.apiKey() + ", " + codec + "'s");
        }
        ByteBuf in = content().duplicate();
        short headerVersion = codec.headerVersion(apiVersion);
        if (codec.type() == MessageType.REQUEST) {
            RequestHeaderCodec.INSTANCE.read(in, headerVersion);
            return FrameBodies.readWhole(codec, in, apiVersion, "request");
        }
        ResponseHeaderCodec.INSTANCE.read(in, headerVersion);
        short version = ApiVersionsResponses.bodyVersion(apiKey, apiVersion, in, in.readerIndex());
        return FrameBodies.readWhole(codec, in, version, "response");
    }

    @Override
    public KafkaFrame replace(ByteBuf content) {
        return new KafkaFrame(apiKey, apiVersion, correlationId, content);
    }

    @Override
    public String toString() {
        return "KafkaFrame(api " + apiKey + " v" + apiVersion + ", correlation id " + correlationId + ", "
                + content().readableBytes() + " bytes)";
    }
}
