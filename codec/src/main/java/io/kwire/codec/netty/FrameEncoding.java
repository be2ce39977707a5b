package io.kwire.codec.netty;

import io.kwire.codec.MessageCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;

/** Writes frames: the size, the header and the body in one buffer of exactly the right size. */
final class FrameEncoding {
    private static final int SIZE_BYTES = 4;

    private FrameEncoding() {
    }

    /**
     * The frame of {@code header} and {@code body}, in a buffer from {@code allocator}. Sizes are
     * taken first: a codec exception leaves nothing allocated.
     */
    static <H, B> ByteBuf encode(ByteBufAllocator allocator, MessageCodec<H> headerCodec, H header,
            short headerVersion, MessageCodec<B> bodyCodec, B body, short version) {
        int headerSize = headerCodec.size(header, headerVersion);
        int bodySize = bodyCodec.size(body, version);
        int frameSize = headerSize + bodySize;
        ByteBuf frame = allocator.ioBuffer(SIZE_BYTES + frameSize, SIZE_BYTES + frameSize);
        try {
            frame.writeInt(frameSize);
            headerCodec.write(header, frame, headerVersion);
            bodyCodec.write(body, frame, version);
            return frame;
        } catch (RuntimeException e) {
            frame.release();
            throw e;
        }
    }

    /** {@code frame}'s content behind its size prefix, without copying; takes ownership of {@code frame}. */
    static ByteBuf prefixed(ByteBufAllocator allocator, KafkaFrame frame) {
        ByteBuf content = frame.content();
        CompositeByteBuf prefixed = allocator.compositeBuffer(2);
        prefixed.addComponent(true, allocator.ioBuffer(SIZE_BYTES, SIZE_BYTES).writeInt(content.readableBytes()));
        prefixed.addComponent(true, content);
        return prefixed;
    }
}
