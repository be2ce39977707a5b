package io.kwire.examples.client;

import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The ids of topics, which Produce v13 and Fetch v13 name topics by (KIP-516): asked of Metadata
 * (v10 and later carry them) the first time a topic is needed, then remembered until forgotten.
 */
final class TopicIds {
    private static final short FIRST_METADATA_WITH_IDS = 10;

    private final KafkaClientChannel kafka;
    private final ServerVersions versions;
    private final ConcurrentMap<String, UUID> known = new ConcurrentHashMap<>();

    TopicIds(KafkaClientChannel kafka, ServerVersions versions) {
        this.kafka = kafka;
        this.versions = versions;
    }

    /** The topic's id, or Metadata's error for it. */
    CompletableFuture<Resolved> resolve(String topic) {
        UUID id = known.get(topic);
        if (id != null) {
            return CompletableFuture.completedFuture(new Resolved(id, (short) 0));
        }
        short version = versions.highest(KwireApis.METADATA, "Metadata");
        if (version < FIRST_METADATA_WITH_IDS) {
            throw new UnsupportedVersionException("topic ids need Metadata v" + FIRST_METADATA_WITH_IDS
                    + "; the server offers up to v" + version);
        }
        MetadataRequest.MetadataRequestTopic asked = new MetadataRequest.MetadataRequestTopic();
        asked.name = topic;
        MetadataRequest request = new MetadataRequest();
        request.topics = new ArrayList<>(List.of(asked));
        request.allowAutoTopicCreation = false;
        return kafka.send(KwireApis.METADATA, version, request).thenApply(response -> remember(topic, response));
    }

    private Resolved remember(String topic, MetadataResponse response) {
        MetadataResponse.MetadataResponseTopic answer = response.topics.stream()
                .filter(candidate -> topic.equals(candidate.name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("Metadata did not answer for topic " + topic));
        if (answer.errorCode == 0) {
            known.put(topic, answer.topicId);
        }
        return new Resolved(answer.topicId, answer.errorCode);
    }

    /** Forgets the topic's id, after the server said it does not know it: the topic may have been recreated. */
    void forget(String topic) {
        known.remove(topic);
    }

    /**
     * A topic's id, as Metadata gave it.
     *
     * @param id the id, meaningful when {@code errorCode} is 0
     * @param errorCode Metadata's error for the topic
     */
    record Resolved(UUID id, short errorCode) {
    }
}
