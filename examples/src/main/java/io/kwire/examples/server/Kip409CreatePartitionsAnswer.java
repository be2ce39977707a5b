package io.kwire.examples.server;

import io.kwire.examples.kip409.CreatePartitionsRequest;
import io.kwire.examples.kip409.CreatePartitionsRequest.CreatePartitionsTopic;
import io.kwire.examples.kip409.CreatePartitionsResponse;

/**
 * Answers the KIP-409 dialect's CreatePartitions, versions 0-2: v2 may settle for fewer replicas.
 * All but the minimum is Kafka's CreatePartitions, answered by {@link CreatePartitionsAnswer}'s code.
 */
final class Kip409CreatePartitionsAnswer
        implements Route.ByTopic<CreatePartitionsRequest, CreatePartitionsResponse> {
    private final TopicRegistry registry;

    Kip409CreatePartitionsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public CreatePartitionsResponse answer(CreatePartitionsRequest request, short version, Access access) {
        CreatePartitionsResponse response = new CreatePartitionsResponse();
        for (CreatePartitionsTopic topic : request.topics) {
            response.results.add(CreatePartitionsAnswer.grow(registry, access, topic.name, topic.count,
                    topic.assignments, topic.minRequiredReplicationFactor, request.validateOnly));
        }
        return response;
    }

    @Override
    public Operation operation() {
        return Operation.ALTER;
    }
}
