package io.kwire.benchmarks;

import io.kwire.codec.Uuids;
import io.kwire.kafka.CreateTopicsRequest.CreatableReplicaAssignment;
import io.kwire.kafka.CreateTopicsRequest.CreatableTopic;
import io.kwire.kafka.CreateTopicsRequest.CreatableTopicConfig;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse.CreatableTopicConfigs;
import io.kwire.kafka.CreateTopicsResponse.CreatableTopicResult;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.DeleteTopicsRequest.DeleteTopicState;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsResponse.DeletableTopicResult;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.MetadataResponse.MetadataResponseBroker;
import io.kwire.kafka.MetadataResponse.MetadataResponsePartition;
import io.kwire.kafka.MetadataResponse.MetadataResponseTopic;
import io.kwire.kafka.MetadataResponse;
import java.util.Arrays;
import java.util.Random;
import java.util.UUID;

/**
 * Messages with {@code n} topics as a cluster sees them: realistic topic names (one in five not
 * ASCII: Kafka's brokers refuse such names, its wire format carries them), three partitions of
 * three replicas, five configurations, topic IDs, and an error on one topic in ten. The same
 * {@code n} always gives the same message.
 */
final class Messages {
    private static final String[] DOMAINS = {"orders", "payments", "inventory", "clickstream", "user-profiles",
        "shipments", "invoices", "audit-log"};
    private static final String[] REGIONS = {"eu-west-1", "us-east-2", "ap-southeast-1"};
    private static final String[] NON_ASCII = {"commandes-reçues", "zákazníci", "注文履歴", "straße-ereignisse",
        "пользователи"};
    private static final String[][] CONFIGS = {
        {"cleanup.policy", "compact,delete"},
        {"retention.ms", "604800000"},
        {"compression.type", "zstd"},
        {"min.insync.replicas", "2"},
        {"segment.bytes", "1073741824"},
    };
    private static final int PARTITIONS = 3;
    private static final int METADATA_PARTITIONS = 10;
    private static final int REPLICAS = 3;
    private static final int BROKERS = 6;
    private static final int TIMEOUT_MS = 30_000;
    private static final short TOPIC_ALREADY_EXISTS = 36;
    private static final short UNKNOWN_TOPIC_ID = 100;
    private static final byte DYNAMIC_TOPIC_CONFIG = 1;

    private Messages() {
    }

    /** CreateTopics request with {@code n} topics, each with a manual assignment and five configs. */
    static CreateTopicsRequest createTopicsRequest(int n) {
        return createTopicsRequest(n, "");
    }

    /**
     * {@link #createTopicsRequest(int)} with {@code suffix} after every topic name, and after every
     * config value with the topic's index, so that no two topics share a config value and requests
     * of different suffixes share no topic name or config value; config names are Kafka's, as ever.
     */
    static CreateTopicsRequest createTopicsRequest(int n, String suffix) {
        CreateTopicsRequest request = new CreateTopicsRequest();
        for (int i = 0; i < n; i++) {
            CreatableTopic topic = new CreatableTopic();
            topic.name = topicName(i) + suffix;
            topic.numPartitions = -1;
            topic.replicationFactor = -1;
            for (int p = 0; p < PARTITIONS; p++) {
                CreatableReplicaAssignment assignment = new CreatableReplicaAssignment();
                assignment.partitionIndex = p;
                assignment.brokerIds = new int[REPLICAS];
                for (int r = 0; r < REPLICAS; r++) {
                    assignment.brokerIds[r] = 1 + (i + p + r) % BROKERS;
                }
                topic.assignments.add(assignment);
            }
            for (String[] entry : CONFIGS) {
                CreatableTopicConfig config = new CreatableTopicConfig();
                config.name = entry[0];
                config.value = suffix.isEmpty() ? entry[1] : entry[1] + suffix + "." + i;
                topic.configs.add(config);
            }
            request.topics.add(topic);
        }
        request.timeoutMs = TIMEOUT_MS;
        return request;
    }

