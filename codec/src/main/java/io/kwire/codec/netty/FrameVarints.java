package io.kwire.codec.netty;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;

/**
 * The unsigned varints that this package's hand-written frame readers take from a buffer, read by
 * the codecs' own varint reader ({@link Varints#length}).
 */
final class FrameVarints {
    private static final String KIND = "unsigned varint";

    private FrameVarints() {
    }

    /**
     * Reads the unsigned varint at {@code frame}'s reader index and moves past it; throws
     * {@link MalformedMessageException} naming {@code field}, at the frame's index where the varint
     * starts, if there is none. Only its bytes are read: a heap buffer's in place, any other's (at
     * most 5) copied out.
     */
    static int readUnsigned(ByteBuf frame, String field) {
        int start = frame.readerIndex();
        // One byte, nearly every length: no copy.
        byte first = frame.isReadable() ? frame.getByte(start) : -1;
        if (first >= 0) {
            frame.readerIndex(start + 1);
            return first;
        }
        int held = Math.min(Varints.MAX_VARINT_BYTES, frame.readableBytes());
        byte[] array;
        int at;
        if (frame.hasArray()) {
            array = frame.array();
            at = frame.arrayOffset() + start;
        } else {
            array = new byte[held];
            frame.getBytes(start, array);
            at = 0;
        }
        int length = Varints.length(array, at, held, Varints.MAX_VARINT_BYTES, start, field, KIND);
        frame.readerIndex(start + length);
        return (int) Varints.raw(array, at, length);
    }
}
