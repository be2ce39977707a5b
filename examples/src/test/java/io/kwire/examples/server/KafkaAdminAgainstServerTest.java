package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.CreateTopicsOptions;
import org.apache.kafka.clients.admin.CreateTopicsResult;
import org.apache.kafka.clients.admin.NewPartitions;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.TopicCollection;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.errors.InvalidPartitionsException;
import org.apache.kafka.common.errors.InvalidReplicaAssignmentException;
import org.apache.kafka.common.errors.InvalidReplicationFactorException;
import org.apache.kafka.common.errors.InvalidTopicException;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.errors.UnknownTopicIdException;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Kafka's own Admin client (kafka-clients 4.4.0) against the example server, over loopback. */
@ExtendWith(FailOnByteBufLeaks.class)
class KafkaAdminAgainstServerTest {
    private static final short METADATA = 3;

    /**
     * With {@code oldestVersionsOnly}, the server offers one version of each API: its oldest, except
     * Metadata v1, the oldest Kafka's Admin can list topics with (v0 has no "all topics"). The
     * Admin's ApiVersions v5 request then gets the KIP-511 answer and retries at v0.
     */
    @ParameterizedTest(name = "oldest versions only: {0}")
    @ValueSource(booleans = {false, true})
    void topicLifecycle(boolean oldestVersionsOnly) throws Exception {
        AdminServerConfig config = AdminServerConfig.defaults();
        if (oldestVersionsOnly) {
            config = config.withOldestVersionsOnly(registry -> registry.withVersions(METADATA, (short) 1, (short) 1));
        }
        try (AdminServer server = AdminServer.start(config);
                Admin admin = admin(server)) {
            CreateTopicsResult created = admin.createTopics(List.of(new NewTopic("orders", 3, (short) 2)
                    .configs(Map.of("retention.ms", "60000"))));
            created.all().get();
            if (!oldestVersionsOnly) {
                // CreateTopics v5 and later carry the topic's settings, v7 and later its id.
                assertEquals(3, created.numPartitions("orders").get());
                Uuid id = created.topicId("orders").get();
                assertNotEquals(Uuid.ZERO_UUID, id);
                assertEquals(server.topics().byName("orders").id().toString(), uuid(id).toString());
            }
            assertEquals(Set.of("orders"), admin.listTopics().names().get());

            TopicDescription described = admin.describeTopics(List.of("orders")).allTopicNames().get().get("orders");
            assertEquals(3, described.partitions().size());
            described.partitions().forEach(partition -> assertEquals(2, partition.replicas().size()));

            admin.createPartitions(Map.of("orders", NewPartitions.increaseTo(5))).all().get();
            assertEquals(5, admin.describeTopics(List.of("orders")).allTopicNames().get().get("orders")
                    .partitions().size());

            admin.deleteTopics(List.of("orders")).all().get();
            assertEquals(Set.of(), admin.listTopics().names().get());
        }
    }

    @Test
    void deletesByTopicId() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults()); Admin admin = admin(server)) {
            Uuid id = admin.createTopics(List.of(new NewTopic("by-id", 1, (short) 1))).topicId("by-id").get();
            admin.deleteTopics(TopicCollection.ofTopicIds(List.of(id))).all().get();
            assertEquals(Set.of(), admin.listTopics().names().get());
            assertCause(UnknownTopicIdException.class,
                    admin.deleteTopics(TopicCollection.ofTopicIds(List.of(id))).all());
        }
    }

    @Test
    void errorsSurfaceAsKafkasExceptions() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withBrokers(3));
                Admin admin = admin(server)) {
            admin.createTopics(List.of(new NewTopic("taken", 2, (short) 1))).all().get();
            assertCause(TopicExistsException.class, create(admin, new NewTopic("taken", 1, (short) 1)));
            assertCause(InvalidReplicationFactorException.class, create(admin, new NewTopic("wide", 1, (short) 4)));
            assertCause(InvalidTopicException.class, create(admin, new NewTopic("no spaces", 1, (short) 1)));
            assertCause(InvalidTopicException.class, create(admin, new NewTopic("..", 1, (short) 1)));
            assertCause(InvalidPartitionsException.class,
                    create(admin, new NewTopic("none", Optional.of(0), Optional.empty())));
            assertCause(InvalidReplicaAssignmentException.class,
                    create(admin, new NewTopic("placed", Map.of(0, List.of(1, 1)))));

            assertCause(InvalidPartitionsException.class,
                    admin.createPartitions(Map.of("taken", NewPartitions.increaseTo(1))).all());
            assertCause(UnknownTopicOrPartitionException.class,
                    admin.createPartitions(Map.of("absent", NewPartitions.increaseTo(4))).all());
            assertCause(UnknownTopicOrPartitionException.class, admin.deleteTopics(List.of("absent")).all());
            assertEquals(Set.of("taken"), admin.listTopics().names().get());
        }
    }

    @Test
    void validateOnlyCreatesNothing() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults()); Admin admin = admin(server)) {
            CreateTopicsResult result = admin.createTopics(List.of(new NewTopic("dry", 4, (short) 3)),
                    new CreateTopicsOptions().validateOnly(true));
            result.all().get();
            assertEquals(4, result.numPartitions("dry").get());
            assertFalse(admin.listTopics().names().get().contains("dry"));
            assertTrue(server.topics().topics().isEmpty());
        }
    }

    private static Future<Void> create(Admin admin, NewTopic topic) {
        return admin.createTopics(List.of(topic)).all();
    }

    private static void assertCause(Class<? extends Throwable> expected, Future<?> future) {
        ExecutionException failure = assertThrows(ExecutionException.class, future::get);
        assertInstanceOf(expected, failure.getCause(), () -> "got " + failure.getCause());
    }

    private static java.util.UUID uuid(Uuid id) {
        return new java.util.UUID(id.getMostSignificantBits(), id.getLeastSignificantBits());
    }

    static Admin admin(AdminServer server) {
        Properties properties = new Properties();
        properties.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, server.bootstrap());
        properties.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 10_000);
        properties.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 15_000);
        return Admin.create(properties);
    }
}
