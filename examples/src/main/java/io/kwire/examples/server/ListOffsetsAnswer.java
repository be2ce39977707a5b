package io.kwire.examples.server;

import io.kwire.kafka.ListOffsetsRequest;
import io.kwire.kafka.ListOffsetsRequest.ListOffsetsPartition;
import io.kwire.kafka.ListOffsetsRequest.ListOffsetsTopic;
import io.kwire.kafka.ListOffsetsResponse;
import io.kwire.kafka.ListOffsetsResponse.ListOffsetsPartitionResponse;
import io.kwire.kafka.ListOffsetsResponse.ListOffsetsTopicResponse;

/**
 * Answers ListOffsets, versions 1-11, from the partition logs: latest (-1) is the log end offset,
 * earliest (-2) and earliest local (-4) the log start offset, max timestamp (-3) the first record with
 * the largest timestamp, and a timestamp of 0 or more the first record at or after it. Nothing matches
 * the tiered-storage queries (-5, -6) or a timestamp past every record: offset and timestamp -1, as
 * Kafka answers them without remote storage. Each partition of a topic the principal may not DESCRIBE
 * gets TOPIC_AUTHORIZATION_FAILED, offset and timestamp -1, whether the topic exists or not, as Kafka answers.
 */
final class ListOffsetsAnswer implements Route.ByTopic<ListOffsetsRequest, ListOffsetsResponse> {
    private static final long LATEST = -1L;
    private static final long EARLIEST = -2L;
    private static final long MAX_TIMESTAMP = -3L;
    private static final long EARLIEST_LOCAL = -4L;

    private final TopicRegistry topics;

    ListOffsetsAnswer(TopicRegistry topics) {
        this.topics = topics;
    }

    @Override
    public Operation operation() {
        return Operation.DESCRIBE;
    }

    @Override
    public ListOffsetsResponse answer(ListOffsetsRequest request, short version, Access access) {
        ListOffsetsResponse response = new ListOffsetsResponse();
        for (ListOffsetsTopic asked : request.topics) {
            ListOffsetsTopicResponse topicResponse = new ListOffsetsTopicResponse();
            topicResponse.name = asked.name;
            boolean allowed = access.allows(operation(), asked.name);
            Topic topic = allowed ? topics.byName(asked.name) : null;
            for (ListOffsetsPartition partition : asked.partitions) {
                ListOffsetsPartitionResponse answered = new ListOffsetsPartitionResponse();
                answered.partitionIndex = partition.partitionIndex;
                PartitionLog log = topic == null ? null : topics.log(topic.id(), partition.partitionIndex);
                if (!allowed) {
                    answered.errorCode = ErrorCode.TOPIC_AUTHORIZATION_FAILED.code();
                } else if (log == null) {
                    answered.errorCode = ErrorCode.UNKNOWN_TOPIC_OR_PARTITION.code();
                } else {
                    found(answered, offset(log, partition.timestamp));
                }
                topicResponse.partitions.add(answered);
            }
            response.topics.add(topicResponse);
        }
        return response;
    }

    private static PartitionLog.OffsetAndTimestamp offset(PartitionLog log, long timestamp) {
        if (timestamp == LATEST) {
            return new PartitionLog.OffsetAndTimestamp(log.endOffset(), PartitionLog.NOT_FOUND);
        }
        if (timestamp == EARLIEST || timestamp == EARLIEST_LOCAL) {
            return new PartitionLog.OffsetAndTimestamp(log.startOffset(), PartitionLog.NOT_FOUND);
        }
        if (timestamp == MAX_TIMESTAMP) {
            return log.maxTimestamp();
        }
        return timestamp >= 0 ? log.firstAtOrAfter(timestamp) : PartitionLog.OffsetAndTimestamp.NONE;
    }

    private static void found(ListOffsetsPartitionResponse answered, PartitionLog.OffsetAndTimestamp found) {
        answered.offset = found.offset();
        answered.timestamp = found.timestamp();
        answered.leaderEpoch = found.offset() == PartitionLog.NOT_FOUND ? -1 : PartitionLog.LEADER_EPOCH;
    }
}
