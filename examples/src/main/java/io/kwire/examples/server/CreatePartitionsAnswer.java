package io.kwire.examples.server;

import io.kwire.examples.messages.CreatePartitionsRequest;
import io.kwire.examples.messages.CreatePartitionsRequest.CreatePartitionsTopic;
import io.kwire.examples.messages.CreatePartitionsResponse;
import io.kwire.examples.messages.CreatePartitionsResponse.CreatePartitionsTopicResult;

/** Answers Kafka's CreatePartitions, versions 0-3. */
final class CreatePartitionsAnswer implements Route.Answer<CreatePartitionsRequest, CreatePartitionsResponse> {
    private final TopicRegistry registry;

    CreatePartitionsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public CreatePartitionsResponse answer(CreatePartitionsRequest request, short version) {
        CreatePartitionsResponse response = new CreatePartitionsResponse();
        for (CreatePartitionsTopic topic : request.topics) {
            Outcome outcome = registry.createPartitions(topic.name, topic.count,
                    topic.assignments == null ? null : topic.assignments.stream().map(a -> a.brokerIds).toList(),
                    (short) -1, request.validateOnly);
            CreatePartitionsTopicResult result = new CreatePartitionsTopicResult();
            result.name = topic.name;
            result.errorCode = outcome.error().code();
            result.errorMessage = outcome.message();
            response.results.add(result);
        }
        return response;
    }
}
