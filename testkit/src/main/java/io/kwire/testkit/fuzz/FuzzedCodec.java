package io.kwire.testkit.fuzz;

import io.kwire.codec.MessageCodec;
import org.apache.kafka.common.protocol.Message;

/**
 * One generated decoder under fuzzing, with Kafka's generated class for the same message where
 * there is one: the oracle that says which inputs are canonical.
 *
 * @param name the message's name, for failure messages
 * @param codec the generated codec
 * @param kafkaClass Kafka's generated class for the same message and versions, or null if Kafka
 *     has none (a dialect of kwire's own, a header)
 * @param <T> the kwire message class
 */
public record FuzzedCodec<T>(String name, MessageCodec<T> codec, Class<? extends Message> kafkaClass) {
    /** The number of versions the codec reads. */
    int versionCount() {
        return codec.highestVersion() - codec.lowestVersion() + 1;
    }

    @Override
    public String toString() {
        return name;
    }
}
