package io.kwire.examples.client;

import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.kafka.CreatePartitionsRequest;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * Builds the admin client's requests at the negotiated versions, in Kafka's dialect or KIP-409's,
 * and turns their responses into {@link TopicOutcome}s and {@link TopicListing}s.
 */
final class TopicRequests {
    private static final int TIMEOUT_MS = 30_000;
    private static final short FIRST_DELETE_BY_ID = 6;
    /** Metadata v4 brought {@code allowAutoTopicCreation}; older versions may not be sent a non-default value. */
    private static final short FIRST_AUTO_CREATION_FLAG = 4;
    private static final short KIP_409_CREATE_TOPICS = 4;
    private static final short KIP_409_CREATE_PARTITIONS = 2;

    private final KafkaClientChannel kafka;
    private final Dialect dialect;
    private final ServerVersions versions;

    TopicRequests(KafkaClientChannel kafka, Dialect dialect, ServerVersions versions) {
        this.kafka = kafka;
        this.dialect = dialect;
        this.versions = versions;
    }

    CompletableFuture<List<TopicOutcome>> createTopics(Collection<NewTopic> topics, boolean validateOnly) {
        boolean minimumAsked = topics.stream().anyMatch(topic -> topic.minRequiredReplicationFactor() != -1);
        try {
            if (dialect == Dialect.KIP_409) {
                short version = versions.highest(io.kwire.examples.kip409.KwireApis.CREATE_TOPICS, "CreateTopics");
                requireKip409(minimumAsked, version, KIP_409_CREATE_TOPICS, "CreateTopics");
                return kafka.send(io.kwire.examples.kip409.KwireApis.CREATE_TOPICS, version,
                        Kip409Messages.createTopics(topics, validateOnly, TIMEOUT_MS))
                        .thenApply(Kip409Messages::outcomes);
            }
            requireKip409(minimumAsked, "CreateTopics");
            short version = versions.highest(KwireApis.CREATE_TOPICS, "CreateTopics");
            return kafka.send(KwireApis.CREATE_TOPICS, version, KafkaMessages.createTopics(topics, validateOnly,
                    TIMEOUT_MS)).thenApply(KafkaMessages::outcomes);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    CompletableFuture<List<TopicOutcome>> deleteTopics(Collection<String> names) {
        try {
            short version = versions.highest(KwireApis.DELETE_TOPICS, "DeleteTopics");
            DeleteTopicsRequest request = new DeleteTopicsRequest();
            request.timeoutMs = TIMEOUT_MS;
            for (String name : names) {
                if (version >= FIRST_DELETE_BY_ID) {
                    DeleteTopicsRequest.DeleteTopicState topic = new DeleteTopicsRequest.DeleteTopicState();
                    topic.name = name;
                    request.topics.add(topic);
                } else {
                    request.topicNames.add(name);
                }
            }
            return kafka.send(KwireApis.DELETE_TOPICS, version, request).thenApply(KafkaMessages::outcomes);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    CompletableFuture<List<TopicOutcome>> deleteTopicsById(Collection<UUID> ids) {
        try {
            short version = versions.highest(KwireApis.DELETE_TOPICS, "DeleteTopics");
            if (version < FIRST_DELETE_BY_ID) {
                throw new UnsupportedVersionException("deleting topics by id needs DeleteTopics v6; the server offers"
                        + " up to v" + version);
            }
            DeleteTopicsRequest request = new DeleteTopicsRequest();
            request.timeoutMs = TIMEOUT_MS;
            for (UUID id : ids) {
                DeleteTopicsRequest.DeleteTopicState topic = new DeleteTopicsRequest.DeleteTopicState();
                topic.topicId = id;
                request.topics.add(topic);
            }
            return kafka.send(KwireApis.DELETE_TOPICS, version, request).thenApply(KafkaMessages::outcomes);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    CompletableFuture<List<TopicOutcome>> createPartitions(Map<String, NewPartition> partitions,
            boolean validateOnly) {
        boolean minimumAsked = partitions.values().stream().anyMatch(p -> p.minRequiredReplicationFactor() != -1);
        try {
            if (dialect == Dialect.KIP_409) {
                short version = versions.highest(io.kwire.examples.kip409.KwireApis.CREATE_PARTITIONS,
                        "CreatePartitions");
                requireKip409(minimumAsked, version, KIP_409_CREATE_PARTITIONS, "CreatePartitions");
                return kafka.send(io.kwire.examples.kip409.KwireApis.CREATE_PARTITIONS, version,
                        Kip409Messages.createPartitions(partitions, validateOnly, TIMEOUT_MS))
                        .thenApply(Kip409Messages::outcomes);
            }
            requireKip409(minimumAsked, "CreatePartitions");
            short version = versions.highest(KwireApis.CREATE_PARTITIONS, "CreatePartitions");
            return kafka.send(KwireApis.CREATE_PARTITIONS, version, KafkaMessages.createPartitions(partitions,
                    validateOnly, TIMEOUT_MS)).thenApply(KafkaMessages::outcomes);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    CompletableFuture<List<TopicListing>> listTopics() {
        try {
            short version = versions.highest(KwireApis.METADATA, "Metadata");
            if (version < 1) {
                throw new UnsupportedVersionException("listing topics needs Metadata v1; the server offers v0");
            }
            MetadataRequest request = new MetadataRequest();
            request.topics = null;
            if (version >= FIRST_AUTO_CREATION_FLAG) {
                request.allowAutoTopicCreation = false;
            }
            return kafka.send(KwireApis.METADATA, version, request).thenApply(KafkaMessages::listings);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** Refuses a minimum required replication factor in Kafka's dialect, which has no field for it. */
    private static void requireKip409(boolean minimumAsked, String api) {
        if (minimumAsked) {
            throw new UnsupportedVersionException("minRequiredReplicationFactor needs the KIP-409 dialect of " + api
                    + "; connect with Dialect.KIP_409");
        }
    }

    /** Refuses a minimum required replication factor when the negotiated version predates it. */
    private static void requireKip409(boolean minimumAsked, short version, short needed, String api) {
        if (minimumAsked && version < needed) {
            throw new UnsupportedVersionException("minRequiredReplicationFactor needs " + api + " v" + needed
                    + " of the KIP-409 dialect; the server offers up to v" + version);
        }
    }
}
