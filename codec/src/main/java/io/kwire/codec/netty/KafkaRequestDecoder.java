package io.kwire.codec.netty;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.CodecException;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import java.util.List;

/**
 * The server side's inbound half: reads each frame from {@link KafkaFrameDecoder} as a request
 * header, then a body through the codec the registry names, and passes on a {@link KafkaRequest}
 * carrying the channel's {@link KafkaPrincipal} of the moment.
 * Requests the {@link RequestFilter} declines pass on as {@link KafkaFrame}s, undecoded and uncopied,
 * whether or not the registry knows their API; the filter's {@link RequestFilter#form form} can also
 * ask for a request under a view ({@link ViewedRequest}), or decoded with its frame kept.
 *
 * <p>Responses leave in the order of their requests, as Kafka's clients need, whatever answers them:
 * the handler, in any order, this decoder, {@link RefuseUnauthorizedRequests} or {@link SaslServerHandler}.
 * A response written before those of earlier requests waits here, unwritten, until they are written;
 * its write's future completes then, or fails when the connection closes first, the response released.
 * So each request must get its one response, in one write, except Produce with acks=0, which takes
 * none; a response that answers no request (its correlation id is of none waiting) goes out at once.
 *
 * <p>Faults, as Kafka handles them: an ApiVersions request newer than the registry offers gets
 * Kafka's UNSUPPORTED_VERSION answer in the version 0 layout, listing the ApiVersions versions
 * offered, so that the client retries at one (KIP-511). An unknown API key, an unsupported
 * version of another API, or a malformed frame closes the connection, with one log line saying
 * what was wrong.
 *
 * <p>It reports each request read, each response written and each fault to the connection's
 * {@link KafkaServerHooks}, if it has any.
 */
public final class KafkaRequestDecoder extends ChannelDuplexHandler {
    private static final int FIXED_HEADER_BYTES = 8;
    private static final int SIZE_BYTES = 4;

    private final ApiRegistry registry;
    private final RequestFilter filter;
    private final ResponseOrder order = new ResponseOrder();
    private ChannelHandlerContext context;
    private boolean broken;
    /** The connection's hooks, found at its first frame; null until then. */
    private KafkaServerHooks hooks;
    /** With hooks, when the frame being decoded was read: {@link System#nanoTime}. */
    private long readNanos;

    /** A decoder of every request of {@code registry}'s APIs. */
    public KafkaRequestDecoder(ApiRegistry registry) {
        this(registry, RequestFilter.ALL);
    }

