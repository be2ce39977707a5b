package io.kwire.codec.netty;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's SaslHandshake (v0-1) and SaslAuthenticate (v0-2) frames, in the layouts of Kafka 4.4,
 * read and written by {@link SaslServerHandler} and {@link SaslClientHandler} themselves, so that
 * authentication needs no codecs of the user's. Each read checks every length against the bytes
 * there are. The client speaks the newest versions: SaslHandshake v1 and SaslAuthenticate v2.
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
            length = FrameVarints.readUnsigned(body, "auth_bytes length") - 1;
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

    /** A SaslHandshake v1 request frame, size prefix and header v1 included. */
    static ByteBuf handshakeRequest(ByteBufAllocator allocator, int correlationId, String clientId, String mechanism) {
        byte[] client = clientId == null ? null : clientId.getBytes(StandardCharsets.UTF_8);
        int size = 2 + 2 + 4 + 2 + (client == null ? 0 : client.length) + 2 + mechanism.length();
        ByteBuf frame = allocator.ioBuffer(SIZE_BYTES + size, SIZE_BYTES + size);
        writeRequestHeader(frame.writeInt(size), HANDSHAKE, HIGHEST_HANDSHAKE_VERSION, correlationId, client);
        frame.writeShort(mechanism.length());
        frame.writeCharSequence(mechanism, StandardCharsets.US_ASCII);
        return frame;
    }

    /** A SaslAuthenticate v2 request frame, size prefix and header v2 included. */
    static ByteBuf authenticateRequest(ByteBufAllocator allocator, int correlationId, String clientId, byte[] token) {
        byte[] client = clientId == null ? null : clientId.getBytes(StandardCharsets.UTF_8);
        int size = 2 + 2 + 4 + 2 + (client == null ? 0 : client.length) + 1
                + Varints.sizeOfUnsignedVarint(token.length + 1) + token.length + 1;
        ByteBuf frame = allocator.ioBuffer(SIZE_BYTES + size, SIZE_BYTES + size);
        writeRequestHeader(frame.writeInt(size), AUTHENTICATE, HIGHEST_AUTHENTICATE_VERSION, correlationId, client);
        frame.writeByte(0);
        Varints.writeUnsignedVarint(frame, token.length + 1);
        frame.writeBytes(token);
        frame.writeByte(0);
        return frame;
    }

    /** A SaslHandshake v1 response read on the client: its error code and the mechanisms the server offers. */
    static HandshakeAnswer readHandshakeResponse(ByteBuf frame) {
        need(frame, 4 + 2 + 4, "SaslHandshake response");
        frame.skipBytes(4);
        short errorCode = frame.readShort();
        int count = frame.readInt();
        if (count < 0 || count > frame.readableBytes() / 2) {
            throw new MalformedMessageException("SaslHandshakeResponse.mechanisms", frame.readerIndex(),
                    "count " + count + " does not fit the " + frame.readableBytes() + " bytes left");
        }
        List<String> mechanisms = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            mechanisms.add(readMechanism(frame));
        }
        return new HandshakeAnswer(errorCode, mechanisms);
    }

    /** A SaslAuthenticate v2 response read on the client: its error code, message and token. */
    static AuthenticateAnswer readAuthenticateResponse(ByteBuf frame) {
        need(frame, 4 + 1 + 2, "SaslAuthenticate response");
        frame.skipBytes(4);
        skipTaggedFields(frame);
        short errorCode = frame.readShort();
        int messageLength = FrameVarints.readUnsigned(frame, "error_message length") - 1;
        String message = null;
        if (messageLength >= 0) {
            need(frame, messageLength, "SaslAuthenticate response's error message");
            message = frame.readCharSequence(messageLength, StandardCharsets.UTF_8).toString();
        }
        int tokenLength = FrameVarints.readUnsigned(frame, "auth_bytes length") - 1;
        if (tokenLength < 0) {
            throw new MalformedMessageException("SaslAuthenticateResponse.authBytes", frame.readerIndex(), "null");
        }
        need(frame, tokenLength, "SaslAuthenticate response's auth bytes");
        byte[] token = ByteBufUtil.getBytes(frame, frame.readerIndex(), tokenLength);
        return new AuthenticateAnswer(errorCode, message, token);
    }

    /** What a SaslHandshake response says. */
    record HandshakeAnswer(short errorCode, List<String> mechanisms) {
    }

    /** What a SaslAuthenticate response says. */
    record AuthenticateAnswer(short errorCode, String errorMessage, byte[] token) {
    }

    private static void writeRequestHeader(ByteBuf frame, short apiKey, short version, int correlationId, byte[] client) {
        frame.writeShort(apiKey).writeShort(version).writeInt(correlationId);
        frame.writeShort(client == null ? -1 : client.length);
        if (client != null) {
            frame.writeBytes(client);
        }
    }

    private static void skipTaggedFields(ByteBuf frame) {
        int count = FrameVarints.readUnsigned(frame, "tagged field count");
        for (int i = 0; i < count; i++) {
            FrameVarints.readUnsigned(frame, "tag");
            int size = FrameVarints.readUnsigned(frame, "tagged field size");
            need(frame, size, "tagged field");
            frame.skipBytes(size);
        }
    }

    private static void need(ByteBuf frame, int bytes, String what) {
        if (bytes < 0 || frame.readableBytes() < bytes) {
            throw new MalformedMessageException(what, frame.readerIndex(), "needs " + bytes + " bytes but "
                    + frame.readableBytes() + " are left");
        }
    }

    /** A token of the handshake v0 exchange: its size, then its bytes, with no Kafka header. */
    static ByteBuf rawToken(ByteBufAllocator allocator, byte[] token) {
        return allocator.ioBuffer(SIZE_BYTES + token.length).writeInt(token.length).writeBytes(token);
    }

    private static boolean isFlexible(short apiKey, short version) {
        return apiKey == AUTHENTICATE && version >= FIRST_FLEXIBLE_AUTHENTICATE;
    }
}
