package io.kwire.examples.server;

import io.kwire.codec.records.InvalidRecordBatchException;
import io.kwire.codec.records.RecordBatch;
import io.kwire.codec.records.RecordBatchValidator;
import io.kwire.codec.records.RecordBatches;
import io.kwire.codec.records.RecordCursor;
import io.kwire.codec.records.UnsupportedCompressionException;
import io.kwire.kafka.ProduceRequest;
import io.kwire.kafka.ProduceRequest.PartitionProduceData;
import io.kwire.kafka.ProduceRequest.TopicProduceData;
import io.kwire.kafka.ProduceResponse;
import io.kwire.kafka.ProduceResponse.PartitionProduceResponse;
import io.kwire.kafka.ProduceResponse.TopicProduceResponse;
import io.netty.buffer.ByteBufAllocator;

/**
 * Answers Produce, versions 3-13, as Kafka's leader does, partition by partition: each partition's
 * records must be exactly one batch of magic v2 with base offset 0 (else INVALID_RECORD); a batch
 * whose bytes are not a batch or whose CRC fails gets CORRUPT_MESSAGE, one that breaks the rules
 * {@link RecordBatchValidator} checks INVALID_RECORD, a control batch INVALID_RECORD and a
 * transactional one INVALID_TXN_STATE (the server runs no transactions). Then the partition's
 * {@link PartitionLog} checks idempotent producers' sequences and appends. Topics it does not know
 * get UNKNOWN_TOPIC_OR_PARTITION (UNKNOWN_TOPIC_ID from version 13, which names topics by id): the
 * server never creates a topic on produce. With acks=0 there is no response. Each partition of a topic
 * the principal may not WRITE gets TOPIC_AUTHORIZATION_FAILED, known or not (but an unknown topic id
 * UNKNOWN_TOPIC_ID), and nothing is appended to it; with acks=0 such a refusal closes the connection once
 * the rest is appended, as Kafka closes it, so that the client learns of it.
 */
final class ProduceAnswer implements Route.ByTopic<ProduceRequest, ProduceResponse> {
    private static final short FIRST_WITH_TOPIC_IDS = 13;
    private static final short NO_ACKS = 0;

    private final TopicRegistry topics;
    private final ByteBufAllocator allocator;

    /** Appends to {@code topics}' logs, decompressing batches to validate them into buffers from {@code allocator}. */
    ProduceAnswer(TopicRegistry topics, ByteBufAllocator allocator) {
        this.topics = topics;
        this.allocator = allocator;
    }

    @Override
    public ProduceResponse answer(ProduceRequest request, short version, Access access) {
        boolean byId = version >= FIRST_WITH_TOPIC_IDS;
        boolean acksValid = request.acks == -1 || request.acks == 0 || request.acks == 1;
        ProduceResponse response = new ProduceResponse();
        RecordBatches batches = new RecordBatches();
        boolean refused = false;
        try (RecordBatchValidator validator = new RecordBatchValidator(allocator,
                RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES)) {
            for (TopicProduceData data : request.topicData) {
                TopicProduceResponse topicResponse = new TopicProduceResponse();
                topicResponse.name = data.name;
                topicResponse.topicId = data.topicId;
                Topic topic = byId ? topics.byId(data.topicId) : topics.byName(data.name);
                ErrorCode unknown = byId ? ErrorCode.UNKNOWN_TOPIC_ID : ErrorCode.UNKNOWN_TOPIC_OR_PARTITION;
                boolean allowed = (byId && topic == null)
                        || access.allows(operation(), byId ? topic.name() : data.name);
                for (PartitionProduceData partition : data.partitionData) {
                    PartitionProduceResponse answered;
                    if (!acksValid) {
                        answered = refused(partition, ErrorCode.INVALID_REQUIRED_ACKS, "acks must be -1, 0 or 1");
                    } else if (!allowed) {
                        answered = refused(partition, ErrorCode.TOPIC_AUTHORIZATION_FAILED, null);
                        refused = true;
                    } else if (topic == null) {
                        answered = refused(partition, unknown, null);
                    } else {
                        answered = produce(topics.log(topic.id(), partition.index), partition, batches, validator);
                    }
                    topicResponse.partitionResponses.add(answered);
                }
                response.responses.add(topicResponse);
            }
        }
        if (request.acks != NO_ACKS) {
            return response;
        }
        if (refused) {
            throw new ClosingRefusal(access.principal() + " may not " + operation() + " to every topic of a Produce"
                    + " with acks=0, which takes no response: refused by closing the connection, as Kafka refuses it");
        }
        return null;
    }

    @Override
    public Operation operation() {
        return Operation.WRITE;
    }

    private static PartitionProduceResponse produce(PartitionLog log, PartitionProduceData partition,
            RecordBatches batches, RecordBatchValidator validator) {
        if (log == null) {
            return refused(partition, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, null);
        }
        RecordBatch batch = null;
        try {
            batches.reset(partition.records);
            if (!batches.next()) {
                return batches.truncatedTail() > 0
                        ? refused(partition, ErrorCode.CORRUPT_MESSAGE, "the record batch is cut off")
                        : refused(partition, ErrorCode.INVALID_RECORD, "a produce request needs a record batch"
                                + " for each partition");
            }
            batch = batches.batch();
            if (batch.sizeInBytes() != partition.records.readableBytes()) {
                return refused(partition, ErrorCode.INVALID_RECORD, "a produce request holds exactly one record batch"
                        + " for each partition");
            }
            if (batch.baseOffset() != 0) {
                return refused(partition, ErrorCode.INVALID_RECORD, "the base offset of a produced batch must be 0,"
                        + " not " + batch.baseOffset());
            }
            validator.validate(batch);
        } catch (InvalidRecordBatchException e) {
            // Bytes that are no batch, or a CRC that fails, are corrupt; a whole batch that breaks a rule is invalid.
            boolean whole = batch != null && batch.isCrcValid();
            return refused(partition, whole ? ErrorCode.INVALID_RECORD : ErrorCode.CORRUPT_MESSAGE, e.getMessage());
        } catch (UnsupportedCompressionException e) {
            return refused(partition, ErrorCode.UNSUPPORTED_COMPRESSION_TYPE, e.getMessage());
        }
        if (batch.isControl()) {
            return refused(partition, ErrorCode.INVALID_RECORD, "clients may not write control records");
        }
        if (batch.isTransactional()) {
            return refused(partition, ErrorCode.INVALID_TXN_STATE, "this server runs no transactions");
        }
        PartitionLog.Appended appended = log.append(batch);
        if (appended.verdict().error() != ErrorCode.NONE) {
            return refused(partition, appended.verdict().error(), appended.verdict().message());
        }
        PartitionProduceResponse response = new PartitionProduceResponse();
        response.index = partition.index;
        response.baseOffset = appended.baseOffset();
        response.logStartOffset = log.startOffset();
        return response;
    }

    private static PartitionProduceResponse refused(PartitionProduceData partition, ErrorCode error, String message) {
        PartitionProduceResponse response = new PartitionProduceResponse();
        response.index = partition.index;
        response.errorCode = error.code();
        response.baseOffset = -1L;
        response.errorMessage = message;
        return response;
    }
}
