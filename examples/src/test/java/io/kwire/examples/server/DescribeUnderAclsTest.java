package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ListOffsetsRequest;
import io.kwire.kafka.ListOffsetsResponse;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataResponse;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.ListOffsetsResult.ListOffsetsResultInfo;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What the example server shows under {@link Acls}, against Kafka's own Admin and consumer (kafka-clients
 * 4.4.0) over SASL_PLAINTEXT: only what a principal may DESCRIBE, as Kafka's broker shows it. Carol may
 * describe "orders" only, nobody has no ACLs at all, and writer may write "orders" and create "fresh"
 * alone; admin may do everything and made "orders" (3 records) and "payments".
 */
@ExtendWith(FailOnByteBufLeaks.class)
class DescribeUnderAclsTest {
    private static final String ORDERS = "orders";
    private static final String PAYMENTS = "payments";
    private static final Acls ACLS = Acls.NONE.allowAll(KafkaPrincipal.user("admin"))
            .allow(KafkaPrincipal.user("carol"), ORDERS, Operation.DESCRIBE)
            .allow(KafkaPrincipal.user("writer"), ORDERS, Operation.WRITE)
            .allow(KafkaPrincipal.user("writer"), "fresh", Operation.CREATE);

    private static AdminServer server;
    private static EventLoopGroup group;

    @BeforeAll
    static void startServerWithTwoTopics() throws Exception {
        InMemoryCredentialStore users = new InMemoryCredentialStore();
        for (String user : List.of("admin", "carol", "nobody", "writer")) {
            users.addUser(user, user + "-secret");
        }
        server = AdminServer.start(AdminServerConfig.defaults().withSasl(users).withAcls(ACLS));
        group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        try (Admin admin = Admin.create(properties("admin"))) {
            admin.createTopics(List.of(new NewTopic(ORDERS, 2, (short) 1), new NewTopic(PAYMENTS, 1, (short) 1)))
                    .all().get();
        }
        try (KafkaProducer<byte[], byte[]> producer = producer("admin")) {
            for (int i = 0; i < 3; i++) {
                producer.send(new ProducerRecord<>(ORDERS, 0, null, new byte[] {(byte) i})).get();
            }
        }
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
    }

    @Test
    void aDescribeOnlyUserOfOneTopicSeesThatTopicAloneAndIsRefusedTheOther() throws Exception {
        try (Admin carol = Admin.create(properties("carol"))) {
            assertEquals(Set.of(ORDERS), carol.listTopics().names().get());
            assertEquals(2, carol.describeTopics(List.of(ORDERS)).allTopicNames().get().get(ORDERS)
                    .partitions().size());
            assertRefused(() -> carol.describeTopics(List.of(PAYMENTS)).allTopicNames().get());
            // A topic that does not exist is refused alike: the answer does not disclose whether it does.
            assertRefused(() -> carol.describeTopics(List.of("missing")).allTopicNames().get());
            TopicPartition orders = new TopicPartition(ORDERS, 0);
            Map<TopicPartition, ListOffsetsResultInfo> latest = carol.listOffsets(Map.of(orders, OffsetSpec.latest()))
                    .all().get();
            assertEquals(3, latest.get(orders).offset());
            assertRefused(() -> carol.listOffsets(Map.of(new TopicPartition(PAYMENTS, 0), OffsetSpec.latest()))
                    .all().get());
        }
    }

    @Test
    void aUserWithoutAclsSeesNoTopicButTheBrokers() throws Exception {
        try (Admin nobody = Admin.create(properties("nobody"))) {
            assertEquals(Set.of(), nobody.listTopics().names().get());
            assertEquals(3, nobody.describeCluster().nodes().get().size());
            assertRefused(() -> nobody.describeTopics(List.of(ORDERS)).allTopicNames().get());
        }
    }

    @Test
    void aConsumerSeesTheEndOffsetsOfTheTopicItMayDescribeOnly() throws Exception {
        TopicPartition orders = new TopicPartition(ORDERS, 0);
        try (KafkaConsumer<byte[], byte[]> carol = consumer("carol")) {
            assertEquals(Map.of(orders, 3L), carol.endOffsets(List.of(orders)));
            TopicPartition payments = new TopicPartition(PAYMENTS, 0);
            TopicAuthorizationException refused = assertThrows(TopicAuthorizationException.class,
                    () -> carol.endOffsets(List.of(payments)));
            assertEquals(Set.of(PAYMENTS), refused.unauthorizedTopics());
        }
    }

    /**
     * ListOffsets itself, sent by kwire's client without the Metadata that Kafka's clients send first:
     * each partition of a topic carol may not describe gets TOPIC_AUTHORIZATION_FAILED and no offset,
     * whether it exists or not.
     */
    @Test
    void listOffsetsAnswersTopicAuthorizationFailedForATopicTheUserMayNotDescribe() throws Exception {
        KafkaClientChannel carol = connect("carol");
        try {
            ListOffsetsResponse response = carol.send(KwireApis.LIST_OFFSETS, (short) 9,
                    listOffsets(ORDERS, PAYMENTS, "missing")).get(10, TimeUnit.SECONDS);
            assertEquals(List.of(ORDERS, PAYMENTS, "missing"), response.topics.stream().map(t -> t.name).toList());
            ListOffsetsResponse.ListOffsetsPartitionResponse orders = response.topics.get(0).partitions.get(0);
            assertEquals(ErrorCode.NONE.code(), orders.errorCode);
            assertEquals(3, orders.offset);
            for (ListOffsetsResponse.ListOffsetsTopicResponse refused : response.topics.subList(1, 3)) {
                ListOffsetsResponse.ListOffsetsPartitionResponse partition = refused.partitions.get(0);
                assertEquals(ErrorCode.TOPIC_AUTHORIZATION_FAILED.code(), partition.errorCode, refused.name);
                assertEquals(-1, partition.offset, refused.name);
                assertEquals(-1, partition.timestamp, refused.name);
            }
        } finally {
            carol.close();
        }
    }

