package io.kwire.codec.netty;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.MessageView;
import io.kwire.codec.RequestHeader;
import io.netty.buffer.ByteBufAllocator;
import io.netty.util.ReferenceCounted;

/**
 * A request as {@link KafkaRequestDecoder} hands it over for {@link RequestForm#view}: its header
 * read, its body under a view and not decoded, and its frame, which this request holds. Read fields
 * through {@link #view(Class)}, set patches on it, then {@link #forward} the request (patched or as
 * it came) or {@link #release()} it.
 *
 * <p>The decoder checks nothing of the body: an accessor that meets bad bytes throws
 * {@link io.kwire.codec.MalformedMessageException}; call {@code view().validate()} to check the whole
 * body first. The view reads the frame's memory: it, and every slice it returned, is valid while
 * this request is not released.
 */
public final class ViewedRequest implements ReferenceCounted {
    private final ApiCodecs<?, ?> api;
    private final RequestHeader header;
    private final FramedView framed;
    private final KafkaPrincipal principal;

    ViewedRequest(ApiCodecs<?, ?> api, RequestHeader header, FramedView framed, KafkaPrincipal principal) {
        this.api = api;
        this.header = header;
        this.framed = framed;
        this.principal = principal;
    }

    /** The codecs of the request's API, from the decoder's registry. */
    public ApiCodecs<?, ?> api() {
        return api;
    }

    /** The request header. */
    public RequestHeader header() {
        return header;
    }

    /** The API key. */
    public short apiKey() {
        return header.requestApiKey;
    }

    /** The version the client sent. */
    public short apiVersion() {
        return header.requestApiVersion;
    }

    /** The correlation id. */
    public int correlationId() {
        return header.correlationId;
    }

    /** Who sent the request: the connection's principal when it was read. */
    public KafkaPrincipal principal() {
        return principal;
    }

    /** The view of the body. */
    public MessageView view() {
        return framed.view();
    }

    /**
     * The view of the body, as the class the {@link RequestForm#view} supplier makes, e.g.
     * {@code request.view(ProduceRequestView.class).acks()}.
     *
     * @throws IllegalArgumentException if the view is of another class
     */
    public <V extends MessageView> V view(Class<V> type) {
        return framed.view(type);
    }

    /** The frame as it came: header and body, unchanged whatever patches are set. Not a new reference. */
    public KafkaFrame frame() {
        return framed.frame();
    }

    /**
     * Hands this request's reference over to the frame to send on: the frame as it came when no patch
     * is set on the view, else the original header followed by the view's {@code patched} body (the
     * unchanged spans still the frame's memory). This request is then released: neither it nor its
     * view may be used again. The frame's content holds no size prefix; the encoders write one.
     */
    public KafkaFrame forward(ByteBufAllocator alloc) {
        return framed.forward(alloc);
    }

    /** The response to this request: {@code body} at the request's version, echoing its correlation id. */
    public <R> KafkaResponse<R> respond(ApiCodecs<?, R> expected, R body) {
        if (!api.equals(expected)) {
            throw new IllegalArgumentException(this + " was read with " + api + ", not " + expected);
        }
        if (expected.response() == null) {
            throw new IllegalStateException("API " + apiKey() + " has no response codec in the registry");
        }
        return new KafkaResponse<>(expected.response(), apiVersion(), correlationId(), body);
    }

    @Override
    public int refCnt() {
        return framed.frame().refCnt();
    }

    @Override
    public ViewedRequest retain() {
        framed.frame().retain();
        return this;
    }

    @Override
    public ViewedRequest retain(int increment) {
        framed.frame().retain(increment);
        return this;
    }

    @Override
    public ViewedRequest touch() {
        framed.frame().touch();
        return this;
    }

    @Override
    public ViewedRequest touch(Object hint) {
        framed.frame().touch(hint);
        return this;
    }

    @Override
    public boolean release() {
        return framed.frame().release();
    }

    @Override
    public boolean release(int decrement) {
        return framed.frame().release(decrement);
    }

    @Override
    public String toString() {
        return "ViewedRequest(api " + apiKey() + " v" + apiVersion() + ", correlation id " + correlationId()
                + ", client " + header.clientId + ", " + principal + ")";
    }
}
