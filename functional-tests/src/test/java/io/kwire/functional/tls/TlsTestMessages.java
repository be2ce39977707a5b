package io.kwire.functional.tls;

import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.ProduceRequest;
import io.kwire.kafka.ProduceResponse;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.SimpleRecord;

/** The requests the TLS tests send and the responses their servers build. */
final class TlsTestMessages {
    /** Kafka's TOPIC_AUTHORIZATION_FAILED. */
    static final short TOPIC_AUTHORIZATION_FAILED = 29;

    private TlsTestMessages() {
    }

    /** A CreateTopics request for {@code names}, 3 partitions, replication factor 1 each. */
    static CreateTopicsRequest createTopics(String... names) {
        CreateTopicsRequest request = new CreateTopicsRequest();
        for (String name : names) {
            CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
            topic.name = name;
            topic.numPartitions = 3;
            topic.replicationFactor = 1;
            request.topics.add(topic);
        }
        return request;
    }

    /** A CreateTopics response with {@code errorCode} for each topic of {@code request}. */
    static CreateTopicsResponse createTopicsError(CreateTopicsRequest request, short errorCode) {
        CreateTopicsResponse response = new CreateTopicsResponse();
        for (CreateTopicsRequest.CreatableTopic topic : request.topics) {
            CreateTopicsResponse.CreatableTopicResult result = new CreateTopicsResponse.CreatableTopicResult();
            result.name = topic.name;
            result.errorCode = errorCode;
            result.errorMessage = "Authorization failed.";
            response.topics.add(result);
        }
        return response;
    }

    /**
     * A Produce request (v9: topics by name) of one batch, Kafka's own encoding of {@code value}, to
     * partition 0 of {@code topic}; the caller releases its records.
     */
    static ProduceRequest produce(String topic, String value) {
        MemoryRecords batch = MemoryRecords.withRecords(Compression.NONE,
                new SimpleRecord(value.getBytes(StandardCharsets.UTF_8)));
        ProduceRequest.PartitionProduceData partition = new ProduceRequest.PartitionProduceData();
        partition.index = 0;
        partition.records = Unpooled.copiedBuffer(batch.buffer());
        ProduceRequest.TopicProduceData data = new ProduceRequest.TopicProduceData();
        data.name = topic;
        data.partitionData.add(partition);
        ProduceRequest request = new ProduceRequest();
        request.acks = 1;
        request.timeoutMs = 1000;
        request.topicData.add(data);
        return request;
    }

    /** The records of the Produce request {@code request}, released. */
    static void release(ProduceRequest request) {
        for (ProduceRequest.TopicProduceData topic : request.topicData) {
            for (ProduceRequest.PartitionProduceData partition : topic.partitionData) {
                ByteBuf records = partition.records;
                if (records != null) {
                    records.release();
                }
            }
        }
    }

    /** A Produce response with {@code errorCode} for each partition of {@code request}. */
    static ProduceResponse produced(ProduceRequest request, short errorCode) {
        ProduceResponse response = new ProduceResponse();
        for (ProduceRequest.TopicProduceData topic : request.topicData) {
            ProduceResponse.TopicProduceResponse topicResponse = new ProduceResponse.TopicProduceResponse();
            topicResponse.name = topic.name;
            for (ProduceRequest.PartitionProduceData partition : topic.partitionData) {
                ProduceResponse.PartitionProduceResponse partitionResponse = new ProduceResponse.PartitionProduceResponse();
                partitionResponse.index = partition.index;
                partitionResponse.errorCode = errorCode;
                partitionResponse.baseOffset = errorCode == 0 ? 0 : -1;
                topicResponse.partitionResponses.add(partitionResponse);
            }
            response.responses.add(topicResponse);
        }
        return response;
    }
}
