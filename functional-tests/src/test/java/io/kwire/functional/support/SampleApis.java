package io.kwire.functional.support;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiRegistry;
import io.kwire.kafka.BrokerRegistrationRequest;
import io.kwire.kafka.BrokerRegistrationRequestCodec;
import io.kwire.kafka.ConsumerGroupHeartbeatResponse;
import io.kwire.kafka.ConsumerGroupHeartbeatResponseCodec;
import io.kwire.kafka.DescribeClientQuotasResponse;
import io.kwire.kafka.DescribeClientQuotasResponseCodec;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.SyncGroupRequest;
import io.kwire.kafka.SyncGroupRequestCodec;

/**
 * The APIs of the tests' servers and clients: kwire-kafka's ApiVersions, Metadata, CreateTopics,
 * DeleteTopics, CreatePartitions and Fetch whole; SyncGroup and BrokerRegistration with their
 * request only, DescribeClientQuotas and ConsumerGroupHeartbeat with their response only; and no
 * other API. So a test can send what a registry holds, holds one side of, or lacks.
 */
public final class SampleApis {
    /** SyncGroup without its response: a client cannot send it, a server can decode it but not answer. */
    public static final ApiCodecs<SyncGroupRequest, Void> SYNC_GROUP_REQUEST_ONLY =
            new ApiCodecs<>(SyncGroupRequestCodec.INSTANCE, null);
    /** DescribeClientQuotas without its request: a server cannot decode its requests. */
    public static final ApiCodecs<Void, DescribeClientQuotasResponse> DESCRIBE_CLIENT_QUOTAS_RESPONSE_ONLY =
            new ApiCodecs<>(null, DescribeClientQuotasResponseCodec.INSTANCE);
    /** All of them. */
    public static final ApiRegistry REGISTRY = ApiRegistry.of(KwireApis.API_VERSIONS, KwireApis.METADATA,
            KwireApis.CREATE_TOPICS, KwireApis.DELETE_TOPICS, KwireApis.CREATE_PARTITIONS, KwireApis.FETCH,
            SYNC_GROUP_REQUEST_ONLY, new ApiCodecs<BrokerRegistrationRequest, Void>(
                    BrokerRegistrationRequestCodec.INSTANCE, null),
            DESCRIBE_CLIENT_QUOTAS_RESPONSE_ONLY, new ApiCodecs<Void, ConsumerGroupHeartbeatResponse>(
                    null, ConsumerGroupHeartbeatResponseCodec.INSTANCE));

    private SampleApis() {
    }
}
