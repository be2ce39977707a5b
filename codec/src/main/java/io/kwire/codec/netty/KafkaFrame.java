package io.kwire.codec.netty;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
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

    /**
     * The frame of a request: {@code header}, then {@code body} written by {@code codec} at the
     * header's version, in one buffer from {@code alloc}; what a proxy sends for a request it decoded
     * and changed.
     *
     * @throws io.kwire.codec.CodecException if the codec refuses the body; nothing is then allocated
     */
    public static <Q> KafkaFrame ofRequest(ByteBufAllocator alloc, RequestHeader header, ApiMessageCodec<Q> codec,
            Q body) {
        short version = header.requestApiVersion;
        ByteBuf frame = FrameEncoding.encode(alloc, RequestHeaderCodec.INSTANCE, header, codec.headerVersion(version),
                codec, body, version);
        return new KafkaFrame(header.requestApiKey, version, header.correlationId, frame.skipBytes(Integer.BYTES));
    }

    /**
     * The frame of a response to the request of {@code correlationId} at {@code apiVersion}:
     * {@code body} written by {@code codec} at that version behind its header, in one buffer from
     * {@code alloc}; what a proxy sends for a response it decoded and changed.
     *
     * @throws io.kwire.codec.CodecException if the codec refuses the body; nothing is then allocated
     */
    public static <R> KafkaFrame ofResponse(ByteBufAllocator alloc, short apiVersion, int correlationId,
            ApiMessageCodec<R> codec, R body) {
        ByteBuf frame = FrameEncoding.encode(alloc, ResponseHeaderCodec.INSTANCE, new ResponseHeader(correlationId),
                codec.headerVersion(apiVersion), codec, body, apiVersion);
        return new KafkaFrame(codec.apiKey(), apiVersion, correlationId, frame.skipBytes(Integer.BYTES));
    }

    /**
     * Whether this request frame takes a response: every request but a Produce with acks=0, read
     * from the frame's bytes without moving its indexes.
     */
    public boolean expectsResponse() {
        return !ProduceAcks.isZero(content());
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
        String bytes = refCnt() > 0 ? content().readableBytes() + " bytes" : "released";
        return "KafkaFrame(api " + apiKey + " v" + apiVersion + ", correlation id " + correlationId + ", " + bytes
                + ")";
    }
}
