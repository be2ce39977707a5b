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
import java.util.concurrent.ThreadLocalRandom;

/**
 * Logs a client connection in with SASL before its first request, as Kafka's clients do:
 * SaslHandshake v1, then SaslAuthenticate v2 until the exchange completes. Requests written before
 * then wait here, and go out in order once the server has accepted the client; if it refuses, each
 * fails with a {@link SaslAuthenticationException} carrying the server's message, and so does every
 * request after, and the connection closes. Sits between {@link KafkaFrameDecoder} and
 * {@link KafkaClientCodec}: {@link KafkaClientChannel#authenticate} puts it there. One per connection.
 *
 * <p>When the server gives the session a lifetime (KIP-368, Kafka's {@code connections.max.reauth.ms}),
 * the client logs in again before it ends, as Kafka's clients do: the first request written once 85 to 95%
 * of the lifetime has passed (a point picked at random for each session, so that connections do not
 * re-authenticate all at once) waits, with those written after it, while SaslHandshake and
 * SaslAuthenticate run again; responses to the requests sent before may arrive meanwhile and pass on. The
 * SASL requests take correlation ids from the top of the range, which {@link KafkaClientCodec} never uses,
 * as Kafka's clients reserve them.
 */
public final class SaslClientHandler extends ChannelDuplexHandler {
    /** The first of the correlation ids kept for SASL's requests, up to {@link Integer#MAX_VALUE}, as in Kafka. */
    static final int MIN_RESERVED_CORRELATION_ID = Integer.MAX_VALUE - 7;
    /** Kafka's client re-authenticates after at least this share of the session's lifetime... */
    private static final double REAUTHENTICATE_FROM = 0.85;
    /** ... plus at most this share, picked at random. */
    private static final double REAUTHENTICATE_JITTER = 0.10;
    private static final short NONE = 0;
    private static final MessageCodec<HandshakeRequest> HANDSHAKE_REQUEST = SaslMessages_HandshakeRequestCodec.INSTANCE;
    private static final MessageCodec<HandshakeResponse> HANDSHAKE_RESPONSE =
            SaslMessages_HandshakeResponseCodec.INSTANCE;
    private static final MessageCodec<AuthenticateRequest> AUTHENTICATE_REQUEST =
            SaslMessages_AuthenticateRequestCodec.INSTANCE;
    private static final MessageCodec<AuthenticateResponse> AUTHENTICATE_RESPONSE =
            SaslMessages_AuthenticateResponseCodec.INSTANCE;

    private final SaslMechanism mechanism;
    private final String user;
    private final String password;
    private final String clientId;
    private final Queue<Pending> waiting = new ArrayDeque<>();
    private SaslClientExchange exchange;
    private int correlationId = MIN_RESERVED_CORRELATION_ID;
    private boolean handshakeDone;
    private boolean authenticated;
    private boolean reauthenticates;
    private long reauthenticateAt;
    private long sessionLifetimeMs;
    private SaslAuthenticationException refusal;

    /** Logs in as {@code user} with {@code mechanism}, sending {@code clientId} in the SASL requests' headers. */
    public SaslClientHandler(SaslMechanism mechanism, String user, String password, String clientId) {
        this.mechanism = mechanism;
        this.user = user;
        this.password = password;
        this.clientId = clientId;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        logIn(ctx);
        ctx.fireChannelActive();
    }

    /** Starts a login: a new exchange, and its SaslHandshake. */
    private void logIn(ChannelHandlerContext ctx) {
        exchange = SaslClientExchange.start(mechanism, user, password);
        handshakeDone = false;
        sessionLifetimeMs = 0;
        ctx.writeAndFlush(request(ctx, SaslMessages.HANDSHAKE, HANDSHAKE_REQUEST,
                new HandshakeRequest(mechanism.mechanismName())));
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (authenticated && reauthenticates && System.nanoTime() - reauthenticateAt >= 0) {
            authenticated = false;
            logIn(ctx);
        }
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

    /** Passes on each frame but the answers to SASL's requests, told apart by their reserved correlation ids. */
    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (authenticated || !(msg instanceof ByteBuf frame) || frame.readableBytes() < 4
                || frame.getInt(frame.readerIndex()) < MIN_RESERVED_CORRELATION_ID) {
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
        if (answer.sessionLifetimeMs > 0) {
            sessionLifetimeMs = answer.sessionLifetimeMs;
        }
        byte[] next = exchange.evaluate(answer.authBytes);
        if (next != null) {
            send(ctx, next);
        } else if (exchange.isComplete()) {
            authenticated = true;
            scheduleReauthentication();
            while (!waiting.isEmpty()) {
                Pending pending = waiting.poll();
                ctx.write(pending.message(), pending.promise());
            }
            ctx.flush();
        }
    }

    /** Picks when to re-authenticate, as Kafka's client does: at 85 to 95% of the session's lifetime, if it has one. */
    private void scheduleReauthentication() {
        reauthenticates = sessionLifetimeMs > 0;
        if (reauthenticates) {
            double share = REAUTHENTICATE_FROM + ThreadLocalRandom.current().nextDouble() * REAUTHENTICATE_JITTER;
            reauthenticateAt = System.nanoTime() + (long) (sessionLifetimeMs * share) * 1_000_000L;
        }
    }

    private void send(ChannelHandlerContext ctx, byte[] token) {
        ctx.writeAndFlush(request(ctx, SaslMessages.AUTHENTICATE, AUTHENTICATE_REQUEST,
                new AuthenticateRequest(token)));
    }

    /** A request frame at the codec's newest version: header v2 before flexible versions, v1 before the others. */
    private <T> ByteBuf request(ChannelHandlerContext ctx, short apiKey, MessageCodec<T> codec, T body) {
        short version = codec.highestVersion();
        if (correlationId < MIN_RESERVED_CORRELATION_ID) {
            correlationId = MIN_RESERVED_CORRELATION_ID;
        }
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
                    + ctx.channel().remoteAddress() + " closed before SASL " + (reauthenticates ? "re-" : "")
                    + "authentication completed", null));
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

    /** A request written before authentication or during a re-authentication, and its promise. */
    private record Pending(Object message, ChannelPromise promise) {
    }
}
