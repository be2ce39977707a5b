package io.kwire.codec.netty;

import io.kwire.codec.MessageCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.util.concurrent.FastThreadLocal;

/**
 * Writes frames: the size, the header and the body in one buffer of exactly the right size. The
 * header and body are written once, into this thread's scratch buffer, and copied into a buffer of
 * the frame's size: no size pass first, since a codec's write needs none.
 */
final class FrameEncoding {
    private static final int SIZE_BYTES = 4;
    private static final int INITIAL_SCRATCH = 4 << 10;
    /** The most a thread's scratch buffer keeps between frames; one grown past it for a larger frame is dropped after it. */
    static final int MAX_KEPT_SCRATCH = 1 << 20;
    /** This thread's heap buffer where a frame's header and body are written before one copy. */
    private static final FastThreadLocal<ByteBuf> SCRATCH = new FastThreadLocal<>() {
        @Override
        protected ByteBuf initialValue() {
            return newScratch();
        }
    };

    private FrameEncoding() {
    }

    /**
     * The frame of {@code header} and {@code body}, in a buffer from {@code allocator} of exactly its
     * size. A codec exception leaves nothing allocated.
     */
    static <H, B> ByteBuf encode(ByteBufAllocator allocator, MessageCodec<H> headerCodec, H header,
            short headerVersion, MessageCodec<B> bodyCodec, B body, short version) {
        ByteBuf scratch = SCRATCH.get();
        scratch.clear();
        try {
            headerCodec.write(header, scratch, headerVersion);
            bodyCodec.write(body, scratch, version);
            int frameSize = scratch.readableBytes();
            ByteBuf frame = allocator.ioBuffer(SIZE_BYTES + frameSize, SIZE_BYTES + frameSize);
            return frame.writeInt(frameSize).writeBytes(scratch);
        } finally {
            if (scratch.capacity() > MAX_KEPT_SCRATCH) {
                SCRATCH.set(newScratch());
            }
        }
    }

    /** This thread's scratch buffer as it is now; for tests. */
    static ByteBuf scratch() {
        return SCRATCH.get();
    }

    private static ByteBuf newScratch() {
        return Unpooled.buffer(INITIAL_SCRATCH);
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
