package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.examples.broker.KafkaBroker;
import io.kwire.examples.broker.KafkaBrokerExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The demo with {@code --bootstrap}, against a real Apache Kafka 4.4.0 broker. */
@ExtendWith({KafkaBrokerExtension.class, FailOnByteBufLeaks.class})
class KafkaDemoAgainstKafkaTest {

    @Test
    void bootstrapRunManagesTopicsProducesAndFetchesOnKafka(KafkaBroker broker) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new KafkaDemo(new PrintStream(bytes, true, StandardCharsets.UTF_8)).runAgainst(broker.bootstrap());
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();

        assertTrue(lines.contains("== kwire admin client -> Kafka broker at " + broker.bootstrap()));
        assertEquals(3, lines.stream().filter(line -> line.startsWith("   kwire-demo-orders: NONE")).count());
        KafkaDemoTest.assertProducedAndFetched(lines);
    }
}
