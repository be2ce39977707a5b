package io.kwire.kafka;

import io.kwire.testkit.oracle.KafkaMetadata;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Each generated codec says what Kafka's generated class says of the message (versions, flexible
 * versions, API key, type, header versions), and new instances hold Kafka's defaults.
 */
class CodecMetadataTest {
    static final List<ConvertedMessage<?>> MESSAGES = ConvertedMessage.WITH_CODECS;

    @ParameterizedTest
    @FieldSource("MESSAGES")
    void codecDescribesTheMessageAsKafkaDoes(ConvertedMessage<?> message) {
        KafkaMetadata.assertCodecDescribesMessage(message.codec(), message.spec());
    }

    @ParameterizedTest
    @FieldSource("MESSAGES")
    void newInstancesEqualKafkasNewInstances(ConvertedMessage<?> message) {
        KafkaMetadata.assertNewInstancesEqualKafkas(message.kwireClass());
    }
}
