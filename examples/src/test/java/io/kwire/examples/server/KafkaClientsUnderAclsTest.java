package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.FetchRequest;
import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.KwireApis;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewPartitions;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.ClusterAuthorizationException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The example server's {@link Acls} against Kafka's own clients (kafka-clients 4.4.0) over
 * SASL_PLAINTEXT: a user granted everything creates, grows and deletes; a user granted only DESCRIBE on
 * every topic lists and describes topics and their offsets, and every other request of theirs fails with the
 * exception Kafka's client raises against a broker's ACLs, changing nothing. A refusal takes its
 * request's place in the order of responses, behind a Fetch that waits.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KafkaClientsUnderAclsTest {
    private static final String TOPIC = "orders";
    private static final String PROTOCOL = "SASL_PLAINTEXT";

    private final InMemoryCredentialStore users = new InMemoryCredentialStore()
            .addUser("admin", "admin-secret")
            .addUser("viewer", "viewer-secret")
            .addUser("reader", "reader-secret");
    private final AdminServerConfig config = AdminServerConfig.defaults().withSasl(users).withAcls(Acls.NONE
            .allowAll(KafkaPrincipal.user("admin"))
            .allow(KafkaPrincipal.user("viewer"), Operation.DESCRIBE)
            .allow(KafkaPrincipal.user("reader"), Operation.READ));

    @Test
    void aDescribeOnlyUserListsAndDescribesButMayNotCreateGrowOrDelete() throws Exception {
        try (AdminServer server = AdminServer.start(config)) {
            createTopic(server);
            try (Admin viewer = Admin.create(properties(server, "viewer"))) {
                assertEquals(Set.of(TOPIC), viewer.listTopics().names().get());
                assertEquals(2, viewer.describeTopics(List.of(TOPIC)).allTopicNames().get().get(TOPIC)
                        .partitions().size());
                assertRefused(TopicAuthorizationException.class, () -> viewer.createTopics(
                        List.of(new NewTopic("other", 1, (short) 1))).all().get());
                assertRefused(TopicAuthorizationException.class, () -> viewer.createPartitions(
                        Map.of(TOPIC, NewPartitions.increaseTo(4))).all().get());
                assertRefused(TopicAuthorizationException.class, () -> viewer.deleteTopics(List.of(TOPIC)).all().get());
            }
            assertEquals(List.of(TOPIC), server.topics().topics().stream().map(Topic::name).toList());
            assertEquals(2, server.topics().byName(TOPIC).partitions());
            try (Admin admin = Admin.create(properties(server, "admin"))) {
                admin.createPartitions(Map.of(TOPIC, NewPartitions.increaseTo(4))).all().get();
                admin.deleteTopics(List.of(TOPIC)).all().get();
            }
            assertEquals(List.of(), server.topics().topics());
        }
    }

    /** Kafka's producer is idempotent by default, so its InitProducerId is refused first: CLUSTER_AUTHORIZATION_FAILED. */
    @Test
    void aDescribeOnlyUserMayNotProduce() throws Exception {
        try (AdminServer server = AdminServer.start(config)) {
            createTopic(server);
            try (KafkaProducer<byte[], byte[]> idempotent = producer(server, "viewer", true)) {
                assertRefused(ClusterAuthorizationException.class, () -> idempotent.send(record()).get());
            }
            try (KafkaProducer<byte[], byte[]> plain = producer(server, "viewer", false)) {
                assertRefused(TopicAuthorizationException.class, () -> plain.send(record()).get());
            }
            assertEquals(0, server.topics().log(server.topics().byName(TOPIC).id(), 0).endOffset());
            try (KafkaProducer<byte[], byte[]> admin = producer(server, "admin", true)) {
                assertEquals(0, admin.send(record()).get().offset());
            }
        }
    }

    /** Describing offsets (ListOffsets) is allowed; reading them (Fetch) is not. */
    @Test
    void aDescribeOnlyUserSeesOffsetsButMayNotFetch() throws Exception {
        try (AdminServer server = AdminServer.start(config)) {
            createTopic(server);
            TopicPartition partition = new TopicPartition(TOPIC, 0);
            try (KafkaConsumer<byte[], byte[]> viewer = consumer(server, "viewer")) {
                viewer.assign(List.of(partition));
                assertEquals(Map.of(partition, 0L), viewer.endOffsets(List.of(partition)));
                viewer.seek(partition, 0);
                TopicAuthorizationException refused = assertThrows(TopicAuthorizationException.class,
                        () -> viewer.poll(java.time.Duration.ofSeconds(10)));
                assertEquals(Set.of(TOPIC), refused.unauthorizedTopics());
            }
            try (KafkaConsumer<byte[], byte[]> reader = consumer(server, "reader")) {
                reader.assign(List.of(partition));
                reader.seek(partition, 0);
                assertTrue(reader.poll(java.time.Duration.ofMillis(200)).isEmpty());
            }
        }
    }

    /**
     * A reader's Fetch that waits for records holds the requests behind it; the refusal of the
     * CreateTopics sent after it comes after the Fetch's answer, as its request did. kwire's client
     * pairs responses with requests in order, so an answer out of order would fail both.
     */
    @Test
    void aRefusalIsAnsweredInItsRequestsTurn() throws Exception {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        try (AdminServer server = AdminServer.start(config)) {
            createTopic(server);
            KafkaClientChannel reader = connect(group, server, "reader", "reader-secret");
            try {
                CompletableFuture<FetchResponse> fetched = reader.send(KwireApis.FETCH, (short) 12, waitingFetch());
                CompletableFuture<CreateTopicsResponse> created = reader.send(KwireApis.CREATE_TOPICS, (short) 7,
                        createTopics("other"));
                CompletableFuture<Boolean> fetchedFirst = created.thenApply(response -> fetched.isDone());
                CreateTopicsResponse refused = created.get(10, TimeUnit.SECONDS);
                assertTrue(fetchedFirst.get(), "the refusal overtook the Fetch ahead of it");
                assertEquals(ErrorCode.TOPIC_AUTHORIZATION_FAILED.code(), refused.topics.get(0).errorCode);
                assertEquals("Authorization failed.", refused.topics.get(0).errorMessage);
                FetchResponse.PartitionData partition = fetched.get().responses.get(0).partitions.get(0);
                assertEquals(ErrorCode.NONE.code(), partition.errorCode);
                assertFalse(partition.records.isReadable());
                partition.records.release();
                assertNull(server.topics().byName("other"));
            } finally {
                reader.close();
            }
        } finally {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
        }
    }

    private static void createTopic(AdminServer server) throws Exception {
        try (Admin admin = Admin.create(properties(server, "admin"))) {
            admin.createTopics(List.of(new NewTopic(TOPIC, 2, (short) 1))).all().get();
        }
    }

    /** Fails unless {@code call} fails with {@code expected}, or a Kafka exception caused by it. */
    private static void assertRefused(Class<? extends Throwable> expected, Call call) {
        Throwable failure = assertThrows(Throwable.class, call::run);
        while ((failure instanceof ExecutionException || failure.getClass() == KafkaException.class)
                && failure.getCause() != null) {
            failure = failure.getCause();
        }
        assertInstanceOf(expected, failure, failure.toString());
    }

    private static Properties properties(AdminServer server, String user) throws Exception {
        return AdminClients.sasl(server, PROTOCOL, "SCRAM-SHA-256", user, user + "-secret", null);
    }

    private static KafkaProducer<byte[], byte[]> producer(AdminServer server, String user, boolean idempotent)
            throws Exception {
        Properties properties = properties(server, user);
        properties.put(ProducerConfig.ACKS_CONFIG, "all");
        properties.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, Boolean.toString(idempotent));
        properties.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 10_000);
        properties.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 15_000);
        return new KafkaProducer<>(properties, new ByteArraySerializer(), new ByteArraySerializer());
    }

    private static KafkaConsumer<byte[], byte[]> consumer(AdminServer server, String user) throws Exception {
        Properties properties = properties(server, user);
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        properties.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "none");
        return new KafkaConsumer<>(properties, new ByteArrayDeserializer(), new ByteArrayDeserializer());
    }

    private static ProducerRecord<byte[], byte[]> record() {
        return new ProducerRecord<>(TOPIC, 0, new byte[] {1}, new byte[] {2});
    }

    /** A Fetch from the empty partition 0 that waits half a second for a record. */
    private static FetchRequest waitingFetch() {
        FetchRequest.FetchPartition partition = new FetchRequest.FetchPartition();
        partition.partitionMaxBytes = 1 << 20;
        FetchRequest.FetchTopic topic = new FetchRequest.FetchTopic();
        topic.topic = TOPIC;
        topic.partitions.add(partition);
        FetchRequest fetch = new FetchRequest();
        fetch.maxWaitMs = 500;
        fetch.minBytes = 1;
        fetch.topics.add(topic);
        return fetch;
    }

    private static CreateTopicsRequest createTopics(String name) {
        CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
        topic.name = name;
        topic.numPartitions = 1;
        topic.replicationFactor = 1;
        CreateTopicsRequest request = new CreateTopicsRequest();
        request.topics.add(topic);
        request.timeoutMs = 10_000;
        return request;
    }

    private static KafkaClientChannel connect(EventLoopGroup group, AdminServer server, String user, String password)
            throws InterruptedException {
        return new KafkaClientChannel(new Bootstrap().group(group).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        KafkaClientChannel.initialize(ch.pipeline(), "acl-test");
                        KafkaClientChannel.authenticate(ch.pipeline(), SaslMechanism.SCRAM_SHA_256, user, password);
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
