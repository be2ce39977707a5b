package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertSame;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.MetadataResponseCodec;
import io.netty.buffer.PooledByteBufAllocator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The demo proxy's filter on what an older client is answered. */
@ExtendWith(FailOnByteBufLeaks.class)
class ProduceCounterTest {
    /**
     * A Metadata answer below v10 has no topic ids to learn: it passes as it came. Reading an id
     * there threw, and closed the connection of any client older than Kafka 2.8.
     */
    @Test
    void aMetadataAnswerWithoutTopicIdsPassesAsItCame() {
        MetadataResponse metadata = new MetadataResponse();
        MetadataResponse.MetadataResponseTopic topic = new MetadataResponse.MetadataResponseTopic();
        topic.name = "orders";
        metadata.topics.add(topic);
        ProduceCounter counter = new ProduceCounter(new PrintStream(new ByteArrayOutputStream()));
        for (short version = 0; version < 10; version++) {
            KafkaFrame answer = KafkaFrame.ofResponse(PooledByteBufAllocator.DEFAULT, version, 7,
                    MetadataResponseCodec.INSTANCE, metadata);
            try {
                // No connection: an answer that passes as it came needs none.
                assertSame(answer, counter.onResponse(null, answer, null), "v" + version);
            } finally {
                answer.release();
            }
        }
    }
}
