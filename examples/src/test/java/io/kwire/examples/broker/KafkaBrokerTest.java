package io.kwire.examples.broker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.CreateTopicsResult;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The test broker is a working Kafka: Kafka's own {@code Admin} manages topics on it, and it leaves nothing behind. */
@ExtendWith(KafkaBrokerExtension.class)
class KafkaBrokerTest {
    private static final String TOPIC = "kwire-broker-test";

    @Test
    void kafkaAdminCreatesListsDescribesAndDeletesATopic(KafkaBroker broker) throws Exception {
        Admin admin = broker.admin();

        CreateTopicsResult created = admin.createTopics(List.of(new NewTopic(TOPIC, 3, (short) 1)));
        created.all().get();
        Uuid topicId = created.topicId(TOPIC).get();
        assertNotEquals(Uuid.ZERO_UUID, topicId);
        assertEquals(3, created.numPartitions(TOPIC).get());
        assertEquals(1, created.replicationFactor(TOPIC).get());

        assertTrue(broker.awaitTopicNames(names -> names.contains(TOPIC)).contains(TOPIC));

        TopicDescription description = admin.describeTopics(List.of(TOPIC)).allTopicNames().get().get(TOPIC);
        assertEquals(TOPIC, description.name());
        assertEquals(topicId, description.topicId());
        assertFalse(description.isInternal());
        assertEquals(List.of(0, 1, 2), description.partitions().stream().map(TopicPartitionInfo::partition).toList());
        for (TopicPartitionInfo partition : description.partitions()) {
            assertEquals(1, partition.leader().id());
            assertEquals(1, partition.replicas().size());
            assertEquals(1, partition.isr().size());
        }

        admin.deleteTopics(List.of(TOPIC)).all().get();
        Set<String> remaining = broker.awaitTopicNames(names -> !names.contains(TOPIC));
        assertFalse(remaining.contains(TOPIC));
        ExecutionException gone = assertThrows(ExecutionException.class,
                () -> admin.describeTopics(List.of(TOPIC)).allTopicNames().get());
        assertInstanceOf(UnknownTopicOrPartitionException.class, gone.getCause());
    }

    @Test
    void closeEndsTheChildProcessAndDeletesItsDirectory() {
        KafkaBroker broker = KafkaBroker.start();
        ProcessHandle process = broker.process();
        Path workDir = broker.workDir();
        assertTrue(process.isAlive());
        assertTrue(Files.isDirectory(workDir));

        broker.close();

        assertFalse(process.isAlive());
        assertFalse(Files.exists(workDir));
    }
}
