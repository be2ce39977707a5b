package io.kwire.examples.demo;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.ResponseHeader;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;

/**
 * One message of the seed frames, with the codec and version it is framed at, and a header with
 * correlation id 0 and, for requests, client id {@code ""}.
 *
 * @param codec the message's codec
 * @param version the version the frame carries
 * @param message the message
 * @param <T> the message class
 */
record SeedMessage<T>(ApiMessageCodec<T> codec, short version, T message) {
    /** The message's class name, as the seed frames name it. */
    String name() {
        return message.getClass().getSimpleName();
    }

    /** The header the seed frame carries. */
    Object header() {
        if (codec.type() == MessageType.REQUEST) {
            RequestHeader header = new RequestHeader();
            header.requestApiKey = codec.apiKey();
            header.requestApiVersion = version;
            header.correlationId = 0;
            header.clientId = "";
            return header;
        }
        ResponseHeader header = new ResponseHeader();
        header.correlationId = 0;
        return header;
    }

    /** The seed frame, in a buffer the caller releases. */
    ByteBuf encode(ByteBufAllocator alloc) {
        return encode(alloc, new Frame<>(header(), message));
    }

    /** {@code frame} encoded again at this seed's version, in a buffer the caller releases. */
    ByteBuf encode(ByteBufAllocator alloc, Frame<?, T> frame) {
        if (frame.header() instanceof RequestHeader header) {
            return FrameWriter.writeRequest(alloc, header, codec, frame.body());
        }
        return FrameWriter.writeResponse(alloc, (ResponseHeader) frame.header(), codec, frame.body(), version);
    }

    /** Reads a frame of this seed's message and version from {@code in}. */
    Frame<?, T> decode(ByteBuf in) {
        if (codec.type() == MessageType.REQUEST) {
            return FrameReader.readRequest(in, codec);
        }
        return FrameReader.readResponse(in, codec, version);
    }
}
