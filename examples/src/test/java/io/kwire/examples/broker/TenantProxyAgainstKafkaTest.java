package io.kwire.examples.broker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ConnectionClosedException;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.ViewedRequest;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.DescribeConfigsRequest;
import io.kwire.kafka.KwireApis;
import io.kwire.proxy.Endpoint;
import io.kwire.proxy.KafkaProxy;
import io.kwire.proxy.ProxyConnection;
import io.kwire.proxy.ProxyFilter;
import io.kwire.proxy.ProxyOptions;
import io.kwire.proxy.tenant.TenantFilter;
import io.kwire.proxy.tenant.TenantNames;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.admin.GroupListing;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.GroupType;
import org.apache.kafka.common.TopicCollection;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;
import org.apache.kafka.common.errors.UnsupportedVersionException;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Tenant mode against a real Kafka 4.4.0 broker, through {@link KafkaProxy} with a
 * {@link TenantFilter}, with Kafka's own {@code Admin}, idempotent producers (every compression type,
 * 100,000 records) and consumers (assign and seek, a classic group, a KIP-848 group subscribed by
 * pattern): the clients see their names, the broker holds them under the tenant's prefix (checked
 * with the broker's own admin), a second tenant neither sees nor touches the first's topics, and an
 * API tenant mode does not offer is refused.
 */
@ExtendWith({KafkaBrokerExtension.class, FailOnByteBufLeaks.class})
class TenantProxyAgainstKafkaTest {
    private static final int RECORDS = 100_000;
    private static final Set<String> SEEN = new ConcurrentSkipListSet<>();

    private static KafkaProxy acme;
    private static KafkaProxy globex;

    /** Notes each request's API and version as the client sent it, then lets tenant mode rename it. */
    private static final ProxyFilter SEEN_REQUESTS = new ProxyFilter() {
        @Override
        public void onRequest(ProxyConnection connection, Object request) {
            if (request instanceof ViewedRequest viewed) {
                SEEN.add(viewed.apiKey() + " v" + viewed.apiVersion());
            } else if (request instanceof KafkaFrame frame) {
                SEEN.add(frame.apiKey() + " v" + frame.apiVersion());
            }
            connection.forward(request);
        }
    };

    @BeforeAll
    static void startProxies(KafkaBroker broker) {
        String[] hostPort = broker.bootstrap().split(":");
        Endpoint cluster = new Endpoint(hostPort[0], Integer.parseInt(hostPort[1]));
        acme = KafkaProxy.start(ProxyOptions.to(cluster).listen("127.0.0.1", 0).brokerPorts(1)
                .filter(new TenantFilter(new TenantNames("acme"), SEEN_REQUESTS)));
        globex = KafkaProxy.start(ProxyOptions.to(cluster).listen("127.0.0.1", 0).brokerPorts(1)
                .filter(new TenantFilter(new TenantNames("globex"))));
    }

    @AfterAll
    static void stopProxies() {
        if (acme != null) {
            acme.close();
        }
        if (globex != null) {
            globex.close();
        }
        System.out.println("APIs Kafka's clients sent in tenant mode: " + SEEN);
    }

