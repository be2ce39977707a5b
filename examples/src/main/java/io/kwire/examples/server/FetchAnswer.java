package io.kwire.examples.server;

import io.kwire.kafka.FetchRequest;
import io.kwire.kafka.FetchRequest.FetchPartition;
import io.kwire.kafka.FetchRequest.FetchTopic;
import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.FetchResponse.FetchableTopicResponse;
import io.kwire.kafka.FetchResponse.PartitionData;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/**
 * Answers Fetch, versions 4-18, from the partition logs, as a Kafka leader without fetch sessions
 * does: every partition asked, in order, with its high watermark, last stable offset and log start
 * offset, and its whole batches from the one holding the fetch offset, within the partition's and the
 * response's max bytes, except that the first partition with records gets at least one batch whatever
 * its size (KIP-74). A fetch offset outside the log gets OFFSET_OUT_OF_RANGE. Topics are named by id
 * from version 13. A request with no record to return may wait up to its max wait for one to arrive
 * (for one record, not for its min bytes). The response's records are retained views of the logs'
 * buffers: whoever writes the response releases them. Each partition of a topic the principal may not
 * READ gets TOPIC_AUTHORIZATION_FAILED, but one of a topic id that names no topic UNKNOWN_TOPIC_ID: Kafka
 * resolves ids before it authorizes.
 */
final class FetchAnswer implements Route.ByTopic<FetchRequest, FetchResponse> {
    private static final short FIRST_WITH_TOPIC_IDS = 13;
    private static final byte READ_UNCOMMITTED = 0;
    private static final int NO_SESSION = 0;

    private final TopicRegistry topics;

    FetchAnswer(TopicRegistry topics) {
        this.topics = topics;
    }

    @Override
    public FetchResponse answer(FetchRequest request, short version, Access access) {
        FetchResponse response = new FetchResponse();
        if (request.sessionId != NO_SESSION) {
            // This server never opens a fetch session, so no request can name one.
            response.errorCode = ErrorCode.FETCH_SESSION_ID_NOT_FOUND.code();
            return response;
        }
        boolean byId = version >= FIRST_WITH_TOPIC_IDS;
        int bytesLeft = request.maxBytes;
        boolean atLeastOne = true;
        for (FetchTopic asked : request.topics) {
            FetchableTopicResponse topicResponse = new FetchableTopicResponse();
            topicResponse.topic = asked.topic;
            topicResponse.topicId = asked.topicId;
            Topic topic = byId ? topics.byId(asked.topicId) : topics.byName(asked.topic);
            ErrorCode refusal = refusal(topic, asked, byId, access);
            for (FetchPartition partition : asked.partitions) {
                PartitionData data = new PartitionData();
                data.partitionIndex = partition.partition;
                data.records = Unpooled.EMPTY_BUFFER;
                topicResponse.partitions.add(data);
                PartitionLog log = topic == null ? null : topics.log(topic.id(), partition.partition);
                if (refusal != null || log == null) {
                    failed(data, refusal != null ? refusal : ErrorCode.UNKNOWN_TOPIC_OR_PARTITION);
                    continue;
                }
                long end = log.endOffset();
                if (partition.fetchOffset < log.startOffset() || partition.fetchOffset > end) {
                    failed(data, ErrorCode.OFFSET_OUT_OF_RANGE);
                    continue;
                }
                data.highWatermark = end;
                data.lastStableOffset = end;
                data.logStartOffset = log.startOffset();
                if (request.isolationLevel == READ_UNCOMMITTED) {
                    data.abortedTransactions = null;
                }
                ByteBuf records = log.read(partition.fetchOffset, Math.min(partition.partitionMaxBytes, bytesLeft),
                        atLeastOne);
                data.records = records;
                if (records.isReadable()) {
                    atLeastOne = false;
                    bytesLeft = Math.max(0, bytesLeft - records.readableBytes());
                }
            }
            response.responses.add(topicResponse);
        }
        return response;
    }

    @Override
    public Operation operation() {
        return Operation.READ;
    }

    /**
     * UNKNOWN_TOPIC_ID for a topic id that names no topic, TOPIC_AUTHORIZATION_FAILED for a topic the
     * principal may not read, known or not, or null to read the topic's partitions.
     */
    private ErrorCode refusal(Topic topic, FetchTopic asked, boolean byId, Access access) {
        if (byId && topic == null) {
            return ErrorCode.UNKNOWN_TOPIC_ID;
        }
        return access.allows(operation(), byId ? topic.name() : asked.topic) ? null
                : ErrorCode.TOPIC_AUTHORIZATION_FAILED;
    }

    /** A partition's answer of {@code error}, with Kafka's unknown offsets. */
    private static void failed(PartitionData data, ErrorCode error) {
        data.errorCode = error.code();
        data.highWatermark = -1L;
        data.lastStableOffset = -1L;
        data.logStartOffset = -1L;
    }

    @Override
    public int maxWaitMs(FetchRequest request) {
        return Math.max(0, request.maxWaitMs);
    }

    /**
     * Whether to answer now: when a partition asked has a record at its fetch offset or an error to
     * answer, the principal's refusal too, or none is asked.
     */
    @Override
    public boolean ready(FetchRequest request, short version, Access access) {
        if (request.sessionId != NO_SESSION || request.minBytes <= 0) {
            return true;
        }
        boolean byId = version >= FIRST_WITH_TOPIC_IDS;
        boolean asked = false;
        for (FetchTopic fetched : request.topics) {
            Topic topic = byId ? topics.byId(fetched.topicId) : topics.byName(fetched.topic);
            boolean refused = refusal(topic, fetched, byId, access) != null;
            for (FetchPartition partition : fetched.partitions) {
                asked = true;
                PartitionLog log = topic == null ? null : topics.log(topic.id(), partition.partition);
                if (refused || log == null || partition.fetchOffset != log.endOffset()) {
                    return true;
                }
            }
        }
        return !asked;
    }
}
