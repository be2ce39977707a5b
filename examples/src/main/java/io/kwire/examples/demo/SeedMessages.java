package io.kwire.examples.demo;

import io.kwire.codec.Uuids;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.CreateTopicsResponseCodec;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsRequestCodec;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.DeleteTopicsResponseCodec;
import java.util.List;
import java.util.UUID;

/**
 * The four messages of {@code shared/vectors/seed-frames.txt}: the smallest legal instances at
 * the newest versions, with every numeric field zero, every string empty, every array holding one
 * sample element and every UUID zero. Fields absent at the seed's version keep their defaults.
 */
final class SeedMessages {
    private SeedMessages() {
    }

    /** The four seeds, in the order of the seed frames file. */
    static List<SeedMessage<?>> all() {
        return List.of(
                new SeedMessage<>(CreateTopicsRequestCodec.INSTANCE, (short) 7, createTopicsRequest()),
                new SeedMessage<>(CreateTopicsResponseCodec.INSTANCE, (short) 7, createTopicsResponse()),
                new SeedMessage<>(DeleteTopicsRequestCodec.INSTANCE, (short) 6, deleteTopicsRequest()),
                new SeedMessage<>(DeleteTopicsResponseCodec.INSTANCE, (short) 6, deleteTopicsResponse()));
    }

    static CreateTopicsRequest createTopicsRequest() {
        CreateTopicsRequest.CreatableReplicaAssignment assignment =
                new CreateTopicsRequest.CreatableReplicaAssignment();
        assignment.partitionIndex = 0;
        assignment.brokerIds = new int[] {0};

        CreateTopicsRequest.CreatableTopicConfig config = new CreateTopicsRequest.CreatableTopicConfig();
        config.name = "";
        config.value = "";

        CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
        topic.name = "";
        topic.numPartitions = 0;
        topic.replicationFactor = 0;
        topic.assignments.add(assignment);
        topic.configs.add(config);

        CreateTopicsRequest request = new CreateTopicsRequest();
        request.topics.add(topic);
        request.timeoutMs = 0;
        request.validateOnly = false;
        return request;
    }

    static CreateTopicsResponse createTopicsResponse() {
        CreateTopicsResponse.CreatableTopicConfigs config = new CreateTopicsResponse.CreatableTopicConfigs();
        config.name = "";
        config.value = "";
        config.readOnly = false;
        config.configSource = 0;
        config.isSensitive = false;

        CreateTopicsResponse.CreatableTopicResult topic = new CreateTopicsResponse.CreatableTopicResult();
        topic.name = "";
        topic.topicId = Uuids.ZERO;
        topic.errorCode = 0;
        topic.errorMessage = "";
        topic.topicConfigErrorCode = 0;
        topic.numPartitions = 0;
        topic.replicationFactor = 0;
        topic.configs.add(config);

        CreateTopicsResponse response = new CreateTopicsResponse();
        response.throttleTimeMs = 0;
        response.topics.add(topic);
        return response;
    }

    static DeleteTopicsRequest deleteTopicsRequest() {
        DeleteTopicsRequest.DeleteTopicState topic = new DeleteTopicsRequest.DeleteTopicState();
        topic.name = "";
        topic.topicId = Uuids.ZERO;

        DeleteTopicsRequest request = new DeleteTopicsRequest();
        request.topics.add(topic);
        request.timeoutMs = 0;
        return request;
    }

    static DeleteTopicsResponse deleteTopicsResponse() {
        DeleteTopicsResponse.DeletableTopicResult result = new DeleteTopicsResponse.DeletableTopicResult();
        result.name = "";
        result.topicId = Uuids.ZERO;
        result.errorCode = 0;
        result.errorMessage = "";

        DeleteTopicsResponse response = new DeleteTopicsResponse();
        response.throttleTimeMs = 0;
        response.responses.add(result);
        return response;
    }
}
