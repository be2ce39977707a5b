package io.kwire.codec.netty;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.MessageView;
import io.kwire.codec.RequestHeader;

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
public final class ViewedRequest extends ViewedFrame {
    private final ApiCodecs<?, ?> api;
    private final RequestHeader header;
    private final KafkaPrincipal principal;

    /** The request in {@code frame}, whose body starts at {@code bodyIndex} of its content, under {@code view}. */
    ViewedRequest(ApiCodecs<?, ?> api, RequestHeader header, KafkaFrame frame, int bodyIndex, MessageView view,
            KafkaPrincipal principal) {
        super(frame, bodyIndex, view, header.requestApiVersion);
        this.api = api;
        this.header = header;
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
    public String toString() {
        return "ViewedRequest(api " + apiKey() + " v" + apiVersion() + ", correlation id " + correlationId()
                + ", client " + header.clientId + ", " + principal + ")";
    }
}
