package io.kwire.codec.netty;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.internal.Varints;
import io.kwire.codec.internal.WireInput;
import io.netty.buffer.ByteBuf;

/**
 * The unsigned varints that this package's hand-written frame readers take from a buffer, read by
 * the codecs' own varint reader.
 */
final class FrameVarints {
    /** The most bytes an unsigned varint of 32 bits takes. */
    private static final int MAX_BYTES = 5;

    private FrameVarints() {
    }

    /**
     * Reads the unsigned varint at {@code frame}'s reader index and moves past it; throws
     * {@link MalformedMessageException} naming {@code field}, at the frame's index where the varint
     * starts, if there is none. Only its bytes are read: a frame of records is not copied into the
     * cursor's window.
     */
    static int readUnsigned(ByteBuf frame, String field) {
        int start = frame.readerIndex();
        WireInput in = WireInput.open(frame.slice(start, Math.min(MAX_BYTES, frame.readableBytes())));
        try {
            int value = Varints.readUnsignedVarint(in, field);
            frame.readerIndex(start + in.position());
            return value;
        } catch (MalformedMessageException e) {
            throw e.relativeTo(-start);
        } finally {
            in.close();
        }
    }
}
