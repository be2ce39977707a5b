package io.kwire.proxy.tenant;

import io.kwire.codec.Uuids;
import io.kwire.proxy.TopicNames;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Whether the topic ids a request names are the tenant's: each id's name from {@link TopicNames},
 * asked of the broker when not known yet. An id the cluster does not know passes (the broker answers
 * UNKNOWN_TOPIC_ID for it); an id of another tenant's topic is refused.
 */
final class TopicOwnership {
    private final TenantNames names;
    private final TopicNames topics;
    private final Function<UUID, CompletableFuture<String>> lookUp;

    /**
     * Ownership by {@code names}, with the names {@code topics} knows; {@code lookUp} asks the broker
     * for an id's name (null if it knows none), e.g. {@code id -> topics.lookUp(id, broker)}.
     */
    TopicOwnership(TenantNames names, TopicNames topics, Function<UUID, CompletableFuture<String>> lookUp) {
        this.names = names;
        this.topics = topics;
        this.lookUp = lookUp;
    }

    /**
     * Completes when every id of {@code ids} is the tenant's or unknown; fails with {@link TenantRefusal}
     * if not. An id named twice (a Fetch's topic and the one its session forgets) is asked once.
     */
    CompletableFuture<Void> check(List<UUID> ids) {
        CompletableFuture<Void> all = CompletableFuture.completedFuture(null);
        for (UUID id : new LinkedHashSet<>(ids)) {
            String known = topics.nameOf(id);
            if (known != null && !names.owns(known)) {
                return CompletableFuture.failedFuture(refusal(id));
            } else if (known == null && !Uuids.ZERO.equals(id)) {
                all = all.thenCombine(lookUp.apply(id), (done, name) -> {
                    refuseIfForeign(id, name);
                    return null;
                });
            }
        }
        return all;
    }

    private void refuseIfForeign(UUID id, String name) {
        if (name != null && !names.owns(name)) {
            throw refusal(id);
        }
    }

    private TenantRefusal refusal(UUID id) {
        return new TenantRefusal("topic id " + id + " is not one of " + names + "'s topics");
    }
}
