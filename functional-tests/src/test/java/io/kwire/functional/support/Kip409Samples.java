package io.kwire.functional.support;

import io.kwire.examples.kip409.CreatePartitionsRequest;
import io.kwire.examples.kip409.CreatePartitionsResponse;
import io.kwire.examples.kip409.CreateTopicsRequest;
import io.kwire.examples.kip409.CreateTopicsResponse;
import io.kwire.kafka.CreatePartitionsRequest.CreatePartitionsAssignment;
import io.kwire.kafka.CreatePartitionsResponse.CreatePartitionsTopicResult;
import io.kwire.kafka.CreateTopicsRequest.CreatableReplicaAssignment;
import io.kwire.kafka.CreateTopicsRequest.CreatableTopicConfig;

/**
 * Non-trivial instances of the KIP-409 dialect's four messages for {@link SampleMessages}: several
 * topics, non-ASCII names, null assignments and messages, and the dialect's minimum replication
 * factor in the versions that have it.
 */
final class Kip409Samples {
    private Kip409Samples() {
    }

    static CreateTopicsRequest createTopicsRequest(short version) {
        CreatableReplicaAssignment assignment =
                new CreatableReplicaAssignment();
        assignment.partitionIndex = 0;
        assignment.brokerIds = new int[] {1, 2, 3};
        CreatableTopicConfig config = new CreatableTopicConfig();
        config.name = "cleanup.policy";
        config.value = null;

        CreateTopicsRequest.CreatableTopic orders = new CreateTopicsRequest.CreatableTopic();
        orders.name = "orders";
        orders.numPartitions = -1;
        orders.replicationFactor = -1;
        orders.assignments.add(assignment);
        orders.configs.add(config);
        CreateTopicsRequest.CreatableTopic accented = new CreateTopicsRequest.CreatableTopic();
        accented.name = "tópico-日本";
        accented.numPartitions = 6;
        accented.replicationFactor = 3;
        if (version >= 4) {
            accented.minRequiredReplicationFactor = 2;
        }

        CreateTopicsRequest request = new CreateTopicsRequest();
        request.topics.add(orders);
        request.topics.add(accented);
        request.timeoutMs = 25_000;
        request.validateOnly = true;
        return request;
    }

    static CreateTopicsResponse createTopicsResponse() {
        CreateTopicsResponse.CreatableTopicResult orders = new CreateTopicsResponse.CreatableTopicResult();
        orders.name = "orders";
        orders.errorMessage = null;
        CreateTopicsResponse.CreatableTopicResult invalid = new CreateTopicsResponse.CreatableTopicResult();
        invalid.name = "tópico-日本";
        invalid.errorCode = 38;
        invalid.errorMessage = "Replication factor: 3 larger than available brokers: 2.";

        CreateTopicsResponse response = new CreateTopicsResponse();
        response.throttleTimeMs = 3;
        response.topics.add(orders);
        response.topics.add(invalid);
        return response;
    }

    static CreatePartitionsRequest createPartitionsRequest(short version) {
        CreatePartitionsAssignment assignment =
                new CreatePartitionsAssignment();
        assignment.brokerIds = new int[] {2, 1};
        CreatePartitionsRequest.CreatePartitionsTopic orders = new CreatePartitionsRequest.CreatePartitionsTopic();
        orders.name = "orders";
        orders.count = 4;
        orders.assignments.add(assignment);
        CreatePartitionsRequest.CreatePartitionsTopic accented = new CreatePartitionsRequest.CreatePartitionsTopic();
        accented.name = "ünï";
        accented.count = 8;
        accented.assignments = null;
        if (version >= 2) {
            accented.minRequiredReplicationFactor = 1;
        }

        CreatePartitionsRequest request = new CreatePartitionsRequest();
        request.topics.add(orders);
        request.topics.add(accented);
        request.timeoutMs = 5_000;
        request.validateOnly = false;
        return request;
    }

    static CreatePartitionsResponse createPartitionsResponse() {
        CreatePartitionsResponse response = new CreatePartitionsResponse();
        response.throttleTimeMs = 0;
        response.results.add(partitionsResult("orders", (short) 0, null));
        response.results.add(partitionsResult("payments-日本", (short) 38,
                "Replication factor: 3 larger than available brokers: 1, and no minimum was given."));
        response.results.add(partitionsResult("", (short) 37, ""));
        return response;
    }

    private static CreatePartitionsTopicResult partitionsResult(String name, short error,
            String message) {
        CreatePartitionsTopicResult result =
                new CreatePartitionsTopicResult();
        result.name = name;
        result.errorCode = error;
        result.errorMessage = message;
        return result;
    }
}
