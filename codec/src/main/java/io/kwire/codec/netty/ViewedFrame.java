package io.kwire.codec.netty;

import io.kwire.codec.MessageView;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;

/**
 * A frame it holds and a view of the frame's body, what {@link ViewedRequest} and
 * {@link ViewedResponse} share: the view stands on the frame's memory from the body's first byte,
 * and a patched view goes on as the frame's header followed by the patched body.
 */
abstract class ViewedFrame extends FrameHolder {
    private final int bodyIndex;
    private final MessageView view;

    /** Points {@code view} at the body of {@code frame}, from {@code bodyIndex} of its content, at {@code version}. */
    ViewedFrame(KafkaFrame frame, int bodyIndex, MessageView view, short version) {
        super(frame);
        ByteBuf content = frame.content();
        view.reset(content, bodyIndex, content.writerIndex() - bodyIndex, version);
        this.bodyIndex = bodyIndex;
        this.view = view;
    }

    /** The view of the body. */
    public final MessageView view() {
        return view;
    }

    /**
     * The view of the body as the class it was made as, e.g.
     * {@code request.view(ProduceRequestView.class).acks()}.
     *
     * @throws IllegalArgumentException if the view is of another class
     */
    public final <V extends MessageView> V view(Class<V> type) {
        if (!type.isInstance(view)) {
            throw new IllegalArgumentException("the view of " + held() + " is a " + view.getClass().getName()
                    + ", not a " + type.getName());
        }
        return type.cast(view);
    }

    /** The frame as it came: header and body, unchanged whatever patches are set. Not a new reference. */
    public final KafkaFrame frame() {
        return held();
    }

    /**
     * Hands this message's reference over to the frame to send on: the frame as it came when no
     * patch is set on the view, else the original header followed by the view's {@code patched} body
     * (the unchanged spans still the frame's memory). This message is then released: neither it nor
     * its view may be used again. The frame's content holds no size prefix; the encoders write one.
     */
    public final KafkaFrame forward(ByteBufAllocator alloc) {
        KafkaFrame frame = held();
        if (view.patchCount() == 0) {
            return frame;
        }
        ByteBuf body = view.patched(alloc);
        ByteBuf content = frame.content();
        CompositeByteBuf patched = alloc.compositeBuffer();
        patched.addComponent(true, content.retainedSlice(content.readerIndex(), bodyIndex - content.readerIndex()));
        patched.addFlattenedComponents(true, body);
        frame.release();
        return frame.replace(patched);
    }
}
