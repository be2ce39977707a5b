package io.kwire.examples.client;

import io.kwire.codec.Uuids;
import io.kwire.examples.kip409.CreatePartitionsRequest;
import io.kwire.examples.kip409.CreatePartitionsResponse;
import io.kwire.examples.kip409.CreateTopicsRequest;
import io.kwire.examples.kip409.CreateTopicsResponse;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The admin client's CreateTopics and CreatePartitions in the KIP-409 dialect: Kafka's, with each
 * topic's minimum required replication factor. The structs the dialect shares with Kafka's are
 * built and read by {@link KafkaMessages}.
 */
final class Kip409Messages {
    private Kip409Messages() {
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
            creatable.minRequiredReplicationFactor = topic.minRequiredReplicationFactor();
            creatable.assignments = KafkaMessages.assignments(topic);
            creatable.configs = KafkaMessages.configs(topic);
            request.topics.add(creatable);
        }
        return request;
    }

    static List<TopicOutcome> outcomes(CreateTopicsResponse response) {
        return response.topics.stream().map(topic -> new TopicOutcome(topic.name, Uuids.ZERO, topic.errorCode,
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
            topic.minRequiredReplicationFactor = partition.minRequiredReplicationFactor();
            topic.assignments = KafkaMessages.partitionAssignments(partition);
            request.topics.add(topic);
        });
        return request;
    }

    static List<TopicOutcome> outcomes(CreatePartitionsResponse response) {
        return KafkaMessages.grownOutcomes(response.results);
    }
}
