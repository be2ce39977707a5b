package io.kwire.examples.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.records.Compression;
import io.kwire.examples.broker.KafkaBroker;
import io.kwire.examples.broker.KafkaBrokerExtension;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.KwireApis;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.protocol.Errors;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link KwireRecordsClient} against a real Apache Kafka 4.4.0 broker, with Kafka's own clients as the oracle:
 * Kafka's {@code KafkaConsumer} reads back exactly what kwire produced, and kwire fetches exactly what Kafka's
 * {@code KafkaProducer} wrote, in every compression; then every version of Produce and Fetch the broker
 * advertises, by topic name (up to v12) and by topic id (v13 on).
 */
@ExtendWith({KafkaBrokerExtension.class, FailOnByteBufLeaks.class})
class KwireRecordsClientAgainstKafkaTest {
    private static final int TIMEOUT_SECONDS = 30;
    /** Small enough that the broker cuts batches off at the end of a fetch, so that reading must stop before them. */
    private static final int SMALL_FETCH_BYTES = 3000;
    private static final int LARGE_FETCH_BYTES = 1 << 20;
    private static final List<Compression> ALL_COMPRESSIONS = List.of(Compression.values());

    private static ClientConnection connection;
    private static Map<Short, ApiVersionsResponse.ApiVersion> advertised;

    @BeforeAll
    static void openConnection(KafkaBroker broker) throws Exception {
        String[] hostPort = broker.bootstrap().split(":");
        connection = ClientConnection.open(hostPort[0], Integer.parseInt(hostPort[1]), "kwire-records-test", null);
        ApiVersionsRequest request = new ApiVersionsRequest();
        request.clientSoftwareName = "kwire-records-test";
        request.clientSoftwareVersion = "0.1.0";
        advertised = get(connection.kafka().send(KwireApis.API_VERSIONS, KwireApis.API_VERSIONS.highestVersion(),
                request)).apiKeys.stream().collect(Collectors.toMap(range -> range.apiKey, range -> range));
    }

    @AfterAll
    static void closeConnection() {
        if (connection != null) {
            connection.close();
        }
    }

    @Test
    void kafkaConsumerReadsBackExactlyWhatKwireProduced(KafkaBroker broker) throws Exception {
        String topic = createTopic(broker, "records-kwire-produced");
        TestRecords random = new TestRecords(1);
        List<String> expected = new ArrayList<>();
        try (KwireRecordsClient kwire = client(broker)) {
            assertEquals(13, kwire.version(KwireApis.PRODUCE), "Kafka 4.4's newest Produce names topics by id");
            for (Compression compression : ALL_COMPRESSIONS) {
                for (Acks acks : Acks.values()) {
                    List<NewRecord> batch = random.next(25, true);
                    ProduceOutcome outcome = get(kwire.produce(topic, 0, batch, compression, acks));
                    assertEquals(new ProduceOutcome(Errors.NONE.code(), null, expected.size()), outcome,
                            compression + ", acks " + acks);
                    expected.addAll(TestRecords.lines(outcome.baseOffset(), batch));
                }
            }
            assertEquals(new ListedOffset(Errors.NONE.code(), expected.size(), -1L),
                    get(kwire.listOffset(topic, 0, KwireRecordsClient.LATEST)));
            assertEquals(new ListedOffset(Errors.NONE.code(), 0L, -1L),
                    get(kwire.listOffset(topic, 0, KwireRecordsClient.EARLIEST)));
        }
        List<ConsumerRecord<byte[], byte[]>> consumed = consume(broker, topic, expected.size());
        assertEquals(expected, consumed.stream().map(TestRecords::line).toList());
        assertTrue(consumed.stream().allMatch(record -> record.timestampType() == TimestampType.CREATE_TIME));
    }

    @Test
    void kwireFetchesExactlyWhatKafkaProducerWrote(KafkaBroker broker) throws Exception {
        String topic = createTopic(broker, "records-kafka-produced");
        TestRecords random = new TestRecords(2);
        List<String> expected = new ArrayList<>();
        for (Compression compression : ALL_COMPRESSIONS) {
            expected.addAll(produceWithKafka(broker, topic, compression, random));
        }
        try (KwireRecordsClient kwire = client(broker)) {
            assertEquals(18, kwire.version(KwireApis.FETCH), "Kafka 4.4's newest Fetch names topics by id");
            Fetched all = fetchAll(kwire, topic, 0L, SMALL_FETCH_BYTES);
            assertEquals(expected, all.lines());
            assertTrue(all.sawPartialBatch(), "the broker cut a batch off at " + SMALL_FETCH_BYTES + " bytes");

            FetchOutcome whole = get(kwire.fetch(topic, 0, 0L, LARGE_FETCH_BYTES));
            assertEquals(expected.size(), whole.highWatermark());
            assertEquals(expected, whole.records().stream().map(TestRecords::line).toList());
            assertEquals(new FetchOutcome(Errors.NONE.code(), expected.size(), whole.records(), expected.size(), 0),
                    whole);

            long inside = expected.size() / 2 + 1;
            FetchOutcome fromMiddle = get(kwire.fetch(topic, 0, inside, LARGE_FETCH_BYTES));
            assertEquals(expected.subList((int) inside, expected.size()),
                    fromMiddle.records().stream().map(TestRecords::line).toList(),
                    "records before the offset asked for, in its batch, are left out");
        }
    }

