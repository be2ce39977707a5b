package io.kwire.codec.netty;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.RequestHeaderCodec;
import io.netty.buffer.ByteBuf;

/**
 * Whether a request frame is Kafka's one request that takes no response: Produce with acks=0. Read from
 * the frame's bytes (transactional id, then acks), not from a decoded body, so that it holds for any
 * Produce class a registry has and for frames passed through undecoded. A frame too short or malformed
 * to tell is taken to want a response: the decoder refuses it anyway.
 */
final class ProduceAcks {
    static final short PRODUCE = 0;
    private static final short FIRST_WITH_TRANSACTIONAL_ID = 3;
    private static final short FIRST_FLEXIBLE = 9;

    private ProduceAcks() {
    }

    /** Whether {@code frame}, a request frame without its size, is a Produce with acks=0; moves no index. */
    static boolean isZero(ByteBuf frame) {
        int start = frame.readerIndex();
        if (frame.readableBytes() < 4 || frame.getShort(start) != PRODUCE) {
            return false;
        }
        short version = frame.getShort(start + 2);
        ByteBuf body = frame.duplicate();
        try {
            RequestHeaderCodec.INSTANCE.read(body, (short) (version >= FIRST_FLEXIBLE ? 2 : 1));
        } catch (MalformedMessageException e) {
            return false;
        }
        return bodyIsZero(body, version);
    }

    /** Whether {@code body}, a Produce request's body at {@code version}, asks acks=0; moves no index. */
    static boolean bodyIsZero(ByteBuf body, short version) {
        ByteBuf in = body.duplicate();
        int idLength;
        try {
            if (version >= FIRST_FLEXIBLE) {
                idLength = FrameVarints.readUnsigned(in, "ProduceRequest.transactionalId length") - 1;
            } else if (version >= FIRST_WITH_TRANSACTIONAL_ID) {
                idLength = in.readableBytes() >= 2 ? in.readShort() : Integer.MAX_VALUE;
            } else {
                idLength = 0;
            }
        } catch (MalformedMessageException e) {
            return false;
        }
        if (idLength > 0) {
            if (idLength > in.readableBytes()) {
                return false;
            }
            in.skipBytes(idLength);
        }
        return in.readableBytes() >= 2 && in.readShort() == 0;
    }
}
