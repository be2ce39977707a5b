package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.ServerTls;
import io.kwire.examples.broker.KafkaBroker;
import io.kwire.examples.broker.KafkaBrokerExtension;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.RequestFilter;
import io.kwire.codec.netty.RequestForm;
import io.kwire.codec.netty.RequestForms;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.CreateTopicsResponseCodec;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ListGroupsResponse;
import io.kwire.proxy.Endpoint;
import io.kwire.proxy.KafkaProxy;
import io.kwire.proxy.ProxyConnection;
import io.kwire.proxy.ProxyFilter;
import io.kwire.proxy.ProxyOptions;
import io.kwire.proxy.TopicNames;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.config.SslConfigs;
import org.apache.kafka.common.errors.SaslAuthenticationException;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The demo's proxy ({@link KafkaProxy} with {@link ProduceCounter}) between Kafka's own 4.4.0 clients
 * and real 4.4.0 brokers: Admin, an idempotent producer with every compression type, a consumer with
 * assign and seek, group consumers of both protocols, 100,000 records back exactly and counted in
 * place; a filter changing a decoded request and answering another itself; a client over TLS to the proxy; SASL passed through, over TLS both ways, to a SASL_SSL
 * broker; and that broker killed mid-stream, its clients failing while the other proxy serves on.
 * The clients are given the proxy's address only, and every broker address they see is the proxy's.
 */
