package io.kwire.codec;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;

/**
 * What every generated message view ({@code <SimpleName>View}, see {@code @View}) offers whatever
 * its message: pointing it at a body, checking the body, and the patches set on it. Its fields'
 * accessors and setters are on the generated class. A pipeline that hands over views
 * ({@code io.kwire.codec.netty.RequestForms}) creates them through this type.
 */
public interface MessageView {
    /**
     * Points the view at the message of {@code version} in the {@code length} bytes of {@code buffer}
     * from {@code index}; reads nothing yet and forgets every patch set. The buffer is not retained.
     *
     * @throws UnsupportedVersionException if the message has no such version
     */
    MessageView reset(ByteBuf buffer, int index, int length, short version);

    /**
     * Walks the whole message once, checking it as a codec's read does, and that it fills its region.
     *
     * @throws MalformedMessageException if it does not
     */
    void validate();

    /** The new body, with every patch set since {@code reset}; the caller releases it. */
    ByteBuf patched(ByteBufAllocator alloc);

    /** The number of patches set since {@code reset} or {@link #clearPatches()}. */
    int patchCount();

    /** Forgets every patch set. */
    void clearPatches();
}
