package io.kwire.proxy.tenant;

import io.kwire.codec.Uuids;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DescribeTopicPartitionsRequest;
import io.kwire.kafka.ListOffsetsRequest;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.OffsetForLeaderEpochRequest;
import java.util.List;
import java.util.UUID;

/**
 * The topic names of requests about topics, renamed into the tenant's namespace, and the topic ids
 * they name collected, for {@link TopicOwnership} to check.
 */
final class TopicRequestRenames {
    private final TenantNames names;

    TopicRequestRenames(TenantNames names) {
        this.names = names;
    }

    /**
     * Metadata: each topic's name renamed, and its id (v10+) collected. A topic asked for by id has no
     * name: null, or empty as Kafka's own client leaves it, which stays so. All topics (null, or none
     * at v0) stay so.
     */
    void metadata(MetadataRequest request, List<UUID> ids) {
        if (request.topics == null) {
            return;
        }
        for (MetadataRequest.MetadataRequestTopic topic : request.topics) {
            if (!Uuids.ZERO.equals(topic.topicId)) {
                ids.add(topic.topicId);
            }
            if (topic.name != null && !topic.name.isEmpty()) {
                topic.name = names.toCluster(topic.name);
            }
        }
    }

    void createTopics(CreateTopicsRequest request) {
        for (CreateTopicsRequest.CreatableTopic topic : request.topics) {
            topic.name = names.toCluster(topic.name);
        }
    }

    /** DeleteTopics: names renamed (v6: a topic by id has no name, and its id is collected). */
    void deleteTopics(DeleteTopicsRequest request, short version, List<UUID> ids) {
        if (version < 6) {
            request.topicNames.replaceAll(names::toCluster);
            return;
        }
        for (DeleteTopicsRequest.DeleteTopicState topic : request.topics) {
            if (topic.name == null) {
                ids.add(topic.topicId);
            } else {
                topic.name = names.toCluster(topic.name);
                if (!Uuids.ZERO.equals(topic.topicId)) {
                    ids.add(topic.topicId);
                }
            }
        }
    }

    void describeTopicPartitions(DescribeTopicPartitionsRequest request) {
        for (DescribeTopicPartitionsRequest.TopicRequest topic : request.topics) {
            topic.name = names.toCluster(topic.name);
        }
        if (request.cursor != null) {
            request.cursor.topicName = names.toCluster(request.cursor.topicName);
        }
    }

    void listOffsets(ListOffsetsRequest request) {
        for (ListOffsetsRequest.ListOffsetsTopic topic : request.topics) {
            topic.name = names.toCluster(topic.name);
        }
    }

    void offsetForLeaderEpoch(OffsetForLeaderEpochRequest request) {
        for (OffsetForLeaderEpochRequest.OffsetForLeaderTopic topic : request.topics) {
            topic.topic = names.toCluster(topic.topic);
        }
    }
}