    /**
     * Metadata by topic id (version 12): a topic carol may not describe gets TOPIC_AUTHORIZATION_FAILED
     * with its id but not its name, as Kafka answers, since ids are no secret; an unknown id
     * UNKNOWN_TOPIC_ID.
     */
    @Test
    void metadataByIdRefusesWithoutTheName() throws Exception {
        UUID payments = server.topics().byName(PAYMENTS).id();
        UUID orders = server.topics().byName(ORDERS).id();
        UUID unknown = UUID.randomUUID();
        KafkaClientChannel carol = connect("carol");
        try {
            MetadataResponse response = carol.send(KwireApis.METADATA, (short) 12, metadataByIds(orders, payments,
                    unknown)).get(10, TimeUnit.SECONDS);
            assertEquals(3, response.topics.size());
            assertEquals(ORDERS, response.topics.get(0).name);
            assertEquals(ErrorCode.NONE.code(), response.topics.get(0).errorCode);
            assertEquals(ErrorCode.TOPIC_AUTHORIZATION_FAILED.code(), response.topics.get(1).errorCode);
            assertNull(response.topics.get(1).name);
            assertEquals(payments, response.topics.get(1).topicId);
            assertEquals(List.of(), response.topics.get(1).partitions);
            assertEquals(ErrorCode.UNKNOWN_TOPIC_ID.code(), response.topics.get(2).errorCode);
            assertEquals(unknown, response.topics.get(2).topicId);
        } finally {
            carol.close();
        }
    }

    /**
     * Grants on one topic are judged topic by topic, as Kafka judges them: writer writes "orders" but
     * not "payments", and of one CreateTopics creates "fresh" while "other" is refused.
     */
    @Test
    void writesAreJudgedTopicByTopic() throws Exception {
        try (KafkaProducer<byte[], byte[]> writer = producer("writer")) {
            writer.send(new ProducerRecord<>(ORDERS, 1, null, new byte[] {1})).get();
            assertRefused(() -> writer.send(new ProducerRecord<>(PAYMENTS, 0, null, new byte[] {1})).get());
        }
        assertEquals(1, server.topics().log(server.topics().byName(ORDERS).id(), 1).endOffset());
        assertEquals(0, server.topics().log(server.topics().byName(PAYMENTS).id(), 0).endOffset());
        try (Admin writer = Admin.create(properties("writer"))) {
            var created = writer.createTopics(List.of(new NewTopic("fresh", 1, (short) 1),
                    new NewTopic("other", 1, (short) 1))).values();
            created.get("fresh").get();
            assertRefused(() -> created.get("other").get());
        }
        assertEquals("fresh", server.topics().byName("fresh").name());
        assertNull(server.topics().byName("other"));
    }

    /** Fails unless {@code call} fails with Kafka's TopicAuthorizationException, as its cause. */
    private static void assertRefused(Call call) {
        ExecutionException failure = assertThrows(ExecutionException.class, call::run);
        assertInstanceOf(TopicAuthorizationException.class, failure.getCause(), failure.toString());
    }

    private static Properties properties(String user) throws Exception {
        return AdminClients.sasl(server, "SASL_PLAINTEXT", "SCRAM-SHA-256", user, user + "-secret", null);
    }

    private static KafkaProducer<byte[], byte[]> producer(String user) throws Exception {
        Properties properties = properties(user);
        properties.put(ProducerConfig.ACKS_CONFIG, "all");
        properties.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 10_000);
        properties.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 15_000);
        return new KafkaProducer<>(properties, new ByteArraySerializer(), new ByteArraySerializer());
    }

    private static KafkaConsumer<byte[], byte[]> consumer(String user) throws Exception {
        Properties properties = properties(user);
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        properties.put(ConsumerConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, (int) Duration.ofSeconds(10).toMillis());
        return new KafkaConsumer<>(properties, new ByteArrayDeserializer(), new ByteArrayDeserializer());
    }

    private static ListOffsetsRequest listOffsets(String... topics) {
        ListOffsetsRequest request = new ListOffsetsRequest();
        request.replicaId = -1;
        for (String name : topics) {
            ListOffsetsRequest.ListOffsetsPartition partition = new ListOffsetsRequest.ListOffsetsPartition();
            partition.timestamp = -1L;
            ListOffsetsRequest.ListOffsetsTopic topic = new ListOffsetsRequest.ListOffsetsTopic();
            topic.name = name;
            topic.partitions.add(partition);
            request.topics.add(topic);
        }
        return request;
    }

    private static MetadataRequest metadataByIds(UUID... ids) {
        MetadataRequest request = new MetadataRequest();
        for (UUID id : ids) {
            MetadataRequest.MetadataRequestTopic topic = new MetadataRequest.MetadataRequestTopic();
            topic.name = null;
            topic.topicId = id;
            request.topics.add(topic);
        }
        return request;
    }

    private static KafkaClientChannel connect(String user) throws InterruptedException {
        return new KafkaClientChannel(new Bootstrap().group(group).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        KafkaClientChannel.initialize(ch.pipeline(), "describe-acl-test");
                        KafkaClientChannel.authenticate(ch.pipeline(), SaslMechanism.SCRAM_SHA_256, user,
                                user + "-secret");
                    }
                })
                .connect(server.address()).sync().channel());
    }

    /** A call that may throw anything. */
    @FunctionalInterface
    private interface Call {
        void run() throws Exception;
    }
}