    private static Properties via(KafkaProxy proxy) {
        Properties properties = new Properties();
        properties.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, proxy.bootstrapServers());
        return properties;
    }

    @Test
    void eachTenantSeesAndTouchesItsOwnTopicsOnly(KafkaBroker broker) throws Exception {
        Uuid ordersId;
        try (Admin admin = Admin.create(via(acme))) {
            admin.createTopics(List.of(new NewTopic("orders", 3, (short) 1), new NewTopic("scratch", 1, (short) 1)))
                    .all().get(30, TimeUnit.SECONDS);
            broker.awaitTopicNames(names -> names.containsAll(List.of("acme.orders", "acme.scratch")));
            assertEquals(Set.of("orders", "scratch"), admin.listTopics().names().get(30, TimeUnit.SECONDS));
            TopicDescription orders = admin.describeTopics(List.of("orders")).allTopicNames()
                    .get(30, TimeUnit.SECONDS).get("orders");
            assertEquals("orders", orders.name());
            assertEquals(3, orders.partitions().size());
            ordersId = orders.topicId();
            admin.deleteTopics(List.of("scratch")).all().get(30, TimeUnit.SECONDS);
            broker.awaitTopicNames(names -> !names.contains("acme.scratch"));
        }
        try (Admin admin = Admin.create(via(globex))) {
            admin.createTopics(List.of(new NewTopic("ledger", 1, (short) 1))).all().get(30, TimeUnit.SECONDS);
            broker.awaitTopicNames(names -> names.contains("globex.ledger"));
            assertEquals(Set.of("ledger"), admin.listTopics().names().get(30, TimeUnit.SECONDS));
            ExecutionException unknown = assertThrows(ExecutionException.class,
                    () -> admin.describeTopics(List.of("orders")).allTopicNames().get(30, TimeUnit.SECONDS));
            assertInstanceOf(UnknownTopicOrPartitionException.class, unknown.getCause());
            ExecutionException notDeleted = assertThrows(ExecutionException.class,
                    () -> admin.deleteTopics(List.of("orders")).all().get(30, TimeUnit.SECONDS));
            assertInstanceOf(UnknownTopicOrPartitionException.class, notDeleted.getCause());
        }
        Properties quick = via(globex);
        quick.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 3000);
        quick.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 3000);
        try (Admin admin = Admin.create(quick)) {
            Uuid id = ordersId;
            ExecutionException refused = assertThrows(ExecutionException.class, () -> admin.describeTopics(
                    TopicCollection.ofTopicIds(List.of(id))).allTopicIds().get(30, TimeUnit.SECONDS));
            assertInstanceOf(TimeoutException.class, refused.getCause(),
                    "the proxy closes every connection that asks for acme's topic by id, until the client gives up");
        }
        Set<String> cluster = broker.admin().listTopics().names().get(30, TimeUnit.SECONDS);
        assertTrue(cluster.containsAll(List.of("acme.orders", "globex.ledger")), cluster.toString());
        assertFalse(cluster.contains("orders") || cluster.contains("ledger"), cluster.toString());

        produce("orders");
        assertEquals(expected(), consumeAssigned("orders"));
        assertEquals(expected(), consumeInGroup("billing", "classic", null));
        assertEquals(expected(), consumeInGroup("audit", "consumer", Pattern.compile("ord.*")));
        Set<String> groups = broker.admin().listGroups().all().get(30, TimeUnit.SECONDS).stream()
                .map(GroupListing::groupId).collect(Collectors.toSet());
        assertTrue(groups.containsAll(List.of("acme.billing", "acme.audit")), groups.toString());
        adminSeesItsGroupsOnly();
        // DescribeTopicPartitions, Produce by id, InitProducerId, ListOffsets, Fetch, the groups' APIs
        List<String> through = List.of("75 v0", "0 v13", "22 v", "2 v", "1 v", "10 v", "11 v", "14 v", "8 v", "9 v",
                "68 v");
        for (String api : through) {
            assertTrue(SEEN.stream().anyMatch(seen -> seen.startsWith(api)), api + " went through: " + SEEN);
        }
    }

    /** Admin's group calls through each tenant: acme's groups by their names, their offsets; globex sees none. */
    private static void adminSeesItsGroupsOnly() throws Exception {
        try (Admin admin = Admin.create(via(acme))) {
            Set<String> listed = admin.listGroups().all().get(30, TimeUnit.SECONDS).stream()
                    .map(GroupListing::groupId).collect(Collectors.toSet());
            assertEquals(Set.of("billing", "audit"), listed);
            Map<String, ConsumerGroupDescription> described = admin.describeConsumerGroups(List.of("billing", "audit"))
                    .all().get(30, TimeUnit.SECONDS);
            assertEquals(GroupType.CLASSIC, described.get("billing").type());
            assertEquals(GroupType.CONSUMER, described.get("audit").type());
            long committed = admin.listConsumerGroupOffsets("billing").partitionsToOffsetAndMetadata()
                    .get(30, TimeUnit.SECONDS).entrySet().stream()
                    .peek(offset -> assertEquals("orders", offset.getKey().topic()))
                    .mapToLong(offset -> offset.getValue().offset()).sum();
            assertEquals(RECORDS, committed, "billing committed every record of orders");
            admin.deleteConsumerGroups(List.of("billing")).all().get(30, TimeUnit.SECONDS);
        }
        try (Admin admin = Admin.create(via(globex))) {
            assertEquals(List.of(), admin.listGroups().all().get(30, TimeUnit.SECONDS).stream().toList());
        }
    }

    /** {@link #RECORDS} records, a fifth by an idempotent producer of each compression type. */
    private static void produce(String topic) throws Exception {
        List<String> compressions = List.of("none", "gzip", "snappy", "lz4", "zstd");
        int each = RECORDS / compressions.size();
        for (int c = 0; c < compressions.size(); c++) {
            Properties properties = via(acme);
            properties.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
            properties.put(ProducerConfig.ACKS_CONFIG, "all");
            properties.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, compressions.get(c));
            properties.put(ProducerConfig.LINGER_MS_CONFIG, 5);
            try (KafkaProducer<String, String> producer = new KafkaProducer<>(properties, new StringSerializer(),
                    new StringSerializer())) {
                List<Future<?>> sent = new ArrayList<>();
                for (int i = c * each; i < (c + 1) * each; i++) {
                    sent.add(producer.send(new ProducerRecord<>(topic, i % 3, "key-" + i, "value-" + i)));
                }
                for (Future<?> future : sent) {
                    future.get(30, TimeUnit.SECONDS);
                }
            }
        }
    }

    private static List<String> expected() {
        return IntStream.range(0, RECORDS).mapToObj(i -> "value-" + i).sorted().toList();
    }

    private static List<String> consumeAssigned(String topic) {
        try (KafkaConsumer<String, String> consumer = consumer(via(acme))) {
            List<TopicPartition> partitions = IntStream.range(0, 3).mapToObj(p -> new TopicPartition(topic, p))
                    .toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            return poll(consumer);
        }
    }

    /** Consumes in group {@code group} of {@code protocol}, subscribed to orders or by {@code pattern}; commits. */
    private static List<String> consumeInGroup(String group, String protocol, Pattern pattern) {
        Properties properties = via(acme);
        properties.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        properties.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, protocol);
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        try (KafkaConsumer<String, String> consumer = consumer(properties)) {
            if (pattern == null) {
                consumer.subscribe(List.of("orders"));
            } else {
                consumer.subscribe(pattern);
            }
            List<String> values = poll(consumer);
            consumer.commitSync(Duration.ofSeconds(30));
            assertEquals(Set.of("orders"), consumer.committed(consumer.assignment(), Duration.ofSeconds(30)).keySet()
                    .stream().map(TopicPartition::topic).collect(Collectors.toSet()));
            return values;
        }
    }

    private static KafkaConsumer<String, String> consumer(Properties properties) {
        properties.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        return new KafkaConsumer<>(properties, new StringDeserializer(), new StringDeserializer());
    }

    private static List<String> poll(KafkaConsumer<String, String> consumer) {
        List<String> values = new ArrayList<>();
        long deadline = System.nanoTime() + Duration.ofSeconds(40).toNanos();
        while (values.size() < RECORDS && System.nanoTime() < deadline) {
            for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
                values.add(record.value());
            }
        }
        return values.stream().sorted().toList();
    }

    @Test
    void anApiTenantModeDoesNotOfferIsRefused() throws Exception {
        try (Admin admin = Admin.create(via(acme))) {
            ExecutionException refused = assertThrows(ExecutionException.class, () -> admin.describeConfigs(List.of(
                    new ConfigResource(ConfigResource.Type.BROKER, "1"))).all().get(30, TimeUnit.SECONDS));
            assertInstanceOf(UnsupportedVersionException.class, refused.getCause(), "the client saw it is not offered");
        }
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        try {
            String[] hostPort = acme.bootstrapServers().split(":");
            Channel channel = new Bootstrap().group(group).channel(NioSocketChannel.class)
                    .handler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            KafkaClientChannel.initialize(ch.pipeline(), "raw");
                        }
                    }).connect(hostPort[0], Integer.parseInt(hostPort[1])).sync().channel();
            KafkaClientChannel client = new KafkaClientChannel(channel);
            ApiVersionsRequest ask = new ApiVersionsRequest();
            ask.clientSoftwareName = "kwire-test";
            ask.clientSoftwareVersion = "1";
            ApiVersionsResponse offered = client.send(KwireApis.API_VERSIONS, (short) 3, ask)
                    .get(30, TimeUnit.SECONDS);
            Set<Short> keys = offered.apiKeys.stream().map(api -> api.apiKey)
                    .collect(Collectors.toCollection(TreeSet::new));
            assertTrue(keys.contains(KwireApis.METADATA.apiKey()), "offered: " + keys);
            assertFalse(keys.contains(KwireApis.DESCRIBE_CONFIGS.apiKey()), "offered: " + keys);
            ExecutionException closed = assertThrows(ExecutionException.class, () -> client.send(
                    KwireApis.DESCRIBE_CONFIGS, (short) 4, new DescribeConfigsRequest()).get(30, TimeUnit.SECONDS));
            assertInstanceOf(ConnectionClosedException.class, closed.getCause(), "the proxy closed the connection");
        } finally {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        }
    }
}
