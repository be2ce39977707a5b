package io.kwire.proxy.tenant;

import io.kwire.kafka.FindCoordinatorResponse;
import io.kwire.kafka.OffsetCommitResponse;
import io.kwire.kafka.OffsetFetchResponse;

/**
 * The group ids, transactional ids and topic names of group responses, as the tenant's clients name
 * them. Topics named by id (OffsetCommit and OffsetFetch v10) pass as they came.
 */
final class GroupResponseRenames {
    private static final short FIND_COORDINATOR_FIRST_BATCHED = 4;
    private static final short FIRST_BY_ID = 10;

    private final TenantNames names;

    GroupResponseRenames(TenantNames names) {
        this.names = names;
    }

    /** FindCoordinator: the keys of v4+ (older answers do not repeat the key). */
    void findCoordinator(FindCoordinatorResponse response, short version) {
        if (version >= FIND_COORDINATOR_FIRST_BATCHED) {
            OwnElements.keep(response.coordinators, names, coordinator -> coordinator.key,
                    (coordinator, key) -> coordinator.key = key);
        }
    }

    void offsetCommit(OffsetCommitResponse response, short version) {
        if (version < FIRST_BY_ID) {
            OwnElements.keep(response.topics, names, topic -> topic.name, (topic, name) -> topic.name = name);
        }
    }

    void offsetFetch(OffsetFetchResponse response, short version) {
        OwnElements.keep(response.topics, names, topic -> topic.name, (topic, name) -> topic.name = name);
        OwnElements.keep(response.groups, names, group -> group.groupId, (group, id) -> group.groupId = id);
        for (OffsetFetchResponse.OffsetFetchResponseGroup group : response.groups) {
            if (version < FIRST_BY_ID) {
                OwnElements.keep(group.topics, names, topic -> topic.name, (topic, name) -> topic.name = name);
            }
        }
    }
}
