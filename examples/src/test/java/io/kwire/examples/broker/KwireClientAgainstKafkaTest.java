package io.kwire.examples.broker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.Uuids;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.examples.client.Dialect;
import io.kwire.examples.client.KwireAdmin;
import io.kwire.examples.client.NewPartition;
import io.kwire.examples.client.TopicListing;
import io.kwire.examples.client.TopicOutcome;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.CreatePartitionsRequest;
import io.kwire.kafka.CreatePartitionsResponse;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataResponse;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collector;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.CreateTopicsResult;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;
import org.apache.kafka.common.protocol.Errors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The kwire client against a real Apache Kafka 4.4.0 broker: {@link KwireAdmin} manages topics on it, and every
 * version the broker advertises of CreateTopics, DeleteTopics, CreatePartitions, Metadata and ApiVersions makes a
 * round trip through {@link KafkaClientChannel}, its outcome checked in the response and with Kafka's own
 * {@code Admin}. Error codes are Kafka's own {@link Errors}.
 */
@ExtendWith({KafkaBrokerExtension.class, FailOnByteBufLeaks.class})
class KwireClientAgainstKafkaTest {
    /** A topic that exists throughout, for the errors a second creation and a shrink get. */
    private static final String EXISTING = "kwire-existing";
    private static final int TIMEOUT_MS = 30_000;
    private static final String RETENTION_MS = "retention.ms";
    private static final String RETENTION = "3600000";
    private static final int BROKER_ID = 1;

    private static EventLoopGroup group;
    private static KafkaClientChannel kafka;
    private static Map<Short, ApiVersionsResponse.ApiVersion> advertised;
    private static UUID existingId;