    @Test
    void kafkasErrorsComeBackAsOutcomes(KafkaBroker broker) throws Exception {
        String topic = createTopic(broker, "records-errors");
        try (KwireRecordsClient kwire = client(broker)) {
            List<NewRecord> one = new TestRecords(3).next(1, false);
            assertEquals(new ProduceOutcome(Errors.UNKNOWN_TOPIC_OR_PARTITION.code(), null, -1L),
                    get(kwire.produce("records-absent", 0, one, Compression.NONE, Acks.ALL)),
                    "Metadata finds no id for the topic");
            ProduceOutcome noPartition = get(kwire.produce(topic, 7, one, Compression.NONE, Acks.ALL));
            assertEquals(Errors.UNKNOWN_TOPIC_OR_PARTITION.code(), noPartition.errorCode(), noPartition::toString);
            assertEquals(Errors.NONE.code(), get(kwire.produce(topic, 0, one, Compression.NONE, Acks.ALL))
                    .errorCode());
            FetchOutcome beyond = get(kwire.fetch(topic, 0, 5L, LARGE_FETCH_BYTES));
            assertEquals(Errors.OFFSET_OUT_OF_RANGE.code(), beyond.errorCode(), beyond::toString);
            assertEquals(List.of(), beyond.records());
            assertEquals(Errors.UNKNOWN_TOPIC_OR_PARTITION.code(),
                    get(kwire.fetch("records-absent", 0, 0L, LARGE_FETCH_BYTES)).errorCode());
        }
    }

    /**
     * Produces a batch at each Produce version (by name to v12, by id from v13), then reads the partition back at
     * each Fetch version. Without zstd: Produce before v7 and Fetch before v10 refuse it.
     */
    @TestFactory
    Stream<DynamicTest> everyProduceAndFetchVersionTheBrokerAdvertises(KafkaBroker broker) throws Exception {
        String topic = createTopic(broker, "records-versions");
        List<Compression> compressions = List.of(Compression.NONE, Compression.GZIP, Compression.SNAPPY,
                Compression.LZ4);
        TestRecords random = new TestRecords(4);
        List<String> expected = new ArrayList<>();
        Stream<DynamicTest> produces = versions(KwireApis.PRODUCE).stream().map(version -> dynamicTest(
                "Produce v" + version, () -> {
                    Compression compression = compressions.get(version % compressions.size());
                    List<NewRecord> batch = random.next(10, true);
                    ProduceOutcome outcome = get(requests(KwireApis.PRODUCE, version)
                            .produce(topic, 0, batch, compression, Acks.ALL));
                    assertEquals(new ProduceOutcome(Errors.NONE.code(), null, expected.size()), outcome);
                    expected.addAll(TestRecords.lines(outcome.baseOffset(), batch));
                }));
        Stream<DynamicTest> fetches = versions(KwireApis.FETCH).stream().map(version -> dynamicTest(
                "Fetch v" + version, () -> {
                    RecordRequests requests = requests(KwireApis.FETCH, version);
                    List<String> fetched = new ArrayList<>();
                    long offset = 0;
                    while (offset < expected.size()) {
                        FetchOutcome outcome = get(requests.fetch(topic, 0, offset, SMALL_FETCH_BYTES));
                        assertEquals(Errors.NONE.code(), outcome.errorCode(), outcome::toString);
                        assertNotEquals(offset, outcome.nextOffset(), "a fetch that moves on");
                        outcome.records().forEach(record -> fetched.add(TestRecords.line(record)));
                        offset = outcome.nextOffset();
                    }
                    assertTrue(expected.size() > 50, "every Produce version wrote its batch first");
                    assertEquals(expected, fetched);
                }));
        return Stream.concat(produces, fetches);
    }

    private static KwireRecordsClient client(KafkaBroker broker) throws Exception {
        String[] hostPort = broker.bootstrap().split(":");
        return KwireRecordsClient.connect(hostPort[0], Integer.parseInt(hostPort[1]));
    }

