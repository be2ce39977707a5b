package io.kwire.codec.netty;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.netty.buffer.ByteBuf;

/** Reads the body of a request or response frame, which must take every byte the frame has left. */
final class FrameBodies {
    private FrameBodies() {
    }

    /**
     * Reads {@code codec}'s message at {@code version} from the rest of {@code frame}; throws
     * {@link MalformedMessageException}, having released the message's buffers, if bytes are left
     * after it. {@code kind} ("request", "response") names the body in that error.
     */
    static <T> T readWhole(MessageCodec<T> codec, ByteBuf frame, short version, String kind) {
        int bodyStart = frame.readerIndex();
        T body = codec.read(frame, version);
        if (frame.isReadable()) {
            codec.releaseBuffers(body);
            throw new MalformedMessageException(body.getClass().getSimpleName(), frame.readerIndex() - bodyStart,
                    frame.readableBytes() + " bytes left over after the " + kind);
        }
        return body;
    }
}
