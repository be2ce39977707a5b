package io.kwire.codec.netty;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.CodecException;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.DecoderException;
import io.netty.util.AttributeKey;
import io.netty.util.collection.IntObjectHashMap;
import io.netty.util.collection.IntObjectMap;

/**
 * The client side of a connection: encodes each request {@link KafkaClientChannel#send} hands it
 * (size, header with a fresh correlation id, body: one buffer, one write) and decodes each response
 * frame from {@link KafkaFrameDecoder} with the codec and version of the request whose correlation
 * id it carries, completing that request's future.
 *
 * <p>An ApiVersions response with error UNSUPPORTED_VERSION is read at version 0, the layout a
 * server uses for it (KIP-511). A response with an unknown correlation id, or one its codec cannot
 * read, closes the connection with one log line, and the frames after it are dropped. When the
 * connection closes, every request still in flight fails with a {@link ConnectionClosedException}.
 */
public final class KafkaClientCodec extends ChannelDuplexHandler {
    /**
     * The codec of a channel, set when it is added: Netty empties a pipeline once its channel is
     * deregistered, and a connection whose TLS handshake failed at once can be closed by then.
     */
    static final AttributeKey<KafkaClientCodec> OF_CHANNEL = AttributeKey.valueOf(KafkaClientCodec.class, "codec");

    /** A relayed frame's new head: size, API key, version, correlation id. */
    private static final int RELAYED_HEAD_BYTES = 12;
    /** What every request header starts with: API key, version, correlation id. */
    private static final int FIXED_REQUEST_HEADER_BYTES = 8;

    private final String clientId;
    /** The requests in flight by correlation id: {@link PendingRequest}s and {@link RelayedRequest}s. */
    private final IntObjectMap<Object> inFlight = new IntObjectHashMap<>();
    private int nextCorrelationId;
    private Throwable closeCause;
    private boolean broken;

    /** A codec whose requests carry {@code clientId} (may be null) in their headers. */
    public KafkaClientCodec(String clientId) {
        this.clientId = clientId;
    }

