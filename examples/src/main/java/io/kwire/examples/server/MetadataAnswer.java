package io.kwire.examples.server;

import io.kwire.codec.Uuids;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataResponse.MetadataResponseBroker;
import io.kwire.kafka.MetadataResponse.MetadataResponsePartition;
import io.kwire.kafka.MetadataResponse.MetadataResponseTopic;
import io.kwire.kafka.MetadataResponse;
import java.util.List;
import java.util.UUID;

/**
 * Answers Metadata: every simulated broker at the server's own address, broker 1 as controller,
 * and the topics asked (all when the list is null, or empty in version 0), unknown ones with
 * Kafka's errors. Never creates topics, as Kafka with {@code auto.create.topics.enable=false}.
 *
 * <p>As Kafka's, it shows only what the principal may DESCRIBE: asked for all topics, it lists those
 * alone; a topic asked by name that it may not describe gets TOPIC_AUTHORIZATION_FAILED with a zero
 * id, whether the topic exists or not, so that its existence is not disclosed; one asked by id (version
 * 12 on) gets it with its id and no name, an id that names no topic UNKNOWN_TOPIC_ID.
 */
final class MetadataAnswer implements Route.ByTopic<MetadataRequest, MetadataResponse> {
    private final TopicRegistry topics;
    private final String clusterId;
    private volatile String host;
    private volatile int port;

    MetadataAnswer(TopicRegistry topics, String clusterId) {
        this.topics = topics;
        this.clusterId = clusterId;
    }

    /** Sets the address every broker is listed at: the server's own, once it is bound. */
    void advertise(String host, int port) {
        this.host = host;
        this.port = port;
    }

    @Override
    public Operation operation() {
        return Operation.DESCRIBE;
    }

    @Override
    public MetadataResponse answer(MetadataRequest request, short version, Access access) {
        MetadataResponse response = new MetadataResponse();
        for (int node = 1; node <= topics.brokers(); node++) {
            MetadataResponseBroker broker = new MetadataResponseBroker();
            broker.nodeId = node;
            broker.host = host;
            broker.port = port;
            response.brokers.add(broker);
        }
        response.clusterId = clusterId;
        response.controllerId = 1;
        boolean all = request.topics == null || (version == 0 && request.topics.isEmpty());
        if (all) {
            for (Topic topic : topics.topics()) {
                if (access.allows(operation(), topic.name())) {
                    response.topics.add(describe(topic));
                }
            }
        } else {
            for (MetadataRequest.MetadataRequestTopic asked : request.topics) {
                response.topics.add(find(asked, version, access));
            }
        }
        return response;
    }

    private MetadataResponseTopic find(MetadataRequest.MetadataRequestTopic asked, short version, Access access) {
        if (asked.name == null) {
            Topic topic = topics.byId(asked.topicId);
            if (topic == null) {
                // Topic names in responses are nullable from version 12, the first to look topics up by id.
                return missing(ErrorCode.UNKNOWN_TOPIC_ID, version < 12 ? "" : null, asked.topicId);
            }
            // Kafka does not count an id as a secret, so it answers with the id but not the name.
            return access.allows(operation(), topic.name()) ? describe(topic)
                    : missing(ErrorCode.TOPIC_AUTHORIZATION_FAILED, null, asked.topicId);
        }
        if (!access.allows(operation(), asked.name)) {
            return missing(ErrorCode.TOPIC_AUTHORIZATION_FAILED, asked.name, Uuids.ZERO);
        }
        Topic topic = topics.byName(asked.name);
        if (topic != null) {
            return describe(topic);
        }
        ErrorCode error = TopicNames.problem(asked.name) != null ? ErrorCode.INVALID_TOPIC_EXCEPTION
                : ErrorCode.UNKNOWN_TOPIC_OR_PARTITION;
        return missing(error, asked.name, Uuids.ZERO);
    }

    private static MetadataResponseTopic missing(ErrorCode error, String name, UUID id) {
        MetadataResponseTopic topic = new MetadataResponseTopic();
        topic.errorCode = error.code();
        topic.name = name;
        topic.topicId = id;
        return topic;
    }

    private static MetadataResponseTopic describe(Topic topic) {
        MetadataResponseTopic described = new MetadataResponseTopic();
        described.name = topic.name();
        described.topicId = topic.id();
        for (int index = 0; index < topic.partitions(); index++) {
            List<Integer> replicas = topic.replicas().get(index);
            MetadataResponsePartition partition = new MetadataResponsePartition();
            partition.partitionIndex = index;
            partition.leaderId = replicas.get(0);
            partition.leaderEpoch = 0;
            partition.replicaNodes = BrokerIds.array(replicas);
            partition.isrNodes = partition.replicaNodes.clone();
            described.partitions.add(partition);
        }
        return described;
    }
}
