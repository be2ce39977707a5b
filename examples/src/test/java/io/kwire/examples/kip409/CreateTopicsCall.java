package io.kwire.examples.kip409;

import io.kwire.kafka.CreateTopicsRequest.CreatableReplicaAssignment;
import io.kwire.kafka.CreateTopicsRequest.CreatableTopicConfig;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.kafka.common.message.CreateTopicsRequestData;

/**
 * A CreateTopics request as plain values, from which the tests build both the dialect's
 * {@link CreateTopicsRequest} and Kafka's {@link CreateTopicsRequestData}, and to which they turn
 * a request read back, so that equality is the records' own.
 */
record CreateTopicsCall(List<Topic> topics, int timeoutMs, boolean validateOnly) {
    record Topic(String name, int numPartitions, short replicationFactor, List<Assignment> assignments,
            List<Config> configs, short minRequiredReplicationFactor) {
    }

    record Assignment(int partitionIndex, List<Integer> brokerIds) {
    }

    record Config(String name, String value) {
    }

    /**
     * A random call; each topic's minimum is random when {@code withMinimum}, else -1, the
     * default, which the versions shared with Kafka need.
     */
    static CreateTopicsCall random(long seed, boolean withMinimum) {
        RandomValues values = new RandomValues(seed);
        List<Topic> topics = new ArrayList<>();
        for (String name : values.distinctNames(values.length(4))) {
            List<Assignment> assignments = new ArrayList<>();
            for (int i = values.length(3); i > 0; i--) {
                assignments.add(new Assignment(assignments.size(), values.brokerIds()));
            }
            List<Config> configs = new ArrayList<>();
            for (String configName : values.distinctNames(values.length(3))) {
                configs.add(new Config(configName, values.nullableText()));
            }
            topics.add(new Topic(name, values.anyInt(), values.anyShort(), assignments, configs,
                    withMinimum ? values.anyShort() : -1));
        }
        return new CreateTopicsCall(topics, values.anyInt(), values.anyBoolean());
    }

    /** Each topic's minimum, in order. */
    List<Short> minimums() {
        return topics.stream().map(Topic::minRequiredReplicationFactor).toList();
    }

    /** The call as the dialect's request. */
    CreateTopicsRequest toKwire() {
        CreateTopicsRequest request = new CreateTopicsRequest();
        for (Topic topic : topics) {
            CreateTopicsRequest.CreatableTopic creatable = new CreateTopicsRequest.CreatableTopic();
            creatable.name = topic.name();
            creatable.numPartitions = topic.numPartitions();
            creatable.replicationFactor = topic.replicationFactor();
            for (Assignment assignment : topic.assignments()) {
                CreatableReplicaAssignment replicas =
                        new CreatableReplicaAssignment();
                replicas.partitionIndex = assignment.partitionIndex();
                replicas.brokerIds = assignment.brokerIds().stream().mapToInt(Integer::intValue).toArray();
                creatable.assignments.add(replicas);
            }
            for (Config config : topic.configs()) {
                CreatableTopicConfig topicConfig = new CreatableTopicConfig();
                topicConfig.name = config.name();
                topicConfig.value = config.value();
                creatable.configs.add(topicConfig);
            }
            creatable.minRequiredReplicationFactor = topic.minRequiredReplicationFactor();
            request.topics.add(creatable);
        }
        request.timeoutMs = timeoutMs;
        request.validateOnly = validateOnly;
        return request;
    }

    /** The call as Kafka's request, which has no minimum: that is left out. */
    CreateTopicsRequestData toKafka() {
        CreateTopicsRequestData.CreatableTopicCollection creatables =
                new CreateTopicsRequestData.CreatableTopicCollection();
        for (Topic topic : topics) {
            CreateTopicsRequestData.CreatableReplicaAssignmentCollection assignments =
                    new CreateTopicsRequestData.CreatableReplicaAssignmentCollection();
            for (Assignment assignment : topic.assignments()) {
                assignments.add(new CreateTopicsRequestData.CreatableReplicaAssignment()
                        .setPartitionIndex(assignment.partitionIndex())
                        .setBrokerIds(new ArrayList<>(assignment.brokerIds())));
            }
            CreateTopicsRequestData.CreatableTopicConfigCollection configs =
                    new CreateTopicsRequestData.CreatableTopicConfigCollection();
            for (Config config : topic.configs()) {
                configs.add(new CreateTopicsRequestData.CreatableTopicConfig()
                        .setName(config.name())
                        .setValue(config.value()));
            }
            creatables.add(new CreateTopicsRequestData.CreatableTopic()
                    .setName(topic.name())
                    .setNumPartitions(topic.numPartitions())
                    .setReplicationFactor(topic.replicationFactor())
                    .setAssignments(assignments)
                    .setConfigs(configs));
        }
        return new CreateTopicsRequestData().setTopics(creatables).setTimeoutMs(timeoutMs)
                .setValidateOnly(validateOnly);
    }

    /** The values of a dialect request, read back. */
    static CreateTopicsCall of(CreateTopicsRequest request) {
        List<Topic> topics = new ArrayList<>();
        for (CreateTopicsRequest.CreatableTopic creatable : request.topics) {
            List<Assignment> assignments = new ArrayList<>();
            for (CreatableReplicaAssignment replicas : creatable.assignments) {
                assignments.add(new Assignment(replicas.partitionIndex, Arrays.stream(replicas.brokerIds).boxed().toList()));
            }
            List<Config> configs = new ArrayList<>();
            for (CreatableTopicConfig config : creatable.configs) {
                configs.add(new Config(config.name, config.value));
            }
            topics.add(new Topic(creatable.name, creatable.numPartitions, creatable.replicationFactor, assignments,
                    configs, creatable.minRequiredReplicationFactor));
        }
        return new CreateTopicsCall(topics, request.timeoutMs, request.validateOnly);
    }
}