    /** The client id the requests carry; null for none. */
    String clientId() {
        return clientId;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        ctx.channel().attr(OF_CHANNEL).set(this);
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof RelayedRequest relayed) {
            relay(ctx, relayed, promise);
            return;
        }
        if (!(msg instanceof PendingRequest<?, ?> request)) {
            ctx.write(msg, promise);
            return;
        }
        int correlationId = nextCorrelationId();
        ByteBuf frame;
        try {
            frame = encode(ctx, request, correlationId);
        } catch (CodecException e) {
            promise.setFailure(e);
            return;
        }
        inFlight.put(correlationId, request);
        promise.addListener(written -> {
            if (!written.isSuccess()) {
                inFlight.remove(correlationId);
            }
        });
        ctx.write(frame, promise);
    }

    /**
     * Writes a relayed frame with this connection's next correlation id in place of its own: a new
     * head (size, API key, version, correlation id), then the rest of the frame, not copied.
     */
    private void relay(ChannelHandlerContext ctx, RelayedRequest relayed, ChannelPromise promise) {
        KafkaFrame request = relayed.request();
        ByteBuf content = request.content();
        if (content.readableBytes() < FIXED_REQUEST_HEADER_BYTES) {
            request.release();
            promise.setFailure(new IllegalArgumentException(request + " is too short for a request header"));
            return;
        }
        int correlationId = nextCorrelationId();
        ByteBuf head = ctx.alloc().ioBuffer(RELAYED_HEAD_BYTES, RELAYED_HEAD_BYTES)
                .writeInt(content.readableBytes())
                .writeShort(request.apiKey())
                .writeShort(request.apiVersion())
                .writeInt(correlationId);
        CompositeByteBuf frame = ctx.alloc().compositeBuffer(2)
                .addComponent(true, head)
                .addComponent(true, content.retainedSlice(content.readerIndex() + FIXED_REQUEST_HEADER_BYTES,
                        content.readableBytes() - FIXED_REQUEST_HEADER_BYTES));
        boolean answered = !ProduceAcks.isZero(content);
        request.release();
        if (answered) {
            inFlight.put(correlationId, relayed);
        }
        promise.addListener(written -> {
            if (!written.isSuccess()) {
                inFlight.remove(correlationId);
            } else if (!answered) {
                relayed.response().complete(null);
            }
        });
        ctx.write(frame, promise);
    }

    /** The next correlation id: 0 up to those kept for SASL's requests, then 0 again, as Kafka's client counts. */
    private int nextCorrelationId() {
        if (nextCorrelationId >= SaslClientHandler.MIN_RESERVED_CORRELATION_ID) {
            nextCorrelationId = 0;
        }
        return nextCorrelationId++;
    }

    private <Q> ByteBuf encode(ChannelHandlerContext ctx, PendingRequest<Q, ?> request, int correlationId) {
        ApiMessageCodec<Q> codec = request.api().request();
        RequestHeader header = new RequestHeader(codec.apiKey(), request.version(), correlationId, clientId);
        return FrameEncoding.encode(ctx.alloc(), RequestHeaderCodec.INSTANCE, header,
                codec.headerVersion(request.version()), codec, request.body(), request.version());
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!(msg instanceof ByteBuf frame)) {
            ctx.fireChannelRead(msg);
            return;
        }
        try {
            if (broken) {
                return;
            }
            if (frame.readableBytes() < 4) {
                fault(ctx, "a frame of " + frame.readableBytes() + " bytes is too short for a response header");
                return;
            }
            int correlationId = frame.getInt(frame.readerIndex());
            Object request = inFlight.remove(correlationId);
            if (request == null) {
                fault(ctx, "response with correlation id " + correlationId + ", which no request in flight has");
            } else if (request instanceof RelayedRequest relayed) {
                // The client's own correlation id back in place, in the frame's own memory.
                frame.setInt(frame.readerIndex(), relayed.request().correlationId());
                relayed.response().complete(new KafkaFrame(relayed.request().apiKey(), relayed.request().apiVersion(),
                        relayed.request().correlationId(), frame.retain()));
            } else {
                complete(ctx, frame, (PendingRequest<?, ?>) request);
            }
        } finally {
            frame.release();
        }
    }

    private <R> void complete(ChannelHandlerContext ctx, ByteBuf frame, PendingRequest<?, R> request) {
        ApiMessageCodec<R> codec = request.api().response();
        try {
            ResponseHeaderCodec.INSTANCE.read(frame, codec.headerVersion(request.version()));
            short version = ApiVersionsResponses.bodyVersion(codec.apiKey(), request.version(), frame, frame.readerIndex());
            R body = FrameBodies.readWhole(codec, frame, version, "response");
            request.response().complete(body);
        } catch (CodecException e) {
            request.response().completeExceptionally(e);
            fault(ctx, "cannot read the response to " + request + ": " + e.getMessage());
        }
    }

    /** What closed the connection, once it failed; null while it has not, or when it closed cleanly. */
    Throwable closeCause() {
        return closeCause;
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        // A decoder's failure (TLS's SSLException, say) comes wrapped: keep the failure itself.
        closeCause = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
        ctx.close();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        for (Object request : inFlight.values()) {
            ConnectionClosedException closed = new ConnectionClosedException("connection to "
                    + ctx.channel().remoteAddress() + " closed before the response to " + request + " arrived",
                    closeCause);
            if (request instanceof RelayedRequest relayed) {
                relayed.response().completeExceptionally(closed);
            } else {
                ((PendingRequest<?, ?>) request).response().completeExceptionally(closed);
            }
        }
        inFlight.clear();
        ctx.fireChannelInactive();
    }

    private void fault(ChannelHandlerContext ctx, String problem) {
        broken = true;
        closeCause = new MalformedMessageException("response frame", 0, problem);
        ConnectionFaults.close(ctx, problem);
    }
}
