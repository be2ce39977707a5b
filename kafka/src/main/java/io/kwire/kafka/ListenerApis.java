// Converted from ApiVersionsResponse.filterApis of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.codec.ApiRegistry;

/**
 * What the listeners of a Kafka 4.4.0 node offer in their ApiVersions answers, as registries of
 * this module's codecs: each API served on that listener, at the versions Kafka offers with its
 * default configuration. That is what a server or proxy that speaks for a Kafka broker offers,
 * rather than {@link KwireApis#REGISTRY}, which holds every API at every version the codecs read.
 *
 * <p>Where Kafka's answer differs from the specs, it does so on purpose, and so do these: the
 * newest version of an API that the spec marks unstable is left out (a broker offers it only with
 * {@code unstable.api.versions.enable}: add it with {@code withVersions}); the client telemetry
 * APIs of KIP-714 are left out (a broker offers them only when a metrics reporter takes client
 * metrics: add {@link #CLIENT_TELEMETRY}); and Produce is offered from v0, which Kafka no longer
 * reads, because librdkafka turns compression off when Produce's lowest version is not 0
 * (KAFKA-18659). A request at a version offered but not read is refused as unsupported, as Kafka
 * refuses it.
 *
 * <pre>{@code
 * new KafkaRequestDecoder(ListenerApis.BROKER)
 * ApiVersionsResponses.build(ListenerApis.BROKER, ApiVersionsResponseCodec.INSTANCE, version)
 * }</pre>
 *
 * <p>Converted from kafka-clients 4.4.0's {@code ApiVersionsResponse.filterApis}.
 */
public final class ListenerApis {
    /**
     * What a broker listener offers: 77 APIs. Versions the codecs read that are not offered, or
     * offered but not read: Produce v0-2 offered but not read; InitProducerId v6 read but not offered
     * (unstable).
     */
    public static final ApiRegistry BROKER = ApiRegistry.of(
            KwireApis.PRODUCE,
            KwireApis.FETCH,
            KwireApis.LIST_OFFSETS,
            KwireApis.METADATA,
            KwireApis.OFFSET_COMMIT,
            KwireApis.OFFSET_FETCH,
            KwireApis.FIND_COORDINATOR,
            KwireApis.JOIN_GROUP,
            KwireApis.HEARTBEAT,
            KwireApis.LEAVE_GROUP,
            KwireApis.SYNC_GROUP,
            KwireApis.DESCRIBE_GROUPS,
            KwireApis.LIST_GROUPS,
            KwireApis.SASL_HANDSHAKE,
            KwireApis.API_VERSIONS,
            KwireApis.CREATE_TOPICS,
            KwireApis.DELETE_TOPICS,
            KwireApis.DELETE_RECORDS,
            KwireApis.INIT_PRODUCER_ID,
            KwireApis.OFFSET_FOR_LEADER_EPOCH,
            KwireApis.ADD_PARTITIONS_TO_TXN,
            KwireApis.ADD_OFFSETS_TO_TXN,
            KwireApis.END_TXN,
            KwireApis.WRITE_TXN_MARKERS,
            KwireApis.TXN_OFFSET_COMMIT,
            KwireApis.DESCRIBE_ACLS,
            KwireApis.CREATE_ACLS,
            KwireApis.DELETE_ACLS,
            KwireApis.DESCRIBE_CONFIGS,
            KwireApis.ALTER_CONFIGS,
            KwireApis.ALTER_REPLICA_LOG_DIRS,
            KwireApis.DESCRIBE_LOG_DIRS,
            KwireApis.SASL_AUTHENTICATE,
            KwireApis.CREATE_PARTITIONS,
            KwireApis.CREATE_DELEGATION_TOKEN,
            KwireApis.RENEW_DELEGATION_TOKEN,
            KwireApis.EXPIRE_DELEGATION_TOKEN,
            KwireApis.DESCRIBE_DELEGATION_TOKEN,
            KwireApis.DELETE_GROUPS,
            KwireApis.ELECT_LEADERS,
            KwireApis.INCREMENTAL_ALTER_CONFIGS,
            KwireApis.ALTER_PARTITION_REASSIGNMENTS,
            KwireApis.LIST_PARTITION_REASSIGNMENTS,
            KwireApis.OFFSET_DELETE,
            KwireApis.DESCRIBE_CLIENT_QUOTAS,
            KwireApis.ALTER_CLIENT_QUOTAS,
            KwireApis.DESCRIBE_USER_SCRAM_CREDENTIALS,
            KwireApis.ALTER_USER_SCRAM_CREDENTIALS,
            KwireApis.DESCRIBE_QUORUM,
            KwireApis.UPDATE_FEATURES,
            KwireApis.DESCRIBE_CLUSTER,
            KwireApis.DESCRIBE_PRODUCERS,
            KwireApis.UNREGISTER_BROKER,
            KwireApis.DESCRIBE_TRANSACTIONS,
            KwireApis.LIST_TRANSACTIONS,
            KwireApis.CONSUMER_GROUP_HEARTBEAT,
            KwireApis.CONSUMER_GROUP_DESCRIBE,
            KwireApis.LIST_CONFIG_RESOURCES,
            KwireApis.DESCRIBE_TOPIC_PARTITIONS,
            KwireApis.SHARE_GROUP_HEARTBEAT,
            KwireApis.SHARE_GROUP_DESCRIBE,
            KwireApis.SHARE_FETCH,
            KwireApis.SHARE_ACKNOWLEDGE,
            KwireApis.ADD_RAFT_VOTER,
            KwireApis.REMOVE_RAFT_VOTER,
            KwireApis.INITIALIZE_SHARE_GROUP_STATE,
            KwireApis.READ_SHARE_GROUP_STATE,
            KwireApis.WRITE_SHARE_GROUP_STATE,
            KwireApis.DELETE_SHARE_GROUP_STATE,
            KwireApis.READ_SHARE_GROUP_STATE_SUMMARY,
            KwireApis.STREAMS_GROUP_HEARTBEAT,
            KwireApis.STREAMS_GROUP_DESCRIBE,
            KwireApis.DESCRIBE_SHARE_GROUP_OFFSETS,
            KwireApis.ALTER_SHARE_GROUP_OFFSETS,
            KwireApis.DELETE_SHARE_GROUP_OFFSETS,
            KwireApis.STREAMS_GROUP_TOPOLOGY_DESCRIPTION_UPDATE,
            KwireApis.UNREGISTER_CONTROLLER)
            .withVersions(KwireApis.PRODUCE.apiKey(), (short) 0, (short) 13)
            .withVersions(KwireApis.INIT_PRODUCER_ID.apiKey(), (short) 0, (short) 5);

