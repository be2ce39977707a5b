package io.kwire.benchmarks;

import io.kwire.codec.records.RecordBatchBuilder;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.FetchResponseCodec;
import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.MetadataResponseCodec;
import io.kwire.kafka.ProduceRequest;
import io.kwire.kafka.ProduceRequestCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.UUID;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.message.ProduceRequestData;

/**
 * The messages of the view benchmarks (issue 35), each built once per trial and checked as
 * {@link Workloads} checks its own: Kafka reads kwire's bytes and writes exactly those bytes again.
 * Records are real record batches of an exact size, written once by kwire's
 * {@link RecordBatchBuilder} and repeated in every partition; views and codecs only slice them. The
 * new values the patches set are here too, so that every side sets the same ones.
 */
final class ViewWorkloads {
    static final short PRODUCE_VERSION = 13;
    static final short METADATA_VERSION = 12;
    static final short FETCH_VERSION = 17;
    static final short CREATE_TOPICS_VERSION = 7;

    /** A Produce request's topics, by topic id; its partitions are spread over them. */
    static final int PRODUCE_TOPICS = 5;
    /** The size of the record batch of every partition of a Produce request. */
    static final int PRODUCE_BATCH_BYTES = 16 * 1024;
    static final short ACKS = -1;
    static final String TRANSACTIONAL_ID = "orders-service.tx-3";

    static final int FETCH_TOPICS = 5;
    static final int FETCH_PARTITIONS = 100;
    /** The brokers a Fetch response gives the endpoints of (KIP-951). */
    static final int NODE_ENDPOINTS = 3;

    /** What a multi-tenant proxy puts before every topic name. */
    static final String TENANT = "acme.";

    /** The host a proxy gives each broker, by its place in the message, instead of the broker's own. */
    private static final String[] PROXY_HOSTS = {
        "kafka-1.proxy.acme.example", "kafka-2.proxy.acme.example", "kafka-3.proxy.acme.example",
        "kafka-4.proxy.acme.example", "kafka-5.proxy.acme.example", "kafka-6.proxy.acme.example",
    };
    private static final int PROXY_PORT = 19092;
    private static final String[] REGIONS = {"eu-west-1a", "eu-west-1b", "eu-west-1c"};

    private ViewWorkloads() {
    }

    /** The host a proxy gives the {@code i}th broker of a message, instead of its own. */
    static String proxyHost(int i) {
        return PROXY_HOSTS[i];
    }

    /** The port a proxy gives the {@code i}th broker of a message: one port a broker. */
    static int proxyPort(int i) {
        return PROXY_PORT + i;
    }

    /**
     * Produce request v13 of {@code partitions} partitions spread over {@value #PRODUCE_TOPICS}
     * topic ids, each with a record batch of {@value #PRODUCE_BATCH_BYTES} bytes, from a
     * transactional producer with acks -1.
     */
    static Workload<ProduceRequest> produceRequest(int partitions) {
        byte[] batch = recordBatch(PRODUCE_BATCH_BYTES);
        Random random = new Random(partitions);
        ProduceRequest request = new ProduceRequest();
        request.transactionalId = TRANSACTIONAL_ID;
        request.acks = ACKS;
        request.timeoutMs = 30_000;
        for (int t = 0; t < PRODUCE_TOPICS; t++) {
            ProduceRequest.TopicProduceData topic = new ProduceRequest.TopicProduceData();
            topic.topicId = new UUID(random.nextLong(), random.nextLong());
            int count = partitions / PRODUCE_TOPICS + (t < partitions % PRODUCE_TOPICS ? 1 : 0);
            for (int p = 0; p < count; p++) {
                ProduceRequest.PartitionProduceData partition = new ProduceRequest.PartitionProduceData();
                partition.index = p;
                partition.records = Unpooled.wrappedBuffer(batch);
                topic.partitionData.add(partition);
            }
            request.topicData.add(topic);
        }
        return Workloads.checked("ProduceRequest of " + partitions + " partitions", ProduceRequestCodec.INSTANCE,
                PRODUCE_VERSION, request, ProduceRequestData::new);
    }

    /** Metadata response v12 of six brokers and {@code topics} topics of ten partitions: {@link Messages}'. */
    static Workload<MetadataResponse> metadataResponse(int topics) {
        return Workloads.checked("MetadataResponse of " + topics + " topics", MetadataResponseCodec.INSTANCE,
                METADATA_VERSION, Messages.metadataResponse(topics), MetadataResponseData::new);
    }

