package io.kwire.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.FetchResponseCodec;
import io.kwire.kafka.FetchResponseView;
import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.MetadataResponseCodec;
import io.kwire.kafka.ProduceRequest;
import io.kwire.kafka.ProduceRequestCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.Unpooled;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.network.Send;
import org.apache.kafka.common.network.TransferableChannel;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.record.internal.BaseRecords;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MutableRecordBatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Runs every view benchmark (issue 35) once on every size and buffer it lists, as JMH would, and
 * checks that it does the work it claims: the views read what the message holds; each patched body
 * is, byte for byte, the message with the new values as kwire's codec writes it, and decodes so with
 * kwire's codec and Kafka's class; kwire's decode-change-encode and Kafka's write the same bytes; a
 * Fetch body's records are the original's memory; every buffer made is released. And that the
 * workloads are what they say: partition counts, record batch sizes, endpoints. CI runs this; the
 * benchmarks themselves it only compiles.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ViewBenchmarksTest {
    private static final Blackhole BLACKHOLE = new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

    static Stream<Arguments> produce() throws NoSuchFieldException {
        return sizesAndBuffers(KwireProduceViewBenchmark.class, "partitions");
    }

    static Stream<Arguments> metadata() throws NoSuchFieldException {
        return sizesAndBuffers(KwireMetadataViewBenchmark.class, "topics");
    }

    static Stream<Arguments> fetch() throws NoSuchFieldException {
        return sizesAndBuffers(KwireFetchViewBenchmark.class, "recordsKiB");
    }

    static Stream<Arguments> createTopics() throws NoSuchFieldException {
        return sizesAndBuffers(KwireCreateTopicsViewBenchmark.class, "topics");
    }

    static Stream<Integer> produceSizes() throws NoSuchFieldException {
        return sizes(KwireProduceViewBenchmark.class, "partitions");
    }

    static Stream<Integer> metadataSizes() throws NoSuchFieldException {
        return sizes(KwireMetadataViewBenchmark.class, "topics");
    }

    static Stream<Integer> fetchSizes() throws NoSuchFieldException {
        return sizes(KwireFetchViewBenchmark.class, "recordsKiB");
    }

    static Stream<Integer> createTopicsSizes() throws NoSuchFieldException {
        return sizes(KwireCreateTopicsViewBenchmark.class, "topics");
    }

    /** Each pair of classes runs at the same sizes, so that every row of the table has its Kafka column. */
    @Test
    void kwireAndKafkaClassesListTheSameSizes() throws NoSuchFieldException {
        assertArrayEquals(values(KwireProduceViewBenchmark.class, "partitions"),
                values(KafkaProduceViewBenchmark.class, "partitions"));
        assertArrayEquals(values(KwireMetadataViewBenchmark.class, "topics"),
                values(KafkaMetadataViewBenchmark.class, "topics"));
        assertArrayEquals(values(KwireFetchViewBenchmark.class, "recordsKiB"),
                values(KafkaFetchViewBenchmark.class, "recordsKiB"));
        assertArrayEquals(values(KwireCreateTopicsViewBenchmark.class, "topics"),
                values(KafkaCreateTopicsViewBenchmark.class, "topics"));
        assertArrayEquals(new String[] {"heap", "direct"}, values(KwireViewState.class, "buffer"));
    }

    @ParameterizedTest
    @MethodSource("produce")
    void produceViewsReadWhatTheRequestHolds(int partitions, String buffer) {
        KwireProduceViewBenchmark kwire = new KwireProduceViewBenchmark();
        kwire.partitions = partitions;
        KafkaProduceViewBenchmark kafka = new KafkaProduceViewBenchmark();
        kafka.partitions = partitions;
        start(kwire, buffer);
        start(kafka);
        try {
            // Decoded from a heap copy, whose records are slices of one array: their offsets in it are
            // the records' indexes in the benchmark's buffer, which holds the same bytes from index 0.
            ByteBuf copy = Unpooled.wrappedBuffer(ByteBufUtil.getBytes(kwire.input, 0, kwire.length));
            ProduceRequest request = ProduceRequestCodec.INSTANCE.read(copy, kwire.version);
            long expected = 0;
            for (ProduceRequest.TopicProduceData topic : request.topicData) {
                UUID id = topic.topicId;
                for (ProduceRequest.PartitionProduceData partition : topic.partitionData) {
                    expected += (id.getMostSignificantBits() ^ id.getLeastSignificantBits()) + partition.index
                            + partition.records.readableBytes() + partition.records.arrayOffset();
                }
            }
            ProduceRequestCodec.INSTANCE.releaseBuffers(request);
            copy.release();
            assertEquals(ViewWorkloads.TRANSACTIONAL_ID, kwire.readHeader(BLACKHOLE));
            assertEquals(ViewWorkloads.ACKS, kwire.view.acks(), "the view readHeader reset reads the request's acks");
            assertEquals(expected, kwire.readPartitions());
            assertEquals(expected, kwire.readPartitions(), "again, on the reused view");
            FloorProduceViewBenchmark floor = new FloorProduceViewBenchmark();
            floor.partitions = partitions;
            floor.setUp();
            assertEquals(expected, floor.readPartitions(), "the floor reads the same fields");
            floor.tearDown();
            assertEquals(ViewWorkloads.TRANSACTIONAL_ID, kwire.readHeader(BLACKHOLE), "after a walk of the whole request");
            kwire.decode(BLACKHOLE);
            assertEquals(1, kwire.input.refCnt(), "the decode released every record slice it took");
            assertEquals(kafka.workload.kafkaMessage(), kafka.decode());
            assertEquals(kafka.workload.kafkaMessage(), kafka.decode(), "again, from the same buffer");
        } finally {
            kwire.tearDown();
            kafka.tearDown();
        }
    }

    @ParameterizedTest
    @MethodSource("metadata")
    void aPatchedMetadataResponseHasTheProxysHostsAndPorts(int topics, String buffer) {
        KwireMetadataViewBenchmark kwire = new KwireMetadataViewBenchmark();
        kwire.topics = topics;
        KafkaMetadataViewBenchmark kafka = new KafkaMetadataViewBenchmark();
        kafka.topics = topics;
        start(kwire, buffer);
        start(kafka);
        try {
            MetadataResponse expected = MetadataResponseCodec.INSTANCE.read(Unpooled.wrappedBuffer(kwire.encoded),
                    kwire.version);
            for (int b = 0; b < expected.brokers.size(); b++) {
                expected.brokers.get(b).host = ViewWorkloads.proxyHost(b);
                expected.brokers.get(b).port = ViewWorkloads.proxyPort(b);
            }
            byte[] expectedBytes = Workloads.kwireBytes(MetadataResponseCodec.INSTANCE, expected, kwire.version);
            ByteBuf body = kwire.patchedBody();
            try {
                assertArrayEquals(expectedBytes, ByteBufUtil.getBytes(body), "the view's body, byte for byte");
                MetadataResponse decoded = MetadataResponseCodec.INSTANCE.read(body.duplicate(), kwire.version);
                assertEquals(topics, decoded.topics.size());
                for (int b = 0; b < decoded.brokers.size(); b++) {
                    assertEquals(ViewWorkloads.proxyHost(b), decoded.brokers.get(b).host);
                    assertEquals(ViewWorkloads.proxyPort(b), decoded.brokers.get(b).port);
                    assertEquals(b + 1, decoded.brokers.get(b).nodeId);
                }
                MetadataResponseData kafkaDecoded = new MetadataResponseData(
                        new ByteBufferAccessor(ByteBuffer.wrap(ByteBufUtil.getBytes(body))), kwire.version);
                assertEquals(6, kafkaDecoded.brokers().size());
                for (MetadataResponseData.MetadataResponseBroker broker : kafkaDecoded.brokers()) {
                    assertEquals(ViewWorkloads.proxyHost(broker.nodeId() - 1), broker.host());
                    assertEquals(ViewWorkloads.proxyPort(broker.nodeId() - 1), broker.port());
                }
                assertEquals(topics, kafkaDecoded.topics().size());
            } finally {
                body.release();
            }
            assertEquals(expectedBytes.length, kwire.patchBrokers());
            assertEquals(1, kwire.input.refCnt(), "the body, and every slice of the original in it, released");
            assertArrayEquals(expectedBytes, ByteBufUtil.getBytes(kwire.decodeSetEncode(BLACKHOLE)));
            assertArrayEquals(expectedBytes, written(kafka.decodeSetWrite(BLACKHOLE)));
            assertArrayEquals(expectedBytes, written(kafka.decodeSetWrite(BLACKHOLE)), "again, the same output buffer");
        } finally {
            kwire.tearDown();
            kafka.tearDown();
        }
    }

    @ParameterizedTest
    @MethodSource("fetch")
    void aPatchedFetchResponseHasTheProxysEndpointsAndTheOriginalsRecords(int recordsKiB, String buffer) throws Exception {
        KwireFetchViewBenchmark kwire = new KwireFetchViewBenchmark();
        kwire.recordsKiB = recordsKiB;
        KafkaFetchViewBenchmark kafka = new KafkaFetchViewBenchmark();
        kafka.recordsKiB = recordsKiB;
        start(kwire, buffer);
        start(kafka);
        try {
            FetchResponse expected = FetchResponseCodec.INSTANCE.read(Unpooled.wrappedBuffer(kwire.encoded), kwire.version);
            byte[] expectedBytes;
            try {
                for (int e = 0; e < expected.nodeEndpoints.size(); e++) {
                    expected.nodeEndpoints.get(e).host = ViewWorkloads.proxyHost(e);
                    expected.nodeEndpoints.get(e).port = ViewWorkloads.proxyPort(e);
                }
                expectedBytes = Workloads.kwireBytes(FetchResponseCodec.INSTANCE, expected, kwire.version);
            } finally {
                FetchResponseCodec.INSTANCE.releaseBuffers(expected);
            }
            ByteBuf body = kwire.patchedBody();
            try {
                assertArrayEquals(expectedBytes, ByteBufUtil.getBytes(body), "the view's body, byte for byte");
                FetchResponse decoded = FetchResponseCodec.INSTANCE.read(body.duplicate(), kwire.version);
                try {
                    assertEquals(ViewWorkloads.NODE_ENDPOINTS, decoded.nodeEndpoints.size());
                    for (int e = 0; e < decoded.nodeEndpoints.size(); e++) {
                        assertEquals(ViewWorkloads.proxyHost(e), decoded.nodeEndpoints.get(e).host);
                        assertEquals(ViewWorkloads.proxyPort(e), decoded.nodeEndpoints.get(e).port);
                    }
                } finally {
                    FetchResponseCodec.INSTANCE.releaseBuffers(decoded);
                }
                FetchResponseData kafkaDecoded = new FetchResponseData(
                        new ByteBufferAccessor(ByteBuffer.wrap(ByteBufUtil.getBytes(body))), kwire.version);
                for (FetchResponseData.NodeEndpoint endpoint : kafkaDecoded.nodeEndpoints()) {
                    assertEquals(ViewWorkloads.proxyHost(endpoint.nodeId() - 1), endpoint.host());
                    assertEquals(ViewWorkloads.proxyPort(endpoint.nodeId() - 1), endpoint.port());
                }
                assertRecordsShared(kwire, body);
            } finally {
                body.release();
            }
            assertEquals(expectedBytes.length, kwire.patchEndpoints());
            assertEquals(1, kwire.input.refCnt(), "the body, and every slice of the original in it, released");
            assertArrayEquals(expectedBytes, ByteBufUtil.getBytes(kwire.decodeSetEncode(BLACKHOLE)));
            assertEquals(1, kwire.input.refCnt(), "the decode released every record slice it took");
            assertArrayEquals(expectedBytes, written(kafka.decodeSetWrite(BLACKHOLE)));
            byte[] sent = sent(kafka.decodeSetSend());
            assertEquals(sent.length - Integer.BYTES, ByteBuffer.wrap(sent).getInt(), "the frame's size");
            assertArrayEquals(expectedBytes, Arrays.copyOfRange(sent, sent.length - expectedBytes.length, sent.length),
                    "Kafka's Send: size, header, then the same body");
        } finally {
            kwire.tearDown();
            kafka.tearDown();
        }
    }

    /**
     * Whatever the records' size, a patched Fetch body is the same composite: as many components
     * (slices of the original, the new bytes), so the same objects, only their spans longer.
     */
    @Test
    void aPatchedFetchBodyIsTheSameCompositeWhateverTheRecordsSize() throws NoSuchFieldException {
        List<Integer> components = new ArrayList<>();
        for (String size : values(KwireFetchViewBenchmark.class, "recordsKiB")) {
            KwireFetchViewBenchmark kwire = new KwireFetchViewBenchmark();
            kwire.recordsKiB = Integer.parseInt(size);
            start(kwire, "heap");
            ByteBuf body = kwire.patchedBody();
            try {
                assertTrue(body instanceof CompositeByteBuf, "a composite of slices and new bytes");
                components.add(((CompositeByteBuf) body).numComponents());
            } finally {
                body.release();
                kwire.tearDown();
            }
        }
        assertEquals(1, new HashSet<>(components).size(), () -> "components at each size: " + components);
    }

    @ParameterizedTest
    @MethodSource("createTopics")
    void aPatchedCreateTopicsRequestHasEveryNamePrefixed(int topics, String buffer) {
        KwireCreateTopicsViewBenchmark kwire = new KwireCreateTopicsViewBenchmark();
        kwire.topics = topics;
        KafkaCreateTopicsViewBenchmark kafka = new KafkaCreateTopicsViewBenchmark();
        kafka.topics = topics;
        start(kwire, buffer);
        start(kafka);
        try {
            CreateTopicsRequest original = (CreateTopicsRequest) kwire.workload.message();
            CreateTopicsRequest expected = CreateTopicsRequestCodec.INSTANCE.read(Unpooled.wrappedBuffer(kwire.encoded),
                    kwire.version);
            for (CreateTopicsRequest.CreatableTopic topic : expected.topics) {
                topic.name = ViewWorkloads.TENANT + topic.name;
            }
            byte[] expectedBytes = Workloads.kwireBytes(CreateTopicsRequestCodec.INSTANCE, expected, kwire.version);
            ByteBuf body = kwire.patchedBody();
            try {
                assertArrayEquals(expectedBytes, ByteBufUtil.getBytes(body), "the view's body, byte for byte");
                CreateTopicsRequest decoded = CreateTopicsRequestCodec.INSTANCE.read(body.duplicate(), kwire.version);
                assertEquals(topics, decoded.topics.size());
                for (int t = 0; t < topics; t++) {
                    assertEquals("acme." + original.topics.get(t).name, decoded.topics.get(t).name);
                }
                CreateTopicsRequestData kafkaDecoded = new CreateTopicsRequestData(
                        new ByteBufferAccessor(ByteBuffer.wrap(ByteBufUtil.getBytes(body))), kwire.version);
                int t = 0;
                for (CreateTopicsRequestData.CreatableTopic topic : kafkaDecoded.topics()) {
                    assertEquals("acme." + original.topics.get(t++).name, topic.name());
                }
                assertEquals(topics, t);
            } finally {
                body.release();
            }
            assertEquals(expectedBytes.length, kwire.prefixNames());
            assertEquals(1, kwire.input.refCnt(), "the body, and every slice of the original in it, released");
            assertArrayEquals(expectedBytes, ByteBufUtil.getBytes(kwire.decodeSetEncode(BLACKHOLE)));
            assertArrayEquals(expectedBytes, written(kafka.decodeSetWrite(BLACKHOLE)));
        } finally {
            kwire.tearDown();
            kafka.tearDown();
        }
    }

    @ParameterizedTest
    @MethodSource("produceSizes")
    void theProduceRequestIsWhatItSays(int partitions) {
        Workload<?> workload = ViewWorkloads.produceRequest(partitions);
        assertEquals(13, workload.version());
        ProduceRequestData request = (ProduceRequestData) workload.kafkaMessage();
        assertEquals(ViewWorkloads.ACKS, request.acks());
        assertEquals(ViewWorkloads.TRANSACTIONAL_ID, request.transactionalId());
        Set<Uuid> topicIds = new HashSet<>();
        int count = 0;
        for (ProduceRequestData.TopicProduceData topic : request.topicData()) {
            topicIds.add(topic.topicId());
            for (ProduceRequestData.PartitionProduceData partition : topic.partitionData()) {
                assertOneBatchOf(ViewWorkloads.PRODUCE_BATCH_BYTES, partition.records());
                count++;
            }
        }
        assertEquals(ViewWorkloads.PRODUCE_TOPICS, topicIds.size(), "topic ids");
        assertEquals(partitions, count, "partitions");
    }

    @ParameterizedTest
    @MethodSource("fetchSizes")
    void theFetchResponseIsWhatItSays(int recordsKiB) {
        Workload<?> workload = ViewWorkloads.fetchResponse(recordsKiB);
        assertEquals(17, workload.version());
        FetchResponseData response = (FetchResponseData) workload.kafkaMessage();
        int count = 0;
        for (FetchResponseData.FetchableTopicResponse topic : response.responses()) {
            for (FetchResponseData.PartitionData partition : topic.partitions()) {
                assertOneBatchOf(recordsKiB * 1024, partition.records());
                count++;
            }
        }
        assertEquals(ViewWorkloads.FETCH_PARTITIONS, count, "partitions");
        assertEquals(ViewWorkloads.NODE_ENDPOINTS, response.nodeEndpoints().size(), "node endpoints");
        for (FetchResponseData.NodeEndpoint endpoint : response.nodeEndpoints()) {
            assertTrue(endpoint.host().startsWith("broker-"), endpoint.host());
            assertEquals(9092, endpoint.port());
        }
    }

    @ParameterizedTest
    @MethodSource("metadataSizes")
    void theMetadataResponseIsWhatItSays(int topics) {
        Workload<?> workload = ViewWorkloads.metadataResponse(topics);
        assertEquals(12, workload.version());
        MetadataResponseData response = (MetadataResponseData) workload.kafkaMessage();
        assertEquals(6, response.brokers().size(), "brokers");
        assertEquals(topics, response.topics().size(), "topics");
        for (MetadataResponseData.MetadataResponseTopic topic : response.topics()) {
            assertEquals(10, topic.partitions().size(), "partitions of " + topic.name());
        }
    }

    @ParameterizedTest
    @MethodSource("createTopicsSizes")
    void theCreateTopicsRequestIsWhatItSays(int topics) {
        Workload<?> workload = ViewWorkloads.createTopicsRequest(topics);
        assertEquals(7, workload.version());
        assertEquals(topics, ((CreateTopicsRequestData) workload.kafkaMessage()).topics().size(), "topics");
    }

    /**
     * Every partition's records in the patched body are the original's memory: a byte changed in the
     * original shows through the body.
     */
    private static void assertRecordsShared(KwireFetchViewBenchmark kwire, ByteBuf body) {
        FetchResponseView original = new FetchResponseView().reset(kwire.input, 0, kwire.length, kwire.version);
        FetchResponseView patched = new FetchResponseView().reset(body, kwire.version);
        int partitions = 0;
        for (int t = 0; t < original.responsesCount(); t++) {
            FetchResponseView.FetchableTopicResponseView originalTopic = original.responses(t);
            FetchResponseView.FetchableTopicResponseView patchedTopic = patched.responses(t);
            for (int p = 0; p < originalTopic.partitionsCount(); p++) {
                ByteBuf source = originalTopic.partitions(p).records();
                ByteBuf seen = patchedTopic.partitions(p).records();
                assertNotNull(seen);
                assertEquals(source.readableBytes(), seen.readableBytes());
                int at = source.readableBytes() / 2;
                byte before = source.getByte(at);
                source.setByte(at, before ^ 0x5A);
                try {
                    assertEquals((byte) (before ^ 0x5A), seen.getByte(at),
                            "partition " + p + " of topic " + t + ": the body's records are a copy, not the original's");
                } finally {
                    source.setByte(at, before);
                }
                partitions++;
            }
        }
        assertEquals(ViewWorkloads.FETCH_PARTITIONS, partitions);
    }

    /** {@code records}, as Kafka reads them, are one valid batch of {@code size} bytes. */
    private static void assertOneBatchOf(int size, BaseRecords records) {
        MemoryRecords memoryRecords = (MemoryRecords) records;
        assertEquals(size, memoryRecords.sizeInBytes(), "records' bytes");
        Iterator<MutableRecordBatch> batches = memoryRecords.batches().iterator();
        MutableRecordBatch batch = batches.next();
        batch.ensureValid();
        assertEquals(size, batch.sizeInBytes(), "the batch's bytes");
        assertTrue(batch.countOrNull() != null && batch.countOrNull() > 0, "records in the batch");
        assertTrue(!batches.hasNext(), "one batch");
    }

    /** What {@code send} writes: the frame's size, the response header, the body. */
    private static byte[] sent(Send send) throws Exception {
        Collector channel = new Collector();
        while (!send.completed()) {
            send.writeTo(channel);
        }
        return channel.bytes.toByteArray();
    }

    /** A channel that keeps what is written to it. */
    private static final class Collector implements TransferableChannel {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        @Override
        public boolean hasPendingWrites() {
            return false;
        }

        @Override
        public long transferFrom(FileChannel fileChannel, long position, long count) {
            throw new UnsupportedOperationException("no file records here");
        }

        @Override
        public long write(ByteBuffer[] sources, int offset, int length) {
            long written = 0;
            for (int i = offset; i < offset + length; i++) {
                written += write(sources[i]);
            }
            return written;
        }

        @Override
        public long write(ByteBuffer[] sources) {
            return write(sources, 0, sources.length);
        }

        @Override
        public int write(ByteBuffer source) {
            byte[] copy = new byte[source.remaining()];
            source.get(copy);
            bytes.writeBytes(copy);
            return copy.length;
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public void close() {
        }
    }

    private static void start(KwireViewState benchmark, String buffer) {
        benchmark.buffer = buffer;
        benchmark.setUp();
    }

    private static void start(KafkaViewState benchmark) {
        benchmark.setUp();
    }

    private static byte[] written(ByteBuffer out) {
        ByteBuffer copy = out.duplicate().flip();
        byte[] bytes = new byte[copy.remaining()];
        copy.get(bytes);
        return bytes;
    }

    private static String[] values(Class<?> type, String field) throws NoSuchFieldException {
        return type.getField(field).getAnnotation(Param.class).value();
    }

    private static Stream<Integer> sizes(Class<?> type, String field) throws NoSuchFieldException {
        return Arrays.stream(values(type, field)).map(Integer::valueOf);
    }

    private static Stream<Arguments> sizesAndBuffers(Class<?> type, String field) throws NoSuchFieldException {
        List<Arguments> arguments = new ArrayList<>();
        for (String size : values(type, field)) {
            for (String buffer : values(KwireViewState.class, "buffer")) {
                arguments.add(Arguments.of(Integer.parseInt(size), buffer));
            }
        }
        return arguments.stream();
    }
}
