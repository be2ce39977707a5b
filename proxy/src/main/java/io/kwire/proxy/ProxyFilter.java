package io.kwire.proxy;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.RequestFilter;
import io.kwire.codec.netty.RequestForm;
import io.kwire.codec.netty.RequestForms;
import io.kwire.kafka.ListenerApis;

/**
 * User code between a {@link KafkaProxy}'s clients and its brokers: it sees each request in the form
 * it asked for ({@link #forms()}), forwards it as it came, patched or replaced, or answers it itself,
 * and sees each response before the client does. Every method runs on the client connection's event
 * loop, one request at a time; the default methods relay everything untouched.
 *
 * <pre>{@code
 * ProxyFilter countProduces = new ProxyFilter() {
 *     public RequestFilter forms() {
 *         return RequestForms.otherwise(RequestForm.FRAME)
 *                 .with(KwireApis.PRODUCE, RequestForm.view(ProduceRequestView::new));
 *     }
 *     public void onRequest(ProxyConnection connection, Object request) {
 *         if (request instanceof ViewedRequest produce) {
 *             ProduceRequestView view = produce.view(ProduceRequestView.class);   // read in place
 *             ...
 *         }
 *         connection.forward(request);
 *     }
 * };
 * }</pre>
 *
 * <p>The proxy's own work on a response comes first: broker addresses rewritten
 * ({@link EndpointRewriter}) and an ApiVersions answer narrowed to {@link #offer()}; then
 * {@link #onResponse}.
 */
public interface ProxyFilter {
    /** A filter that relays every request and response as it came. */
    ProxyFilter RELAY = new ProxyFilter() {
    };

    /**
     * The form each request is handed to {@link #onRequest} in, per API key and version; by default
     * every request as a {@link KafkaFrame}, nothing decoded. The forms other than {@code FRAME} need
     * the API and version in {@code io.kwire.kafka.KwireApis.REGISTRY}.
     */
    default RequestFilter forms() {
        return RequestForms.otherwise(RequestForm.FRAME);
    }

    /**
     * The APIs and versions the proxy offers its clients: each ApiVersions answer of the broker is
     * narrowed to them ({@link ApiVersionsOffer}). By default what a broker's listener offers; a
     * filter that rewrites some APIs offers only those it can rewrite.
     */
    default ApiRegistry offer() {
        return ListenerApis.BROKER;
    }

    /**
     * A request from the connection's client, in the form {@link #forms()} chose: a {@link KafkaFrame},
     * an {@link io.kwire.codec.netty.ViewedRequest} or an {@link io.kwire.codec.netty.KafkaRequest}.
     * The filter takes it over and hands it, or what replaces it, to exactly one of
     * {@link ProxyConnection#forward} (to the broker) or {@link ProxyConnection#answer} (the client's
     * answer, the broker never sees it), or releases it and closes the connection. If this throws, the
     * proxy releases the request unless it was handed on, and closes the connection. By default
     * forwards the request as it came.
     */
    default void onRequest(ProxyConnection connection, Object request) {
        connection.forward(request);
    }

    /**
     * The broker's response to a request forwarded with {@code context}, addresses already rewritten:
     * returns what the client gets, {@code response} itself, a {@link io.kwire.codec.netty.ViewedResponse}'s
     * {@code forward} of it patched, or another frame ({@link KafkaFrame#ofResponse}) once
     * {@code response} is released. If this throws, the proxy closes the connection and releases
     * {@code response} if it still holds a reference. By default the response as it came.
     */
    default KafkaFrame onResponse(ProxyConnection connection, KafkaFrame response, Object context) {
        return response;
    }
}
