package io.kwire.functional.pipeline;

import java.util.List;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.message.CreatePartitionsRequestData;
import org.apache.kafka.common.message.CreatePartitionsResponseData;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.message.CreateTopicsResponseData;
import org.apache.kafka.common.message.DeleteTopicsRequestData;
import org.apache.kafka.common.message.DeleteTopicsResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.ApiMessage;

/**
 * Requests and responses built with Kafka's own generated classes, valid at any version of their
 * API: the independent side of the pipeline tests. Fields a version lacks are ignorable in Kafka's
 * specs, so Kafka leaves them off the wire there.
 */
final class KafkaMessages {
    /** The APIs these messages cover. */
    static final List<ApiKeys> APIS = List.of(ApiKeys.CREATE_TOPICS, ApiKeys.DELETE_TOPICS, ApiKeys.CREATE_PARTITIONS,
            ApiKeys.API_VERSIONS);

    private KafkaMessages() {
    }

    /** A request of {@code api} at {@code version}. */
    static ApiMessage request(ApiKeys api, short version) {
        return switch (api) {
            case CREATE_TOPICS -> createTopicsRequest();
            case DELETE_TOPICS -> deleteTopicsRequest(version);
            case CREATE_PARTITIONS -> createPartitionsRequest();
            case API_VERSIONS -> apiVersionsRequest();
            default -> throw new IllegalArgumentException("no request of " + api + " here");
        };
    }

    /** A response of {@code api} carrying {@code throttleTimeMs}, which tells responses apart. */
    static ApiMessage response(ApiKeys api, int throttleTimeMs) {
        return switch (api) {
            case CREATE_TOPICS -> createTopicsResponse(throttleTimeMs);
            case DELETE_TOPICS -> deleteTopicsResponse(throttleTimeMs);
            case CREATE_PARTITIONS -> createPartitionsResponse(throttleTimeMs);
            case API_VERSIONS -> apiVersionsResponse(throttleTimeMs);
            default -> throw new IllegalArgumentException("no response of " + api + " here");
        };
    }

    static CreateTopicsRequestData createTopicsRequest() {
        CreateTopicsRequestData.CreatableTopicCollection topics =
                new CreateTopicsRequestData.CreatableTopicCollection();
        CreateTopicsRequestData.CreatableTopicConfigCollection configs =
                new CreateTopicsRequestData.CreatableTopicConfigCollection();
        configs.add(new CreateTopicsRequestData.CreatableTopicConfig().setName("cleanup.policy").setValue("compact"));
        configs.add(new CreateTopicsRequestData.CreatableTopicConfig().setName("retention.ms").setValue(null));
        topics.add(new CreateTopicsRequestData.CreatableTopic().setName("orders").setNumPartitions(3)
                .setReplicationFactor((short) 2).setConfigs(configs));
        CreateTopicsRequestData.CreatableReplicaAssignmentCollection assignments =
                new CreateTopicsRequestData.CreatableReplicaAssignmentCollection();
        assignments.add(new CreateTopicsRequestData.CreatableReplicaAssignment().setPartitionIndex(0)
                .setBrokerIds(List.of(1, 2)));
        topics.add(new CreateTopicsRequestData.CreatableTopic().setName("tópico-ñ").setNumPartitions(-1)
                .setReplicationFactor((short) -1).setAssignments(assignments));
        return new CreateTopicsRequestData().setTopics(topics).setTimeoutMs(30_000).setValidateOnly(true);
    }

    static DeleteTopicsRequestData deleteTopicsRequest(short version) {
        DeleteTopicsRequestData request = new DeleteTopicsRequestData().setTimeoutMs(15_000);
        if (version >= 6) {
            return request.setTopics(List.of(
                    new DeleteTopicsRequestData.DeleteTopicState().setName("orders").setTopicId(new Uuid(1, 2)),
                    new DeleteTopicsRequestData.DeleteTopicState().setName(null).setTopicId(new Uuid(3, 4))));
        }
        return request.setTopicNames(List.of("orders", "tópico-ñ"));
    }

