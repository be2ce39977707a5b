package io.kwire.examples.server;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ListenerApis;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;

/**
 * The server's APIs and their answers, in Kafka's dialect or KIP-409's: the admin APIs, and Produce,
 * Fetch, ListOffsets and InitProducerId over the partition logs.
 */
final class Routes {
    private final List<Route<?, ?>> topicRoutes = new ArrayList<>();
    private final MetadataAnswer metadata;
    private final String advertisedHost;
    private final boolean sasl;

    Routes(AdminServerConfig config, TopicRegistry topics) {
        this.metadata = new MetadataAnswer(topics, AdminServer.newClusterId());
        this.advertisedHost = config.advertisedHost();
        this.sasl = config.sasl() != null;
        topicRoutes.add(new Route<>(KwireApis.METADATA, metadata));
        topicRoutes.add(new Route<>(KwireApis.DELETE_TOPICS, new DeleteTopicsAnswer(topics)));
        topicRoutes.add(new Route<>(KwireApis.PRODUCE, new ProduceAnswer(topics, config.allocator())));
        topicRoutes.add(new Route<>(KwireApis.FETCH, new FetchAnswer(topics)));
        topicRoutes.add(new Route<>(KwireApis.LIST_OFFSETS, new ListOffsetsAnswer(topics)));
        topicRoutes.add(new Route<>(KwireApis.INIT_PRODUCER_ID, new InitProducerIdAnswer()));
        if (config.kip409()) {
            topicRoutes.add(new Route<>(io.kwire.examples.kip409.KwireApis.CREATE_TOPICS,
                    new Kip409CreateTopicsAnswer(topics)));
            topicRoutes.add(new Route<>(io.kwire.examples.kip409.KwireApis.CREATE_PARTITIONS,
                    new Kip409CreatePartitionsAnswer(topics)));
        } else {
            topicRoutes.add(new Route<>(KwireApis.CREATE_TOPICS, new CreateTopicsAnswer(topics)));
            topicRoutes.add(new Route<>(KwireApis.CREATE_PARTITIONS, new CreatePartitionsAnswer(topics)));
        }
    }

    /**
     * Every API the server answers, each of Kafka's at the versions a Kafka broker listener offers
     * ({@link ListenerApis#BROKER}: Produce from v0, no unstable version), KIP-409's at every version
     * its codecs read.
     */
    ApiRegistry registry() {
        List<ApiCodecs<?, ?>> apis = new ArrayList<>();
        apis.add(KwireApis.API_VERSIONS);
        if (sasl) {
            // Answered by SaslServerHandler, never routed; listed so that ApiVersions offers them.
            apis.add(KwireApis.SASL_HANDSHAKE);
            apis.add(KwireApis.SASL_AUTHENTICATE);
        }
        topicRoutes.forEach(route -> apis.add(route.api()));
        ApiRegistry registry = ApiRegistry.of(apis.toArray(ApiCodecs<?, ?>[]::new));
        for (ApiCodecs<?, ?> api : apis) {
            if (ListenerApis.BROKER.api(api.apiKey()) == api) {
                ApiVersionRange kafkas = ListenerApis.BROKER.versions(api.apiKey());
                registry = registry.withVersions(api.apiKey(), kafkas.lowestVersion(), kafkas.highestVersion());
            }
        }
        return registry;
    }

    /**
     * The routes by API key, ApiVersions answering with {@code offered}.
     *
     * @throws IllegalStateException naming the API, if {@code offered} lists one that no route answers, or a
     *     route declares no operation: the server does not start rather than answer it unchecked
     */
    Route<?, ?>[] withApiVersions(ApiRegistry offered) {
        List<Route<?, ?>> all = new ArrayList<>(topicRoutes);
        all.add(new Route<>(KwireApis.API_VERSIONS, new ApiVersionsAnswer(offered)));
        return byKey(all, offered);
    }

    /**
     * {@code routes} by API key, once each is checked: every API {@code offered} lists but SASL's, which
     * the SASL handler answers, has a route, and every route but an {@link Route.Open} one names its operation.
     *
     * @throws IllegalStateException naming the route or API that fails the check
     */
    static Route<?, ?>[] byKey(List<Route<?, ?>> routes, ApiRegistry offered) {
        int size = 0;
        for (Route<?, ?> route : routes) {
            if (!(route.answer() instanceof Route.Open<?, ?>) && route.operation() == null) {
                throw new IllegalStateException("the route of " + route + " declares no operation: every"
                        + " route but ApiVersions needs one, so that the ACLs can refuse it");
            }
            size = Math.max(size, route.api().apiKey() + 1);
        }
        Route<?, ?>[] byKey = new Route<?, ?>[size];
        routes.forEach(route -> byKey[route.api().apiKey()] = route);
        for (ApiVersionRange range : offered.versions()) {
            short key = range.apiKey();
            boolean routed = key < size && byKey[key] != null;
            if (!routed && key != KwireApis.SASL_HANDSHAKE.apiKey() && key != KwireApis.SASL_AUTHENTICATE.apiKey()) {
                throw new IllegalStateException("API key " + key + " is offered but no route answers it, so no"
                        + " route declares what a principal needs to be answered");
            }
        }
        return byKey;
    }

    /** Lists the brokers at {@code bound}, or at the advertised host. */
    void advertise(InetSocketAddress bound) {
        metadata.advertise(advertisedHost != null ? advertisedHost : bound.getHostString(), bound.getPort());
    }
}
