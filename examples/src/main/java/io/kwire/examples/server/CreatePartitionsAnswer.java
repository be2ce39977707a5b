package io.kwire.examples.server;

import io.kwire.kafka.CreatePartitionsRequest;
import io.kwire.kafka.CreatePartitionsRequest.CreatePartitionsAssignment;
import io.kwire.kafka.CreatePartitionsRequest.CreatePartitionsTopic;
import io.kwire.kafka.CreatePartitionsResponse;
import io.kwire.kafka.CreatePartitionsResponse.CreatePartitionsTopicResult;
import java.util.List;

/**
 * Answers Kafka's CreatePartitions, versions 0-3. The KIP-409 dialect's answer
 * ({@link Kip409CreatePartitionsAnswer}) shares its assignments and results, which are Kafka's structs there too.
 */
final class CreatePartitionsAnswer implements Route.ByTopic<CreatePartitionsRequest, CreatePartitionsResponse> {
    private final TopicRegistry registry;

    CreatePartitionsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public CreatePartitionsResponse answer(CreatePartitionsRequest request, short version, Access access) {
        CreatePartitionsResponse response = new CreatePartitionsResponse();
        for (CreatePartitionsTopic topic : request.topics) {
            response.results.add(grow(registry, access, topic.name, topic.count, topic.assignments,
                    CreateTopicsAnswer.NO_MINIMUM, request.validateOnly));
        }
        return response;
    }

    @Override
    public Operation operation() {
        return Operation.ALTER;
    }

    /**
     * Grows one topic, from the fields every dialect's CreatePartitions has, and answers it: with
     * TOPIC_AUTHORIZATION_FAILED, changing nothing, if the principal may not ALTER it.
     */
    static CreatePartitionsTopicResult grow(TopicRegistry registry, Access access, String name, int count,
            List<CreatePartitionsAssignment> assignments, short minRequiredReplicationFactor, boolean validateOnly) {
        if (!access.allows(Operation.ALTER, name)) {
            CreatePartitionsTopicResult refused = new CreatePartitionsTopicResult();
            refused.name = name;
            refused.errorCode = ErrorCode.TOPIC_AUTHORIZATION_FAILED.code();
            return refused;
        }
        Outcome outcome = registry.createPartitions(name, count, assignments == null ? null
                : assignments.stream().map(a -> BrokerIds.list(a.brokerIds)).toList(),
                minRequiredReplicationFactor, validateOnly);
        CreatePartitionsTopicResult result = new CreatePartitionsTopicResult();
        result.name = name;
        result.errorCode = outcome.error().code();
        result.errorMessage = outcome.message();
        return result;
    }
}
