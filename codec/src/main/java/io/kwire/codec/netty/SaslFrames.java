package io.kwire.codec.netty;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.internal.Varints;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Kafka's SaslHandshake (v0-1) and SaslAuthenticate (v0-2) bodies, in the layouts of Kafka 4.4,
 * read and written by {@link SaslServerHandler} itself, so that authentication needs no codecs of
 * the user's. Each read checks every length against the bytes there are.
 */
final class SaslFrames {
    static final short HANDSHAKE = 17;
    static final short AUTHENTICATE = 36;
    static final short HIGHEST_HANDSHAKE_VERSION = 1;
    static final short HIGHEST_AUTHENTICATE_VERSION = 2;
    private static final short FIRST_FLEXIBLE_AUTHENTICATE = 2;
    private static final int SIZE_BYTES = 4;

    private SaslFrames() {
    }

    /** The request header version of {@code apiKey} at {@code version}: 2 for flexible SaslAuthenticate, else 1. */
    static short requestHeaderVersion(short apiKey, short version) {
        return (short) (isFlexible(apiKey, version) ? 2 : 1);
    }

    /** A SaslHandshake request's mechanism. */
    static String readMechanism(ByteBuf body) {
        int length = body.readableBytes() >= 2 ? body.readShort() : -1;
        if (length < 0 || length > body.readableBytes()) {
            throw new MalformedMessageException("SaslHandshakeRequest.mechanism", body.readerIndex(),
                    "length " + length + " does not fit the " + body.readableBytes() + " bytes left");
        }
        return body.readCharSequence(length, StandardCharsets.UTF_8).toString();
    }

    /** A SaslAuthenticate request's auth bytes, copied out (a token is parsed as a whole). */
    static byte[] readAuthBytes(ByteBuf body, short version) {
        int length;
        if (version >= FIRST_FLEXIBLE_AUTHENTICATE) {
            length = Varints.readUnsignedVarint(body, "auth_bytes length") - 1;
        } else {
            length = body.readableBytes() >= 4 ? body.readInt() : -2;
        }
        if (length < 0 || length > body.readableBytes()) {
            throw new MalformedMessageException("SaslAuthenticateRequest.authBytes", body.readerIndex(),
                    "length " + length + " does not fit the " + body.readableBytes() + " bytes left");
        }
        return ByteBufUtil.getBytes(body, body.readerIndex(), length);
    }

    /** A SaslHandshake response frame, size prefix and header included. */
    static ByteBuf handshakeResponse(ByteBufAllocator allocator, int correlationId, short errorCode,
            List<String> mechanisms) {
        int size = 4 + 2 + 4;
        for (String mechanism : mechanisms) {
            size += 2 + mechanism.length();
        }
        ByteBuf frame = allocator.ioBuffer(SIZE_BYTES + size, SIZE_BYTES + size);
        frame.writeInt(size).writeInt(correlationId).writeShort(errorCode).writeInt(mechanisms.size());
        for (String mechanism : mechanisms) {
            frame.writeShort(mechanism.length());
            frame.writeCharSequence(mechanism, StandardCharsets.US_ASCII);
        }
        return frame;
    }

    /** A SaslAuthenticate response frame at {@code version}, size prefix and header included. */
    static ByteBuf authenticateResponse(ByteBufAllocator allocator, int correlationId, short version,
            short errorCode, String errorMessage, byte[] authBytes) {
        boolean flexible = version >= FIRST_FLEXIBLE_AUTHENTICATE;
        byte[] message = errorMessage == null ? null : errorMessage.getBytes(StandardCharsets.UTF_8);
        int size = 4 + (flexible ? 1 : 0) + 2;
        if (flexible) {
            size += Varints.sizeOfUnsignedVarint(message == null ? 0 : message.length + 1) + (message == null ? 0 : message.length)
                    + Varints.sizeOfUnsignedVarint(authBytes.length + 1) + authBytes.length + 8 + 1;
        } else {
            size += 2 + (message == null ? 0 : message.length) + 4 + authBytes.length + (version >= 1 ? 8 : 0);
        }
        ByteBuf frame = allocator.ioBuffer(SIZE_BYTES + size, SIZE_BYTES + size);
        frame.writeInt(size).writeInt(correlationId);
        if (flexible) {
            frame.writeByte(0);
        }
        frame.writeShort(errorCode);
        if (flexible) {
            Varints.writeUnsignedVarint(frame, message == null ? 0 : message.length + 1);
        } else {
            frame.writeShort(message == null ? -1 : message.length);
        }
        if (message != null) {
            frame.writeBytes(message);
        }
        if (flexible) {
            Varints.writeUnsignedVarint(frame, authBytes.length + 1);
        } else {
            frame.writeInt(authBytes.length);
        }
        frame.writeBytes(authBytes);
        if (version >= 1) {
            frame.writeLong(0L);
        }
        if (flexible) {
            frame.writeByte(0);
        }
        return frame;
    }

    /** A token of the handshake v0 exchange: its size, then its bytes, with no Kafka header. */
    static ByteBuf rawToken(ByteBufAllocator allocator, byte[] token) {
        return allocator.ioBuffer(SIZE_BYTES + token.length).writeInt(token.length).writeBytes(token);
    }

    private static boolean isFlexible(short apiKey, short version) {
        return apiKey == AUTHENTICATE && version >= FIRST_FLEXIBLE_AUTHENTICATE;
    }
}
