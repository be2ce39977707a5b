package io.kwire.examples.demo;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;

/**
 * Reads whole Kafka frames: the int32 size, the header, then the message, which must end exactly
 * where the size says. On success the reader index moves past the frame; on any exception it is
 * left where it was. Made for the demo's messages, which hold no {@code ByteBuf} fields: a frame
 * with bytes left after such a message would leave its retained slices unreleased.
 *
 * <pre>{@code
 * Frame<RequestHeader, CreateTopicsRequest> frame = FrameReader.readRequest(in, CreateTopicsRequestCodec.INSTANCE);
 * }</pre>
 */
public final class FrameReader {
    private static final String SIZE_FIELD = "Frame.size";
    private static final int API_VERSION_OFFSET = Short.BYTES;

    private FrameReader() {
    }

    /**
     * Reads a request frame for {@code codec}'s API. The header's version follows from the API
     * version in its first four bytes, which request headers 1 and 2 share.
     *
     * @throws MalformedMessageException if the frame is malformed or holds another API
     * @throws io.kwire.codec.UnsupportedVersionException if the codec lacks the frame's API version
     */
    public static <T> Frame<RequestHeader, T> readRequest(ByteBuf in, ApiMessageCodec<T> codec) {
        ByteBuf payload = payload(in);
        if (payload.readableBytes() < API_VERSION_OFFSET + Short.BYTES) {
            throw new MalformedMessageException("RequestHeader.requestApiVersion", Integer.BYTES,
                    "the frame is too short for a request header");
        }
        short version = payload.getShort(payload.readerIndex() + API_VERSION_OFFSET);
        RequestHeader header = RequestHeaderCodec.INSTANCE.read(payload, codec.headerVersion(version));
        if (header.requestApiKey != codec.apiKey()) {
            throw new MalformedMessageException("RequestHeader.requestApiKey", Integer.BYTES,
                    "API key " + header.requestApiKey + " where " + codec.apiKey() + " was expected");
        }
        T body = codec.read(payload, version);
        return finish(in, payload, header, body);
    }

    /**
     * Reads a response frame of {@code codec}'s message at {@code version}, the version of the
     * request it answers.
     *
     * @throws MalformedMessageException if the frame is malformed
     */
    public static <T> Frame<ResponseHeader, T> readResponse(ByteBuf in, ApiMessageCodec<T> codec, short version) {
        ByteBuf payload = payload(in);
        ResponseHeader header = ResponseHeaderCodec.INSTANCE.read(payload, codec.headerVersion(version));
        T body = codec.read(payload, version);
        return finish(in, payload, header, body);
    }

    /** The bytes the size prefix announces, as a slice; {@code in} does not move. */
    private static ByteBuf payload(ByteBuf in) {
        if (in.readableBytes() < Integer.BYTES) {
            throw new MalformedMessageException(SIZE_FIELD, 0, "needs 4 bytes, " + in.readableBytes() + " left");
        }
        int size = in.getInt(in.readerIndex());
        int available = in.readableBytes() - Integer.BYTES;
        if (size < 0 || size > available) {
            throw new MalformedMessageException(SIZE_FIELD, 0, "says " + size + " bytes, " + available + " follow");
        }
        return in.slice(in.readerIndex() + Integer.BYTES, size);
    }

    private static <H, T> Frame<H, T> finish(ByteBuf in, ByteBuf payload, H header, T body) {
        if (payload.isReadable()) {
            throw new MalformedMessageException("Frame", Integer.BYTES + payload.readerIndex(),
                    payload.readableBytes() + " bytes left after the message");
        }
        in.skipBytes(Integer.BYTES + payload.capacity());
        return new Frame<>(header, body);
    }
}
