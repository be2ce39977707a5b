package io.kwire.proxy.tenant;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.codec.netty.KafkaFrame;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;

/**
 * Decodes a frame's body, lets a change be made to it, and writes the frame again: its header's bytes
 * as they came, then the changed body as the codec writes it. For the small control-plane messages
 * only; records never pass through here.
 */
final class Reencoding {
    private Reencoding() {
    }

    /** A change to a decoded body at a version. */
    @FunctionalInterface
    interface Change<T> {
        void apply(T body, short version);
    }

    /**
     * {@code frame} with its body decoded by {@code codec}, changed by {@code change} and encoded again.
     * Takes over the frame's reference, also when it throws.
     */
    static <T> KafkaFrame rewrite(KafkaFrame frame, ApiMessageCodec<T> codec, Change<T> change,
            ByteBufAllocator alloc) {
        try {
            T body = frame.readBody(codec);
            try {
                short version = frame.apiVersion();
                change.apply(body, version);
                int headerLength = headerLength(frame, codec);
                ByteBuf content = frame.content();
                ByteBuf out = alloc.buffer(headerLength + codec.size(body, version));
                try {
                    out.writeBytes(content, content.readerIndex(), headerLength);
                    codec.write(body, out, version);
                } catch (RuntimeException e) {
                    out.release();
                    throw e;
                }
                return frame.replace(out);
            } finally {
                codec.releaseBuffers(body);
            }
        } finally {
            frame.release();
        }
    }

    private static int headerLength(KafkaFrame frame, ApiMessageCodec<?> codec) {
        ByteBuf in = frame.content().duplicate();
        int start = in.readerIndex();
        short headerVersion = codec.headerVersion(frame.apiVersion());
        if (codec.type() == MessageType.REQUEST) {
            RequestHeaderCodec.INSTANCE.read(in, headerVersion);
        } else {
            ResponseHeaderCodec.INSTANCE.read(in, headerVersion);
        }
        return in.readerIndex() - start;
    }
}
