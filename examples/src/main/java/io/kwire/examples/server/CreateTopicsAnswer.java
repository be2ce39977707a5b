package io.kwire.examples.server;

import io.kwire.examples.messages.CreateTopicsRequest;
import io.kwire.examples.messages.CreateTopicsRequest.CreatableTopic;
import io.kwire.examples.messages.CreateTopicsResponse;
import io.kwire.examples.messages.CreateTopicsResponse.CreatableTopicConfigs;
import io.kwire.examples.messages.CreateTopicsResponse.CreatableTopicResult;
import java.util.ArrayList;
import java.util.List;

/** Answers Kafka's CreateTopics, versions 2-7. */
final class CreateTopicsAnswer implements Route.Answer<CreateTopicsRequest, CreateTopicsResponse> {
    /** Kafka's {@code ConfigEntry.ConfigSource.DYNAMIC_TOPIC_CONFIG}. */
    private static final byte DYNAMIC_TOPIC_CONFIG = 1;

    private final TopicRegistry registry;

    CreateTopicsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public CreateTopicsResponse answer(CreateTopicsRequest request, short version) {
        List<TopicRequest> asked = new ArrayList<>();
        for (CreatableTopic topic : request.topics) {
            asked.add(new TopicRequest(topic.name, topic.numPartitions, topic.replicationFactor,
                    ByKey.of(topic.assignments, a -> a.partitionIndex, a -> a.brokerIds),
                    ByKey.of(topic.configs, c -> c.name, c -> c.value), (short) -1));
        }
        CreateTopicsResponse response = new CreateTopicsResponse();
        for (TopicCreations.Created created : TopicCreations.create(registry, asked, request.validateOnly)) {
            response.topics.add(result(created));
        }
        return response;
    }

    private static CreatableTopicResult result(TopicCreations.Created created) {
        CreatableTopicResult result = new CreatableTopicResult();
        result.name = created.name();
        Outcome outcome = created.result().outcome();
        result.errorCode = outcome.error().code();
        result.errorMessage = outcome.message();
        Topic topic = created.result().topic();
        if (topic != null) {
            result.topicId = topic.id();
            result.numPartitions = topic.partitions();
            result.replicationFactor = topic.replicationFactor();
            topic.configs().forEach((name, value) -> {
                CreatableTopicConfigs config = new CreatableTopicConfigs();
                config.name = name;
                config.value = value;
                config.configSource = DYNAMIC_TOPIC_CONFIG;
                result.configs.add(config);
            });
        }
        return result;
    }
}
