package io.kwire.testkit.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.MessageCodec;
import io.kwire.testkit.specs.MessageSpec;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.message.ApiMessageType;
import org.apache.kafka.common.protocol.Message;

/**
 * What a generated codec and new instances of its message say of the message, against Kafka's
 * generated class: versions, flexible versions, API key, type and header versions, and defaults.
 */
public final class KafkaMetadata {
    private KafkaMetadata() {
    }

    /**
     * The codec's versions and flexible versions are Kafka's; for an API message also its API key,
     * type, and header version at each version.
     */
    public static void assertCodecDescribesMessage(MessageCodec<?> codec, MessageSpec spec) {
        Message kafka = KafkaReflection.newInstance(KafkaReflection.messageClass(spec));
        String name = spec.name();
        assertEquals(kafka.lowestSupportedVersion(), codec.lowestVersion(), name + ".lowestVersion()");
        assertEquals(kafka.highestSupportedVersion(), codec.highestVersion(), name + ".highestVersion()");
        for (short version : spec.versions()) {
            assertEquals(spec.isFlexible(version), codec.isFlexible(version), name + ".isFlexible(" + version + ")");
        }
        if (spec.apiKey() < 0) {
            return;
        }
        ApiMessageCodec<?> api = (ApiMessageCodec<?>) codec;
        assertEquals(spec.apiKey(), api.apiKey(), name + ".apiKey()");
        MessageType type = spec.type().equals("request") ? MessageType.REQUEST : MessageType.RESPONSE;
        assertEquals(type, api.type(), name + ".type()");
        ApiMessageType kafkaApi = ApiMessageType.fromApiKey(spec.apiKey());
        for (short version : spec.versions()) {
            short kafkaHeader = type == MessageType.REQUEST
                    ? kafkaApi.requestHeaderVersion(version)
                    : kafkaApi.responseHeaderVersion(version);
            assertEquals(kafkaHeader, api.headerVersion(version), name + ".headerVersion(" + version + ")");
        }
    }

    /**
     * A new instance of the kwire message class, and of each of its struct classes, equals a new
     * instance of Kafka's: the classes start out with the same defaults.
     */
    public static void assertNewInstancesEqualKafkas(Class<?> kwireMessageClass) {
        List<Class<?>> classes = new ArrayList<>(List.of(kwireMessageClass));
        classes.addAll(List.of(kwireMessageClass.getDeclaredClasses()));
        for (Class<?> kwireClass : classes) {
            Object kafkaDefault = KafkaReflection.newInstance(KafkaBridge.kafkaClass(kwireClass));
            Object kwireDefault = KafkaReflection.newInstance(kwireClass);
            try {
                assertEquals(kafkaDefault, KafkaBridge.toKafka(kwireDefault), "a new " + kwireClass.getSimpleName()
                        + " against a new " + kafkaDefault.getClass().getSimpleName());
            } finally {
                KwireBuffers.release(kwireDefault);
            }
        }
    }
}
