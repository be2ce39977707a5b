package io.kwire.examples.client;

import io.kwire.codec.Uuids;
import io.kwire.examples.messages.CreatePartitionsRequest;
import io.kwire.examples.messages.CreatePartitionsResponse;
import io.kwire.examples.messages.CreateTopicsRequest;
import io.kwire.examples.messages.CreateTopicsResponse;
import io.kwire.examples.messages.DeleteTopicsResponse;
import io.kwire.examples.messages.MetadataResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** The admin client's requests and responses in Kafka's own dialect. */
final class KafkaMessages {
    private KafkaMessages() {
    }

    static CreateTopicsRequest createTopics(Collection<NewTopic> topics, boolean validateOnly, int timeoutMs) {
        CreateTopicsRequest request = new CreateTopicsRequest();
        request.timeoutMs = timeoutMs;
        request.validateOnly = validateOnly;
        for (NewTopic topic : topics) {
            CreateTopicsRequest.CreatableTopic creatable = new CreateTopicsRequest.CreatableTopic();
            creatable.name = topic.name();
            creatable.numPartitions = topic.numPartitions();
            creatable.replicationFactor = topic.replicationFactor();
            topic.assignments().forEach((partition, brokers) -> {
                CreateTopicsRequest.CreatableReplicaAssignment assignment =
                        new CreateTopicsRequest.CreatableReplicaAssignment();
                assignment.partitionIndex = partition;
                assignment.brokerIds = new ArrayList<>(brokers);
                creatable.assignments.add(assignment);
            });
            topic.configs().forEach((name, value) -> {
                CreateTopicsRequest.CreatableTopicConfig config = new CreateTopicsRequest.CreatableTopicConfig();
                config.name = name;
                config.value = value;
                creatable.configs.add(config);
            });
            request.topics.add(creatable);
        }
        return request;
    }

    static List<TopicOutcome> outcomes(CreateTopicsResponse response) {
        return response.topics.stream().map(topic -> new TopicOutcome(topic.name, topic.topicId, topic.errorCode,
                topic.errorMessage, topic.numPartitions, topic.replicationFactor)).toList();
    }

    static List<TopicOutcome> outcomes(DeleteTopicsResponse response) {
        return response.responses.stream().map(topic -> new TopicOutcome(topic.name, topic.topicId, topic.errorCode,
                topic.errorMessage, -1, (short) -1)).toList();
    }

    static CreatePartitionsRequest createPartitions(Map<String, NewPartition> partitions, boolean validateOnly,
            int timeoutMs) {
        CreatePartitionsRequest request = new CreatePartitionsRequest();
        request.timeoutMs = timeoutMs;
        request.validateOnly = validateOnly;
        partitions.forEach((name, partition) -> {
            CreatePartitionsRequest.CreatePartitionsTopic topic = new CreatePartitionsRequest.CreatePartitionsTopic();
            topic.name = name;
            topic.count = partition.totalCount();
            topic.assignments = partition.assignments() == null ? null : partition.assignments().stream()
                    .map(brokers -> {
                        CreatePartitionsRequest.CreatePartitionsAssignment assignment =
                                new CreatePartitionsRequest.CreatePartitionsAssignment();
                        assignment.brokerIds = new ArrayList<>(brokers);
                        return assignment;
                    }).toList();
            request.topics.add(topic);
        });
        return request;
    }

    static List<TopicOutcome> outcomes(CreatePartitionsResponse response) {
        return response.results.stream().map(topic -> new TopicOutcome(topic.name, Uuids.ZERO, topic.errorCode,
                topic.errorMessage, -1, (short) -1)).toList();
    }

    static List<TopicListing> listings(MetadataResponse response) {
        return response.topics.stream().filter(topic -> topic.errorCode == 0).map(topic -> new TopicListing(
                topic.name, topic.topicId, topic.partitions.stream()
                        .sorted((a, b) -> Integer.compare(a.partitionIndex, b.partitionIndex))
                        .map(partition -> Arrays.stream(partition.replicaNodes).boxed().toList()).toList())).toList();
    }
}
