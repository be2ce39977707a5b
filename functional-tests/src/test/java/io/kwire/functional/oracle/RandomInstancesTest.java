package io.kwire.functional.oracle;

import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.oracle.KafkaAgreement;
import io.kwire.testkit.specs.MessageSpec;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * kwire's generated codecs against Kafka's own generated classes, on hundreds of random instances
 * of every example message at every version ({@link KafkaAgreement}: the same bytes, the same
 * size, and each side reads what the other wrote back to the original).
 *
 * <p>Each version gets 300 instances, except in messages with more than six versions: those
 * share 1800 among their versions (Fetch's 15 versions get 120 each), which keeps the run short.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RandomInstancesTest {
    private static final int MAX_INSTANCES_PER_VERSION = 300;
    private static final int MAX_INSTANCES_PER_MESSAGE = 1800;

    @TestFactory
    Stream<DynamicContainer> kwireAndKafkaAgreeOnRandomInstances() {
        return ExampleMessage.ALL.stream().map(RandomInstancesTest::versions);
    }

    private static <T> DynamicContainer versions(ExampleMessage<T> message) {
        MessageSpec spec = message.spec();
        int instancesPerVersion = Math.min(MAX_INSTANCES_PER_VERSION,
                MAX_INSTANCES_PER_MESSAGE / spec.versions().size());
        return dynamicContainer(message.name(), spec.versions().stream().map(version -> dynamicContainer(
                message.name() + " v" + version, LongStream.range(0, instancesPerVersion).mapToObj(seed -> dynamicTest(
                        message.name() + " v" + version + " seed " + seed,
                        () -> KafkaAgreement.assertAgreeOnRandomInstance(message.codec(), message.kwireClass(), spec,
                                version, seed))))));
    }
}
