package io.kwire.examples.kip409;

import io.kwire.kafka.CreatePartitionsRequest.CreatePartitionsAssignment;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.kafka.common.message.CreatePartitionsRequestData;

/**
 * A CreatePartitions request as plain values, from which the tests build both the dialect's
 * {@link CreatePartitionsRequest} and Kafka's {@link CreatePartitionsRequestData}, and to which
 * they turn a request read back.
 *
 * @param topics the topics; a topic's {@code assignments} may be null, as on the wire
 */
record CreatePartitionsCall(List<Topic> topics, int timeoutMs, boolean validateOnly) {
    /** One topic: its new partition count, each new partition's brokers (or null), and its minimum. */
    record Topic(String name, int count, List<List<Integer>> assignments, short minRequiredReplicationFactor) {
    }

    /**
     * A random call; each topic's minimum is random when {@code withMinimum}, else -1, the
     * default, which the versions shared with Kafka need.
     */
    static CreatePartitionsCall random(long seed, boolean withMinimum) {
        RandomValues values = new RandomValues(seed);
        List<Topic> topics = new ArrayList<>();
        for (String name : values.distinctNames(values.length(4))) {
            List<List<Integer>> assignments = null;
            if (values.anyBoolean()) {
                assignments = new ArrayList<>();
                for (int i = values.length(3); i > 0; i--) {
                    assignments.add(values.brokerIds());
                }
            }
            topics.add(new Topic(name, values.anyInt(), assignments, withMinimum ? values.anyShort() : -1));
        }
        return new CreatePartitionsCall(topics, values.anyInt(), values.anyBoolean());
    }

    /** Each topic's minimum, in order. */
    List<Short> minimums() {
        return topics.stream().map(Topic::minRequiredReplicationFactor).toList();
    }

    /** The call as the dialect's request. */
    CreatePartitionsRequest toKwire() {
        CreatePartitionsRequest request = new CreatePartitionsRequest();
        for (Topic topic : topics) {
            CreatePartitionsRequest.CreatePartitionsTopic partitions =
                    new CreatePartitionsRequest.CreatePartitionsTopic();
            partitions.name = topic.name();
            partitions.count = topic.count();
            if (topic.assignments() == null) {
                partitions.assignments = null;
            } else {
                for (List<Integer> brokers : topic.assignments()) {
                    CreatePartitionsAssignment assignment =
                            new CreatePartitionsAssignment();
                    assignment.brokerIds = brokers.stream().mapToInt(Integer::intValue).toArray();
                    partitions.assignments.add(assignment);
                }
            }
            partitions.minRequiredReplicationFactor = topic.minRequiredReplicationFactor();
            request.topics.add(partitions);
        }
        request.timeoutMs = timeoutMs;
        request.validateOnly = validateOnly;
        return request;
    }

    /** The call as Kafka's request, which has no minimum: that is left out. */
    CreatePartitionsRequestData toKafka() {
        CreatePartitionsRequestData.CreatePartitionsTopicCollection collection =
                new CreatePartitionsRequestData.CreatePartitionsTopicCollection();
        for (Topic topic : topics) {
            List<CreatePartitionsRequestData.CreatePartitionsAssignment> assignments = null;
            if (topic.assignments() != null) {
                assignments = new ArrayList<>();
                for (List<Integer> brokers : topic.assignments()) {
                    assignments.add(new CreatePartitionsRequestData.CreatePartitionsAssignment()
                            .setBrokerIds(new ArrayList<>(brokers)));
                }
            }
            collection.add(new CreatePartitionsRequestData.CreatePartitionsTopic()
                    .setName(topic.name())
                    .setCount(topic.count())
                    .setAssignments(assignments));
        }
        return new CreatePartitionsRequestData().setTopics(collection).setTimeoutMs(timeoutMs)
                .setValidateOnly(validateOnly);
    }

    /** The values of a dialect request, read back. */
    static CreatePartitionsCall of(CreatePartitionsRequest request) {
        List<Topic> topics = new ArrayList<>();
        for (CreatePartitionsRequest.CreatePartitionsTopic partitions : request.topics) {
            List<List<Integer>> assignments = null;
            if (partitions.assignments != null) {
                assignments = new ArrayList<>();
                for (CreatePartitionsAssignment assignment : partitions.assignments) {
                    assignments.add(Arrays.stream(assignment.brokerIds).boxed().toList());
                }
            }
            topics.add(new Topic(partitions.name, partitions.count, assignments,
                    partitions.minRequiredReplicationFactor));
        }
        return new CreatePartitionsCall(topics, request.timeoutMs, request.validateOnly);
    }
}
