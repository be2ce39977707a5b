package io.kwire.examples.client;

import io.kwire.codec.Uuids;
import io.kwire.kafka.CreatePartitionsRequest;
import io.kwire.kafka.CreatePartitionsRequest.CreatePartitionsAssignment;
import io.kwire.kafka.CreatePartitionsResponse;
import io.kwire.kafka.CreatePartitionsResponse.CreatePartitionsTopicResult;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequest.CreatableReplicaAssignment;
import io.kwire.kafka.CreateTopicsRequest.CreatableTopicConfig;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.MetadataResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The admin client's requests and responses in Kafka's own dialect, and the structs the KIP-409
 * dialect shares with it ({@link Kip409Messages}).
 */
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
            creatable.assignments = assignments(topic);
            creatable.configs = configs(topic);
            request.topics.add(creatable);
        }
        return request;
    }

    /** A topic's manual assignment, as both dialects' CreateTopics carry it. */
    static List<CreatableReplicaAssignment> assignments(NewTopic topic) {
        List<CreatableReplicaAssignment> assignments = new ArrayList<>();
        topic.assignments().forEach((partition, brokers) -> {
            CreatableReplicaAssignment assignment = new CreatableReplicaAssignment();
            assignment.partitionIndex = partition;
            assignment.brokerIds = brokerIds(brokers);
            assignments.add(assignment);
        });
        return assignments;
    }

    /** A topic's configs, as both dialects' CreateTopics carry them. */
    static List<CreatableTopicConfig> configs(NewTopic topic) {
        List<CreatableTopicConfig> configs = new ArrayList<>();
        topic.configs().forEach((name, value) -> {
            CreatableTopicConfig config = new CreatableTopicConfig();
            config.name = name;
            config.value = value;
            configs.add(config);
        });
        return configs;
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
            topic.assignments = partitionAssignments(partition);
            request.topics.add(topic);
        });
        return request;
    }

    /** The brokers of each new partition, or null for the server to choose, as both dialects carry them. */
    static List<CreatePartitionsAssignment> partitionAssignments(NewPartition partition) {
        return partition.assignments() == null ? null : partition.assignments().stream().map(brokers -> {
            CreatePartitionsAssignment assignment = new CreatePartitionsAssignment();
            assignment.brokerIds = brokerIds(brokers);
            return assignment;
        }).toList();
    }

    static List<TopicOutcome> outcomes(CreatePartitionsResponse response) {
        return grownOutcomes(response.results);
    }

    /** What became of each topic, from the results both dialects' CreatePartitions answer with. */
    static List<TopicOutcome> grownOutcomes(List<CreatePartitionsTopicResult> results) {
        return results.stream().map(topic -> new TopicOutcome(topic.name, Uuids.ZERO, topic.errorCode,
                topic.errorMessage, -1, (short) -1)).toList();
    }

    private static int[] brokerIds(List<Integer> brokers) {
        return brokers.stream().mapToInt(Integer::intValue).toArray();
    }

    static List<TopicListing> listings(MetadataResponse response) {
        return response.topics.stream().filter(topic -> topic.errorCode == 0).map(topic -> new TopicListing(
                topic.name, topic.topicId, topic.partitions.stream()
                        .sorted((a, b) -> Integer.compare(a.partitionIndex, b.partitionIndex))
                        .map(partition -> Arrays.stream(partition.replicaNodes).boxed().toList()).toList())).toList();
    }
}
