package io.kwire.examples.server;

import io.kwire.examples.kip409.CreateTopicsRequest;
import io.kwire.examples.kip409.CreateTopicsRequest.CreatableTopic;
import io.kwire.examples.kip409.CreateTopicsResponse;
import io.kwire.examples.kip409.CreateTopicsResponse.CreatableTopicResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Answers the KIP-409 dialect's CreateTopics, versions 2-4: v4 may settle for fewer replicas. Its
 * topics are read by {@link CreateTopicsAnswer}'s code, with the minimum; its results are the
 * dialect's own struct, which has only the fields of Kafka's versions 2-4.
 */
final class Kip409CreateTopicsAnswer implements Route.ByTopic<CreateTopicsRequest, CreateTopicsResponse> {
    private final TopicRegistry registry;

    Kip409CreateTopicsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public CreateTopicsResponse answer(CreateTopicsRequest request, short version, Access access) {
        List<TopicRequest> asked = new ArrayList<>();
        for (CreatableTopic topic : request.topics) {
            asked.add(CreateTopicsAnswer.topicRequest(topic.name, topic.numPartitions, topic.replicationFactor,
                    topic.assignments, topic.configs, topic.minRequiredReplicationFactor));
        }
        CreateTopicsResponse response = new CreateTopicsResponse();
        for (TopicCreations.Created created : TopicCreations.create(registry, asked, request.validateOnly,
                name -> access.allows(operation(), name))) {
            CreatableTopicResult result = new CreatableTopicResult();
            result.name = created.name();
            result.errorCode = created.result().outcome().error().code();
            result.errorMessage = created.result().outcome().message();
            response.topics.add(result);
        }
        return response;
    }

    @Override
    public Operation operation() {
        return Operation.CREATE;
    }
}
