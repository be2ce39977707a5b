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
final class CreatePartitionsAnswer implements Route.Guarded<CreatePartitionsRequest, CreatePartitionsResponse> {
    private final TopicRegistry registry;

    CreatePartitionsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public CreatePartitionsResponse answer(CreatePartitionsRequest request, short version) {
        CreatePartitionsResponse response = new CreatePartitionsResponse();
        for (CreatePartitionsTopic topic : request.topics) {
            response.results.add(grow(registry, topic.name, topic.count, topic.assignments,
                    CreateTopicsAnswer.NO_MINIMUM, request.validateOnly));
        }
        return response;
    }

    @Override
    public Operation operation() {
        return Operation.ALTER;
    }

    @Override
    public CreatePartitionsResponse refused(CreatePartitionsRequest request, short version) {
        CreatePartitionsResponse response = new CreatePartitionsResponse();
        for (CreatePartitionsTopic topic : request.topics) {
            response.results.add(refusedResult(topic.name));
        }
        return response;
    }

    /** One topic's answer for a principal that may not grow it, the same in every dialect. */
    static CreatePartitionsTopicResult refusedResult(String name) {
        CreatePartitionsTopicResult result = new CreatePartitionsTopicResult();
        result.name = name;
        result.errorCode = ErrorCode.TOPIC_AUTHORIZATION_FAILED.code();
        return result;
    }

    /** Grows one topic, from the fields every dialect's CreatePartitions has, and answers it. */
    static CreatePartitionsTopicResult grow(TopicRegistry registry, String name, int count,
            List<CreatePartitionsAssignment> assignments, short minRequiredReplicationFactor, boolean validateOnly) {
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
