package io.kwire.proxy.tenant;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.ViewedResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataResponseCodec;
import io.kwire.kafka.MetadataResponseView;
import io.kwire.proxy.TopicNames;
import io.netty.buffer.ByteBufAllocator;

/**
 * A broker's responses to a tenant's requests, as the tenant's clients see them: topic names, group
 * ids and transactional ids without the tenant's prefix, and every other tenant's topic left out
 * (Metadata lists the tenant's topics only). Produce answers are patched in place through a view;
 * Fetch answers (by topic id) pass as they came, records untouched; the small control-plane answers
 * are decoded, changed and encoded again. The topic ids of each Metadata answer are learned under
 * their cluster names first, for {@link TenantRequests} to check ids by. One per client connection:
 * not thread-safe.
 */
public final class TenantResponses {
    /** A change to a decoded response at a version. */
    private record Decoded<T>(ApiCodecs<?, T> api, Reencoding.Change<T> change) {
        KafkaFrame rewrite(KafkaFrame frame, ByteBufAllocator alloc) {
            return Reencoding.rewrite(frame, api.response(), change, alloc);
        }
    }

    /** Metadata's first version whose answers carry topic ids. */
    private static final short METADATA_FIRST_WITH_IDS = 10;

    private final ProduceRenames produce;
    private final TopicNames topics;
    private final MetadataResponseView metadata = new MetadataResponseView();
    private final Decoded<?>[] decoded = new Decoded<?>[TenantApis.HIGHEST_API_KEY + 1];

    /** The responses to {@code names}' clients, teaching {@code topics} the ids Metadata answers name. */
    public TenantResponses(TenantNames names, TopicNames topics) {
        this.produce = new ProduceRenames(names);
        this.topics = topics;
        TopicResponseRenames topic = new TopicResponseRenames(names);
        GroupResponseRenames group = new GroupResponseRenames(names);
        on(KwireApis.METADATA, (body, version) -> topic.metadata(body));
        on(KwireApis.CREATE_TOPICS, (body, version) -> topic.createTopics(body));
        on(KwireApis.DELETE_TOPICS, (body, version) -> topic.deleteTopics(body));
        on(KwireApis.DESCRIBE_TOPIC_PARTITIONS, (body, version) -> topic.describeTopicPartitions(body));
        on(KwireApis.LIST_OFFSETS, (body, version) -> topic.listOffsets(body));
        on(KwireApis.OFFSET_FOR_LEADER_EPOCH, (body, version) -> topic.offsetForLeaderEpoch(body));
        on(KwireApis.FIND_COORDINATOR, group::findCoordinator);
        on(KwireApis.OFFSET_COMMIT, group::offsetCommit);
        on(KwireApis.OFFSET_FETCH, group::offsetFetch);
        GroupAdminRenames groupAdmin = new GroupAdminRenames(names);
        on(KwireApis.LIST_GROUPS, (body, version) -> groupAdmin.listGroups(body));
        on(KwireApis.DESCRIBE_GROUPS, (body, version) -> groupAdmin.describeGroups(body));
        on(KwireApis.CONSUMER_GROUP_DESCRIBE, (body, version) -> groupAdmin.consumerGroupDescribe(body));
        on(KwireApis.DELETE_GROUPS, (body, version) -> groupAdmin.deleteGroups(body));
    }

    private <T> void on(ApiCodecs<?, T> api, Reencoding.Change<T> change) {
        decoded[api.apiKey()] = new Decoded<>(api, change);
    }

    /**
     * {@code response}, a broker's response frame to a request {@link TenantRequests} rewrote, as the
     * tenant's client should see it: the frame as it came when its API names nothing of the tenant's.
     * Takes over the frame's reference.
     *
     * @throws io.kwire.codec.MalformedMessageException if the response cannot be read; the frame is then released
     */
    public KafkaFrame rewrite(KafkaFrame response, ByteBufAllocator alloc) {
        short apiKey = response.apiKey();
        if (apiKey == KwireApis.PRODUCE.apiKey()) {
            return produce.response(response, alloc);
        }
        boolean namesIds = apiKey == KwireApis.METADATA.apiKey() && response.apiVersion() >= METADATA_FIRST_WITH_IDS;
        KafkaFrame frame = namesIds ? learn(response, alloc) : response;
        Decoded<?> rewrite = apiKey >= 0 && apiKey < decoded.length ? decoded[apiKey] : null;
        return rewrite == null ? frame : rewrite.rewrite(frame, alloc);
    }

    /** Learns the topic ids {@code response}, a Metadata answer, names; gives the frame back as it came. */
    private KafkaFrame learn(KafkaFrame response, ByteBufAllocator alloc) {
        ViewedResponse viewed = ViewedResponse.of(response, MetadataResponseCodec.INSTANCE, metadata);
        try {
            topics.learn(metadata);
        } catch (RuntimeException e) {
            viewed.release();
            throw e;
        }
        return viewed.forward(alloc);
    }
}
