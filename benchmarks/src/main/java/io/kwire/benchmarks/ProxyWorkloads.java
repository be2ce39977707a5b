package io.kwire.benchmarks;

import java.nio.ByteBuffer;
import org.apache.kafka.common.message.FetchRequestData;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.message.ProduceResponseData;
import org.apache.kafka.common.message.RequestHeaderData;
import org.apache.kafka.common.message.ResponseHeaderData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.ObjectSerializationCache;

/**
 * The exchanges of the proxy benchmarks (issue 36), as whole frames (size, header, body) the way a
 * socket hands them over: a client's request and the broker's response to it, the message the
 * issue names being {@link ViewWorkloads}' own. {@code Produce-100}: Produce v13 of 100 partitions
 * of 16 KiB, answered by a Produce response of those partitions. {@code Fetch-4}, {@code Fetch-64}:
 * a consumer's Fetch v17 of 100 partitions, answered by ViewWorkloads' Fetch response of 100
 * partitions of 4 or 64 KiB with node endpoints. {@code Metadata-100}: a Metadata v12 request for
 * every topic, answered by ViewWorkloads' response of six brokers and 100 topics.
 */
final class ProxyWorkloads {
    static final String PRODUCE = "Produce-100";
    static final String FETCH_SMALL = "Fetch-4";
    static final String FETCH_LARGE = "Fetch-64";
    static final String METADATA = "Metadata-100";
    /** The client's correlation id in every request, and so in every response it gets. */
    static final int CORRELATION_ID = 7;
    private static final int PARTITIONS = 100;
    private static final String CLIENT_ID = "orders-service";

    /**
     * One exchange.
     *
     * @param request the request frame a client sends
     * @param response the broker's response frame, with the request's correlation id
     * @param produced the Produce request's message, whose records are counted; null for the others
     */
    record Exchange(byte[] request, byte[] response, ProduceRequestData produced) {
    }

    private ProxyWorkloads() {
    }

    /** The exchange {@code workload} names. */
    static Exchange exchange(String workload) {
        return switch (workload) {
            case PRODUCE -> produce();
            case FETCH_SMALL -> fetch(4);
            case FETCH_LARGE -> fetch(64);
            case METADATA -> new Exchange(request(ApiKeys.METADATA, ViewWorkloads.METADATA_VERSION,
                    new MetadataRequestData().setTopics(null)),
                    response(ApiKeys.METADATA, ViewWorkloads.METADATA_VERSION,
                            ViewWorkloads.metadataResponse(PARTITIONS).encoded()), null);
            default -> throw new IllegalArgumentException("no proxy workload " + workload);
        };
    }

    private static Exchange produce() {
        Workload<?> workload = ViewWorkloads.produceRequest(PARTITIONS);
        ProduceRequestData request = (ProduceRequestData) workload.kafkaMessage();
        ProduceResponseData response = new ProduceResponseData();
        for (ProduceRequestData.TopicProduceData topic : request.topicData()) {
            ProduceResponseData.TopicProduceResponse answer = new ProduceResponseData.TopicProduceResponse()
                    .setTopicId(topic.topicId());
            for (ProduceRequestData.PartitionProduceData partition : topic.partitionData()) {
                answer.partitionResponses().add(new ProduceResponseData.PartitionProduceResponse()
                        .setIndex(partition.index()).setBaseOffset(1_000_000L + partition.index()));
            }
            response.responses().add(answer);
        }
        return new Exchange(frame(header(ApiKeys.PRODUCE, workload.version()),
                ApiKeys.PRODUCE.requestHeaderVersion(workload.version()), workload.encoded()),
                response(ApiKeys.PRODUCE, workload.version(), bytes(response, workload.version())), request);
    }

    private static Exchange fetch(int recordsKiB) {
        Workload<?> answer = ViewWorkloads.fetchResponse(recordsKiB);
        FetchRequestData request = new FetchRequestData().setMaxWaitMs(500).setMinBytes(1).setMaxBytes(52_428_800)
                .setSessionId(0).setSessionEpoch(-1);
        for (FetchResponseData.FetchableTopicResponse topic : ((FetchResponseData) answer.kafkaMessage()).responses()) {
            FetchRequestData.FetchTopic fetched = new FetchRequestData.FetchTopic().setTopicId(topic.topicId());
            for (FetchResponseData.PartitionData partition : topic.partitions()) {
                fetched.partitions().add(new FetchRequestData.FetchPartition().setPartition(partition.partitionIndex())
                        .setFetchOffset(partition.highWatermark() - 1).setPartitionMaxBytes(1_048_576));
            }
            request.topics().add(fetched);
        }
        return new Exchange(request(ApiKeys.FETCH, answer.version(), request),
                response(ApiKeys.FETCH, answer.version(), answer.encoded()), null);
    }

    private static byte[] request(ApiKeys api, short version, Message body) {
        return frame(header(api, version), api.requestHeaderVersion(version), bytes(body, version));
    }

    private static RequestHeaderData header(ApiKeys api, short version) {
        return new RequestHeaderData().setRequestApiKey(api.id).setRequestApiVersion(version)
                .setCorrelationId(CORRELATION_ID).setClientId(CLIENT_ID);
    }

    private static byte[] response(ApiKeys api, short version, byte[] body) {
        return frame(new ResponseHeaderData().setCorrelationId(CORRELATION_ID), api.responseHeaderVersion(version),
                body);
    }

    /** {@code message} at {@code version}, as Kafka writes it. */
    static byte[] bytes(Message message, short version) {
        return bytes(message, version, 0);
    }

    /** A frame: its size, then {@code header} at {@code headerVersion}, then {@code body} as it is. */
    private static byte[] frame(Message header, short headerVersion, byte[] body) {
        byte[] head = bytes(header, headerVersion, Integer.BYTES);
        ByteBuffer frame = ByteBuffer.allocate(head.length + body.length);
        frame.put(head).put(body).putInt(0, head.length - Integer.BYTES + body.length);
        return frame.array();
    }

    /** {@code message} at {@code version}, after {@code room} bytes left zero. */
    private static byte[] bytes(Message message, short version, int room) {
        ObjectSerializationCache cache = new ObjectSerializationCache();
        ByteBuffer out = ByteBuffer.allocate(room + message.size(cache, version));
        out.position(room);
        message.write(new ByteBufferAccessor(out), cache, version);
        return out.array();
    }
}
