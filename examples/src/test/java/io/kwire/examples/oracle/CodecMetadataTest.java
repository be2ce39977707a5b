package io.kwire.examples.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import java.util.List;
import org.apache.kafka.common.message.ApiMessageType;
import org.apache.kafka.common.protocol.ApiMessage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** What each generated codec says about its message (API key, type, versions, header versions) against Kafka. */
class CodecMetadataTest {
    static final List<ExampleMessage<?>> MESSAGES = ExampleMessage.ALL;

    @ParameterizedTest
    @FieldSource("MESSAGES")
    void apiKeyTypeAndVersionsAreKafkas(ExampleMessage<?> message) {
        ApiMessageCodec<?> codec = message.codec();
        ApiMessage kafka = (ApiMessage) KafkaReflection.newInstance(message.kafkaClass());
        MessageSpec spec = message.spec();
        assertEquals(kafka.apiKey(), codec.apiKey(), message.name() + ".apiKey()");
        MessageType type = spec.type().equals("request") ? MessageType.REQUEST : MessageType.RESPONSE;
        assertEquals(type, codec.type(), message.name() + ".type()");
        assertEquals(kafka.lowestSupportedVersion(), codec.lowestVersion(), message.name() + ".lowestVersion()");
        assertEquals(kafka.highestSupportedVersion(), codec.highestVersion(), message.name() + ".highestVersion()");
    }

    @ParameterizedTest
    @FieldSource("MESSAGES")
    void flexibleVersionsAndHeaderVersionsAreKafkas(ExampleMessage<?> message) {
        ApiMessageCodec<?> codec = message.codec();
        MessageSpec spec = message.spec();
        ApiMessageType api = ApiMessageType.fromApiKey(spec.apiKey());
        for (short version : spec.versions()) {
            assertEquals(spec.isFlexible(version), codec.isFlexible(version),
                    message.name() + ".isFlexible(" + version + ")");
            short kafkaHeader = codec.type() == MessageType.REQUEST
                    ? api.requestHeaderVersion(version)
                    : api.responseHeaderVersion(version);
            assertEquals(kafkaHeader, codec.headerVersion(version), message.name() + ".headerVersion(" + version + ")");
        }
    }
}