    static CreatePartitionsRequestData createPartitionsRequest() {
        CreatePartitionsRequestData.CreatePartitionsTopicCollection topics =
                new CreatePartitionsRequestData.CreatePartitionsTopicCollection();
        topics.add(new CreatePartitionsRequestData.CreatePartitionsTopic().setName("orders").setCount(5)
                .setAssignments(List.of(
                        new CreatePartitionsRequestData.CreatePartitionsAssignment().setBrokerIds(List.of(1, 2)),
                        new CreatePartitionsRequestData.CreatePartitionsAssignment().setBrokerIds(List.of(2, 3)))));
        topics.add(new CreatePartitionsRequestData.CreatePartitionsTopic().setName("ünï").setCount(4)
                .setAssignments(null));
        return new CreatePartitionsRequestData().setTopics(topics).setTimeoutMs(5_000).setValidateOnly(false);
    }

    static ApiVersionsRequestData apiVersionsRequest() {
        return new ApiVersionsRequestData().setClientSoftwareName("apache-kafka-java")
                .setClientSoftwareVersion("4.4.0").setClusterId("kwire-cluster").setNodeId(1);
    }

    static CreateTopicsResponseData createTopicsResponse(int throttleTimeMs) {
        CreateTopicsResponseData.CreatableTopicResultCollection topics =
                new CreateTopicsResponseData.CreatableTopicResultCollection();
        topics.add(new CreateTopicsResponseData.CreatableTopicResult().setName("orders").setTopicId(new Uuid(7, 8))
                .setNumPartitions(3).setReplicationFactor((short) 2).setConfigs(List.of(
                        new CreateTopicsResponseData.CreatableTopicConfigs().setName("cleanup.policy")
                                .setValue("compact").setConfigSource((byte) 1))));
        topics.add(new CreateTopicsResponseData.CreatableTopicResult().setName("tópico-ñ").setErrorCode((short) 36)
                .setErrorMessage("Topic 'tópico-ñ' already exists."));
        return new CreateTopicsResponseData().setThrottleTimeMs(throttleTimeMs).setTopics(topics);
    }

    static DeleteTopicsResponseData deleteTopicsResponse(int throttleTimeMs) {
        DeleteTopicsResponseData.DeletableTopicResultCollection results =
                new DeleteTopicsResponseData.DeletableTopicResultCollection();
        results.add(new DeleteTopicsResponseData.DeletableTopicResult().setName("orders").setTopicId(new Uuid(1, 2)));
        results.add(new DeleteTopicsResponseData.DeletableTopicResult().setName("gone").setErrorCode((short) 3)
                .setErrorMessage("This server does not host this topic-partition."));
        return new DeleteTopicsResponseData().setThrottleTimeMs(throttleTimeMs).setResponses(results);
    }

    static CreatePartitionsResponseData createPartitionsResponse(int throttleTimeMs) {
        return new CreatePartitionsResponseData().setThrottleTimeMs(throttleTimeMs).setResults(List.of(
                new CreatePartitionsResponseData.CreatePartitionsTopicResult().setName("orders"),
                new CreatePartitionsResponseData.CreatePartitionsTopicResult().setName("ünï").setErrorCode((short) 37)
                        .setErrorMessage("Number of partitions must be larger than 4.")));
    }

    static ApiVersionsResponseData apiVersionsResponse(int throttleTimeMs) {
        ApiVersionsResponseData.ApiVersionCollection apis = new ApiVersionsResponseData.ApiVersionCollection();
        apis.add(new ApiVersionsResponseData.ApiVersion().setApiKey((short) 18).setMinVersion((short) 0)
                .setMaxVersion((short) 5));
        apis.add(new ApiVersionsResponseData.ApiVersion().setApiKey((short) 19).setMinVersion((short) 2)
                .setMaxVersion((short) 7));
        return new ApiVersionsResponseData().setThrottleTimeMs(throttleTimeMs).setApiKeys(apis)
                .setFinalizedFeaturesEpoch(4);
    }
}