    /** A decoder of the requests of {@code registry}'s APIs that {@code filter} accepts. */
    public KafkaRequestDecoder(ApiRegistry registry, RequestFilter filter) {
        this.registry = registry;
        this.filter = filter;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        context = ctx;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!(msg instanceof ByteBuf frame)) {
            ctx.fireChannelRead(msg);
            return;
        }
        if (hooks == null) {
            hooks = ServerHooks.of(ctx.channel());
            if (hooks != KafkaServerHooks.NONE) {
                order.reportTo(hooks, ctx.channel());
            }
        }
        if (hooks != KafkaServerHooks.NONE) {
            readNanos = System.nanoTime();
        }
        Object request;
        try {
            request = broken ? null : decode(ctx, frame);
        } finally {
            frame.release();
        }
        if (request != null) {
            ctx.fireChannelRead(request);
        }
    }

    /** The request {@code frame} holds, put in line for its response; null if there is none to pass on. */
    private Object decode(ChannelHandlerContext ctx, ByteBuf frame) {
        if (frame.readableBytes() < FIXED_HEADER_BYTES) {
            fail(ctx, "a frame of " + frame.readableBytes() + " bytes is too short for a request header");
            return null;
        }
        int start = frame.readerIndex();
        short apiKey = frame.getShort(start);
        short apiVersion = frame.getShort(start + 2);
        int correlationId = frame.getInt(start + 4);
        RequestForm form = filter.form(apiKey, apiVersion);
        if (form.kind() == RequestForm.Kind.FRAME) {
            // Passed through whatever the registry knows: a proxy relays APIs it has no codecs for.
            if (!ProduceAcks.isZero(frame)) {
                order.expect(correlationId, ResponseOrder.api(apiKey, apiVersion), readNanos);
            }
            reportRead(ctx, apiKey, apiVersion, frame.writerIndex() - start);
            return new KafkaFrame(apiKey, apiVersion, correlationId, frame.retain());
        }
        ApiCodecs<?, ?> api = registry.api(apiKey);
        if (api == null || api.request() == null) {
            fail(ctx, "request with unknown API key " + apiKey + " (correlation id " + correlationId + ")");
            return null;
        }
        if (!registry.supports(apiKey, apiVersion)) {
            ApiVersionRange offered = registry.versions(apiKey);
            if (apiKey == ApiVersionsResponses.API_KEY) {
                reportRead(ctx, apiKey, apiVersion, frame.writerIndex() - start);
                order.answer(ctx, unsupportedApiVersions(ctx, correlationId, offered),
                        ResponseOrder.api(apiKey, apiVersion), readNanos);
            } else {
                fail(ctx, describe(apiKey, apiVersion, correlationId) + ": this server offers v"
                        + offered.lowestVersion() + "-" + offered.highestVersion() + (offered.contains(apiVersion)
                                ? " and reads v" + api.lowestVersion() + "-" + offered.highestVersion() : ""));
            }
            return null;
        }
        try {
            RequestHeader header = RequestHeaderCodec.INSTANCE.read(frame, api.request().headerVersion(apiVersion));
            boolean unanswered = apiKey == ProduceAcks.PRODUCE && ProduceAcks.bodyIsZero(frame, apiVersion);
            Object request = form.kind() == RequestForm.Kind.VIEW
                    ? view(ctx, frame, start, api, header, form)
                    : read(ctx, frame, start, api, header, form.kind() == RequestForm.Kind.MESSAGE_AND_FRAME);
            if (!unanswered) {
                order.expect(correlationId, ResponseOrder.api(apiKey, apiVersion), readNanos);
            }
            reportRead(ctx, apiKey, apiVersion, frame.writerIndex() - start);
            return request;
        } catch (CodecException e) {
            fail(ctx, "malformed " + describe(apiKey, apiVersion, correlationId) + ": " + e.getMessage());
            return null;
        }
    }

    /** Tells the hooks, if any, of a request read from a frame of {@code frameBytes}, size prefix not counted. */
    private void reportRead(ChannelHandlerContext ctx, short apiKey, short apiVersion, int frameBytes) {
        if (hooks != KafkaServerHooks.NONE) {
            hooks.requestRead(ctx.channel(), apiKey, apiVersion, SIZE_BYTES + frameBytes,
                    System.nanoTime() - readNanos);
        }
    }

    /** The body read whole, after {@code header}; with the frame from {@code start} when {@code keepFrame}. */
    private static <Q, R> KafkaRequest<Q, R> read(ChannelHandlerContext ctx, ByteBuf frame, int start,
            ApiCodecs<Q, R> api, RequestHeader header, boolean keepFrame) {
        Q body = FrameBodies.readWhole(api.request(), frame, header.requestApiVersion, "request");
        return new KafkaRequest<>(api, header, body, KafkaPrincipal.of(ctx.channel()),
                keepFrame ? kept(frame, start, header) : null);
    }

    /** The body under a view from {@code form}, with the frame from {@code start}. */
    private static ViewedRequest view(ChannelHandlerContext ctx, ByteBuf frame, int start, ApiCodecs<?, ?> api,
            RequestHeader header, RequestForm form) {
        int bodyIndex = frame.readerIndex() - start;
        KafkaFrame kept = kept(frame, start, header);
        try {
            return new ViewedRequest(api, header, kept, bodyIndex, form.newView(), KafkaPrincipal.of(ctx.channel()));
        } catch (RuntimeException e) {
            kept.release();
            throw e;
        }
    }

    /** The frame from {@code start} to its end, a retained slice, as a {@link KafkaFrame}. */
    private static KafkaFrame kept(ByteBuf frame, int start, RequestHeader header) {
        return new KafkaFrame(header.requestApiKey, header.requestApiVersion, header.correlationId,
                frame.retainedSlice(start, frame.writerIndex() - start));
    }

    /** Kafka's UNSUPPORTED_VERSION answer to an ApiVersions request, in the v0 layout, offering {@code offered}. */
    private static ByteBuf unsupportedApiVersions(ChannelHandlerContext ctx, int correlationId,
            ApiVersionRange offered) {
        short version = 0;
        ApiVersionsMessages.Response body = new ApiVersionsMessages.Response(ApiVersionsResponses.UNSUPPORTED_VERSION,
                List.of(offered));
        return FrameEncoding.encode(ctx.alloc(), ResponseHeaderCodec.INSTANCE, new ResponseHeader(correlationId),
                version, ApiVersionsMessages_ResponseCodec.INSTANCE, body, version);
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        order.write(ctx, msg, promise);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        order.close();
        ctx.fireChannelInactive();
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        order.close();
    }

    /**
     * Writes {@code response}, the answer of a handler in front of this decoder (SASL's) to the request
     * it read last, once the responses to the requests before it are written.
     */
    ChannelFuture answerInTurn(Object response) {
        return order.answer(context, response);
    }

    /** Whether the registry offers {@code apiKey} at {@code version}. */
    boolean offers(short apiKey, short version) {
        return registry.supports(apiKey, version);
    }

    /** Names a request in a fault's log line; built only when something failed, never per request. */
    private static String describe(short apiKey, short apiVersion, int correlationId) {
        return "API " + apiKey + " request v" + apiVersion + " (correlation id " + correlationId + ")";
    }

    private void fail(ChannelHandlerContext ctx, String problem) {
        broken = true;
        hooks.decodeFailed(ctx.channel(), problem);
        ConnectionFaults.close(ctx, problem);
    }
}
