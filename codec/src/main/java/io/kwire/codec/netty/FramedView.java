package io.kwire.codec.netty;

import io.kwire.codec.MessageView;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;

/**
 * A frame and a view of its body, for {@link ViewedRequest} and {@link ViewedResponse}: the view
 * stands on the frame's memory from {@code bodyIndex}, and a patched view goes on as the frame's
 * header followed by the patched body.
 */
final class FramedView {
    private final KafkaFrame frame;
    private final int bodyIndex;
    private final MessageView view;

    /** Points {@code view} at the body of {@code frame}, which starts at {@code bodyIndex} of its content, at {@code version}. */
    FramedView(KafkaFrame frame, int bodyIndex, MessageView view, short version) {
        ByteBuf content = frame.content();
        view.reset(content, bodyIndex, content.writerIndex() - bodyIndex, version);
        this.frame = frame;
        this.bodyIndex = bodyIndex;
        this.view = view;
    }

    KafkaFrame frame() {
        return frame;
    }

    MessageView view() {
        return view;
    }

    <V extends MessageView> V view(Class<V> type) {
        if (!type.isInstance(view)) {
            throw new IllegalArgumentException("the view of " + frame + " is a " + view.getClass().getName()
                    + ", not a " + type.getName());
        }
        return type.cast(view);
    }

    /** The frame to send on, taking over the frame's reference: see {@link ViewedRequest#forward}. */
    KafkaFrame forward(ByteBufAllocator alloc) {
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
