package io.kwire.examples.server;

import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequest.CreatableReplicaAssignment;
import io.kwire.kafka.CreateTopicsRequest.CreatableTopic;
import io.kwire.kafka.CreateTopicsRequest.CreatableTopicConfig;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.CreateTopicsResponse.CreatableTopicConfigs;
import io.kwire.kafka.CreateTopicsResponse.CreatableTopicResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Answers Kafka's CreateTopics, versions 2-7. The KIP-409 dialect's answer
 * ({@link Kip409CreateTopicsAnswer}) reads its topics with {@link #topicRequest}: their assignments
 * and configs are Kafka's structs there too. Each topic the principal may not CREATE gets
 * TOPIC_AUTHORIZATION_FAILED, "Authorization failed.", and is not created.
 */
final class CreateTopicsAnswer implements Route.ByTopic<CreateTopicsRequest, CreateTopicsResponse> {
    /** Kafka's {@code ConfigEntry.ConfigSource.DYNAMIC_TOPIC_CONFIG}. */
    private static final byte DYNAMIC_TOPIC_CONFIG = 1;
    /** A minimum required replication factor that is not set: Kafka's dialect has none. */
    static final short NO_MINIMUM = -1;

    private final TopicRegistry registry;

    CreateTopicsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public CreateTopicsResponse answer(CreateTopicsRequest request, short version, Access access) {
        List<TopicRequest> asked = new ArrayList<>();
        for (CreatableTopic topic : request.topics) {
            asked.add(topicRequest(topic.name, topic.numPartitions, topic.replicationFactor, topic.assignments,
                    topic.configs, NO_MINIMUM));
        }
        CreateTopicsResponse response = new CreateTopicsResponse();
        for (TopicCreations.Created created : TopicCreations.create(registry, asked, request.validateOnly,
                name -> access.allows(operation(), name))) {
            response.topics.add(result(created));
        }
        return response;
    }

    @Override
    public Operation operation() {
        return Operation.CREATE;
    }

    /** One topic to create, from the fields every dialect's CreateTopics has. */
    static TopicRequest topicRequest(String name, int numPartitions, short replicationFactor,
            List<CreatableReplicaAssignment> assignments, List<CreatableTopicConfig> configs,
            short minRequiredReplicationFactor) {
        return new TopicRequest(name, numPartitions, replicationFactor,
                ByKey.of(assignments, a -> a.partitionIndex, a -> BrokerIds.list(a.brokerIds)),
                ByKey.of(configs, c -> c.name, c -> c.value), minRequiredReplicationFactor);
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