@ExtendWith({KafkaBrokerExtension.class, FailOnByteBufLeaks.class})
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ProxyAgainstKafkaTest {
    private static final int RECORDS_PER_COMPRESSION = 20_000;
    private static final int PARTITIONS = 3;
    private static final Duration AWAIT = Duration.ofSeconds(60);
    private static final Pattern COUNTED = Pattern.compile("(\\S+) (\\d+) records");
    private static final String USER = "alice";
    private static final String PASSWORD = "alice-secret";

    @TempDir
    static Path directory;

    private static final ByteArrayOutputStream PRODUCE_LOG = new ByteArrayOutputStream();
    private static TestPki pki;
    private static KafkaBroker broker;
    private static KafkaBroker saslBroker;
    private static KafkaProxy proxy;
    private static KafkaProxy tlsProxy;
    private static KafkaProxy saslProxy;
    private static final SeamFilter SEAM = new SeamFilter();
    private static KafkaProxy seamProxy;

    @BeforeAll
    static void startProxies(KafkaBroker shared) throws Exception {
        broker = shared;
        pki = TestPki.create(directory.resolve("pki"));
        KeyFiles keys = pki.server();
        ServerTls clientTls = ServerTls.pem(keys.certificateChain(), keys.privateKey()).build();
        PrintStream log = new PrintStream(PRODUCE_LOG, true, StandardCharsets.UTF_8);
        proxy = KafkaProxy.start(ProxyArguments.parse(List.of("--bootstrap", broker.bootstrap(), "--host",
                "127.0.0.1", "--port", "0")).options().filter(new ProduceCounter(log)));
        tlsProxy = KafkaProxy.start(onLoopback(broker.bootstrap()).clientTls(clientTls));
        seamProxy = KafkaProxy.start(onLoopback(broker.bootstrap()).filter(SEAM));
        saslBroker = KafkaBroker.startWithSaslSsl(keys);
        saslBroker.addScramUser(USER, PASSWORD);
        saslProxy = KafkaProxy.start(onLoopback(saslBroker.saslSslBootstrap()).clientTls(clientTls)
                .brokerTls(ClientTls.trusting(pki.caCertificate()).build()));
    }

    @AfterAll
    static void stopProxies() {
        for (AutoCloseable closeable : new AutoCloseable[] {proxy, tlsProxy, seamProxy, saslProxy, saslBroker}) {
            try {
                if (closeable != null) {
                    closeable.close();
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** A proxy on a free loopback port to the cluster of {@code bootstrap}, a broker port after it. */
    private static ProxyOptions onLoopback(String bootstrap) {
        int colon = bootstrap.lastIndexOf(':');
        return ProxyOptions.to(new Endpoint(bootstrap.substring(0, colon),
                Integer.parseInt(bootstrap.substring(colon + 1)))).listen("127.0.0.1", 0).brokerPorts(1);
    }

    @Test
    @Order(1)
    void adminCreatesListsDescribesAndDeletesTopicsAndSeesOnlyTheProxy() throws Exception {
        String topic = "admin-topic";
        try (Admin admin = Admin.create(via(proxy))) {
            admin.createTopics(List.of(new NewTopic(topic, PARTITIONS, (short) 1))).all().get(30, TimeUnit.SECONDS);
            assertTrue(admin.listTopics().names().get(30, TimeUnit.SECONDS).contains(topic));
            TopicDescription description = admin.describeTopics(List.of(topic)).allTopicNames()
                    .get(30, TimeUnit.SECONDS).get(topic);
            assertEquals(PARTITIONS, description.partitions().size());
            for (var partition : description.partitions()) {
                assertEquals(proxy.port() + 1, partition.leader().port(), "the leader is the proxy's broker port");
            }
            for (Node node : admin.describeCluster().nodes().get(30, TimeUnit.SECONDS)) {
                assertEquals("127.0.0.1:" + (proxy.port() + 1), node.host() + ":" + node.port());
            }
            admin.deleteTopics(List.of(topic)).all().get(30, TimeUnit.SECONDS);
            awaitUntil(() -> !admin.listTopics().names().get(30, TimeUnit.SECONDS).contains(topic),
                    "the deleted topic is gone");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"none", "gzip", "snappy", "lz4", "zstd"})
    @Order(2)
    void everyCompressionCarries20000RecordsThereAndBackExactlyCountedInPlace(String compression) throws Exception {
        String topic = "compressed-" + compression;
        createTopic(topic);
        Properties producer = via(proxy);
        producer.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, compression);
        List<String> sent = produce(producer, topic, RECORDS_PER_COMPRESSION);
        List<String> read = consumeAssigned(via(proxy), topic, RECORDS_PER_COMPRESSION);
        assertEquals(sorted(sent), sorted(read), "every record came back through the proxy, once");
        assertEquals(RECORDS_PER_COMPRESSION, countedByTheDemo().getOrDefault(topic, 0),
                "the demo's lines count every record produced");
    }

    @ParameterizedTest
    @ValueSource(strings = {"classic", "consumer"})
    @Order(3)
    void aGroupConsumerOfEitherProtocolReadsEveryRecord(String protocol) throws Exception {
        String topic = "grouped-" + protocol;
        createTopic(topic);
        List<String> sent = produce(via(proxy), topic, 300);
        Properties consumer = via(proxy);
        consumer.put(ConsumerConfig.GROUP_ID_CONFIG, "group-" + protocol);
        consumer.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, protocol);
        consumer.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        List<String> read = new ArrayList<>();
        try (KafkaConsumer<String, String> group = new KafkaConsumer<>(consumer, new StringDeserializer(),
                new StringDeserializer())) {
            group.subscribe(List.of(topic));
            pollUntil(group, read, sent.size());
            group.commitSync(Duration.ofSeconds(30));
            assertEquals(PARTITIONS, group.assignment().size(), "the group gave its one member every partition");
        }
        assertEquals(sorted(sent), sorted(read));
    }

    /**
     * A filter through the seam: CreateTopics decoded, changed and encoded again, its context seen with
     * its response, the new topic's id then looked up by a Metadata request of the proxy's own on the
     * client's broker connection; ListGroups answered by the proxy itself, the broker never asked;
     * DescribeConfigs making it throw.
     */
    private static final class SeamFilter implements ProxyFilter {
        private final List<Object> contexts = new CopyOnWriteArrayList<>();
        private final TopicNames names = new TopicNames();
        private final List<CompletableFuture<String>> lookedUp = new CopyOnWriteArrayList<>();

        @Override
        public RequestFilter forms() {
            return RequestForms.otherwise(RequestForm.FRAME).with(KwireApis.CREATE_TOPICS, RequestForm.MESSAGE)
                    .with(KwireApis.LIST_GROUPS, RequestForm.MESSAGE);
        }

        @Override
        public void onRequest(ProxyConnection connection, Object request) {
            if (request instanceof KafkaFrame frame && frame.apiKey() == KwireApis.DESCRIBE_CONFIGS.apiKey()) {
                throw new IllegalStateException("a filter's bug");
            } else if (!(request instanceof KafkaRequest<?, ?> decoded)) {
                connection.forward(request);
            } else if (decoded.apiKey() == KwireApis.LIST_GROUPS.apiKey()) {
                connection.answer(decoded.as(KwireApis.LIST_GROUPS).respond(new ListGroupsResponse()));
            } else {
                List<String> names = new ArrayList<>();
                for (CreateTopicsRequest.CreatableTopic topic : decoded.as(KwireApis.CREATE_TOPICS).body().topics) {
                    topic.numPartitions = 2;
                    names.add(topic.name);
                }
                connection.forward(decoded, names);
            }
        }

        @Override
        public KafkaFrame onResponse(ProxyConnection connection, KafkaFrame response, Object context) {
            if (context != null) {
                contexts.add(response.apiKey() + " " + context);
                for (CreateTopicsResponse.CreatableTopicResult created : response.readBody(
                        CreateTopicsResponseCodec.INSTANCE).topics) {
                    lookedUp.add(names.lookUp(created.topicId, connection.broker()));
                }
            }
            return response;
        }
    }

    @Test
    @Order(4)
    void theSeamChangesADecodedRequestSeesItsContextWithTheResponseAndAnswersAnotherItself() throws Exception {
        String topic = "seam-changed";
        try (Admin admin = Admin.create(via(seamProxy))) {
            admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all().get(30, TimeUnit.SECONDS);
            assertEquals(List.of(), admin.listGroups().all().get(30, TimeUnit.SECONDS),
                    "the proxy's own empty answer");
        }
        assertEquals(2, broker.awaitTopic(topic, description -> true).partitions().size(),
                "the broker got the changed request");
        assertEquals(List.of(KwireApis.CREATE_TOPICS.apiKey() + " [" + topic + "]"), SEAM.contexts);
        assertEquals(topic, SEAM.lookedUp.get(0).get(30, TimeUnit.SECONDS), "the broker named the new topic's id");
        assertTrue(!broker.admin().listGroups().all().get(30, TimeUnit.SECONDS).isEmpty(),
                "the broker has the groups of the earlier test, which the proxy hid");

        Properties impatient = via(seamProxy);
        impatient.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 2_000);
        impatient.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 3_000);
        try (Admin admin = Admin.create(impatient)) {
            assertThrows(ExecutionException.class, () -> admin.describeConfigs(List.of(new ConfigResource(
                    ConfigResource.Type.TOPIC, topic))).all().get(30, TimeUnit.SECONDS), "the filter's failure");
            assertTrue(admin.listTopics().names().get(30, TimeUnit.SECONDS).contains(topic),
                    "only the connection the filter failed on was closed");
        }
    }

    @Test
    @Order(4)
    void aClientOverTlsToTheProxyProducesAndConsumes() throws Exception {
        String topic = "over-tls";
        createTopic(topic);
        Properties tls = via(tlsProxy);
        tls.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SSL");
        trustTheTestCa(tls);
        List<String> sent = produce(tls, topic, 500);
        assertEquals(sorted(sent), sorted(consumeAssigned(tls, topic, sent.size())));
    }

    @Test
    @Order(5)
    void saslPassesThroughToTheSaslBrokerAndAWrongPasswordIsRefusedAsKafkaRefusesIt() throws Exception {
        String topic = "through-sasl";
        try (Admin admin = Admin.create(saslVia(saslProxy, PASSWORD))) {
            admin.createTopics(List.of(new NewTopic(topic, PARTITIONS, (short) 1))).all().get(30, TimeUnit.SECONDS);
        }
        saslBroker.awaitTopic(topic, description -> description.partitions().size() == PARTITIONS);
        List<String> sent = produce(saslVia(saslProxy, PASSWORD), topic, 500);
        assertEquals(sorted(sent), sorted(consumeAssigned(saslVia(saslProxy, PASSWORD), topic, sent.size())));

        Properties wrong = saslVia(saslProxy, "guess");
        wrong.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 5_000);
        wrong.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 10_000);
        try (Admin admin = Admin.create(wrong)) {
            ExecutionException failed = assertThrows(ExecutionException.class,
                    () -> admin.listTopics().names().get(30, TimeUnit.SECONDS));
            assertInstanceOf(SaslAuthenticationException.class, failed.getCause());
        }
    }

    @Test
    @Order(6)
    void aBrokerDyingMidStreamFailsItsClientsWhileTheOtherProxyServesOn() throws Exception {
        String topic = "dying";
        try (Admin admin = Admin.create(saslVia(saslProxy, PASSWORD))) {
            admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all().get(30, TimeUnit.SECONDS);
        }
        saslBroker.awaitTopic(topic, description -> description.partitions().size() == 1);
        Properties config = saslVia(saslProxy, PASSWORD);
        config.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 6_000);
        config.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, 3_000);
        config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 6_000);
        AtomicInteger acknowledged = new AtomicInteger();
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(config, new StringSerializer(),
                new StringSerializer())) {
            Exception failure = null;
            for (int i = 0; failure == null && i < 1_000_000; i++) {
                if (acknowledged.get() == 200) {
                    saslBroker.process().destroyForcibly();
                    saslBroker.process().onExit().get(30, TimeUnit.SECONDS);
                }
                try {
                    producer.send(new ProducerRecord<>(topic, "value-" + i)).get(30, TimeUnit.SECONDS);
                    acknowledged.incrementAndGet();
                } catch (ExecutionException e) {
                    failure = e;
                }
            }
            assertTrue(failure != null && acknowledged.get() == 200,
                    "the producer had its records acknowledged until the broker died, then failed: " + failure);
        }
        // The same proxy still takes connections, and its new clients fail as Kafka's do without a broker.
        Properties late = saslVia(saslProxy, PASSWORD);
        late.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 2_000);
        late.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 3_000);
        try (Admin admin = Admin.create(late)) {
            assertThrows(ExecutionException.class, () -> admin.listTopics().names().get(30, TimeUnit.SECONDS));
        }
        // The other proxy, in the same process, serves on.
        String topic2 = "after-a-death";
        createTopic(topic2);
        List<String> sent = produce(via(proxy), topic2, 100);
        assertEquals(sorted(sent), sorted(consumeAssigned(via(proxy), topic2, sent.size())));
    }

    private static Properties via(KafkaProxy through) {
        Properties properties = new Properties();
        properties.put(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, through.bootstrapServers());
        return properties;
    }

    private static Properties saslVia(KafkaProxy through, String password) throws Exception {
        Properties properties = via(through);
        properties.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SASL_SSL");
        properties.put(SaslConfigs.SASL_MECHANISM, "SCRAM-SHA-256");
        properties.put(SaslConfigs.SASL_JAAS_CONFIG, "org.apache.kafka.common.security.scram.ScramLoginModule"
                + " required username=\"" + USER + "\" password=\"" + password + "\";");
        trustTheTestCa(properties);
        return properties;
    }

    private static void trustTheTestCa(Properties properties) throws Exception {
        properties.put(SslConfigs.SSL_TRUSTSTORE_TYPE_CONFIG, "PEM");
        properties.put(SslConfigs.SSL_TRUSTSTORE_CERTIFICATES_CONFIG, Files.readString(pki.caCertificate()));
    }

    /**
     * Creates {@code topic} through the proxy and waits until the broker leads each partition: a produce
     * sent before that fails with NOT_LEADER_OR_FOLLOWER, and an idempotent producer whose next request
     * got in then retries the first one forever with OUT_OF_ORDER_SEQUENCE_NUMBER (KAFKA-15591).
     */
    private static void createTopic(String topic) throws Exception {
        try (Admin admin = Admin.create(via(proxy))) {
            admin.createTopics(List.of(new NewTopic(topic, PARTITIONS, (short) 1))).all().get(30, TimeUnit.SECONDS);
        }
        broker.awaitTopic(topic, description -> description.partitions().size() == PARTITIONS
                && description.partitions().stream().allMatch(partition -> partition.leader() != null));
    }

    /** Sends {@code count} records with an idempotent producer, spread over the partitions; returns their values. */
    private static List<String> produce(Properties config, String topic, int count) throws Exception {
        config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        config.put(ProducerConfig.LINGER_MS_CONFIG, 5);
        List<String> values = IntStream.range(0, count).mapToObj(i -> topic + "-value-" + i).toList();
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(config, new StringSerializer(),
                new StringSerializer())) {
            List<Future<?>> acknowledged = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                acknowledged.add(producer.send(new ProducerRecord<>(topic, i % PARTITIONS, "key-" + i, values.get(i))));
            }
            for (Future<?> ack : acknowledged) {
                ack.get(60, TimeUnit.SECONDS);
            }
        }
        return values;
    }

    /** Reads {@code count} records from every partition of {@code topic} with assign and seek to the beginning. */
    private static List<String> consumeAssigned(Properties config, String topic, int count) {
        List<TopicPartition> partitions = IntStream.range(0, PARTITIONS)
                .mapToObj(p -> new TopicPartition(topic, p)).toList();
        List<String> values = new ArrayList<>(count);
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(config, new StringDeserializer(),
                new StringDeserializer())) {
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            pollUntil(consumer, values, count);
        }
        return values;
    }

    /** Polls until {@code count} values are in, or a minute passed. */
    private static void pollUntil(KafkaConsumer<String, String> consumer, List<String> values, int count) {
        long deadline = System.nanoTime() + AWAIT.toNanos();
        while (values.size() < count && System.nanoTime() < deadline) {
            for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
                values.add(record.value());
            }
        }
    }

    /** The records per topic that the demo's Produce lines counted so far. */
    private static Map<String, Integer> countedByTheDemo() {
        Map<String, Integer> counted = new HashMap<>();
        for (String line : PRODUCE_LOG.toString(StandardCharsets.UTF_8).lines().toList()) {
            Matcher count = COUNTED.matcher(line.substring(line.indexOf(':') + 1));
            while (count.find()) {
                counted.merge(count.group(1), Integer.parseInt(count.group(2)), Integer::sum);
            }
        }
        return counted;
    }

    private static List<String> sorted(Collection<String> values) {
        return values.stream().sorted().toList();
    }

    private interface Condition {
        boolean holds() throws Exception;
    }

    private static void awaitUntil(Condition condition, String what) throws Exception {
        long deadline = System.nanoTime() + AWAIT.toNanos();
        while (!condition.holds()) {
            assertTrue(System.nanoTime() < deadline, what + " within " + AWAIT);
            Thread.sleep(100);
        }
    }
}
