package io.kwire.functional.oracle;

import io.kwire.testkit.oracle.KafkaMetadata;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** What each generated codec says about its message (API key, type, versions, header versions) against Kafka. */
class CodecMetadataTest {
    static final List<ExampleMessage<?>> MESSAGES = ExampleMessage.ALL;

    @ParameterizedTest
    @FieldSource("MESSAGES")
    void apiKeyTypeVersionsAndHeaderVersionsAreKafkas(ExampleMessage<?> message) {
        KafkaMetadata.assertCodecDescribesMessage(message.codec(), message.spec());
    }
}
