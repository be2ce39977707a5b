package io.kwire.codec.netty;

import io.kwire.codec.MessageCodec;
import io.kwire.codec.wire.Staging;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;

/**
 * Writes frames: the size, the header and the body in one buffer of exactly the right size. The
 * header and body are written once, into this thread's {@link Staging} buffer, and copied into a
 * buffer of the frame's size: no size pass first, since a codec's write needs none.
 */
final class FrameEncoding {
    private static final int SIZE_BYTES = 4;

    private FrameEncoding() {
    }

    /**
     * The frame of {@code header} and {@code body}, in a buffer from {@code allocator} of exactly its
     * size. A codec exception leaves nothing allocated.
     */
    static <H, B> ByteBuf encode(ByteBufAllocator allocator, MessageCodec<H> headerCodec, H header,
            short headerVersion, MessageCodec<B> bodyCodec, B body, short version) {
        Staging staging = Staging.ofThisThread();
        ByteBuf staged = staging.borrowBuffer();
        try {
            headerCodec.write(header, staged, headerVersion);
            bodyCodec.write(body, staged, version);
            int frameSize = staged.readableBytes();
            ByteBuf frame = allocator.ioBuffer(SIZE_BYTES + frameSize, SIZE_BYTES + frameSize);
            return frame.writeInt(frameSize).writeBytes(staged);
        } finally {
            staging.giveBack(staged);
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
