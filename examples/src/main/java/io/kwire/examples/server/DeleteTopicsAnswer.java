package io.kwire.examples.server;

import io.kwire.codec.Uuids;
import io.kwire.kafka.DeleteTopicsRequest.DeleteTopicState;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsResponse.DeletableTopicResult;
import io.kwire.kafka.DeleteTopicsResponse;
import java.util.UUID;

/** Answers DeleteTopics: by name in versions 1-5, by name or by id in version 6. */
final class DeleteTopicsAnswer implements Route.Guarded<DeleteTopicsRequest, DeleteTopicsResponse> {
    private static final short FIRST_WITH_STATES = 6;

    private final TopicRegistry registry;

    DeleteTopicsAnswer(TopicRegistry registry) {
        this.registry = registry;
    }

    @Override
    public DeleteTopicsResponse answer(DeleteTopicsRequest request, short version) {
        DeleteTopicsResponse response = new DeleteTopicsResponse();
        if (version < FIRST_WITH_STATES) {
            for (String name : request.topicNames) {
                response.responses.add(result(name, Uuids.ZERO, registry.deleteByName(name)));
            }
            return response;
        }
        for (DeleteTopicState topic : request.topics) {
            response.responses.add(delete(topic));
        }
        return response;
    }

    @Override
    public Operation operation() {
        return Operation.DELETE;
    }

    /**
     * Each topic named TOPIC_AUTHORIZATION_FAILED, as Kafka answers a principal that may describe it but
     * not delete it; a topic id that names no topic UNKNOWN_TOPIC_ID, since describing is allowed.
     */
    @Override
    public DeleteTopicsResponse refused(DeleteTopicsRequest request, short version) {
        DeleteTopicsResponse response = new DeleteTopicsResponse();
        Outcome refused = new Outcome(ErrorCode.TOPIC_AUTHORIZATION_FAILED, null);
        if (version < FIRST_WITH_STATES) {
            for (String name : request.topicNames) {
                response.responses.add(result(name, Uuids.ZERO, refused));
            }
            return response;
        }
        for (DeleteTopicState topic : request.topics) {
            if (topic.name != null || Uuids.ZERO.equals(topic.topicId)) {
                response.responses.add(result(topic.name, topic.topicId, refused));
                continue;
            }
            Topic known = registry.byId(topic.topicId);
            response.responses.add(known == null
                    ? result(null, topic.topicId, new Outcome(ErrorCode.UNKNOWN_TOPIC_ID, null))
                    : result(known.name(), topic.topicId, refused));
        }
        return response;
    }

    private DeletableTopicResult delete(DeleteTopicState topic) {
        boolean byId = !Uuids.ZERO.equals(topic.topicId);
        if (topic.name != null && byId) {
            return result(topic.name, topic.topicId, new Outcome(ErrorCode.INVALID_REQUEST,
                    "You may not specify both topic name and topic id."));
        }
        if (byId) {
            TopicRegistry.TopicResult deleted = registry.deleteById(topic.topicId);
            return result(deleted.topic() == null ? null : deleted.topic().name(), topic.topicId, deleted.outcome());
        }
        if (topic.name == null) {
            return result(null, Uuids.ZERO, new Outcome(ErrorCode.INVALID_REQUEST,
                    "Neither topic name nor id were specified."));
        }
        Topic known = registry.byName(topic.name);
        return result(topic.name, known == null ? Uuids.ZERO : known.id(), registry.deleteByName(topic.name));
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
