package io.kwire.codec.netty;

import io.kwire.codec.CodecException;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.codec.netty.SaslMessages.AuthenticateRequest;
import io.kwire.codec.netty.SaslMessages.AuthenticateResponse;
import io.kwire.codec.netty.SaslMessages.HandshakeRequest;
import io.kwire.codec.netty.SaslMessages.HandshakeResponse;
import io.kwire.codec.sasl.SaslAuthenticationException;
import io.kwire.codec.sasl.SaslClientExchange;
import io.kwire.codec.sasl.SaslMechanism;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.util.ReferenceCountUtil;
import java.util.ArrayDeque;
import java.util.Queue;

/**
 * Logs a client connection in with SASL before its first request, as Kafka's clients do:
 * SaslHandshake v1, then SaslAuthenticate v2 until the exchange completes. Requests written before
 * then wait here, and go out in order once the server has accepted the client; if it refuses, each
 * fails with a {@link SaslAuthenticationException} carrying the server's message, and so does every
 * request after, and the connection closes. Sits between {@link KafkaFrameDecoder} and
 * {@link KafkaClientCodec}: {@link KafkaClientChannel#authenticate} puts it there. One per connection.
 */
public final class SaslClientHandler extends ChannelDuplexHandler {
    private static final short NONE = 0;
    private static final MessageCodec<HandshakeRequest> HANDSHAKE_REQUEST = SaslMessages_HandshakeRequestCodec.INSTANCE;
    private static final MessageCodec<HandshakeResponse> HANDSHAKE_RESPONSE =
            SaslMessages_HandshakeResponseCodec.INSTANCE;
    private static final MessageCodec<AuthenticateRequest> AUTHENTICATE_REQUEST =
            SaslMessages_AuthenticateRequestCodec.INSTANCE;
    private static final MessageCodec<AuthenticateResponse> AUTHENTICATE_RESPONSE =
            SaslMessages_AuthenticateResponseCodec.INSTANCE;

    private final SaslClientExchange exchange;
    private final String clientId;
    private final Queue<Pending> waiting = new ArrayDeque<>();
    private int correlationId;
    private boolean handshakeDone;
    private boolean authenticated;
    private SaslAuthenticationException refusal;

    /** Logs in as {@code user} with {@code mechanism}, sending {@code clientId} in the SASL requests' headers. */
    public SaslClientHandler(SaslMechanism mechanism, String user, String password, String clientId) {
        this.exchange = SaslClientExchange.start(mechanism, user, password);
        this.clientId = clientId;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        ctx.writeAndFlush(request(ctx, SaslMessages.HANDSHAKE, HANDSHAKE_REQUEST,
                new HandshakeRequest(exchange.mechanism().mechanismName())));
        ctx.fireChannelActive();
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (authenticated) {
            ctx.write(msg, promise);
        } else if (refusal != null) {
            ReferenceCountUtil.release(msg);
            promise.setFailure(refusal);
        } else {
            waiting.add(new Pending(msg, promise));
        }
    }

    @Override
    public void flush(ChannelHandlerContext ctx) {
        if (authenticated) {
            ctx.flush();
        }
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (authenticated || !(msg instanceof ByteBuf frame)) {
            ctx.fireChannelRead(msg);
            return;
        }
        try {
            if (refusal == null) {
                answer(ctx, frame);
            }
        } catch (CodecException e) {
            refuse(ctx, "the server's SASL response is malformed: " + e.getMessage());
        } catch (SaslAuthenticationException e) {
            refuse(ctx, e.getMessage());
        } finally {
            frame.release();
        }
    }

    private void answer(ChannelHandlerContext ctx, ByteBuf frame) {
        if (!handshakeDone) {
            HandshakeResponse handshake = response(frame, HANDSHAKE_RESPONSE);
            if (handshake.errorCode != NONE) {
                refuse(ctx, "the server does not offer SASL mechanism " + exchange.mechanism().mechanismName()
                        + "; it offers " + handshake.mechanisms + " (error " + handshake.errorCode + ")");
                return;
            }
            handshakeDone = true;
            send(ctx, exchange.initialToken());
            return;
        }
        AuthenticateResponse answer = response(frame, AUTHENTICATE_RESPONSE);
        if (answer.errorCode != NONE) {
            refuse(ctx, answer.errorMessage != null ? answer.errorMessage
                    : "the server refused authentication (error " + answer.errorCode + ")");
            return;
        }
        byte[] next = exchange.evaluate(answer.authBytes);
        if (next != null) {
            send(ctx, next);
        } else if (exchange.isComplete()) {
            authenticated = true;
            while (!waiting.isEmpty()) {
                Pending pending = waiting.poll();
                ctx.write(pending.message(), pending.promise());
            }
            ctx.flush();
        }
    }

    private void send(ChannelHandlerContext ctx, byte[] token) {
        ctx.writeAndFlush(request(ctx, SaslMessages.AUTHENTICATE, AUTHENTICATE_REQUEST,
                new AuthenticateRequest(token)));
    }

    /** A request frame at the codec's newest version: header v2 before flexible versions, v1 before the others. */
    private <T> ByteBuf request(ChannelHandlerContext ctx, short apiKey, MessageCodec<T> codec, T body) {
        short version = codec.highestVersion();
        RequestHeader header = new RequestHeader(apiKey, version, correlationId++, clientId);
        return FrameEncoding.encode(ctx.alloc(), RequestHeaderCodec.INSTANCE, header,
                (short) (codec.isFlexible(version) ? 2 : 1), codec, body, version);
    }

    /** The response in {@code frame}, at the version this client asks in: the codec's newest. */
    private static <T> T response(ByteBuf frame, MessageCodec<T> codec) {
        short version = codec.highestVersion();
        ResponseHeaderCodec.INSTANCE.read(frame, (short) (codec.isFlexible(version) ? 1 : 0));
        return FrameBodies.readWhole(codec, frame, version, "response");
    }

    private void refuse(ChannelHandlerContext ctx, String message) {
        refusal = new SaslAuthenticationException(message);
        failWaiting(refusal);
        ConnectionFaults.close(ctx, "SASL authentication failed: " + message);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (!authenticated) {
            failWaiting(refusal != null ? refusal : new ConnectionClosedException("connection to "
                    + ctx.channel().remoteAddress() + " closed before SASL authentication completed", null));
        }
        ctx.fireChannelInactive();
    }

    private void failWaiting(Throwable cause) {
        while (!waiting.isEmpty()) {
            Pending pending = waiting.poll();
            ReferenceCountUtil.release(pending.message());
            pending.promise().tryFailure(cause);
        }
    }

    /** A request written before authentication, and its promise. */
    private record Pending(Object message, ChannelPromise promise) {
    }
}
