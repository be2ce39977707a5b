package io.kwire.proxy.tenant;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.netty.RequestForm;
import io.kwire.codec.netty.RequestForms;
import io.kwire.kafka.FetchRequestView;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ProduceRequestView;

/**
 * What a proxy in tenant mode offers, and how it wants requests handed over. It offers only the APIs
 * and versions it rewrites: what Kafka's {@code Admin} (create, list, describe, delete topics; list,
 * describe, delete consumer groups and their offsets), an idempotent producer, a consumer with assign
 * and seek and a group consumer of either protocol send. A client asks ApiVersions first and never
 * uses the rest; a request of any other API or version is refused ({@link TenantRefusal}).
 */
public final class TenantApis {
    /**
     * The APIs offered, each at every version its codecs read, but: Produce from v0 as Kafka's broker
     * offers it (v0-2 are refused as Kafka refuses them), Fetch from v13 (topics by id), InitProducerId
     * to v5 (v6 is not stable in Kafka 4.4). Narrow a broker's ApiVersions answer with it
     * ({@code ApiVersionsOffer.narrow}).
     */
    public static final ApiRegistry OFFER = ApiRegistry.of(
            KwireApis.API_VERSIONS,
            KwireApis.SASL_HANDSHAKE,
            KwireApis.SASL_AUTHENTICATE,
            KwireApis.METADATA,
            KwireApis.DESCRIBE_CLUSTER,
            KwireApis.CREATE_TOPICS,
            KwireApis.DELETE_TOPICS,
            KwireApis.DESCRIBE_TOPIC_PARTITIONS,
            KwireApis.INIT_PRODUCER_ID,
            KwireApis.PRODUCE,
            KwireApis.LIST_OFFSETS,
            KwireApis.FETCH,
            KwireApis.OFFSET_FOR_LEADER_EPOCH,
            KwireApis.FIND_COORDINATOR,
            KwireApis.JOIN_GROUP,
            KwireApis.SYNC_GROUP,
            KwireApis.HEARTBEAT,
            KwireApis.LEAVE_GROUP,
            KwireApis.OFFSET_COMMIT,
            KwireApis.OFFSET_FETCH,
            KwireApis.CONSUMER_GROUP_HEARTBEAT,
            KwireApis.LIST_GROUPS,
            KwireApis.DESCRIBE_GROUPS,
            KwireApis.CONSUMER_GROUP_DESCRIBE,
            KwireApis.DELETE_GROUPS)
            .withVersions(KwireApis.PRODUCE.apiKey(), (short) 0, (short) 13)
            .withVersions(KwireApis.FETCH.apiKey(), (short) 13, (short) 18)
            .withVersions(KwireApis.INIT_PRODUCER_ID.apiKey(), (short) 0, (short) 5);

    /**
     * How {@link TenantRequests} wants requests handed over ({@code KafkaRequestDecoder}'s filter):
     * Produce and Fetch under views, read and patched in place, the rest as frames.
     */
    public static final RequestForms FORMS = RequestForms.otherwise(RequestForm.FRAME)
            .with(KwireApis.PRODUCE, RequestForm.view(ProduceRequestView::new))
            .with(KwireApis.FETCH, RequestForm.view(FetchRequestView::new));

    /** The highest API key {@link #OFFER} has. */
    static final short HIGHEST_API_KEY = OFFER.versions().get(OFFER.versions().size() - 1).apiKey();

    private TenantApis() {
    }
}