    private static String createTopic(KafkaBroker broker, String name) throws Exception {
        broker.admin().createTopics(List.of(new NewTopic(name, 1, (short) 1))).all().get();
        broker.awaitTopic(name, topic -> topic.partitions().get(0).leader() != null);
        // The leader named in the metadata may not serve yet (NOT_LEADER_OR_FOLLOWER to kwire's client,
        // which does not retry); Admin retries listOffsets until it does.
        broker.admin().listOffsets(Map.of(new TopicPartition(name, 0), OffsetSpec.latest())).all()
                .get(30, TimeUnit.SECONDS);
        return name;
    }

    /** The versions of {@code api} that both the broker and kwire speak. */
    private static List<Short> versions(ApiCodecs<?, ?> api) {
        ApiVersionsResponse.ApiVersion range = advertised.get(api.apiKey());
        List<Short> versions = IntStream.rangeClosed(Math.max(range.minVersion, api.lowestVersion()),
                Math.min(range.maxVersion, api.highestVersion())).mapToObj(version -> (short) version).toList();
        assertTrue(versions.size() > 5, "API " + api.apiKey() + ": " + versions);
        return versions;
    }

    /**
     * The records client's requests over the class's connection, made to see the broker offer {@code api} at
     * {@code version} only, as an older broker would.
     */
    private static RecordRequests requests(ApiCodecs<?, ?> api, short version) {
        ApiVersionsResponse offered = new ApiVersionsResponse();
        advertised.values().forEach(range -> {
            ApiVersionsResponse.ApiVersion copy = new ApiVersionsResponse.ApiVersion();
            copy.apiKey = range.apiKey;
            copy.minVersion = range.apiKey == api.apiKey() ? version : range.minVersion;
            copy.maxVersion = range.apiKey == api.apiKey() ? version : range.maxVersion;
            offered.apiKeys.add(copy);
        });
        ServerVersions versions = new ServerVersions(offered);
        assertEquals(version, versions.highest(api, "the API under test"));
        return new RecordRequests(connection.kafka(), versions);
    }

    private static List<String> produceWithKafka(KafkaBroker broker, String topic, Compression compression,
            TestRecords random) throws Exception {
        Map<String, Object> config = Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap(),
                ProducerConfig.COMPRESSION_TYPE_CONFIG, compression.kafkaName(),
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.LINGER_MS_CONFIG, 1000);
        List<String> written = new ArrayList<>();
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config, new ByteArraySerializer(),
                new ByteArraySerializer())) {
            for (int batch = 0; batch < 2; batch++) {
                List<NewRecord> records = random.next(20, false);
                List<Future<RecordMetadata>> sent = new ArrayList<>();
                for (NewRecord record : records) {
                    RecordHeaders headers = new RecordHeaders();
                    record.headers().forEach(header -> headers.add(header.key(), header.value()));
                    sent.add(producer.send(new ProducerRecord<>(topic, 0, record.timestamp(), record.key(),
                            record.value(), headers)));
                }
                producer.flush();
                for (int i = 0; i < records.size(); i++) {
                    written.add(TestRecords.line(sent.get(i).get().offset(), records.get(i)));
                }
            }
        }
        return written;
    }

    private static List<ConsumerRecord<byte[], byte[]>> consume(KafkaBroker broker, String topic, int count) {
        Map<String, Object> config = Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap(),
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        List<ConsumerRecord<byte[], byte[]>> consumed = new ArrayList<>();
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(config, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            TopicPartition partition = new TopicPartition(topic, 0);
            consumer.assign(List.of(partition));
            consumer.seek(partition, 0L);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
            while (consumed.size() < count && System.nanoTime() < deadline) {
                consumer.poll(Duration.ofMillis(200)).forEach(consumed::add);
            }
        }
        return consumed;
    }

    /** Fetches from {@code offset} to the high watermark, {@code maxBytes} at a time. */
    private static Fetched fetchAll(KwireRecordsClient kwire, String topic, long offset, int maxBytes)
            throws Exception {
        List<String> lines = new ArrayList<>();
        boolean partial = false;
        while (true) {
            FetchOutcome outcome = get(kwire.fetch(topic, 0, offset, maxBytes));
            assertEquals(Errors.NONE.code(), outcome.errorCode(), outcome::toString);
            outcome.records().forEach(record -> lines.add(TestRecords.line(record)));
            partial |= outcome.partialBatchBytes() > 0;
            if (outcome.nextOffset() >= outcome.highWatermark()) {
                return new Fetched(lines, partial);
            }
            assertNotEquals(offset, outcome.nextOffset(), "a fetch that moves on");
            offset = outcome.nextOffset();
        }
    }

    /** What a run of fetches read, and whether one of them ended in a batch the broker cut off. */
    private record Fetched(List<String> lines, boolean sawPartialBatch) {
    }

    private static <T> T get(CompletableFuture<T> future) throws Exception {
        return future.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }
}
