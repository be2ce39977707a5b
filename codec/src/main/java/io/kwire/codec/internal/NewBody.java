package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;

/**
 * A patched message's new body as {@link Splices#build} puts it together, in order: runs of copied
 * bytes, all in one buffer of the size given up front, and retained slices between them. It is one
 * buffer when it has one part, else a composite of its parts, which never consolidates (copies)
 * them.
 */
final class NewBody {
    private final ByteBufAllocator alloc;
    private final int copiedBytes;
    private final int maxParts;
    private ByteBuf copied;
    private int runStart;
    private ByteBuf single;
    private CompositeByteBuf composite;

    /** A body that copies {@code copiedBytes} bytes in all and has at most {@code maxParts} parts. */
    NewBody(ByteBufAllocator alloc, int copiedBytes, int maxParts) {
        this.alloc = alloc;
        this.copiedBytes = copiedBytes;
        this.maxParts = maxParts;
    }

    /** Appends {@code bytes}, copied. */
    void copy(byte[] bytes) {
        if (bytes.length > 0) {
            copied().writeBytes(bytes);
        }
    }

    /** Appends {@code length} bytes of {@code from} at {@code index}, copied. */
    void copy(ByteBuf from, int index, int length) {
        copied().writeBytes(from, index, length);
    }

    /** Appends {@code retained}, a slice this body now holds the reference of. */
    void slice(ByteBuf retained) {
        endRun();
        add(retained);
    }

    /** The body, the caller's to release; this holds nothing after it. */
    ByteBuf build() {
        endRun();
        if (copied != null) {
            copied.release();
            copied = null;
        }
        ByteBuf body = composite != null ? composite : single != null ? single : alloc.buffer(0);
        composite = null;
        single = null;
        return body;
    }

    /** Releases every part taken so far: the body will not be built. */
    void release() {
        for (ByteBuf held : new ByteBuf[] {copied, single, composite}) {
            if (held != null) {
                held.release();
            }
        }
        copied = null;
        single = null;
        composite = null;
    }

    private ByteBuf copied() {
        if (copied == null) {
            copied = alloc.buffer(copiedBytes, copiedBytes);
        }
        return copied;
    }

    /** The copied bytes since the last slice, as a part of their own. */
    private void endRun() {
        if (copied != null && copied.writerIndex() > runStart) {
            add(copied.retainedSlice(runStart, copied.writerIndex() - runStart));
            runStart = copied.writerIndex();
        }
    }

    private void add(ByteBuf part) {
        if (composite != null) {
            composite.addComponent(true, part);
        } else if (single == null) {
            single = part;
        } else {
            composite = alloc.compositeBuffer(maxParts);
            composite.addComponent(true, single);
            composite.addComponent(true, part);
            single = null;
        }
    }
}
