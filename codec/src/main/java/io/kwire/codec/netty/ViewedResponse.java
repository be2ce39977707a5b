package io.kwire.codec.netty;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageView;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.util.ReferenceCounted;

/**
 * A response frame with its body under a view: what a proxy reads of a broker's answer (a
 * {@link KafkaFrame} from {@link KafkaClientChannel#relay}) and patches before it
 * {@link #forward}s it to its client, the rest of the body left as it came. It holds the frame.
 */
public final class ViewedResponse implements ReferenceCounted {
    private final FramedView framed;

    private ViewedResponse(FramedView framed) {
        this.framed = framed;
    }

    /**
     * Views {@code response}'s body with {@code view}, taking over the frame's reference: the header
     * is read at the version {@code codec} gives for the frame's API version, and the body viewed at
     * that version (at version 0 for an ApiVersions answer of UNSUPPORTED_VERSION, as Kafka writes it).
     *
     * @throws MalformedMessageException if the header cannot be read; the frame is then released
     * @throws IllegalArgumentException if {@code codec} is of another API than the frame
     */
    public static ViewedResponse of(KafkaFrame response, ApiMessageCodec<?> codec, MessageView view) {
        try {
            if (codec.apiKey() != response.apiKey()) {
                throw new IllegalArgumentException(response + " is not of API " + codec.apiKey() + ", " + codec
                        + "'s");
            }
            ByteBuf content = response.content();
            int start = content.readerIndex();
            ResponseHeaderCodec.INSTANCE.read(content, codec.headerVersion(response.apiVersion()));
            int bodyIndex = content.readerIndex();
            content.readerIndex(start);
            short version = ApiVersionsResponses.bodyVersion(response.apiKey(), response.apiVersion(), content,
                    bodyIndex);
            return new ViewedResponse(new FramedView(response, bodyIndex, view, version));
        } catch (RuntimeException e) {
            response.release();
            throw e;
        }
    }

    /** The view of the body. */
    public MessageView view() {
        return framed.view();
    }

    /**
     * The view of the body as the class given to {@link #of}, e.g.
     * {@code response.view(MetadataResponseView.class).brokers(0)}.
     *
     * @throws IllegalArgumentException if the view is of another class
     */
    public <V extends MessageView> V view(Class<V> type) {
        return framed.view(type);
    }

    /** The frame as it came, unchanged whatever patches are set. Not a new reference. */
    public KafkaFrame frame() {
        return framed.frame();
    }

    /**
     * Hands this response's reference over to the frame to write: as it came when no patch is set,
     * else the original header followed by the view's patched body. This response is then released.
     */
    public KafkaFrame forward(ByteBufAllocator alloc) {
        return framed.forward(alloc);
    }

    @Override
    public int refCnt() {
        return framed.frame().refCnt();
    }

    @Override
    public ViewedResponse retain() {
        framed.frame().retain();
        return this;
    }

    @Override
    public ViewedResponse retain(int increment) {
        framed.frame().retain(increment);
        return this;
    }

    @Override
    public ViewedResponse touch() {
        framed.frame().touch();
        return this;
    }

    @Override
    public ViewedResponse touch(Object hint) {
        framed.frame().touch(hint);
        return this;
    }

    @Override
    public boolean release() {
        return framed.frame().release();
    }

    @Override
    public boolean release(int decrement) {
        return framed.frame().release(decrement);
    }

    @Override
    public String toString() {
        return "ViewedResponse(" + framed.frame() + ")";
    }
}
