package io.kwire.kafka;

import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.oracle.KafkaAgreement;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every converted message at every version against Kafka's own generated class, on random
 * instances ({@link KafkaAgreement}: the same bytes and size, and each side reads what the other
 * wrote back to the original). Each version is one test running {@value #INSTANCES_PER_VERSION}
 * instances, seeds 0 up; the first that fails names its seed.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RandomInstancesTest {
    static final int INSTANCES_PER_VERSION = 150;

    @TestFactory
    Stream<DynamicContainer> kwireAndKafkaAgreeOnRandomInstancesOfEveryVersion() {
        return ConvertedMessage.WITH_CODECS.stream().map(RandomInstancesTest::versions);
    }

    private static <T> DynamicContainer versions(ConvertedMessage<T> message) {
        return dynamicContainer(message.name(), message.spec().versions().stream().map(version -> dynamicTest(
                message.name() + " v" + version, () -> {
                    for (long seed = 0; seed < INSTANCES_PER_VERSION; seed++) {
                        KafkaAgreement.assertAgreeOnRandomInstance(message.codec(), message.kwireClass(),
                                message.spec(), version, seed);
                    }
                })));
    }
}
