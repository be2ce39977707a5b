package io.kwire.codec.netty;

import io.netty.util.ReferenceCounted;

/**
 * Something that holds one {@link KafkaFrame} and counts references as that frame does: releasing
 * it releases the frame, so that Netty's own release of a message it could not write frees the frame.
 */
abstract class FrameHolder implements ReferenceCounted {
    private final KafkaFrame held;

    FrameHolder(KafkaFrame held) {
        this.held = held;
    }

    /** The frame held; not a new reference. */
    final KafkaFrame held() {
        return held;
    }

    @Override
    public final int refCnt() {
        return held.refCnt();
    }

    @Override
    public final ReferenceCounted retain() {
        held.retain();
        return this;
    }

    @Override
    public final ReferenceCounted retain(int increment) {
        held.retain(increment);
        return this;
    }

    @Override
    public final ReferenceCounted touch() {
        held.touch();
        return this;
    }

    @Override
    public final ReferenceCounted touch(Object hint) {
        held.touch(hint);
        return this;
    }

    @Override
    public final boolean release() {
        return held.release();
    }

    @Override
    public final boolean release(int decrement) {
        return held.release(decrement);
    }
}
