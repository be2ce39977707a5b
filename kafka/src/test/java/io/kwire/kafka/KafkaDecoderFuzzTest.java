package io.kwire.kafka;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.fuzz.DecoderFuzzer;
import io.kwire.testkit.fuzz.FuzzedCodec;
import io.kwire.testkit.oracle.KafkaReflection;
import io.kwire.testkit.oracle.KafkaWire;
import io.kwire.testkit.oracle.RandomKafkaData;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Coverage-guided fuzzing of every codec of kwire-kafka with Jazzer, each with Kafka's generated
 * class of the same message as the oracle: the first byte of an input chooses the codec (in the
 * order of the specs' names: a kafka-clients with new messages renumbers them, and so makes kept
 * findings exercise other codecs), the second the version, the rest is the body, and
 * {@link DecoderFuzzer#check} holds each input to the decoders' contract and the round trip.
 *
 * <p>The seeds are random instances ({@link RandomKafkaData}) as Kafka writes them, at the lowest
 * and highest versions of each message and at its first flexible one; the fuzzer finds the others.
 * Without {@code JAZZER_FUZZ} this replays them and every finding kept under
 * {@code src/test/resources/io/kwire/kafka/KafkaDecoderFuzzTestInputs/decode}; the build's
 * {@code fuzz} surefire execution fuzzes (see docs/fuzzing.md).
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KafkaDecoderFuzzTest {
    private static final DecoderFuzzer FUZZER = new DecoderFuzzer(ConvertedMessage.WITH_CODECS.stream()
            .<FuzzedCodec<?>>map(KafkaDecoderFuzzTest::fuzzed)
            .toList());

    static Stream<Arguments> seeds() {
        return ConvertedMessage.WITH_CODECS.stream().flatMap(KafkaDecoderFuzzTest::seeds);
    }

    @MethodSource("seeds")
    @FuzzTest(maxDuration = "10m")
    void decode(byte[] input) {
        FUZZER.check(input);
    }

    /** What the run exercised, and what kwire and Kafka judged differently. */
    @AfterAll
    static void printReport() {
        System.out.println("KafkaDecoderFuzzTest: " + FUZZER.report());
    }

    private static <T> FuzzedCodec<T> fuzzed(ConvertedMessage<T> message) {
        return new FuzzedCodec<>(message.name(), message.codec(), KafkaReflection.messageClass(message.spec()));
    }

    private static Stream<Arguments> seeds(ConvertedMessage<?> message) {
        List<Short> versions = message.spec().versions();
        TreeSet<Short> seeded = new TreeSet<>(List.of(versions.get(0), versions.get(versions.size() - 1)));
        versions.stream().filter(message.spec()::isFlexible).findFirst().ifPresent(seeded::add);
        return seeded.stream().map(version -> {
            byte[] body = KafkaWire.write(new RandomKafkaData(message.spec(), version, 0).message(), version);
            return Arguments.of(Named.of(message.name() + " v" + version,
                    FUZZER.input(message.codec(), version, body)));
        });
    }
}
