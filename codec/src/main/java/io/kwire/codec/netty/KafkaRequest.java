package io.kwire.codec.netty;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.RequestHeader;

/**
 * A decoded request, as {@link KafkaRequestDecoder} passes it to the handler: its header, its body,
 * the codecs of its API and the {@link KafkaPrincipal} of the connection it came on. Narrow it with {@link #as} to get the body typed and to answer it
 * with {@link #respond}.
 *
 * <p>A body with {@code ByteBuf} fields (records) holds retained slices of the frame: the handler
 * releases them when it is done. Asked for with {@link RequestForm#MESSAGE_AND_FRAME}, the request
 * also holds its {@link #frame()}, to forward as it came, which the handler writes or releases.
 *
 * @param <Q> the request class
 * @param <R> the response class
 */
public final class KafkaRequest<Q, R> {
    private final ApiCodecs<Q, R> api;
    private final RequestHeader header;
    private final Q body;
    private final KafkaPrincipal principal;
    private final KafkaFrame frame;

    /** A request of {@code api} read from the wire, from {@link KafkaPrincipal#ANONYMOUS}. */
    public KafkaRequest(ApiCodecs<Q, R> api, RequestHeader header, Q body) {
        this(api, header, body, KafkaPrincipal.ANONYMOUS);
    }

    /** A request of {@code api} read from the wire, sent by {@code principal}. */
    public KafkaRequest(ApiCodecs<Q, R> api, RequestHeader header, Q body, KafkaPrincipal principal) {
        this(api, header, body, principal, null);
    }

    /** A request of {@code api} read from {@code frame} (null if not kept), sent by {@code principal}. */
    KafkaRequest(ApiCodecs<Q, R> api, RequestHeader header, Q body, KafkaPrincipal principal, KafkaFrame frame) {
        if (principal == null) {
            throw new IllegalArgumentException("principal is null; use KafkaPrincipal.ANONYMOUS for nobody");
        }
        this.api = api;
        this.header = header;
        this.body = body;
        this.principal = principal;
        this.frame = frame;
    }

    /** The codecs of the request's API. */
    public ApiCodecs<Q, R> api() {
        return api;
    }

    /** The request header. */
    public RequestHeader header() {
        return header;
    }

    /** The request body. */
    public Q body() {
        return body;
    }

    /** Who sent the request: the connection's principal when it was decoded. */
    public KafkaPrincipal principal() {
        return principal;
    }

    /**
     * The frame the request was read from, header and body as they came, when the decoder was asked
     * to keep it ({@link RequestForm#MESSAGE_AND_FRAME}); else null. The handler owns it: it writes
     * it on (a proxy forwarding a request it read but did not change, with no encoding) or releases it.
     */
    public KafkaFrame frame() {
        return frame;
    }

    /** The API key. */
    public short apiKey() {
        return header.requestApiKey;
    }

    /** The version the client sent; its response goes back at the same version. */
    public short apiVersion() {
        return header.requestApiVersion;
    }

    /** The correlation id, echoed in the response. */
    public int correlationId() {
        return header.correlationId;
    }

    /**
     * This request, typed as one of {@code expected}, e.g. {@code request.as(KwireApis.CREATE_TOPICS)}.
     *
     * @throws IllegalArgumentException if the request is of another API or was decoded with other codecs
     */
    @SuppressWarnings("unchecked")
    public <Q2, R2> KafkaRequest<Q2, R2> as(ApiCodecs<Q2, R2> expected) {
        if (!api.equals(expected)) {
            throw new IllegalArgumentException("request " + this + " was decoded with " + api + ", not " + expected);
        }
        return (KafkaRequest<Q2, R2>) this;
    }

    /** The response to this request: {@code body} at the request's version, echoing its correlation id. */
    public KafkaResponse<R> respond(R body) {
        if (api.response() == null) {
            throw new IllegalStateException("API " + apiKey() + " has no response codec in the registry");
        }
        return new KafkaResponse<>(api.response(), apiVersion(), correlationId(), body);
    }

    @Override
    public String toString() {
        return "KafkaRequest(api " + apiKey() + " v" + apiVersion() + ", correlation id " + correlationId()
                + ", client " + header.clientId + ", " + principal + ")";
    }
}
