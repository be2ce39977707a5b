package io.kwire.examples.client;

import io.kwire.codec.Uuids;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.records.Compression;
import io.kwire.kafka.FetchRequest;
import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ListOffsetsRequest;
import io.kwire.kafka.ListOffsetsResponse;
import io.kwire.kafka.ProduceRequest;
import io.kwire.kafka.ProduceResponse;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * Builds the records client's Produce, Fetch and ListOffsets requests at the negotiated versions,
 * naming topics by id where the version does (v13 of Produce and Fetch), and turns their responses
 * into outcomes. Every buffer it makes or gets is released once its response is in.
 */
final class RecordRequests {
    private static final int TIMEOUT_MS = 30_000;
    private static final int FETCH_MAX_WAIT_MS = 500;
    private static final short FIRST_BY_TOPIC_ID = 13;
    private static final short UNKNOWN_TOPIC_ID = 100;
    private static final int NO_REPLICA = -1;

    private final KafkaClientChannel kafka;
    private final ServerVersions versions;
    private final TopicIds topicIds;
    private final ByteBufAllocator allocator;

    RecordRequests(KafkaClientChannel kafka, ServerVersions versions) {
        this.kafka = kafka;
        this.versions = versions;
        this.topicIds = new TopicIds(kafka, versions);
        this.allocator = kafka.channel().alloc();
    }