    /** CreateTopics response for {@link #createTopicsRequest(int)}: one topic in ten already existed. */
    static CreateTopicsResponse createTopicsResponse(int n) {
        Random random = new Random(n);
        CreateTopicsResponse response = new CreateTopicsResponse();
        for (int i = 0; i < n; i++) {
            CreatableTopicResult result = new CreatableTopicResult();
            result.name = topicName(i);
            if (failsAt(i)) {
                result.errorCode = TOPIC_ALREADY_EXISTS;
                result.errorMessage = "Topic '" + result.name + "' already exists.";
                result.configs = null;
            } else {
                result.topicId = new UUID(random.nextLong(), random.nextLong());
                result.errorMessage = null;
                result.numPartitions = PARTITIONS;
                result.replicationFactor = REPLICAS;
                for (String[] entry : CONFIGS) {
                    CreatableTopicConfigs config = new CreatableTopicConfigs();
                    config.name = entry[0];
                    config.value = entry[1];
                    config.configSource = DYNAMIC_TOPIC_CONFIG;
                    result.configs.add(config);
                }
            }
            response.topics.add(result);
        }
        return response;
    }

    /** DeleteTopics request for {@code n} topics, half named, half given by topic ID. */
    static DeleteTopicsRequest deleteTopicsRequest(int n) {
        Random random = new Random(n);
        DeleteTopicsRequest request = new DeleteTopicsRequest();
        for (int i = 0; i < n; i++) {
            DeleteTopicState topic = new DeleteTopicState();
            if (i % 2 == 0) {
                topic.name = topicName(i);
                topic.topicId = Uuids.ZERO;
            } else {
                topic.topicId = new UUID(random.nextLong(), random.nextLong());
            }
            request.topics.add(topic);
        }
        request.timeoutMs = TIMEOUT_MS;
        return request;
    }

    /** DeleteTopics response for {@code n} topics: one in ten was not found. */
    static DeleteTopicsResponse deleteTopicsResponse(int n) {
        Random random = new Random(n);
        DeleteTopicsResponse response = new DeleteTopicsResponse();
        for (int i = 0; i < n; i++) {
            DeletableTopicResult result = new DeletableTopicResult();
            result.name = topicName(i);
            result.topicId = new UUID(random.nextLong(), random.nextLong());
            if (failsAt(i)) {
                result.errorCode = UNKNOWN_TOPIC_ID;
                result.errorMessage = "This server does not host this topic ID.";
            }
            response.responses.add(result);
        }
        return response;
    }

    /**
     * Metadata response of a six-broker cluster for {@code n} topics of ten partitions, three
     * replicas each, one replica out of the ISR in one partition in ten.
     */
    static MetadataResponse metadataResponse(int n) {
        Random random = new Random(n);
        MetadataResponse response = new MetadataResponse();
        for (int b = 1; b <= BROKERS; b++) {
            MetadataResponseBroker broker = new MetadataResponseBroker();
            broker.nodeId = b;
            broker.host = "broker-" + b + ".kafka.eu-west-1.internal";
            broker.port = 9092;
            broker.rack = REGIONS[0] + (char) ('a' + b % 3);
            response.brokers.add(broker);
        }
        response.clusterId = "q7X3xWc9TzOe2lA5bN1k8g";
        response.controllerId = 1;
        for (int i = 0; i < n; i++) {
            MetadataResponseTopic topic = new MetadataResponseTopic();
            topic.name = topicName(i);
            topic.topicId = new UUID(random.nextLong(), random.nextLong());
            for (int p = 0; p < METADATA_PARTITIONS; p++) {
                MetadataResponsePartition partition = new MetadataResponsePartition();
                partition.partitionIndex = p;
                partition.leaderId = 1 + (i + p) % BROKERS;
                partition.leaderEpoch = 3;
                partition.replicaNodes = new int[REPLICAS];
                for (int r = 0; r < REPLICAS; r++) {
                    partition.replicaNodes[r] = 1 + (i + p + r) % BROKERS;
                }
                partition.isrNodes = failsAt(p)
                        ? Arrays.copyOf(partition.replicaNodes, REPLICAS - 1)
                        : partition.replicaNodes.clone();
                topic.partitions.add(partition);
            }
            response.topics.add(topic);
        }
        return response;
    }

    /** A topic name such as {@code orders.eu-west-1.17}; every fifth is not ASCII. */
    static String topicName(int i) {
        String domain = i % 5 == 4 ? NON_ASCII[i / 5 % NON_ASCII.length] : DOMAINS[i % DOMAINS.length];
        return domain + "." + REGIONS[i % REGIONS.length] + "." + i;
    }

    private static boolean failsAt(int i) {
        return i % 10 == 9;
    }
}
