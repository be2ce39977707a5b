package io.kwire.codec.netty;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.codec.netty.SaslMessages.AuthenticateRequest;
import io.kwire.codec.netty.SaslMessages.AuthenticateResponse;
import io.kwire.codec.netty.SaslMessages.HandshakeRequest;
import io.kwire.codec.netty.SaslMessages.HandshakeResponse;
import io.kwire.codec.sasl.CredentialStore;
import io.kwire.codec.sasl.SaslAuthenticationException;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.codec.sasl.SaslServerExchange;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.ReferenceCountUtil;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Kafka's SASL authentication on a server connection (KIP-43, KIP-152), between
 * {@link KafkaFrameDecoder} and {@link KafkaRequestDecoder}: it answers SaslHandshake (v0-1) and
 * SaslAuthenticate (v0-2) itself, lets one ApiVersions through to the handler, and closes the connection
 * on a second ApiVersions or any other request before the client has authenticated, as Kafka does (an
 * ApiVersions at a version the registry does not offer, which the decoder answers UNSUPPORTED_VERSION,
 * does not count: the client asks again, KIP-511). Once authenticated, the channel's
 * {@link KafkaPrincipal} is {@code User:<name>} and every frame but SASL's passes on. Its answers take
 * their turn behind the responses to the requests before them ({@link KafkaRequestDecoder} keeps the order).
 *
 * <pre>{@code
 * pipeline.addLast(new KafkaFrameDecoder(),
 *         new SaslServerHandler(store, EnumSet.allOf(SaslMechanism.class), SaslServerHandler.DEFAULT_FAILURE_DELAY,
 *                 Duration.ofHours(1)),
 *         new KafkaRequestDecoder(registry), new KafkaResponseEncoder(), handler);
 * }</pre>
 *
 * <p>Re-authentication (KIP-368), with a session lifetime (Kafka's {@code connections.max.reauth.ms}):
 * SaslAuthenticate v1+ tells the client the lifetime, and a SaslHandshake then begins a new login in the
 * middle of the stream, at most once a second, with the same mechanism; it must end with the same
 * principal, or it is refused (SASL_AUTHENTICATION_FAILED) and the connection closed. Any other request
 * before it ends closes the connection. A request other than SaslHandshake that arrives once the session
 * has expired closes the connection, as Kafka's {@code SocketServer} does, dropping the responses still
 * owed.
 *
 * <p>The registry must hold SaslHandshake and SaslAuthenticate for ApiVersions to list them, as
 * Kafka's clients require. Until authentication, frames are capped at
 * {@link SaslServerExchange#MAX_TOKEN_BYTES}. A failed login answers SASL_AUTHENTICATION_FAILED
 * (58) after the failure delay, then closes; an unknown mechanism answers
 * UNSUPPORTED_SASL_MECHANISM (33) with the mechanisms offered, then closes. Without a session lifetime,
 * sessions do not expire, and a SaslHandshake or SaslAuthenticate after authentication gets
 * ILLEGAL_SASL_STATE (34), as from a Kafka broker without re-authentication; so does a SaslHandshake
 * within a second of the last re-authentication's start. Each login that succeeds or fails, a
 * re-authentication's included, is reported to the connection's {@link KafkaServerHooks}, if it has any.
 * One per connection.
 */
public final class SaslServerHandler extends ChannelInboundHandlerAdapter {
    /** Kafka's default {@code connection.failed.authentication.delay.ms}: 100 ms. */
    public static final Duration DEFAULT_FAILURE_DELAY = Duration.ofMillis(100);

    static final short SASL_AUTHENTICATION_FAILED = 58;
    static final short UNSUPPORTED_SASL_MECHANISM = 33;
    static final short ILLEGAL_SASL_STATE = 34;
    private static final short API_VERSIONS = 18;
    private static final int HEADER_OVERHEAD = 1024;
    private static final int SIZE_BYTES = 4;
    private static final MessageCodec<HandshakeRequest> HANDSHAKE_REQUEST = SaslMessages_HandshakeRequestCodec.INSTANCE;
    private static final MessageCodec<HandshakeResponse> HANDSHAKE_RESPONSE =
            SaslMessages_HandshakeResponseCodec.INSTANCE;
    private static final MessageCodec<AuthenticateRequest> AUTHENTICATE_REQUEST =
            SaslMessages_AuthenticateRequestCodec.INSTANCE;
    private static final MessageCodec<AuthenticateResponse> AUTHENTICATE_RESPONSE =
            SaslMessages_AuthenticateResponseCodec.INSTANCE;

    /** Kafka's states: ApiVersions or SaslHandshake first, then SaslHandshake only once ApiVersions was answered. */
    private enum State { VERSIONS_OR_HANDSHAKE, HANDSHAKE, AUTHENTICATE, RAW_TOKENS, AUTHENTICATED, FAILED }

    private final CredentialStore store;
    private final List<String> mechanisms;
    private final Duration failureDelay;
    private final SaslSession session;
    private State state = State.VERSIONS_OR_HANDSHAKE;
    private SaslServerExchange exchange;
    private KafkaFrameDecoder frames;
    private KafkaRequestDecoder requests;

    /**
     * Authenticates against {@code store} with {@code mechanisms}, delaying each failure's answer by
     * {@code failureDelay}; sessions never expire and are not re-authenticated.
     */
    public SaslServerHandler(CredentialStore store, Set<SaslMechanism> mechanisms, Duration failureDelay) {
        this(store, mechanisms, failureDelay, Duration.ZERO);
    }

    /**
     * Authenticates against {@code store} with {@code mechanisms}, delaying each failure's answer by
     * {@code failureDelay}, in sessions of {@code sessionLifetime} that the client renews by re-authenticating
     * (Kafka's {@code connections.max.reauth.ms}); zero for sessions that never expire, Kafka's default.
     * Kafka's clients re-authenticate at 85 to 95% of the lifetime, and the server takes at most one
     * re-authentication a second: give a lifetime of a few seconds at least.
     *
     * @throws IllegalArgumentException if {@code mechanisms} is empty or {@code sessionLifetime} negative
     */
    public SaslServerHandler(CredentialStore store, Set<SaslMechanism> mechanisms, Duration failureDelay,
            Duration sessionLifetime) {
        if (mechanisms.isEmpty()) {
            throw new IllegalArgumentException("a SASL server needs at least one mechanism");
        }
        this.store = store;
        this.mechanisms = new ArrayList<>();
        for (SaslMechanism mechanism : SaslMechanism.values()) {
            if (mechanisms.contains(mechanism)) {
                this.mechanisms.add(mechanism.mechanismName());
            }
        }
        this.failureDelay = failureDelay;
        this.session = new SaslSession(sessionLifetime);
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        frames = ctx.pipeline().get(KafkaFrameDecoder.class);
        if (frames != null) {
            frames.limitTo(SaslServerExchange.MAX_TOKEN_BYTES + HEADER_OVERHEAD);
        }
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!(msg instanceof ByteBuf frame)) {
            ctx.fireChannelRead(msg);
            return;
        }
        if (state == State.FAILED) {
            frame.release();
            return;
        }
        if (state == State.RAW_TOKENS) {
            try {
                rawToken(ctx, ByteBufUtil.getBytes(frame));
            } finally {
                frame.release();
            }
            return;
        }
        short apiKey = frame.readableBytes() >= 4 ? frame.getShort(frame.readerIndex()) : -1;
        boolean sasl = apiKey == SaslMessages.HANDSHAKE || apiKey == SaslMessages.AUTHENTICATE;
        if (state == State.AUTHENTICATED) {
            long now = System.nanoTime();
            if (apiKey == SaslMessages.HANDSHAKE && session.beginReauthentication(now)) {
                reauthenticate();
            } else if (session.expired(now)) {
                frame.release();
                fail(ctx, session.expiry(now));
                return;
            } else if (!sasl) {
                ctx.fireChannelRead(frame);
                return;
            }
        }
        if (state == State.VERSIONS_OR_HANDSHAKE && apiKey == API_VERSIONS) {
            short version = frame.getShort(frame.readerIndex() + 2);
            if (requests(ctx) == null || requests.offers(API_VERSIONS, version)) {
                state = State.HANDSHAKE;
            }
            ctx.fireChannelRead(frame);
            return;
        }
        try {
            if (state == State.HANDSHAKE && apiKey == API_VERSIONS) {
                fail(ctx, "a second ApiVersions request before SASL authentication");
                return;
            }
            if (!sasl) {
                fail(ctx, "API " + apiKey + " request " + (session.reauthenticating() ? "during SASL re-authentication"
                        : "before SASL authentication"));
                return;
            }
            saslRequest(ctx, frame, apiKey);
        } catch (MalformedMessageException e) {
            fail(ctx, "malformed SASL request: " + e.getMessage());
        } finally {
            ReferenceCountUtil.release(frame);
        }
    }

    private void saslRequest(ChannelHandlerContext ctx, ByteBuf frame, short apiKey) {
        short version = frame.getShort(frame.readerIndex() + 2);
        boolean handshake = apiKey == SaslMessages.HANDSHAKE;
        MessageCodec<?> request = handshake ? HANDSHAKE_REQUEST : AUTHENTICATE_REQUEST;
        if (version < request.lowestVersion() || version > request.highestVersion()) {
            fail(ctx, "SASL API " + apiKey + " request v" + version + ": this server offers v"
                    + request.lowestVersion() + "-" + request.highestVersion());
            return;
        }
        short headerVersion = (short) (request.isFlexible(version) ? 2 : 1);
        int correlationId = RequestHeaderCodec.INSTANCE.read(frame, headerVersion).correlationId;
        if (state == State.AUTHENTICATED) {
            answer(ctx, handshake
                    ? handshakeResponse(ctx, correlationId, version, ILLEGAL_SASL_STATE)
                    : response(ctx, correlationId, AUTHENTICATE_RESPONSE, new AuthenticateResponse(ILLEGAL_SASL_STATE,
                            "already authenticated", new byte[0]), version));
        } else if (handshake && (state == State.VERSIONS_OR_HANDSHAKE || state == State.HANDSHAKE)) {
            handshake(ctx, correlationId, version,
                    FrameBodies.readWhole(HANDSHAKE_REQUEST, frame, version, "request").mechanism);
        } else if (!handshake && state == State.AUTHENTICATE) {
            authenticate(ctx, correlationId, version,
                    FrameBodies.readWhole(AUTHENTICATE_REQUEST, frame, version, "request").authBytes);
        } else {
            fail(ctx, "SASL API " + apiKey + " request out of order, in state " + state);
        }
    }

    private void handshake(ChannelHandlerContext ctx, int correlationId, short version, String name) {
        SaslMechanism mechanism = SaslMechanism.named(name).filter(m -> mechanisms.contains(m.mechanismName()))
                .orElse(null);
        if (mechanism == null) {
            failLater(ctx, () -> handshakeResponse(ctx, correlationId, version, UNSUPPORTED_SASL_MECHANISM),
                    "unsupported SASL mechanism " + quoted(name));
            return;
        }
        exchange = SaslServerExchange.start(mechanism, store);
        state = version == 0 ? State.RAW_TOKENS : State.AUTHENTICATE;
        answer(ctx, handshakeResponse(ctx, correlationId, version, (short) 0));
    }

    private void authenticate(ChannelHandlerContext ctx, int correlationId, short version, byte[] token) {
        byte[] answer;
        try {
            answer = evaluate(token);
        } catch (SaslAuthenticationException e) {
            failLater(ctx, () -> response(ctx, correlationId, AUTHENTICATE_RESPONSE,
                    new AuthenticateResponse(SASL_AUTHENTICATION_FAILED, e.getMessage(), new byte[0]), version),
                    failure(e));
            return;
        }
        AuthenticateResponse accepted = new AuthenticateResponse((short) 0, null, answer);
        if (exchange.isComplete()) {
            accepted.sessionLifetimeMs = authenticated(ctx);
        }
        answer(ctx, response(ctx, correlationId, AUTHENTICATE_RESPONSE, accepted, version));
    }

    private void rawToken(ChannelHandlerContext ctx, byte[] token) {
        byte[] answer;
        try {
            answer = evaluate(token);
        } catch (SaslAuthenticationException e) {
            failLater(ctx, null, failure(e));
            return;
        }
        if (exchange.isComplete()) {
            authenticated(ctx);
        }
        answer(ctx, ctx.alloc().ioBuffer(SIZE_BYTES + answer.length).writeInt(answer.length).writeBytes(answer));
    }

    /** A SaslHandshake response frame offering this server's mechanisms. */
    private ByteBuf handshakeResponse(ChannelHandlerContext ctx, int correlationId, short version, short errorCode) {
        return response(ctx, correlationId, HANDSHAKE_RESPONSE, new HandshakeResponse(errorCode, mechanisms), version);
    }

    /** A response frame: header v1 before flexible versions, v0 before the others, then {@code body}. */
    private static <T> ByteBuf response(ChannelHandlerContext ctx, int correlationId, MessageCodec<T> codec, T body,
            short version) {
        return FrameEncoding.encode(ctx.alloc(), ResponseHeaderCodec.INSTANCE, new ResponseHeader(correlationId),
                (short) (codec.isFlexible(version) ? 1 : 0), codec, body, version);
    }

    /**
     * The exchange's answer to the client's {@code token}; on a re-authentication, refused unless it keeps the
     * session's mechanism and, once complete, its principal.
     */
    private byte[] evaluate(byte[] token) {
        session.checkMechanism(exchange.mechanism());
        byte[] answer = exchange.evaluate(token);
        if (exchange.isComplete()) {
            session.checkPrincipal(KafkaPrincipal.user(exchange.user()));
        }
        return answer;
    }

    /** Begins a re-authentication: the SaslHandshake at hand, then SaslAuthenticate, with frames capped again. */
    private void reauthenticate() {
        state = State.HANDSHAKE;
        if (frames != null) {
            frames.limitTo(SaslServerExchange.MAX_TOKEN_BYTES + HEADER_OVERHEAD);
        }
    }

    /** Assigns the principal the exchange authenticated and opens its session; returns the session's lifetime in ms. */
    private long authenticated(ChannelHandlerContext ctx) {
        state = State.AUTHENTICATED;
        KafkaPrincipal principal = KafkaPrincipal.user(exchange.user());
        principal.assign(ctx.channel());
        if (frames != null) {
            frames.restoreLimit();
        }
        ServerHooks.of(ctx.channel()).authenticated(ctx.channel(), exchange.mechanism().mechanismName(), principal);
        return session.open(principal, exchange.mechanism(), System.nanoTime());
    }

    private String failure(SaslAuthenticationException e) {
        return exchange.mechanism().mechanismName() + " authentication failed: " + e.getMessage();
    }

    /**
     * Reads nothing more, and after the failure delay answers the frame {@code response} makes
     * (none if null), then closes.
     */
    private void failLater(ChannelHandlerContext ctx, Supplier<ByteBuf> response, String problem) {
        state = State.FAILED;
        ServerHooks.of(ctx.channel()).authenticationFailed(ctx.channel(), chosenMechanism(), problem);
        ConnectionFaults.closeLater(ctx, problem, failureDelay);
        ctx.channel().config().setAutoRead(false);
        ctx.executor().schedule(() -> {
            if (response == null || !ctx.channel().isActive()) {
                ctx.close();
            } else {
                answer(ctx, response.get()).addListener(ChannelFutureListener.CLOSE);
            }
        }, failureDelay.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Writes {@code response} once the responses to the requests passed on before it are written. */
    private ChannelFuture answer(ChannelHandlerContext ctx, ByteBuf response) {
        return requests(ctx) != null ? requests.answerInTurn(response) : ctx.writeAndFlush(response);
    }

    /** The decoder behind this handler, which keeps responses in request order; null in a pipeline without one. */
    private KafkaRequestDecoder requests(ChannelHandlerContext ctx) {
        if (requests == null) {
            requests = ctx.pipeline().get(KafkaRequestDecoder.class);
        }
        return requests;
    }

    private void fail(ChannelHandlerContext ctx, String problem) {
        state = State.FAILED;
        ServerHooks.of(ctx.channel()).authenticationFailed(ctx.channel(), chosenMechanism(), problem);
        ConnectionFaults.close(ctx, problem);
    }

    /** The mechanism of the exchange under way, as Kafka names it; null before a handshake accepted one. */
    private String chosenMechanism() {
        return exchange == null ? null : exchange.mechanism().mechanismName();
    }

    private static String quoted(String name) {
        return "'" + (name.length() > 64 ? name.substring(0, 64) + "..." : name) + "'";
    }
}