    CompletableFuture<ProduceOutcome> produce(String topic, int partition, List<NewRecord> records,
            Compression compression, Acks acks) {
        try {
            short version = versions.highest(KwireApis.PRODUCE, "Produce");
            return topicId(topic, version).thenCompose(resolved -> resolved.errorCode() != 0
                    ? CompletableFuture.completedFuture(new ProduceOutcome(resolved.errorCode(), null, -1L))
                    : send(topic, resolved.id(), partition, records, compression, acks, version));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private CompletableFuture<ProduceOutcome> send(String topic, UUID topicId, int partition,
            List<NewRecord> records, Compression compression, Acks acks, short version) {
        ByteBuf batch = BatchWriting.write(allocator, records, compression);
        ProduceRequest.PartitionProduceData data = new ProduceRequest.PartitionProduceData();
        data.index = partition;
        data.records = batch;
        ProduceRequest.TopicProduceData topicData = new ProduceRequest.TopicProduceData();
        if (version >= FIRST_BY_TOPIC_ID) {
            topicData.topicId = topicId;
        } else {
            topicData.name = topic;
        }
        topicData.partitionData.add(data);
        ProduceRequest request = new ProduceRequest();
        request.acks = acks.code();
        request.timeoutMs = TIMEOUT_MS;
        request.topicData.add(topicData);
        CompletableFuture<ProduceResponse> response;
        try {
            response = kafka.send(KwireApis.PRODUCE, version, request);
        } catch (RuntimeException e) {
            batch.release();
            throw e;
        }
        // The request is encoded, its records copied into the frame, before its response can complete.
        return response.whenComplete((answer, failure) -> batch.release())
                .thenApply(answer -> produced(answer, topic, partition));
    }

    private ProduceOutcome produced(ProduceResponse response, String topic, int partition) {
        ProduceResponse.PartitionProduceResponse answer = response.responses.stream()
                .flatMap(topicResponse -> topicResponse.partitionResponses.stream())
                .filter(candidate -> candidate.index == partition).findFirst()
                .orElseThrow(() -> new IllegalStateException("Produce did not answer for " + topic + "-" + partition));
        forgetIfUnknown(answer.errorCode, topic);
        return new ProduceOutcome(answer.errorCode, answer.errorMessage, answer.errorCode == 0 ? answer.baseOffset
                : -1L);
    }

    CompletableFuture<FetchOutcome> fetch(String topic, int partition, long offset, int maxBytes) {
        try {
            short version = versions.highest(KwireApis.FETCH, "Fetch");
            return topicId(topic, version).thenCompose(resolved -> resolved.errorCode() != 0
                    ? CompletableFuture.completedFuture(failedFetch(resolved.errorCode(), offset))
                    : kafka.send(KwireApis.FETCH, version, fetchRequest(topic, resolved.id(), partition, offset,
                            maxBytes, version)).thenApply(response -> fetched(response, topic, partition, offset)));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private static FetchRequest fetchRequest(String topic, UUID topicId, int partition, long offset, int maxBytes,
            short version) {
        FetchRequest.FetchPartition asked = new FetchRequest.FetchPartition();
        asked.partition = partition;
        asked.fetchOffset = offset;
        asked.partitionMaxBytes = maxBytes;
        FetchRequest.FetchTopic fetchTopic = new FetchRequest.FetchTopic();
        if (version >= FIRST_BY_TOPIC_ID) {
            fetchTopic.topicId = topicId;
        } else {
            fetchTopic.topic = topic;
        }
        fetchTopic.partitions.add(asked);
        FetchRequest request = new FetchRequest();
        request.maxWaitMs = FETCH_MAX_WAIT_MS;
        request.minBytes = 1;
        request.maxBytes = maxBytes;
        request.topics.add(fetchTopic);
        return request;
    }

    /** The response's records read into an outcome; its buffers are released, however that goes. */
    private FetchOutcome fetched(FetchResponse response, String topic, int partition, long offset) {
        try {
            if (response.errorCode != 0) {
                return failedFetch(response.errorCode, offset);
            }
            FetchResponse.PartitionData answer = response.responses.stream()
                    .flatMap(topicResponse -> topicResponse.partitions.stream())
                    .filter(candidate -> candidate.partitionIndex == partition).findFirst()
                    .orElseThrow(() -> new IllegalStateException("Fetch did not answer for " + topic + "-"
                            + partition));
            if (answer.errorCode != 0) {
                forgetIfUnknown(answer.errorCode, topic);
                return new FetchOutcome(answer.errorCode, answer.highWatermark, List.of(), offset, 0);
            }
            return FetchedBatches.read(answer.records, offset, answer.highWatermark, allocator);
        } finally {
            KwireApis.FETCH.response().releaseBuffers(response);
        }
    }

    private static FetchOutcome failedFetch(short errorCode, long offset) {
        return new FetchOutcome(errorCode, -1L, List.of(), offset, 0);
    }

    CompletableFuture<ListedOffset> listOffset(String topic, int partition, long timestamp) {
        try {
            short version = versions.highest(KwireApis.LIST_OFFSETS, "ListOffsets");
            ListOffsetsRequest.ListOffsetsPartition asked = new ListOffsetsRequest.ListOffsetsPartition();
            asked.partitionIndex = partition;
            asked.timestamp = timestamp;
            ListOffsetsRequest.ListOffsetsTopic listTopic = new ListOffsetsRequest.ListOffsetsTopic();
            listTopic.name = topic;
            listTopic.partitions.add(asked);
            ListOffsetsRequest request = new ListOffsetsRequest();
            request.replicaId = NO_REPLICA;
            request.timeoutMs = TIMEOUT_MS;
            request.topics.add(listTopic);
            return kafka.send(KwireApis.LIST_OFFSETS, version, request)
                    .thenApply(response -> listed(response, topic, partition));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private static ListedOffset listed(ListOffsetsResponse response, String topic, int partition) {
        ListOffsetsResponse.ListOffsetsPartitionResponse answer = response.topics.stream()
                .flatMap(topicResponse -> topicResponse.partitions.stream())
                .filter(candidate -> candidate.partitionIndex == partition).findFirst()
                .orElseThrow(() -> new IllegalStateException("ListOffsets did not answer for " + topic + "-"
                        + partition));
        return new ListedOffset(answer.errorCode, answer.offset, answer.timestamp);
    }

    /** The topic's id where {@code version} names topics by id; the zero id, asking nobody, where it names them. */
    private CompletableFuture<TopicIds.Resolved> topicId(String topic, short version) {
        return version >= FIRST_BY_TOPIC_ID ? topicIds.resolve(topic)
                : CompletableFuture.completedFuture(new TopicIds.Resolved(Uuids.ZERO, (short) 0));
    }

    private void forgetIfUnknown(short errorCode, String topic) {
        if (errorCode == UNKNOWN_TOPIC_ID) {
            topicIds.forget(topic);
        }
    }
}
