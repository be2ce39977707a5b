package io.kwire.functional.hostile;

import io.kwire.codec.RawTaggedField;
import io.kwire.kafka.ConsumerGroupHeartbeatResponse;
import io.kwire.kafka.ConsumerGroupHeartbeatResponseCodec;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.CreateTopicsResponseCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.kafka.common.message.ConsumerGroupHeartbeatResponseData;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.message.CreateTopicsResponseData;

/** The messages the hostile cases alter, as both sides read them, each summarized alike on both sides. */
final class Subjects {
    static final Subject<CreateTopicsRequest, CreateTopicsRequestData> CREATE_TOPICS_REQUEST = new Subject<>(
            "CreateTopicsRequest", CreateTopicsRequestCodec.INSTANCE, Subjects::summary,
            CreateTopicsRequestData::new, Subjects::summary);
    static final Subject<CreateTopicsResponse, CreateTopicsResponseData> CREATE_TOPICS_RESPONSE = new Subject<>(
            "CreateTopicsResponse", CreateTopicsResponseCodec.INSTANCE, Subjects::summary,
            CreateTopicsResponseData::new, Subjects::summary);
    static final Subject<ConsumerGroupHeartbeatResponse, ConsumerGroupHeartbeatResponseData> HEARTBEAT_RESPONSE =
            new Subject<>("ConsumerGroupHeartbeatResponse", ConsumerGroupHeartbeatResponseCodec.INSTANCE,
                    Subjects::summary, ConsumerGroupHeartbeatResponseData::new, Subjects::summary);

    /** Every subject: kwire-kafka's messages, each with a view. */
    static final List<Subject<?, ?>> ALL = List.of(CREATE_TOPICS_REQUEST, CREATE_TOPICS_RESPONSE, HEARTBEAT_RESPONSE);

    private Subjects() {
    }

    private static String summary(CreateTopicsRequest request) {
        List<String> names = new ArrayList<>();
        int brokerIds = 0;
        for (CreateTopicsRequest.CreatableTopic topic : request.topics) {
            names.add(topic.name);
            for (CreateTopicsRequest.CreatableReplicaAssignment assignment : topic.assignments) {
                brokerIds += assignment.brokerIds.length;
            }
        }
        return createTopics(names, brokerIds, request.validateOnly,
                request.unknownTaggedFields.stream().map(RawTaggedField::tag).toList());
    }

    private static String summary(CreateTopicsRequestData request) {
        List<String> names = new ArrayList<>();
        int brokerIds = 0;
        for (CreateTopicsRequestData.CreatableTopic topic : request.topics()) {
            names.add(topic.name());
            for (CreateTopicsRequestData.CreatableReplicaAssignment assignment : topic.assignments()) {
                brokerIds += assignment.brokerIds().size();
            }
        }
        return createTopics(names, brokerIds, request.validateOnly(),
                request.unknownTaggedFields().stream().map(t -> t.tag()).toList());
    }

    private static String createTopics(List<String> names, int brokerIds, boolean validateOnly, List<Integer> tags) {
        return "topics " + names.stream().map(Phrases::quoted).collect(Collectors.joining(", ", "[", "]"))
                + (brokerIds > 0 ? " with " + brokerIds + " broker ids" : "")
                + ", validateOnly " + validateOnly
                + (tags.isEmpty() ? "" : ", " + Phrases.tags(tags));
    }

    private static String summary(CreateTopicsResponse response) {
        return response.topics.stream()
                .map(t -> Phrases.quoted(t.name) + " topicConfigErrorCode " + t.topicConfigErrorCode)
                .collect(Collectors.joining(", ", "topics [", "]"));
    }

    private static String summary(CreateTopicsResponseData response) {
        return response.topics().stream()
                .map(t -> Phrases.quoted(t.name()) + " topicConfigErrorCode " + t.topicConfigErrorCode())
                .collect(Collectors.joining(", ", "topics [", "]"));
    }

    private static String summary(ConsumerGroupHeartbeatResponse response) {
        return response.assignment == null ? "assignment null"
                : "assignment present, " + response.assignment.topicPartitions.size() + " topic(s)";
    }

    private static String summary(ConsumerGroupHeartbeatResponseData response) {
        return response.assignment() == null ? "assignment null"
                : "assignment present, " + response.assignment().topicPartitions().size() + " topic(s)";
    }
}
