package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The example server's topic rules, as Kafka's controller applies them, and KIP-409's. */
class TopicRegistryTest {
    private final TopicRegistry kafka = new TopicRegistry(3, false);
    private final TopicRegistry kip409 = new TopicRegistry(3, true);

    @Test
    void createsWithPlacedReplicasAndDefaults() {
        TopicRegistry.TopicResult created = kafka.create(topic("orders", 4, (short) 3, (short) -1), false);
        assertEquals(Outcome.OK, created.outcome());
        assertEquals(4, created.topic().partitions());
        created.topic().replicas().forEach(replicas -> assertEquals(3, replicas.stream().distinct().count()));
        assertEquals(created.topic(), kafka.byId(created.topic().id()));

        Topic defaults = kafka.create(topic("defaults", -1, (short) -1, (short) -1), false).topic();
        assertEquals(TopicRegistry.DEFAULT_PARTITIONS, defaults.partitions());
        assertEquals(TopicRegistry.DEFAULT_REPLICATION_FACTOR, defaults.replicationFactor());
    }

    @Test
    void refusesAsKafkaDoes() {
        kafka.create(topic("a.b", 1, (short) 1, (short) -1), false);
        assertError(ErrorCode.TOPIC_ALREADY_EXISTS, kafka.create(topic("a.b", 1, (short) 1, (short) -1), false));
        assertError(ErrorCode.INVALID_TOPIC_EXCEPTION, kafka.create(topic("a_b", 1, (short) 1, (short) -1), false));
        assertError(ErrorCode.INVALID_TOPIC_EXCEPTION, kafka.create(topic("", 1, (short) 1, (short) -1), false));
        assertError(ErrorCode.INVALID_TOPIC_EXCEPTION, kafka.create(topic("x".repeat(250), 1, (short) 1, (short) -1),
                false));
        assertError(ErrorCode.INVALID_PARTITIONS, kafka.create(topic("p", 0, (short) 1, (short) -1), false));
        assertError(ErrorCode.INVALID_PARTITIONS, kafka.create(topic("p", TopicRegistry.MAX_PARTITIONS + 1,
                (short) 1, (short) -1), false));
        assertError(ErrorCode.INVALID_REPLICATION_FACTOR, kafka.create(topic("r", 1, (short) 0, (short) -1), false));
        assertError(ErrorCode.INVALID_REPLICATION_FACTOR, kafka.create(topic("r", 1, (short) 4, (short) -1), false));
        // Kafka's own dialect has no minimum: the field is ignored rather than honoured.
        assertError(ErrorCode.INVALID_REPLICATION_FACTOR, kafka.create(topic("r", 1, (short) 4, (short) 2), false));
    }

    @Test
    void checksManualAssignments() {
        assertEquals(Outcome.OK, kafka.create(assigned("ok", Map.of(0, List.of(1, 2), 1, List.of(2, 3))), false)
                .outcome());
        assertError(ErrorCode.INVALID_REPLICA_ASSIGNMENT, kafka.create(assigned("dup", Map.of(0, List.of(1, 1))),
                false));
        assertError(ErrorCode.INVALID_REPLICA_ASSIGNMENT, kafka.create(assigned("gap", Map.of(1, List.of(1))),
                false));
        assertError(ErrorCode.INVALID_REPLICA_ASSIGNMENT, kafka.create(assigned("unknown", Map.of(0, List.of(9))),
                false));
        assertError(ErrorCode.INVALID_REPLICA_ASSIGNMENT, kafka.create(assigned("uneven",
                Map.of(0, List.of(1), 1, List.of(1, 2))), false));
        assertError(ErrorCode.INVALID_REQUEST, kafka.create(new TopicRequest("both", 2, (short) -1,
                Map.of(0, List.of(1)), Map.of(), (short) -1), false));
    }

    @Test
    void validateOnlyChangesNothing() {
        TopicRegistry.TopicResult checked = kafka.create(topic("dry", 2, (short) 2, (short) -1), true);
        assertEquals(Outcome.OK, checked.outcome());
        assertNull(kafka.byId(checked.topic().id()));
        assertTrue(kafka.topics().isEmpty());
        kafka.create(topic("dry", 2, (short) 2, (short) -1), false);
        assertEquals(Outcome.OK, kafka.createPartitions("dry", 5, null, (short) -1, true));
        assertEquals(2, kafka.byName("dry").partitions());
    }

