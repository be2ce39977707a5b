package io.kwire.examples.server;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiRegistry;
import io.kwire.kafka.KwireApis;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;

/**
 * The server's APIs and their answers, in Kafka's dialect or KIP-409's: the admin APIs, and Produce,
 * Fetch, ListOffsets and InitProducerId over the partition logs.
 */
final class Routes {
    /** InitProducerId's versions as Kafka offers them: its newest, 6 (two-phase commit), is unstable. */
    private static final short INIT_PRODUCER_ID_HIGHEST = 5;

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

    /** Every API the server answers, with every version its codecs speak. */
    ApiRegistry registry() {
        List<ApiCodecs<?, ?>> apis = new ArrayList<>();
        apis.add(KwireApis.API_VERSIONS);
        if (sasl) {
            // Answered by SaslServerHandler, never routed; listed so that ApiVersions offers them.
            apis.add(KwireApis.SASL_HANDSHAKE);
            apis.add(KwireApis.SASL_AUTHENTICATE);
        }
        topicRoutes.forEach(route -> apis.add(route.api()));
        return ApiRegistry.of(apis.toArray(ApiCodecs<?, ?>[]::new)).withVersions(KwireApis.INIT_PRODUCER_ID.apiKey(),
                KwireApis.INIT_PRODUCER_ID.lowestVersion(), INIT_PRODUCER_ID_HIGHEST);
    }

    /** The routes by API key, ApiVersions answering with {@code offered}. */
    Route<?, ?>[] withApiVersions(ApiRegistry offered) {
        List<Route<?, ?>> all = new ArrayList<>(topicRoutes);
        all.add(new Route<>(KwireApis.API_VERSIONS, new ApiVersionsAnswer(offered)));
        int size = all.stream().mapToInt(route -> route.api().apiKey()).max().orElse(-1) + 1;
        Route<?, ?>[] byKey = new Route<?, ?>[size];
        all.forEach(route -> byKey[route.api().apiKey()] = route);
        return byKey;
    }

    /** Lists the brokers at {@code bound}, or at the advertised host. */
    void advertise(InetSocketAddress bound) {
        metadata.advertise(advertisedHost != null ? advertisedHost : bound.getHostString(), bound.getPort());
    }
}