    /**
     * What a controller listener offers: 42 APIs.
     */
    public static final ApiRegistry CONTROLLER = ApiRegistry.of(
            KwireApis.FETCH,
            KwireApis.SASL_HANDSHAKE,
            KwireApis.API_VERSIONS,
            KwireApis.CREATE_TOPICS,
            KwireApis.DELETE_TOPICS,
            KwireApis.DESCRIBE_ACLS,
            KwireApis.CREATE_ACLS,
            KwireApis.DELETE_ACLS,
            KwireApis.DESCRIBE_CONFIGS,
            KwireApis.ALTER_CONFIGS,
            KwireApis.SASL_AUTHENTICATE,
            KwireApis.CREATE_PARTITIONS,
            KwireApis.CREATE_DELEGATION_TOKEN,
            KwireApis.RENEW_DELEGATION_TOKEN,
            KwireApis.EXPIRE_DELEGATION_TOKEN,
            KwireApis.DESCRIBE_DELEGATION_TOKEN,
            KwireApis.ELECT_LEADERS,
            KwireApis.INCREMENTAL_ALTER_CONFIGS,
            KwireApis.ALTER_PARTITION_REASSIGNMENTS,
            KwireApis.LIST_PARTITION_REASSIGNMENTS,
            KwireApis.ALTER_CLIENT_QUOTAS,
            KwireApis.DESCRIBE_USER_SCRAM_CREDENTIALS,
            KwireApis.ALTER_USER_SCRAM_CREDENTIALS,
            KwireApis.VOTE,
            KwireApis.BEGIN_QUORUM_EPOCH,
            KwireApis.END_QUORUM_EPOCH,
            KwireApis.DESCRIBE_QUORUM,
            KwireApis.ALTER_PARTITION,
            KwireApis.UPDATE_FEATURES,
            KwireApis.ENVELOPE,
            KwireApis.FETCH_SNAPSHOT,
            KwireApis.DESCRIBE_CLUSTER,
            KwireApis.BROKER_REGISTRATION,
            KwireApis.BROKER_HEARTBEAT,
            KwireApis.UNREGISTER_BROKER,
            KwireApis.ALLOCATE_PRODUCER_IDS,
            KwireApis.CONTROLLER_REGISTRATION,
            KwireApis.ASSIGN_REPLICAS_TO_DIRS,
            KwireApis.ADD_RAFT_VOTER,
            KwireApis.REMOVE_RAFT_VOTER,
            KwireApis.UPDATE_RAFT_VOTER,
            KwireApis.UNREGISTER_CONTROLLER);

    /**
     * The 2 client telemetry APIs of KIP-714, which a broker listener offers beside {@link #BROKER}
     * when a metrics reporter takes client metrics: {@code BROKER.with(CLIENT_TELEMETRY)}.
     */
    public static final ApiRegistry CLIENT_TELEMETRY = ApiRegistry.of(
            KwireApis.GET_TELEMETRY_SUBSCRIPTIONS,
            KwireApis.PUSH_TELEMETRY);

    private ListenerApis() {
    }
}