    @BeforeAll
    static void connect(KafkaBroker broker) throws Exception {
        group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        String[] hostPort = broker.bootstrap().split(":");
        kafka = new KafkaClientChannel(new Bootstrap().group(group).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        KafkaClientChannel.initialize(ch.pipeline(), "kwire-broker-test");
                    }
                })
                .connect(hostPort[0], Integer.parseInt(hostPort[1])).sync().channel());
        ApiVersionsResponse versions = send(KwireApis.API_VERSIONS, KwireApis.API_VERSIONS.highestVersion(),
                apiVersions("kwire-broker-test", "0.1.0"));
        assertEquals(Errors.NONE.code(), versions.errorCode, "ApiVersions at kwire's newest version");
        advertised = versions.apiKeys.stream().collect(Collectors.toMap(range -> range.apiKey, range -> range));

        Admin admin = broker.admin();
        existingId = uuid(admin.createTopics(List.of(new NewTopic(EXISTING, 1, (short) 1))).topicId(EXISTING).get());
        broker.awaitTopicNames(names -> names.contains(EXISTING));
    }

    @AfterAll
    static void disconnect() {
        if (kafka != null) {
            kafka.close();
        }
        if (group != null) {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        }
    }

    @Test
    void kwireSpeaksEveryVersionTheBrokerAdvertises() {
        for (ApiCodecs<?, ?> api : List.of(KwireApis.API_VERSIONS, KwireApis.METADATA, KwireApis.CREATE_TOPICS,
                KwireApis.DELETE_TOPICS, KwireApis.CREATE_PARTITIONS)) {
            ApiVersionsResponse.ApiVersion range = advertised.get(api.apiKey());
            assertNotNull(range, "the broker advertises API " + api.apiKey());
            List<Short> broker = IntStream.rangeClosed(range.minVersion, range.maxVersion)
                    .mapToObj(version -> (short) version).toList();
            assertEquals(broker, versions(api), "API " + api.apiKey() + ": the broker's versions both sides speak");
        }
    }

    @Test
    void kwireAdminCreatesGrowsListsAndDeletesTopics(KafkaBroker broker) throws Exception {
        Admin admin = broker.admin();
        try (KwireAdmin kwire = connectAdmin(broker)) {
            for (ApiCodecs<?, ?> api : List.of(KwireApis.CREATE_TOPICS, KwireApis.DELETE_TOPICS,
                    KwireApis.CREATE_PARTITIONS, KwireApis.METADATA)) {
                assertEquals(advertised.get(api.apiKey()).maxVersion, kwire.version(api),
                        "KwireAdmin negotiates the broker's newest version of API " + api.apiKey());
            }

            String orders = "kwire-admin-orders";
            TopicOutcome created = create(kwire, orders, 2, (short) 1);
            assertEquals(new TopicOutcome(orders, created.id(), Errors.NONE.code(), null, 2, (short) 1), created);
            assertNotEquals(Uuids.ZERO, created.id());
            TopicDescription described = broker.awaitTopic(orders, topic -> true);
            assertEquals(uuid(described.topicId()), created.id(), "the id CreateTopics returned is the topic's");
            assertEquals(2, described.partitions().size());

            TopicListing listed = kwire.listTopics().get(TIMEOUT_MS, TimeUnit.MILLISECONDS).stream()
                    .filter(topic -> topic.name().equals(orders)).collect(onlyElement());
            assertEquals(new TopicListing(orders, created.id(), List.of(List.of(BROKER_ID), List.of(BROKER_ID))),
                    listed);

            TopicOutcome grown = only(kwire.createPartitions(Map.of(orders, NewPartition.increaseTo(5)), false));
            assertEquals(Errors.NONE.code(), grown.errorCode(), grown::toString);
            assertEquals(5, broker.awaitTopic(orders, topic -> topic.partitions().size() == 5).partitions().size());

            TopicOutcome deleted = only(kwire.deleteTopics(List.of(orders)));
            assertEquals(Errors.NONE.code(), deleted.errorCode(), deleted::toString);
            assertEquals(orders, deleted.name());
            assertFalse(broker.awaitTopicNames(names -> !names.contains(orders)).contains(orders));
            assertGone(admin, orders);

            String byId = "kwire-admin-by-id";
            UUID id = create(kwire, byId, 1, (short) 1).id();
            broker.awaitTopicNames(names -> names.contains(byId));
            TopicOutcome deletedById = only(kwire.deleteTopicsById(List.of(id)));
            assertEquals(new TopicOutcome(byId, id, Errors.NONE.code(), null, -1, (short) -1), deletedById);
            broker.awaitTopicNames(names -> !names.contains(byId));
            assertGone(admin, byId);
        }
    }

    @Test
    void kwireAdminGetsKafkasErrorsAsOutcomes(KafkaBroker broker) throws Exception {
        try (KwireAdmin kwire = connectAdmin(broker)) {
            assertEquals(Errors.TOPIC_ALREADY_EXISTS.code(), create(kwire, EXISTING, 1, (short) 1).errorCode());
            assertEquals(Errors.INVALID_REPLICATION_FACTOR.code(),
                    create(kwire, "kwire-admin-wide", 1, (short) 3).errorCode());
            assertEquals(Errors.UNKNOWN_TOPIC_OR_PARTITION.code(),
                    only(kwire.deleteTopics(List.of("kwire-admin-absent"))).errorCode());
            UUID unknownId = UUID.randomUUID();
            TopicOutcome unknown = only(kwire.deleteTopicsById(List.of(unknownId)));
            assertEquals(Errors.UNKNOWN_TOPIC_ID.code(), unknown.errorCode());
            assertEquals(unknownId, unknown.id());
            assertEquals(Errors.UNKNOWN_TOPIC_OR_PARTITION.code(), only(kwire.createPartitions(
                    Map.of("kwire-admin-absent", NewPartition.increaseTo(2)), false)).errorCode());
            assertEquals(Errors.INVALID_PARTITIONS.code(), only(kwire.createPartitions(
                    Map.of(EXISTING, NewPartition.increaseTo(1)), false)).errorCode());
        }
        assertFalse(broker.admin().listTopics().names().get().contains("kwire-admin-wide"));
    }

    @TestFactory
    Stream<DynamicTest> apiVersionsAtEveryVersion(KafkaBroker broker) {
        return versions(KwireApis.API_VERSIONS).stream().map(version -> dynamicTest("ApiVersions v" + version,
                () -> apiVersionsAt(broker, version)));
    }

    private static void apiVersionsAt(KafkaBroker broker, short version) throws Exception {
        ApiVersionsRequest request = apiVersions("kwire-broker-test", "v" + version);
        if (version >= 5) {
            request.clusterId = broker.admin().describeCluster().clusterId().get();
            request.nodeId = BROKER_ID;
        }
        ApiVersionsResponse response = send(KwireApis.API_VERSIONS, version, request);
        assertEquals(Errors.NONE.code(), response.errorCode);
        Map<Short, ApiVersionsResponse.ApiVersion> ranges = response.apiKeys.stream()
                .collect(Collectors.toMap(range -> range.apiKey, range -> range));
        assertEquals(advertised.keySet(), ranges.keySet());
        for (ApiCodecs<?, ?> api : List.of(KwireApis.CREATE_TOPICS, KwireApis.DELETE_TOPICS,
                KwireApis.CREATE_PARTITIONS, KwireApis.METADATA, KwireApis.API_VERSIONS)) {
            assertEquals(advertised.get(api.apiKey()).minVersion, ranges.get(api.apiKey()).minVersion);
            assertEquals(advertised.get(api.apiKey()).maxVersion, ranges.get(api.apiKey()).maxVersion);
        }
        if (version >= 3) {
            ApiVersionsResponse refused = send(KwireApis.API_VERSIONS, version, apiVersions("kwire broker test",
                    "v" + version));
            assertEquals(Errors.INVALID_REQUEST.code(), refused.errorCode, "v3 and later check the software name");
            assertTrue(response.finalizedFeaturesEpoch >= 0, "a KRaft broker has finalized features");
            assertTrue(response.finalizedFeatures.stream().anyMatch(f -> f.name.equals("metadata.version")));
            assertTrue(response.supportedFeatures.stream().anyMatch(f -> f.name.equals("metadata.version")));
        } else {
            assertEquals(-1, response.finalizedFeaturesEpoch, "not on the wire before v3");
            assertTrue(response.finalizedFeatures.isEmpty());
        }
    }

    @TestFactory
    Stream<DynamicTest> metadataAtEveryVersion(KafkaBroker broker) {
        return versions(KwireApis.METADATA).stream().map(version -> dynamicTest("Metadata v" + version,
                () -> metadataAt(broker, version)));
    }

    private static void metadataAt(KafkaBroker broker, short version) throws Exception {
        String absent = "md-absent-v" + version;
        MetadataRequest request = new MetadataRequest();
        request.topics = new ArrayList<>(List.of(metadataTopic(EXISTING), metadataTopic(absent)));
        if (version >= 4) {
            request.allowAutoTopicCreation = false;
        }
        MetadataResponse response = send(KwireApis.METADATA, version, request);

        MetadataResponse.MetadataResponseBroker node = response.brokers.stream().collect(onlyElement());
        assertEquals(BROKER_ID, node.nodeId);
        assertEquals(broker.bootstrap(), node.host + ":" + node.port);
        if (version >= 1) {
            assertEquals(BROKER_ID, response.controllerId);
        }
        if (version >= 2) {
            assertEquals(broker.admin().describeCluster().clusterId().get(), response.clusterId);
        }
        Map<String, MetadataResponse.MetadataResponseTopic> topics = byKey(response.topics, topic -> topic.name);
        assertEquals(Set.of(EXISTING, absent), topics.keySet());
        MetadataResponse.MetadataResponseTopic existing = topics.get(EXISTING);
        assertEquals(Errors.NONE.code(), existing.errorCode);
        assertEquals(version >= 10 ? existingId : Uuids.ZERO, existing.topicId);
        MetadataResponse.MetadataResponsePartition partition = existing.partitions.stream().collect(onlyElement());
        assertEquals(0, partition.partitionIndex);
        assertEquals(BROKER_ID, partition.leaderId);
        assertArrayEquals(new int[] {BROKER_ID}, partition.replicaNodes);
        assertArrayEquals(new int[] {BROKER_ID}, partition.isrNodes);
        if (version >= 7) {
            assertTrue(partition.leaderEpoch >= 0, "leader epoch " + partition.leaderEpoch);
        }
        assertEquals(Errors.UNKNOWN_TOPIC_OR_PARTITION.code(), topics.get(absent).errorCode);
        assertTrue(topics.get(absent).partitions.isEmpty());
    }

    @TestFactory
    Stream<DynamicTest> createTopicsAtEveryVersion(KafkaBroker broker) {
        return versions(KwireApis.CREATE_TOPICS).stream().map(version -> dynamicTest("CreateTopics v" + version,
                () -> createTopicsAt(broker, version)));
    }

    /**
     * A validate-only creation first, then the real one, whose success shows the first created nothing; with it
     * in one request, a topic that exists, one wider than the cluster and one with a name Kafka refuses.
     */
    private static void createTopicsAt(KafkaBroker broker, short version) throws Exception {
        String name = "ct-v" + version;
        String wide = "ct-wide-v" + version;
        String invalid = "ct v" + version;

        CreateTopicsResponse validated = send(KwireApis.CREATE_TOPICS, version,
                createTopics(true, creatable(name, 2, (short) 1)));
        CreateTopicsResponse.CreatableTopicResult dry = validated.topics.stream().collect(onlyElement());
        assertEquals(name, dry.name);
        assertEquals(Errors.NONE.code(), dry.errorCode);
        if (version >= 7) {
            assertNotEquals(Uuids.ZERO, dry.topicId, "Kafka gives even a validate-only creation an id");
        } else {
            assertEquals(Uuids.ZERO, dry.topicId, "not on the wire before v7");
        }
        assertEquals(version >= 5 ? 2 : -1, dry.numPartitions);

        CreateTopicsResponse response = send(KwireApis.CREATE_TOPICS, version, createTopics(false,
                creatable(name, 2, (short) 1), creatable(EXISTING, 1, (short) 1), creatable(wide, 1, (short) 2),
                creatable(invalid, 1, (short) 1)));
        Map<String, CreateTopicsResponse.CreatableTopicResult> results = byKey(response.topics, topic -> topic.name);
        assertEquals(Set.of(name, EXISTING, wide, invalid), results.keySet());
        assertError(Errors.TOPIC_ALREADY_EXISTS, results.get(EXISTING).errorCode, results.get(EXISTING).errorMessage);
        assertError(Errors.INVALID_REPLICATION_FACTOR, results.get(wide).errorCode, results.get(wide).errorMessage);
        assertError(Errors.INVALID_TOPIC_EXCEPTION, results.get(invalid).errorCode,
                results.get(invalid).errorMessage);

        CreateTopicsResponse.CreatableTopicResult created = results.get(name);
        assertEquals(Errors.NONE.code(), created.errorCode, created.errorMessage);
        assertNull(created.errorMessage);
        if (version >= 5) {
            assertEquals(2, created.numPartitions);
            assertEquals(1, created.replicationFactor);
            assertEquals(RETENTION, created.configs.stream().filter(config -> config.name.equals(RETENTION_MS))
                    .collect(onlyElement()).value, "v5 and later return the topic's configs");
        } else {
            assertEquals(-1, created.numPartitions, "not on the wire before v5");
            assertTrue(created.configs.isEmpty(), "not on the wire before v5");
        }
        TopicDescription described = broker.awaitTopic(name, topic -> true);
        assertEquals(version >= 7 ? uuid(described.topicId()) : Uuids.ZERO, created.topicId);
        assertEquals(2, described.partitions().size());
        for (TopicPartitionInfo partition : described.partitions()) {
            assertEquals(List.of(BROKER_ID), partition.replicas().stream().map(node -> node.id()).toList());
        }
        ConfigResource resource = new ConfigResource(ConfigResource.Type.TOPIC, name);
        assertEquals(RETENTION, broker.admin().describeConfigs(List.of(resource)).all().get().get(resource)
                .get(RETENTION_MS).value());
        Set<String> names = broker.admin().listTopics().names().get();
        assertFalse(names.contains(wide));
        assertFalse(names.contains(invalid));
    }

    @TestFactory
    Stream<DynamicTest> deleteTopicsAtEveryVersion(KafkaBroker broker) {
        return versions(KwireApis.DELETE_TOPICS).stream().map(version -> dynamicTest("DeleteTopics v" + version,
                () -> deleteTopicsAt(broker, version)));
    }

    /** By name (v6: by name and by id), with a name (v6: and an id) the broker does not know. */
    private static void deleteTopicsAt(KafkaBroker broker, short version) throws Exception {
        String name = "dt-v" + version;
        String byId = "dt-by-id-v" + version;
        String absent = "dt-absent-v" + version;
        UUID unknownId = UUID.randomUUID();
        boolean ids = version >= 6;
        Admin admin = broker.admin();
        List<NewTopic> topics = new ArrayList<>(List.of(new NewTopic(name, 1, (short) 1)));
        if (ids) {
            topics.add(new NewTopic(byId, 1, (short) 1));
        }
        CreateTopicsResult created = admin.createTopics(topics);
        created.all().get();
        UUID nameId = uuid(created.topicId(name).get());
        broker.awaitTopicNames(names -> names.containsAll(topics.stream().map(NewTopic::name).toList()));

        DeleteTopicsRequest request = new DeleteTopicsRequest();
        request.timeoutMs = TIMEOUT_MS;
        if (ids) {
            request.topics.addAll(List.of(deleteState(name, Uuids.ZERO), deleteState(absent, Uuids.ZERO),
                    deleteState(null, uuid(created.topicId(byId).get())), deleteState(null, unknownId)));
        } else {
            request.topicNames.addAll(List.of(name, absent));
        }
        DeleteTopicsResponse response = send(KwireApis.DELETE_TOPICS, version, request);

        Map<String, DeleteTopicsResponse.DeletableTopicResult> byName = byKey(
                response.responses.stream().filter(result -> result.name != null).toList(), result -> result.name);
        assertEquals(ids ? Set.of(name, absent, byId) : Set.of(name, absent), byName.keySet());
        DeleteTopicsResponse.DeletableTopicResult deleted = byName.get(name);
        assertEquals(Errors.NONE.code(), deleted.errorCode, deleted.errorMessage);
        assertNull(deleted.errorMessage);
        assertEquals(ids ? nameId : Uuids.ZERO, deleted.topicId);
        DeleteTopicsResponse.DeletableTopicResult unknownName = byName.get(absent);
        assertEquals(Errors.UNKNOWN_TOPIC_OR_PARTITION.code(), unknownName.errorCode);
        if (version >= 5) {
            assertNotNull(unknownName.errorMessage, "v5 and later carry the error message");
        } else {
            assertNull(unknownName.errorMessage, "not on the wire before v5");
        }
        if (ids) {
            DeleteTopicsResponse.DeletableTopicResult deletedById = byName.get(byId);
            assertEquals(Errors.NONE.code(), deletedById.errorCode, deletedById.errorMessage);
            assertEquals(uuid(created.topicId(byId).get()), deletedById.topicId);
            DeleteTopicsResponse.DeletableTopicResult unknown = response.responses.stream()
                    .filter(result -> result.name == null).collect(onlyElement());
            assertEquals(Errors.UNKNOWN_TOPIC_ID.code(), unknown.errorCode);
            assertEquals(unknownId, unknown.topicId);
        }
        Set<String> remaining = broker.awaitTopicNames(names -> !names.contains(name) && !names.contains(byId));
        assertTrue(remaining.contains(EXISTING));
        assertGone(admin, name);
        if (ids) {
            assertGone(admin, byId);
        }
    }

    @TestFactory
    Stream<DynamicTest> createPartitionsAtEveryVersion(KafkaBroker broker) {
        return versions(KwireApis.CREATE_PARTITIONS).stream().map(version -> dynamicTest(
                "CreatePartitions v" + version, () -> createPartitionsAt(broker, version)));
    }

    /**
     * A validate-only growth to 4 first, then a real one to 3, which only succeeds if the first changed nothing;
     * with it in one request, a growth with explicit replicas, a shrink and a topic the broker does not know.
     */
    private static void createPartitionsAt(KafkaBroker broker, short version) throws Exception {
        String grown = "cp-v" + version;
        String placed = "cp-placed-v" + version;
        String absent = "cp-absent-v" + version;
        broker.admin().createTopics(List.of(new NewTopic(grown, 1, (short) 1), new NewTopic(placed, 1, (short) 1)))
                .all().get();
        broker.awaitTopicNames(names -> names.contains(grown) && names.contains(placed));

        CreatePartitionsResponse validated = send(KwireApis.CREATE_PARTITIONS, version,
                createPartitions(true, partitionsTopic(grown, 4, null)));
        CreatePartitionsResponse.CreatePartitionsTopicResult dry = validated.results.stream().collect(onlyElement());
        assertEquals(grown, dry.name);
        assertEquals(Errors.NONE.code(), dry.errorCode, dry.errorMessage);

        CreatePartitionsResponse response = send(KwireApis.CREATE_PARTITIONS, version, createPartitions(false,
                partitionsTopic(grown, 3, null),
                partitionsTopic(placed, 3, List.of(List.of(BROKER_ID), List.of(BROKER_ID))),
                partitionsTopic(EXISTING, 1, null),
                partitionsTopic(absent, 2, null)));
        Map<String, CreatePartitionsResponse.CreatePartitionsTopicResult> results =
                byKey(response.results, result -> result.name);
        assertEquals(Set.of(grown, placed, EXISTING, absent), results.keySet());
        assertEquals(Errors.NONE.code(), results.get(grown).errorCode, results.get(grown).errorMessage);
        assertNull(results.get(grown).errorMessage);
        assertEquals(Errors.NONE.code(), results.get(placed).errorCode, results.get(placed).errorMessage);
        assertError(Errors.INVALID_PARTITIONS, results.get(EXISTING).errorCode, results.get(EXISTING).errorMessage);
        assertEquals(Errors.UNKNOWN_TOPIC_OR_PARTITION.code(), results.get(absent).errorCode);
        assertNull(results.get(absent).errorMessage, "Kafka sends no message with this one");

        assertEquals(3, broker.awaitTopic(grown, topic -> topic.partitions().size() == 3).partitions().size());
        TopicDescription placedTopic = broker.awaitTopic(placed, topic -> topic.partitions().size() == 3);
        for (TopicPartitionInfo partition : placedTopic.partitions()) {
            assertEquals(List.of(BROKER_ID), partition.replicas().stream().map(node -> node.id()).toList());
        }
        assertEquals(1, broker.admin().describeTopics(List.of(EXISTING)).allTopicNames().get().get(EXISTING)
                .partitions().size());
        assertFalse(broker.admin().listTopics().names().get().contains(absent));
    }

    /** The versions the broker advertises for {@code api} that kwire's codecs speak: never none. */
    private static List<Short> versions(ApiCodecs<?, ?> api) {
        ApiVersionsResponse.ApiVersion range = advertised.get(api.apiKey());
        assertNotNull(range, "the broker advertises API " + api.apiKey());
        List<Short> versions = IntStream.rangeClosed(Math.max(range.minVersion, api.lowestVersion()),
                Math.min(range.maxVersion, api.highestVersion())).mapToObj(version -> (short) version).toList();
        assertFalse(versions.isEmpty(), "API " + api.apiKey() + ": the broker offers v" + range.minVersion + "-"
                + range.maxVersion + ", kwire speaks v" + api.lowestVersion() + "-" + api.highestVersion());
        return versions;
    }

    private static <Q, R> R send(ApiCodecs<Q, R> api, short version, Q request) throws Exception {
        return kafka.send(api, version, request).get(TIMEOUT_MS, TimeUnit.MILLISECONDS);
    }

    private static KwireAdmin connectAdmin(KafkaBroker broker) throws Exception {
        String[] hostPort = broker.bootstrap().split(":");
        return KwireAdmin.connect(hostPort[0], Integer.parseInt(hostPort[1]), Dialect.KAFKA);
    }

    /** Creates one topic through {@link KwireAdmin}. */
    private static TopicOutcome create(KwireAdmin kwire, String name, int partitions, short replicationFactor)
            throws Exception {
        return only(kwire.createTopics(List.of(new io.kwire.examples.client.NewTopic(name, partitions,
                replicationFactor)), false));
    }

    private static TopicOutcome only(CompletableFuture<List<TopicOutcome>> outcomes) throws Exception {
        return outcomes.get(TIMEOUT_MS, TimeUnit.MILLISECONDS).stream().collect(onlyElement());
    }

    private static CreateTopicsRequest createTopics(boolean validateOnly,
            CreateTopicsRequest.CreatableTopic... topics) {
        CreateTopicsRequest request = new CreateTopicsRequest();
        request.timeoutMs = TIMEOUT_MS;
        request.validateOnly = validateOnly;
        request.topics.addAll(List.of(topics));
        return request;
    }

    private static CreateTopicsRequest.CreatableTopic creatable(String name, int partitions, short replication) {
        CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
        topic.name = name;
        topic.numPartitions = partitions;
        topic.replicationFactor = replication;
        CreateTopicsRequest.CreatableTopicConfig retention = new CreateTopicsRequest.CreatableTopicConfig();
        retention.name = RETENTION_MS;
        retention.value = RETENTION;
        topic.configs.add(retention);
        return topic;
    }

    private static DeleteTopicsRequest.DeleteTopicState deleteState(String name, UUID id) {
        DeleteTopicsRequest.DeleteTopicState state = new DeleteTopicsRequest.DeleteTopicState();
        state.name = name;
        state.topicId = id;
        return state;
    }

    private static CreatePartitionsRequest createPartitions(boolean validateOnly,
            CreatePartitionsRequest.CreatePartitionsTopic... topics) {
        CreatePartitionsRequest request = new CreatePartitionsRequest();
        request.timeoutMs = TIMEOUT_MS;
        request.validateOnly = validateOnly;
        request.topics.addAll(List.of(topics));
        return request;
    }

    /** Growth of {@code name} to {@code count} partitions; {@code replicas} of the new ones, or null to let Kafka. */
    private static CreatePartitionsRequest.CreatePartitionsTopic partitionsTopic(String name, int count,
            List<List<Integer>> replicas) {
        CreatePartitionsRequest.CreatePartitionsTopic topic = new CreatePartitionsRequest.CreatePartitionsTopic();
        topic.name = name;
        topic.count = count;
        topic.assignments = replicas == null ? null : replicas.stream().map(brokers -> {
            CreatePartitionsRequest.CreatePartitionsAssignment assignment =
                    new CreatePartitionsRequest.CreatePartitionsAssignment();
            assignment.brokerIds = brokers.stream().mapToInt(Integer::intValue).toArray();
            return assignment;
        }).collect(Collectors.toCollection(ArrayList::new));
        return topic;
    }

    private static ApiVersionsRequest apiVersions(String softwareName, String softwareVersion) {
        ApiVersionsRequest request = new ApiVersionsRequest();
        request.clientSoftwareName = softwareName;
        request.clientSoftwareVersion = softwareVersion;
        return request;
    }

    private static MetadataRequest.MetadataRequestTopic metadataTopic(String name) {
        MetadataRequest.MetadataRequestTopic topic = new MetadataRequest.MetadataRequestTopic();
        topic.name = name;
        return topic;
    }

    private static void assertError(Errors expected, short errorCode, String errorMessage) {
        assertEquals(expected.code(), errorCode, () -> "expected " + expected + ", got " + Errors.forCode(errorCode)
                + ": " + errorMessage);
        assertNotNull(errorMessage, () -> expected + " comes with a message");
    }

    private static void assertGone(Admin admin, String name) {
        ExecutionException gone = assertThrows(ExecutionException.class,
                () -> admin.describeTopics(List.of(name)).allTopicNames().get());
        assertInstanceOf(UnknownTopicOrPartitionException.class, gone.getCause());
    }

    /** Each element by its key; fails on two elements of one key. */
    private static <T> Map<String, T> byKey(Collection<T> elements, Function<T, String> key) {
        return elements.stream().collect(Collectors.toMap(key, element -> element));
    }

    private static <T> Collector<T, ?, T> onlyElement() {
        return Collectors.collectingAndThen(Collectors.toList(), list -> {
            assertEquals(1, list.size(), () -> "expected one element: " + list);
            return list.get(0);
        });
    }

    private static UUID uuid(Uuid id) {
        return new UUID(id.getMostSignificantBits(), id.getLeastSignificantBits());
    }
}