    @Test
    void growsAndDeletes() {
        UUID id = kafka.create(topic("t", 2, (short) 2, (short) -1), false).topic().id();
        assertError(ErrorCode.INVALID_PARTITIONS, kafka.createPartitions("t", 2, null, (short) -1, false));
        assertError(ErrorCode.INVALID_PARTITIONS, kafka.createPartitions("t", 1, null, (short) -1, false));
        assertError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, kafka.createPartitions("u", 3, null, (short) -1, false));
        assertError(ErrorCode.INVALID_REPLICA_ASSIGNMENT, kafka.createPartitions("t", 4, List.of(List.of(1)),
                (short) -1, false));
        assertEquals(Outcome.OK, kafka.createPartitions("t", 4, List.of(List.of(1, 2), List.of(3, 1)), (short) -1,
                false));
        assertEquals(List.of(3, 1), kafka.byName("t").replicas().get(3));
        assertEquals(id, kafka.byName("t").id());

        assertError(ErrorCode.UNKNOWN_TOPIC_ID, kafka.deleteById(UUID.randomUUID()).outcome());
        assertEquals("t", kafka.deleteById(id).topic().name());
        assertError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, kafka.deleteByName("t"));
        assertNull(kafka.byId(id));
    }

    @Test
    void kip409SettlesForTheLiveBrokersWhenTheMinimumIsMet() {
        TopicRegistry.TopicResult under = kip409.create(topic("under", 2, (short) 5, (short) 2), false);
        assertError(ErrorCode.CREATED_UNDER_REPLICATED, under.outcome());
        assertNotNull(kip409.byName("under"));
        assertEquals(3, under.topic().replicationFactor());

        assertError(ErrorCode.INVALID_REPLICATION_FACTOR, kip409.create(topic("strict", 2, (short) 5, (short) 4),
                false));
        assertError(ErrorCode.INVALID_REPLICATION_FACTOR, kip409.create(topic("full", 2, (short) 5, (short) -1),
                false));
        assertError(ErrorCode.INVALID_REPLICATION_FACTOR, kip409.create(topic("over", 2, (short) 2, (short) 3),
                false));
        assertEquals(Outcome.OK, kip409.create(topic("enough", 2, (short) 3, (short) 2), false).outcome());

        kip409.create(topic("wide", 1, (short) 3, (short) -1), false);
        kip409.setLiveBrokers(2);
        assertError(ErrorCode.INVALID_REPLICATION_FACTOR, kip409.createPartitions("wide", 2, null, (short) -1, false));
        assertError(ErrorCode.INVALID_REPLICATION_FACTOR, kip409.createPartitions("wide", 2, null, (short) 3, false));
        assertError(ErrorCode.CREATED_UNDER_REPLICATED, kip409.createPartitions("wide", 3, null, (short) 2, false));
        assertEquals(3, kip409.byName("wide").partitions());
        assertEquals(2, kip409.byName("wide").replicas().get(2).size());
        kip409.byName("wide").replicas().get(2).forEach(broker -> assertTrue(broker <= 2, "placed on a live broker"));
    }

    private static TopicRequest topic(String name, int partitions, short replicationFactor, short minimum) {
        return new TopicRequest(name, partitions, replicationFactor, Map.of(), Map.of(), minimum);
    }

    private static TopicRequest assigned(String name, Map<Integer, List<Integer>> assignments) {
        return new TopicRequest(name, -1, (short) -1, assignments, Map.of(), (short) -1);
    }

    private static void assertError(ErrorCode expected, TopicRegistry.TopicResult result) {
        assertError(expected, result.outcome());
        if (expected != ErrorCode.CREATED_UNDER_REPLICATED) {
            assertNull(result.topic());
        }
    }

    private static void assertError(ErrorCode expected, Outcome outcome) {
        assertEquals(expected, outcome.error(), outcome::message);
    }
}
