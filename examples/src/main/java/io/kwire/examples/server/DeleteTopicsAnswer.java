package io.kwire.examples.server;

import io.kwire.codec.Uuids;
import io.kwire.kafka.DeleteTopicsRequest.DeleteTopicState;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsResponse.DeletableTopicResult;
import io.kwire.kafka.DeleteTopicsResponse;
import java.util.UUID;

/**
 * Answers DeleteTopics: by name in versions 1-5, by name or by id in version 6. A topic the principal
 * may not DELETE gets TOPIC_AUTHORIZATION_FAILED and stays, as Kafka's controller answers: named by
 * id, with its name only if the principal may DESCRIBE it; named by name, UNKNOWN_TOPIC_OR_PARTITION
 * if it does not exist but the principal may describe it.
 */
final class DeleteTopicsAnswer implements Route.ByTopic<DeleteTopicsRequest, DeleteTopicsResponse> {
    private static final short FIRST_WITH_STATES = 6;
    /** Kafka's controller answers with the error's own message here, unlike for CreatePartitions. */
    private static final Outcome REFUSED = new Outcome(ErrorCode.TOPIC_AUTHORIZATION_FAILED,
            "Topic authorization failed.");

    private final TopicRegistry registry;

    DeleteTopicsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public DeleteTopicsResponse answer(DeleteTopicsRequest request, short version, Access access) {
        DeleteTopicsResponse response = new DeleteTopicsResponse();
        if (version < FIRST_WITH_STATES) {
            for (String name : request.topicNames) {
                response.responses.add(deleteByName(name, access, false));
            }
            return response;
        }
        for (DeleteTopicState topic : request.topics) {
            response.responses.add(delete(topic, access));
        }
        return response;
    }

    @Override
    public Operation operation() {
        return Operation.DELETE;
    }

    private DeletableTopicResult delete(DeleteTopicState topic, Access access) {
        boolean byId = !Uuids.ZERO.equals(topic.topicId);
        if (topic.name != null && byId) {
            return result(topic.name, topic.topicId, new Outcome(ErrorCode.INVALID_REQUEST,
                    "You may not specify both topic name and topic id."));
        }
        if (byId) {
            Topic known = registry.byId(topic.topicId);
            if (known != null && !access.allows(operation(), known.name())) {
                // Kafka does not count an id as a secret, but the name is one to a principal that may not describe.
                return result(access.allows(Operation.DESCRIBE, known.name()) ? known.name() : null, topic.topicId,
                        REFUSED);
            }
            TopicRegistry.TopicResult deleted = registry.deleteById(topic.topicId);
            return result(deleted.topic() == null ? null : deleted.topic().name(), topic.topicId, deleted.outcome());
        }
        if (topic.name == null) {
            return result(null, Uuids.ZERO, new Outcome(ErrorCode.INVALID_REQUEST,
                    "Neither topic name nor id were specified."));
        }
        return deleteByName(topic.name, access, true);
    }

    /**
     * Deletes the topic named {@code name} if the principal may, answering with its id when {@code withId};
     * refused unless it may describe it, whether it exists or not.
     */
    private DeletableTopicResult deleteByName(String name, Access access, boolean withId) {
        Topic known = registry.byName(name);
        if (!access.allows(Operation.DESCRIBE, name) || (known != null && !access.allows(operation(), name))) {
            return result(name, Uuids.ZERO, REFUSED);
        }
        return result(name, known == null || !withId ? Uuids.ZERO : known.id(), registry.deleteByName(name));
    }

    private static DeletableTopicResult result(String name, UUID id, Outcome outcome) {
        DeletableTopicResult result = new DeletableTopicResult();
        result.name = name;
        result.topicId = id;
        result.errorCode = outcome.error().code();
        result.errorMessage = outcome.message();
        return result;
    }
}
