package io.kwire.proxy.tenant;

import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.DescribeTopicPartitionsResponse;
import io.kwire.kafka.ListOffsetsResponse;
import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.OffsetForLeaderEpochResponse;

/**
 * The topics of responses about topics, as the tenant's clients see them: their names without the
 * tenant's prefix, every other tenant's topic (and every internal one) left out.
 */
final class TopicResponseRenames {
    private final TenantNames names;

    TopicResponseRenames(TenantNames names) {
        this.names = names;
    }

    void metadata(MetadataResponse response) {
        OwnElements.keep(response.topics, names, topic -> topic.name, (topic, name) -> topic.name = name);
    }

    void createTopics(CreateTopicsResponse response) {
        OwnElements.keep(response.topics, names, topic -> topic.name, (topic, name) -> topic.name = name);
    }

    void deleteTopics(DeleteTopicsResponse response) {
        OwnElements.keep(response.responses, names, topic -> topic.name, (topic, name) -> topic.name = name);
    }

    /**
     * DescribeTopicPartitions: the topics, and the cursor, which ends the listing if it points at
     * another tenant's topic.
     */
    void describeTopicPartitions(DescribeTopicPartitionsResponse response) {
        OwnElements.keep(response.topics, names, topic -> topic.name, (topic, name) -> topic.name = name);
        if (response.nextCursor != null) {
            String name = names.toClient(response.nextCursor.topicName);
            if (name == null) {
                response.nextCursor = null;
            } else {
                response.nextCursor.topicName = name;
            }
        }
    }

    void listOffsets(ListOffsetsResponse response) {
        OwnElements.keep(response.topics, names, topic -> topic.name, (topic, name) -> topic.name = name);
    }

    void offsetForLeaderEpoch(OffsetForLeaderEpochResponse response) {
        OwnElements.keep(response.topics, names, topic -> topic.topic, (topic, name) -> topic.topic = name);
    }
}
