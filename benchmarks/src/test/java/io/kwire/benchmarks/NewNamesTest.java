package io.kwire.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.netty.buffer.Unpooled;
import java.util.HashSet;
import java.util.Set;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.junit.jupiter.api.Test;

/** The new-names workload is what it claims: no topic name or config value recurs, and both sides decode each request. */
class NewNamesTest {
    private static final int TOPICS = 10;
    private static final int CONFIGS = 5;

    @Test
    void noTopicNameOrConfigValueRecursAcrossTheRequests() {
        KwireNewNamesBenchmark kwire = new KwireNewNamesBenchmark();
        kwire.workload = "CreateTopicsRequest-" + TOPICS;
        kwire.setUp();
        Set<String> names = new HashSet<>();
        Set<String> values = new HashSet<>();
        int count = NewNames.count(TOPICS);
        for (int i = 0; i < count; i++) {
            for (CreateTopicsRequest.CreatableTopic topic : kwire.decode().topics) {
                names.add(topic.name);
                topic.configs.forEach(config -> values.add(config.value));
            }
        }
        assertEquals(count * TOPICS, names.size());
        assertEquals(count * TOPICS * CONFIGS, values.size());
        assertTrue(names.size() + values.size() - 1 >= NewNames.STRINGS_BETWEEN, "strings between two readings of one");
    }

    @Test
    void kafkaDecodesTheSameRequestsInTheSameTurn() {
        KwireNewNamesBenchmark kwire = new KwireNewNamesBenchmark();
        KafkaNewNamesBenchmark kafka = new KafkaNewNamesBenchmark();
        kwire.workload = "CreateTopicsRequest-" + TOPICS;
        kafka.workload = kwire.workload;
        kwire.setUp();
        kafka.setUp();
        for (int i = 0; i < NewNames.count(TOPICS) + 1; i++) {
            CreateTopicsRequest kwireRequest = kwire.decode();
            CreateTopicsRequestData kafkaRequest = kafka.decode();
            assertEquals(kafkaRequest.topics().size(), kwireRequest.topics.size());
            int t = 0;
            for (CreateTopicsRequestData.CreatableTopic kafkaTopic : kafkaRequest.topics()) {
                assertEquals(kafkaTopic.name(), kwireRequest.topics.get(t++).name, "request " + i);
            }
        }
    }

    @Test
    void eachRequestIsOfTheShapeOfTheRecurringWorkload() {
        CreateTopicsRequest recurring = Messages.createTopicsRequest(TOPICS);
        CreateTopicsRequest read = CreateTopicsRequestCodec.INSTANCE.read(
                Unpooled.wrappedBuffer(NewNames.requests(TOPICS)[3]), NewNames.VERSION);
        assertEquals(recurring.topics.size(), read.topics.size());
        for (int t = 0; t < TOPICS; t++) {
            assertEquals(recurring.topics.get(t).name + "~3", read.topics.get(t).name);
            assertEquals(recurring.topics.get(t).assignments.size(), read.topics.get(t).assignments.size());
            assertEquals(recurring.topics.get(t).configs.get(1).value + "~3." + t, read.topics.get(t).configs.get(1).value);
        }
    }
}
