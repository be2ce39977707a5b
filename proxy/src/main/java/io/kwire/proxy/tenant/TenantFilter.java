package io.kwire.proxy.tenant;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.RequestFilter;
import io.kwire.proxy.ProxyConnection;
import io.kwire.proxy.ProxyFilter;
import io.kwire.proxy.TopicNames;
import io.netty.util.AttributeKey;

/**
 * Tenant mode for a {@code KafkaProxy}: its clients see the tenant's topics, consumer groups and
 * transactional ids only, without the tenant's prefix ({@link TenantNames}); requests are renamed
 * on their way to the broker ({@link TenantRequests}) and responses on their way back
 * ({@link TenantResponses}); ApiVersions offers only what it rewrites ({@link TenantApis#OFFER}), and a
 * request of anything else, or naming another tenant's topic by id, closes the client's connection.
 *
 * <pre>{@code
 * KafkaProxy proxy = KafkaProxy.start(ProxyOptions.to(new Endpoint("kafka-1", 9092))
 *         .filter(new TenantFilter(new TenantNames("acme"))));
 * }</pre>
 *
 * <p>Another filter can run inside: it sees each request as the client sent it (in the forms of
 * {@link TenantApis#FORMS}) and each response as the client will, and what it forwards is renamed.
 */
public final class TenantFilter implements ProxyFilter {
    private static final AttributeKey<TenantConnection> CONNECTION = AttributeKey.valueOf(TenantFilter.class,
            "connection");

    private final TenantNames names;
    private final ProxyFilter inner;
    private final TopicNames topics = new TopicNames();

    /** Tenant mode for {@code names}' clients, relaying what it does not rename. */
    public TenantFilter(TenantNames names) {
        this(names, ProxyFilter.RELAY);
    }

    /** Tenant mode for {@code names}' clients, with {@code inner} running inside it. */
    public TenantFilter(TenantNames names, ProxyFilter inner) {
        this.names = names;
        this.inner = inner;
    }

    /** {@link TenantApis#FORMS}: Produce and Fetch under views, the rest as frames. */
    @Override
    public RequestFilter forms() {
        return TenantApis.FORMS;
    }

    /** {@link TenantApis#OFFER}. */
    @Override
    public ApiRegistry offer() {
        return TenantApis.OFFER;
    }

    @Override
    public void onRequest(ProxyConnection connection, Object request) {
        inner.onRequest(tenantConnection(connection), request);
    }

    /** Renames the answer for the client ({@link TenantResponses}), then hands it to the inner filter. */
    @Override
    public KafkaFrame onResponse(ProxyConnection connection, KafkaFrame response, Object context) {
        TenantConnection tenant = tenantConnection(connection);
        return inner.onResponse(tenant, tenant.responses().rewrite(response, connection.alloc()), context);
    }

    private TenantConnection tenantConnection(ProxyConnection connection) {
        TenantConnection tenant = connection.clientChannel().attr(CONNECTION).get();
        if (tenant == null) {
            tenant = new TenantConnection(connection, names, topics);
            connection.clientChannel().attr(CONNECTION).set(tenant);
        }
        return tenant;
    }
}
