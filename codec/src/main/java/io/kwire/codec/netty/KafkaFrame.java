package io.kwire.codec.netty;

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
