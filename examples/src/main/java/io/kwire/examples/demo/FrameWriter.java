package io.kwire.examples.demo;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;

/**
 * Writes whole Kafka frames, as they go on a socket: an int32 size of what follows, the header at
 * the version the message's version calls for, then the message, in one buffer of exactly that
 * many bytes.
 *
 * <pre>{@code
 * ByteBuf frame = FrameWriter.writeRequest(alloc, header, CreateTopicsRequestCodec.INSTANCE, request);
 * }</pre>
 */
public final class FrameWriter {
    private FrameWriter() {
    }

    /**
     * A request frame for {@code body} at the header's {@code requestApiVersion}. The caller
     * releases the buffer.
     *
     * @throws IllegalArgumentException if the header's API key is not the codec's
     */
    public static <T> ByteBuf writeRequest(ByteBufAllocator alloc, RequestHeader header, ApiMessageCodec<T> codec,
            T body) {
        if (header.requestApiKey != codec.apiKey()) {
            throw new IllegalArgumentException("the header's API key " + header.requestApiKey
                    + " is not the codec's " + codec.apiKey());
        }
        short version = header.requestApiVersion;
        return write(alloc, RequestHeaderCodec.INSTANCE, header, codec, body, version);
    }

    /** A response frame for {@code body} at {@code version}. The caller releases the buffer. */
    public static <T> ByteBuf writeResponse(ByteBufAllocator alloc, ResponseHeader header, ApiMessageCodec<T> codec,
            T body, short version) {
        return write(alloc, ResponseHeaderCodec.INSTANCE, header, codec, body, version);
    }

    private static <H, T> ByteBuf write(ByteBufAllocator alloc, MessageCodec<H> headerCodec, H header,
            ApiMessageCodec<T> codec, T body, short version) {
        short headerVersion = codec.headerVersion(version);
        int size = headerCodec.size(header, headerVersion) + codec.size(body, version);
        int frameSize = Integer.BYTES + size;
        ByteBuf frame = alloc.buffer(frameSize, frameSize);
        try {
            frame.writeInt(size);
            headerCodec.write(header, frame, headerVersion);
            codec.write(body, frame, version);
            if (frame.writerIndex() != frameSize) {
                throw new IllegalStateException(body.getClass().getSimpleName() + " v" + version + ": wrote "
                        + frame.writerIndex() + " bytes where the codecs' sizes add up to " + frameSize);
            }
            return frame;
        } catch (RuntimeException e) {
            frame.release();
            throw e;
        }
    }
}
