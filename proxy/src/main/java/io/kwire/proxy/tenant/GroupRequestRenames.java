package io.kwire.proxy.tenant;

import io.kwire.kafka.ConsumerGroupHeartbeatRequest;
import io.kwire.kafka.FindCoordinatorRequest;
import io.kwire.kafka.InitProducerIdRequest;
import io.kwire.kafka.OffsetCommitRequest;
import io.kwire.kafka.OffsetFetchRequest;
import java.util.List;
import java.util.UUID;

/**
 * The consumer group ids, transactional ids and topic names of group and producer-id requests,
 * renamed into the tenant's namespace, and the topic ids they name collected. JoinGroup, SyncGroup,
 * Heartbeat and LeaveGroup name their group only: {@link TenantRequests} renames it.
 */
final class GroupRequestRenames {
    /** FindCoordinator's key types: a consumer group, a transactional id. */
    private static final byte GROUP = 0;
    private static final byte TRANSACTION = 1;
    private static final short FIND_COORDINATOR_FIRST_BATCHED = 4;
    private static final short OFFSET_COMMIT_FIRST_BY_ID = 10;
    private static final short OFFSET_FETCH_FIRST_BATCHED = 8;
    private static final short OFFSET_FETCH_FIRST_BY_ID = 10;

    private final TenantNames names;

    GroupRequestRenames(TenantNames names) {
        this.names = names;
    }

    /** FindCoordinator for a group or a transactional id: its key, or keys (v4+), renamed; other key types refused. */
    void findCoordinator(FindCoordinatorRequest request, short version) {
        if (request.keyType != GROUP && request.keyType != TRANSACTION) {
            throw new TenantRefusal("FindCoordinator of key type " + request.keyType + " is not offered to tenants");
        }
        if (version < FIND_COORDINATOR_FIRST_BATCHED) {
            request.key = names.toCluster(request.key);
        } else {
            request.coordinatorKeys.replaceAll(names::toCluster);
        }
    }

    void initProducerId(InitProducerIdRequest request) {
        request.transactionalId = names.toCluster(request.transactionalId);
    }

    /** OffsetCommit: the group renamed, and each topic's name (v10+: its id collected). */
    void offsetCommit(OffsetCommitRequest request, short version, List<UUID> ids) {
        request.groupId = names.toCluster(request.groupId);
        for (OffsetCommitRequest.OffsetCommitRequestTopic topic : request.topics) {
            if (version >= OFFSET_COMMIT_FIRST_BY_ID) {
                ids.add(topic.topicId);
            } else {
                topic.name = names.toCluster(topic.name);
            }
        }
    }

    /** OffsetFetch: the group, or groups (v8+), renamed, and each topic's name (v10+: its id collected). */
    void offsetFetch(OffsetFetchRequest request, short version, List<UUID> ids) {
        if (version < OFFSET_FETCH_FIRST_BATCHED) {
            request.groupId = names.toCluster(request.groupId);
            if (request.topics != null) {
                request.topics.forEach(topic -> topic.name = names.toCluster(topic.name));
            }
            return;
        }
        for (OffsetFetchRequest.OffsetFetchRequestGroup group : request.groups) {
            group.groupId = names.toCluster(group.groupId);
            if (group.topics == null) {
                continue;
            }
            for (OffsetFetchRequest.OffsetFetchRequestTopics topic : group.topics) {
                if (version >= OFFSET_FETCH_FIRST_BY_ID) {
                    ids.add(topic.topicId);
                } else {
                    topic.name = names.toCluster(topic.name);
                }
            }
        }
    }

    /**
     * ConsumerGroupHeartbeat: the group, the subscribed names and regular expression renamed; the
     * assigned topics' ids collected.
     */
    void consumerGroupHeartbeat(ConsumerGroupHeartbeatRequest request, List<UUID> ids) {
        request.groupId = names.toCluster(request.groupId);
        if (request.subscribedTopicNames != null) {
            request.subscribedTopicNames.replaceAll(names::toCluster);
        }
        request.subscribedTopicRegex = names.toClusterRegex(request.subscribedTopicRegex);
        if (request.topicPartitions != null) {
            request.topicPartitions.forEach(owned -> ids.add(owned.topicId));
        }
    }
}
