package io.kwire.examples.broker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.examples.server.Acls;
import io.kwire.examples.server.AdminServer;
import io.kwire.examples.server.AdminServerConfig;
import io.kwire.examples.server.Operation;
import io.kwire.kafka.CreatePartitionsRequest;
import io.kwire.kafka.CreatePartitionsResponse;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.FetchRequest;
import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ListOffsetsRequest;
import io.kwire.kafka.ListOffsetsResponse;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataResponse;
import io.kwire.testkit.tls.TestPki;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example server under {@link Acls} beside a real Kafka 4.4.0 broker under the same ACLs, enforced by
 * Kafka's own {@code StandardAuthorizer}: carol may DESCRIBE "orders" and nothing else, nobody has no ACL.
 * kwire's client sends both the same requests as these users, and each answer, topic by topic (error code,
 * message, whether the name and id are given, partitions, offsets), is the same. Kafka groups refused topics
 * after the others, so topics are compared by name, not by place.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class AclsAgainstKafkaTest {
    private static final String ORDERS = "orders";
    private static final String PAYMENTS = "payments";
    private static final String MISSING = "missing";

    @TempDir
    static Path directory;

    private static KafkaBroker broker;
    private static AdminServer server;
    private static EventLoopGroup group;
    private static Peer kafka;
    private static Peer kwire;

    /** One side: where it listens, with TLS or not, and the ids of its two topics. */
    private record Peer(String host, int port, ClientTls tls, Map<String, UUID> ids) {
    }

    @BeforeAll
    static void startBoth() throws Exception {
        TestPki pki = TestPki.create(directory.resolve("pki"));
        broker = KafkaBroker.startWithSaslSslAndAcls(pki.server());
        InMemoryCredentialStore users = new InMemoryCredentialStore();
        for (String user : List.of("carol", "nobody", "admin")) {
            broker.addScramUser(user, user + "-secret");
            users.addUser(user, user + "-secret");
        }
        List<NewTopic> topics = List.of(new NewTopic(ORDERS, 2, (short) 1), new NewTopic(PAYMENTS, 1, (short) 1));
        broker.admin().createTopics(topics).all().get();
        broker.admin().createAcls(List.of(new AclBinding(new ResourcePattern(ResourceType.TOPIC, ORDERS,
                PatternType.LITERAL), new AccessControlEntry("User:carol", "*", AclOperation.DESCRIBE,
                AclPermissionType.ALLOW)))).all().get();
        String[] hostPort = broker.saslSslBootstrap().split(":");
        kafka = new Peer(hostPort[0], Integer.parseInt(hostPort[1]), ClientTls.trusting(pki.caCertificate()).build(),
                ids(broker.admin()));

        server = AdminServer.start(AdminServerConfig.defaults().withSasl(users).withAcls(Acls.NONE
                .allowAll(KafkaPrincipal.user("admin"))
                .allow(KafkaPrincipal.user("carol"), ORDERS, Operation.DESCRIBE)));
        try (Admin admin = Admin.create(adminOfServer())) {
            admin.createTopics(topics).all().get();
            kwire = new Peer(server.address().getHostString(), server.address().getPort(), null, ids(admin));
        }
        group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        awaitAclOnKafka();
    }

    @AfterAll
    static void stopBoth() throws Exception {
        if (group != null) {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
        }
        if (server != null) {
            server.close();
        }
        if (broker != null) {
            broker.close();
        }
    }

    @Test
    void metadataForAllTopicsListsOnlyWhatThePrincipalMayDescribe() throws Exception {
        for (String user : List.of("carol", "nobody")) {
            Set<String> kafkas = names(send(kafka, user, KwireApis.METADATA, (short) 12, allTopics()));
            Set<String> kwires = names(send(kwire, user, KwireApis.METADATA, (short) 12, allTopics()));
            assertEquals(user.equals("carol") ? Set.of(ORDERS) : Set.of(), kafkas, user);
            assertEquals(kafkas, kwires, user);
        }
    }

    @Test
    void metadataByNameRefusesWhatThePrincipalMayNotDescribe() throws Exception {
        Map<String, String> kafkas = byName(send(kafka, "carol", KwireApis.METADATA, (short) 12,
                metadata(ORDERS, PAYMENTS, MISSING)));
        assertEquals("error 29, id zero, 0 partitions", kafkas.get(PAYMENTS));
        assertEquals(kafkas, byName(send(kwire, "carol", KwireApis.METADATA, (short) 12,
                metadata(ORDERS, PAYMENTS, MISSING))));
    }

    @Test
    void metadataByIdRefusesWithTheIdButNotTheName() throws Exception {
        Map<String, String> kafkas = byId(kafka);
        assertEquals("error 29, name null, 0 partitions", kafkas.get(PAYMENTS));
        assertEquals(kafkas, byId(kwire));
    }

    @Test
    void listOffsetsRefusesEachPartitionOfATopicThePrincipalMayNotDescribe() throws Exception {
        Map<String, String> kafkas = offsets(kafka);
        assertEquals("error 29, offset -1, timestamp -1", kafkas.get(PAYMENTS));
        assertEquals(kafkas, offsets(kwire));
    }

    /** Carol may describe "orders" but not create, grow, delete or read it; each side changes nothing. */
    @Test
    void writesOfAPrincipalThatMayOnlyDescribeAreRefusedTopicByTopic() throws Exception {
        Map<String, String> kafkas = creations(kafka);
        assertTrue(kafkas.get("fresh").startsWith("error 29 (Authorization failed.)"), kafkas.toString());
        assertEquals(kafkas, creations(kwire));
        assertEquals(growths(kafka), growths(kwire));
        assertEquals(deletions(kafka), deletions(kwire));
        Map<String, String> fetched = fetches(kafka);
        assertEquals("error 29, high watermark -1", fetched.get(ORDERS));
        assertEquals(fetched, fetches(kwire));
        Map<String, Integer> unchanged = Map.of(ORDERS, 2, PAYMENTS, 1);
        assertEquals(unchanged, partitions(broker.admin()));
        try (Admin admin = Admin.create(adminOfServer())) {
            assertEquals(unchanged, partitions(admin));
        }
    }

    private static Map<String, String> byId(Peer peer) throws Exception {
        UUID unknown = new UUID(42, 42);
        MetadataRequest request = new MetadataRequest();
        for (UUID id : List.of(peer.ids().get(ORDERS), peer.ids().get(PAYMENTS), unknown)) {
            MetadataRequest.MetadataRequestTopic topic = new MetadataRequest.MetadataRequestTopic();
            topic.name = null;
            topic.topicId = id;
            request.topics.add(topic);
        }
        Map<String, String> answers = new TreeMap<>();
        for (MetadataResponse.MetadataResponseTopic topic : send(peer, "carol", KwireApis.METADATA, (short) 12,
                request).topics) {
            String asked = topic.topicId.equals(unknown) ? MISSING : peer.ids().get(ORDERS).equals(topic.topicId)
                    ? ORDERS : peer.ids().get(PAYMENTS).equals(topic.topicId) ? PAYMENTS : "an id not asked";
            answers.put(asked, "error " + topic.errorCode + ", name " + topic.name + ", "
                    + topic.partitions.size() + " partitions");
        }
        return answers;
    }

    private static Map<String, String> offsets(Peer peer) throws Exception {
        ListOffsetsRequest request = new ListOffsetsRequest();
        request.replicaId = -1;
        for (String name : List.of(ORDERS, PAYMENTS, MISSING)) {
            ListOffsetsRequest.ListOffsetsPartition partition = new ListOffsetsRequest.ListOffsetsPartition();
            partition.timestamp = -1L;
            ListOffsetsRequest.ListOffsetsTopic topic = new ListOffsetsRequest.ListOffsetsTopic();
            topic.name = name;
            topic.partitions.add(partition);
            request.topics.add(topic);
        }
        Map<String, String> answers = new TreeMap<>();
        for (ListOffsetsResponse.ListOffsetsTopicResponse topic : send(peer, "carol", KwireApis.LIST_OFFSETS,
                (short) 9, request).topics) {
            ListOffsetsResponse.ListOffsetsPartitionResponse partition = topic.partitions.get(0);
            answers.put(topic.name, "error " + partition.errorCode + ", offset " + partition.offset
                    + ", timestamp " + partition.timestamp);
        }
        return answers;
    }

    private static Map<String, String> creations(Peer peer) throws Exception {
        CreateTopicsRequest request = new CreateTopicsRequest();
        for (String name : List.of(ORDERS, "fresh")) {
            CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
            topic.name = name;
            topic.numPartitions = 1;
            topic.replicationFactor = 1;
            request.topics.add(topic);
        }
        request.timeoutMs = 10_000;
        Map<String, String> answers = new TreeMap<>();
        for (CreateTopicsResponse.CreatableTopicResult topic : send(peer, "carol", KwireApis.CREATE_TOPICS,
                (short) 7, request).topics) {
            answers.put(topic.name, "error " + topic.errorCode + " (" + topic.errorMessage + "), id zero "
                    + isZero(topic.topicId) + ", " + topic.numPartitions + " partitions");
        }
        return answers;
    }

    private static Map<String, String> growths(Peer peer) throws Exception {
        CreatePartitionsRequest request = new CreatePartitionsRequest();
        for (String name : List.of(ORDERS, PAYMENTS, MISSING)) {
            CreatePartitionsRequest.CreatePartitionsTopic topic = new CreatePartitionsRequest.CreatePartitionsTopic();
            topic.name = name;
            topic.count = 4;
            topic.assignments = null;
            request.topics.add(topic);
        }
        request.timeoutMs = 10_000;
        Map<String, String> answers = new TreeMap<>();
        for (CreatePartitionsResponse.CreatePartitionsTopicResult topic : send(peer, "carol",
                KwireApis.CREATE_PARTITIONS, (short) 3, request).results) {
            answers.put(topic.name, "error " + topic.errorCode + " (" + topic.errorMessage + ")");
        }
        return answers;
    }

    /** Fetch v12 (by name) of partition 0 of each topic. */
    private static Map<String, String> fetches(Peer peer) throws Exception {
        FetchRequest request = new FetchRequest();
        request.replicaId = -1;
        request.maxBytes = 1 << 20;
        for (String name : List.of(ORDERS, PAYMENTS, MISSING)) {
            FetchRequest.FetchPartition partition = new FetchRequest.FetchPartition();
            partition.partitionMaxBytes = 1 << 20;
            FetchRequest.FetchTopic topic = new FetchRequest.FetchTopic();
            topic.topic = name;
            topic.partitions.add(partition);
            request.topics.add(topic);
        }
        FetchResponse response = send(peer, "carol", KwireApis.FETCH, (short) 12, request);
        try {
            Map<String, String> answers = new TreeMap<>();
            for (FetchResponse.FetchableTopicResponse topic : response.responses) {
                FetchResponse.PartitionData partition = topic.partitions.get(0);
                answers.put(topic.topic, "error " + partition.errorCode + ", high watermark "
                        + partition.highWatermark);
            }
            return answers;
        } finally {
            KwireApis.FETCH.response().releaseBuffers(response);
        }
    }

    /** DeleteTopics v6 of each topic by name, and of "payments" and an unknown topic by id. */
    private static Map<String, String> deletions(Peer peer) throws Exception {
        DeleteTopicsRequest request = new DeleteTopicsRequest();
        for (String name : List.of(ORDERS, PAYMENTS, MISSING)) {
            DeleteTopicsRequest.DeleteTopicState topic = new DeleteTopicsRequest.DeleteTopicState();
            topic.name = name;
            request.topics.add(topic);
        }
        UUID unknown = new UUID(42, 42);
        for (UUID id : List.of(peer.ids().get(PAYMENTS), unknown)) {
            DeleteTopicsRequest.DeleteTopicState topic = new DeleteTopicsRequest.DeleteTopicState();
            topic.name = null;
            topic.topicId = id;
            request.topics.add(topic);
        }
        request.timeoutMs = 10_000;
        Map<String, String> answers = new TreeMap<>();
        for (DeleteTopicsResponse.DeletableTopicResult topic : send(peer, "carol", KwireApis.DELETE_TOPICS,
                (short) 6, request).responses) {
            String asked = isZero(topic.topicId) ? "by name " + topic.name
                    : topic.topicId.equals(unknown) ? "unknown id" : "id of " + PAYMENTS;
            answers.put(asked, "error " + topic.errorCode + " (" + topic.errorMessage + "), name " + topic.name);
        }
        return answers;
    }

    private static Map<String, String> byName(MetadataResponse response) {
        Map<String, String> answers = new TreeMap<>();
        for (MetadataResponse.MetadataResponseTopic topic : response.topics) {
            answers.put(topic.name, "error " + topic.errorCode + ", id " + (isZero(topic.topicId) ? "zero" : "given")
                    + ", " + topic.partitions.size() + " partitions");
        }
        return answers;
    }

    private static Set<String> names(MetadataResponse response) {
        Set<String> names = new TreeSet<>();
        response.topics.forEach(topic -> names.add(topic.name));
        return names;
    }

    /** Metadata for every topic: a null list. */
    private static MetadataRequest allTopics() {
        MetadataRequest request = new MetadataRequest();
        request.topics = null;
        return request;
    }

    private static MetadataRequest metadata(String... names) {
        MetadataRequest request = new MetadataRequest();
        request.allowAutoTopicCreation = false;
        for (String name : names) {
            MetadataRequest.MetadataRequestTopic topic = new MetadataRequest.MetadataRequestTopic();
            topic.name = name;
            request.topics.add(topic);
        }
        return request;
    }

    private static boolean isZero(UUID id) {
        return id.getMostSignificantBits() == 0 && id.getLeastSignificantBits() == 0;
    }

    /** The topic ids of "orders" and "payments", as {@code admin} describes them. */
    private static Map<String, UUID> ids(Admin admin) throws Exception {
        Map<String, UUID> ids = new TreeMap<>();
        admin.describeTopics(List.of(ORDERS, PAYMENTS)).allTopicNames().get().forEach((name, description) ->
                ids.put(name, new UUID(description.topicId().getMostSignificantBits(),
                        description.topicId().getLeastSignificantBits())));
        return ids;
    }

    /** The partition count of each topic, as {@code admin} lists and describes them. */
    private static Map<String, Integer> partitions(Admin admin) throws Exception {
        Map<String, Integer> partitions = new TreeMap<>();
        admin.describeTopics(admin.listTopics().names().get()).allTopicNames().get().forEach((name, description) ->
                partitions.put(name, description.partitions().size()));
        return partitions;
    }

    /** Waits until Kafka's broker applies carol's ACL, which reaches it through the cluster's metadata log. */
    private static void awaitAclOnKafka() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!names(send(kafka, "carol", KwireApis.METADATA, (short) 12, allTopics())).contains(ORDERS)) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("Kafka's broker did not apply carol's ACL within 30 s");
            }
            Thread.sleep(100);
        }
    }

    /** {@code request} sent as {@code user} to {@code peer} over a connection of its own, and the answer. */
    private static <Q, R> R send(Peer peer, String user, ApiCodecs<Q, R> api, short version,
            Q request) throws Exception {
        KafkaClientChannel client = new KafkaClientChannel(new Bootstrap().group(group)
                .channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        if (peer.tls() != null) {
                            KafkaClientChannel.initialize(ch.pipeline(), "acls-test", peer.tls(), peer.host(),
                                    peer.port());
                        } else {
                            KafkaClientChannel.initialize(ch.pipeline(), "acls-test");
                        }
                        KafkaClientChannel.authenticate(ch.pipeline(), SaslMechanism.SCRAM_SHA_256, user,
                                user + "-secret");
                    }
                })
                .connect(peer.host(), peer.port()).sync().channel());
        try {
            return client.send(api, version, request).get(20, TimeUnit.SECONDS);
        } finally {
            client.close();
        }
    }

    private static Properties adminOfServer() {
        Properties properties = new Properties();
        properties.put(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, server.bootstrap());
        properties.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SASL_PLAINTEXT");
        properties.put(SaslConfigs.SASL_MECHANISM, "SCRAM-SHA-256");
        properties.put(SaslConfigs.SASL_JAAS_CONFIG, "org.apache.kafka.common.security.scram.ScramLoginModule"
                + " required username=\"admin\" password=\"admin-secret\";");
        return properties;
    }
}
