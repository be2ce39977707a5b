package io.kwire.proxy.tenant;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.ViewedRequest;
import io.kwire.kafka.FetchRequestView;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ProduceRequestView;
import io.kwire.proxy.TopicNames;
import io.netty.buffer.ByteBufAllocator;
import io.netty.util.ReferenceCountUtil;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A tenant's requests, rewritten into the cluster's names before they go to the broker: topic names,
 * consumer group ids and transactional ids prefixed with the tenant's, and every topic id checked to
 * be the tenant's. Produce is patched in place through its view (its records never read or copied)
 * and Fetch read in place (by id, nothing to rename); the small control-plane requests are decoded,
 * changed and encoded again. One per client connection: not thread-safe.
 *
 * <pre>{@code
 * TenantRequests requests = new TenantRequests(new TenantNames("acme"), topicNames,
 *         id -> topicNames.lookUp(id, broker));
 * requests.rewrite(msg, ctx.alloc()).whenComplete((frame, refused) -> ...);   // relay frame, or close
 * }</pre>
 */
public final class TenantRequests {
    /** A change to a decoded request, collecting the topic ids it names. */
    @FunctionalInterface
    private interface Change<T> {
        void apply(T body, short version, List<UUID> ids);
    }

    private record Decoded<T>(ApiCodecs<T, ?> api, Change<T> change) {
        KafkaFrame rewrite(KafkaFrame frame, List<UUID> ids, ByteBufAllocator alloc) {
            return Reencoding.rewrite(frame, api.request(), (body, version) -> change.apply(body, version, ids), alloc);
        }
    }

    private final TopicOwnership ownership;
    private final ProduceRenames produce;
    private final Decoded<?>[] decoded = new Decoded<?>[TenantApis.HIGHEST_API_KEY + 1];

    /**
     * The requests of {@code names}' clients; {@code topics} holds the topic ids the proxy has learned,
     * and {@code lookUp} asks the broker for an id's name when they do not (null if there is none),
     * e.g. {@code id -> topics.lookUp(id, broker)}.
     */
    public TenantRequests(TenantNames names, TopicNames topics, Function<UUID, CompletableFuture<String>> lookUp) {
        this.ownership = new TopicOwnership(names, topics, lookUp);
        this.produce = new ProduceRenames(names);
        TopicRequestRenames topic = new TopicRequestRenames(names);
        GroupRequestRenames group = new GroupRequestRenames(names);
        on(KwireApis.METADATA, (body, version, ids) -> topic.metadata(body, ids));
        on(KwireApis.CREATE_TOPICS, (body, version, ids) -> topic.createTopics(body));
        on(KwireApis.DELETE_TOPICS, topic::deleteTopics);
        on(KwireApis.DESCRIBE_TOPIC_PARTITIONS, (body, version, ids) -> topic.describeTopicPartitions(body));
        on(KwireApis.LIST_OFFSETS, (body, version, ids) -> topic.listOffsets(body));
        on(KwireApis.OFFSET_FOR_LEADER_EPOCH, (body, version, ids) -> topic.offsetForLeaderEpoch(body));
        on(KwireApis.INIT_PRODUCER_ID, (body, version, ids) -> group.initProducerId(body));
        on(KwireApis.FIND_COORDINATOR, (body, version, ids) -> group.findCoordinator(body, version));
        on(KwireApis.JOIN_GROUP, (body, version, ids) -> body.groupId = names.toCluster(body.groupId));
        on(KwireApis.SYNC_GROUP, (body, version, ids) -> body.groupId = names.toCluster(body.groupId));
        on(KwireApis.HEARTBEAT, (body, version, ids) -> body.groupId = names.toCluster(body.groupId));
        on(KwireApis.LEAVE_GROUP, (body, version, ids) -> body.groupId = names.toCluster(body.groupId));
        on(KwireApis.OFFSET_COMMIT, group::offsetCommit);
        on(KwireApis.OFFSET_FETCH, group::offsetFetch);
        on(KwireApis.CONSUMER_GROUP_HEARTBEAT, (body, version, ids) -> group.consumerGroupHeartbeat(body, ids));
        GroupAdminRenames groupAdmin = new GroupAdminRenames(names);
        on(KwireApis.DESCRIBE_GROUPS, (body, version, ids) -> groupAdmin.describeGroups(body));
        on(KwireApis.CONSUMER_GROUP_DESCRIBE, (body, version, ids) -> groupAdmin.consumerGroupDescribe(body));
        on(KwireApis.DELETE_GROUPS, (body, version, ids) -> groupAdmin.deleteGroups(body));
    }

    private <T> void on(ApiCodecs<T, ?> api, Change<T> change) {
        decoded[api.apiKey()] = new Decoded<>(api, change);
    }

    /**
     * The request to send the broker for {@code request}, as {@code KafkaRequestDecoder} hands it over
     * with {@link TenantApis#FORMS}: a {@link ViewedRequest} (Produce, Fetch) or a {@link KafkaFrame}.
     * Takes over its reference. Completes with the frame to relay (the caller's to release), or fails
     * with {@link TenantRefusal} for an API or version not offered, or a topic id of another tenant's
     * topic; the caller then closes the client's connection.
     *
     * @throws IllegalArgumentException if {@code request} is neither, or Produce or Fetch come as a frame
     */
    public CompletableFuture<KafkaFrame> rewrite(Object request, ByteBufAllocator alloc) {
        KafkaFrame frame;
        List<UUID> ids = new ArrayList<>();
        try {
            frame = rewrite(request, ids, alloc);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
        if (ids.isEmpty()) {
            return CompletableFuture.completedFuture(frame);
        }
        return ownership.check(ids).handle((owned, refused) -> {
            if (refused != null) {
                frame.release();
                throw refused instanceof RuntimeException e ? e : new IllegalStateException(refused);
            }
            return frame;
        });
    }

    private KafkaFrame rewrite(Object request, List<UUID> ids, ByteBufAllocator alloc) {
        if (request instanceof ViewedRequest viewed) {
            try {
                refuseIfNotOffered(viewed.apiKey(), viewed.apiVersion());
                if (viewed.view() instanceof ProduceRequestView view) {
                    produce.request(view, viewed.apiVersion(), ids);
                } else if (viewed.view() instanceof FetchRequestView view) {
                    FetchIds.collect(view, ids);
                } else {
                    throw new IllegalArgumentException(viewed + " has a view tenant mode does not read");
                }
            } catch (RuntimeException e) {
                viewed.release();
                throw e;
            }
            return viewed.forward(alloc);
        }
        if (!(request instanceof KafkaFrame frame)) {
            ReferenceCountUtil.release(request);
            throw new IllegalArgumentException(request + " is not a frame or a viewed request: use TenantApis.FORMS");
        }
        try {
            refuseIfNotOffered(frame.apiKey(), frame.apiVersion());
        } catch (RuntimeException e) {
            frame.release();
            throw e;
        }
        Decoded<?> rewrite = decoded[frame.apiKey()];
        if (rewrite != null) {
            return rewrite.rewrite(frame, ids, alloc);
        }
        if (frame.apiKey() == KwireApis.PRODUCE.apiKey() || frame.apiKey() == KwireApis.FETCH.apiKey()) {
            frame.release();
            throw new IllegalArgumentException(frame + " came as a frame: tenant mode reads it under a view "
                    + "(TenantApis.FORMS)");
        }
        return frame;
    }

    private static void refuseIfNotOffered(short apiKey, short version) {
        if (!TenantApis.OFFER.supports(apiKey, version)) {
            throw new TenantRefusal("API " + apiKey + " v" + version + " is not offered in tenant mode");
        }
    }
}