    /**
     * Fetch response v17 of {@value #FETCH_PARTITIONS} partitions over {@value #FETCH_TOPICS} topic
     * ids, each with a record batch of {@code recordsKiB} KiB, and the endpoints of
     * {@value #NODE_ENDPOINTS} brokers (KIP-951's tagged NodeEndpoints): a broker sends them when
     * leaders moved, here beside records in every partition, so that the endpoints, the message's
     * last field, lie after every partition's records.
     */
    static Workload<FetchResponse> fetchResponse(int recordsKiB) {
        byte[] batch = recordBatch(recordsKiB * 1024);
        Random random = new Random(recordsKiB);
        FetchResponse response = new FetchResponse();
        response.sessionId = 1_234_567;
        for (int t = 0; t < FETCH_TOPICS; t++) {
            FetchResponse.FetchableTopicResponse topic = new FetchResponse.FetchableTopicResponse();
            topic.topicId = new UUID(random.nextLong(), random.nextLong());
            for (int p = 0; p < FETCH_PARTITIONS / FETCH_TOPICS; p++) {
                FetchResponse.PartitionData partition = new FetchResponse.PartitionData();
                partition.partitionIndex = p;
                partition.highWatermark = 1_000_000L + p;
                partition.lastStableOffset = partition.highWatermark;
                partition.logStartOffset = 0;
                partition.abortedTransactions = null;
                partition.records = Unpooled.wrappedBuffer(batch);
                topic.partitions.add(partition);
            }
            response.responses.add(topic);
        }
        for (int b = 1; b <= NODE_ENDPOINTS; b++) {
            FetchResponse.NodeEndpoint endpoint = new FetchResponse.NodeEndpoint();
            endpoint.nodeId = b;
            endpoint.host = "broker-" + b + ".kafka.eu-west-1.internal";
            endpoint.port = 9092;
            endpoint.rack = REGIONS[b % REGIONS.length];
            response.nodeEndpoints.add(endpoint);
        }
        return Workloads.checked("FetchResponse of " + recordsKiB + " KiB a partition", FetchResponseCodec.INSTANCE,
                FETCH_VERSION, response, FetchResponseData::new);
    }

    /** CreateTopics request v7 of {@code topics} topics: {@link Messages}'. */
    static Workload<CreateTopicsRequest> createTopicsRequest(int topics) {
        return Workloads.checked("CreateTopicsRequest of " + topics + " topics", CreateTopicsRequestCodec.INSTANCE,
                CREATE_TOPICS_VERSION, Messages.createTopicsRequest(topics), CreateTopicsRequestData::new);
    }

    /**
     * An uncompressed record batch of exactly {@code size} bytes: records of a 10-byte key and about
     * a kibibyte of letters each, the last one's value cut or lengthened to the size.
     */
    static byte[] recordBatch(int size) {
        int records = Math.max(1, size / 1024);
        int valueSize = Math.max(1, size / records - 32);
        int lastValueSize = valueSize;
        for (int attempt = 0; attempt < 8 && lastValueSize >= 0; attempt++) {
            byte[] batch = recordBatch(records, valueSize, lastValueSize);
            if (batch.length == size) {
                return batch;
            }
            lastValueSize += size - batch.length;
        }
        throw new IllegalArgumentException("no record batch of exactly " + size + " bytes");
    }

    private static byte[] recordBatch(int records, int valueSize, int lastValueSize) {
        Random random = new Random(records);
        ByteBuf out = Unpooled.buffer();
        try (RecordBatchBuilder builder = new RecordBatchBuilder()) {
            builder.begin(out, 0L);
            for (int i = 0; i < records; i++) {
                byte[] value = new byte[i == records - 1 ? lastValueSize : valueSize];
                for (int j = 0; j < value.length; j++) {
                    value[j] = (byte) ('a' + random.nextInt(26));
                }
                builder.append(RecordsWorkload.BASE_TIMESTAMP + i,
                        Unpooled.wrappedBuffer(String.format("key-%06d", i).getBytes(StandardCharsets.US_ASCII)),
                        Unpooled.wrappedBuffer(value));
            }
            builder.finish();
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    /**
     * {@code ProduceView} and size {@code 100} as {@code ProduceRequest v13, 100 partitions of 16 KiB}:
     * a workload of the view benchmark classes {@code Kwire<message>ViewBenchmark}, for a reader.
     */
    static String label(String message, String size) {
        return switch (message) {
            case "ProduceView" -> "ProduceRequest v" + PRODUCE_VERSION + ", " + size + " partitions of "
                    + PRODUCE_BATCH_BYTES / 1024 + " KiB";
            case "MetadataView" -> "MetadataResponse v" + METADATA_VERSION + ", " + size + " topics";
            case "FetchView" -> "FetchResponse v" + FETCH_VERSION + ", " + FETCH_PARTITIONS + " partitions of "
                    + size + " KiB";
            case "CreateTopicsView" -> "CreateTopicsRequest v" + CREATE_TOPICS_VERSION + ", " + size + " topics";
            default -> throw new IllegalArgumentException("no view workload " + message);
        };
    }
}
