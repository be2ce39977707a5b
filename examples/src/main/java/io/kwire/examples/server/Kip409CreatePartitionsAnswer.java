package io.kwire.examples.server;

import io.kwire.examples.kip409.CreatePartitionsRequest;
import io.kwire.examples.kip409.CreatePartitionsRequest.CreatePartitionsTopic;
import io.kwire.examples.kip409.CreatePartitionsResponse;
import io.kwire.examples.kip409.CreatePartitionsResponse.CreatePartitionsTopicResult;

/** Answers the KIP-409 dialect's CreatePartitions, versions 0-2: v2 may settle for fewer replicas. */
final class Kip409CreatePartitionsAnswer
        implements Route.Answer<CreatePartitionsRequest, CreatePartitionsResponse> {
    private final TopicRegistry registry;

    Kip409CreatePartitionsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public CreatePartitionsResponse answer(CreatePartitionsRequest request, short version) {
        CreatePartitionsResponse response = new CreatePartitionsResponse();
        for (CreatePartitionsTopic topic : request.topics) {
            Outcome outcome = registry.createPartitions(topic.name, topic.count,
                    topic.assignments == null ? null : topic.assignments.stream().map(a -> a.brokerIds).toList(),
                    topic.minRequiredReplicationFactor, request.validateOnly);
            CreatePartitionsTopicResult result = new CreatePartitionsTopicResult();
            result.name = topic.name;
            result.errorCode = outcome.error().code();
            result.errorMessage = outcome.message();
            response.results.add(result);
        }
        return response;
    }
}
