package io.kwire.proxy;

import io.kwire.codec.Uuids;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.MetadataResponseView;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Topic ids to names, as a proxy needs them where Produce (v13) and Fetch (v13+) name topics by id:
 * learned from the Metadata responses that pass ({@link #learn}), and asked of the broker with a
 * Metadata request of its own when an id is not known yet ({@link #lookUp}). Shared by a proxy's
 * connections: thread-safe.
 */
public final class TopicNames {
    /** Metadata's first version whose responses carry topic ids: {@link #learn} takes those only. */
    public static final short METADATA_FIRST_WITH_IDS = 10;
    /** Metadata's version for a request by topic id: the first a Kafka broker answers by id. */
    private static final short BY_ID_VERSION = 12;

    private final Map<UUID, String> names = new ConcurrentHashMap<>();

    /**
     * Learns the id and name of every topic {@code metadata} names with both (an error's topic names
     * neither): a view of a response of version {@link #METADATA_FIRST_WITH_IDS} or later, whose
     * topics have ids.
     */
    public void learn(MetadataResponseView metadata) {
        for (int i = 0; i < metadata.topicsCount(); i++) {
            MetadataResponseView.MetadataResponseTopicView topic = metadata.topics(i);
            if (topic.errorCode() != 0) {
                continue;
            }
            UUID id = topic.topicId();
            String name = topic.name();
            if (!Uuids.ZERO.equals(id) && name != null) {
                names.put(id, name);
            }
        }
    }

    /** The name of topic {@code id}, or null if it has not been learned. */
    public String nameOf(UUID id) {
        return names.get(id);
    }

    /**
     * The name of topic {@code id}: at once if known, else asked of {@code broker} with a Metadata
     * request for that id alone. Completes with null if the broker knows no such topic, or with the
     * request's failure.
     */
    public CompletableFuture<String> lookUp(UUID id, KafkaClientChannel broker) {
        String known = names.get(id);
        if (known != null) {
            return CompletableFuture.completedFuture(known);
        }
        MetadataRequest request = new MetadataRequest();
        MetadataRequest.MetadataRequestTopic topic = new MetadataRequest.MetadataRequestTopic();
        topic.topicId = id;
        topic.name = null;
        request.topics.add(topic);
        request.allowAutoTopicCreation = false;
        return broker.send(KwireApis.METADATA, BY_ID_VERSION, request).thenApply(response -> {
            for (MetadataResponse.MetadataResponseTopic answered : response.topics) {
                if (answered.errorCode == 0 && id.equals(answered.topicId) && answered.name != null) {
                    names.put(id, answered.name);
                    return answered.name;
                }
            }
            return null;
        });
    }
}
