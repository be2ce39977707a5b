package io.kwire.functional.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.fuzz.DecoderFuzzer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Coverage-guided fuzzing of every decoder of the examples' build ({@link ExampleDecoders}) with
 * Jazzer: the first byte of an input chooses the codec, the second the version, the rest is the
 * body, and {@link DecoderFuzzer#check} holds each input to the decoders' contract and the round
 * trip.
 *
 * <p>Without {@code JAZZER_FUZZ} this is a regression test over the seeds ({@link FuzzSeeds}) and
 * every input kept under {@code src/test/resources/io/kwire/examples/fuzz/DecoderFuzzTestInputs/decode}:
 * Jazzer writes each finding there as a {@code crash-*} file. With {@code JAZZER_FUZZ=1} (the
 * build's {@code fuzz} surefire execution, see docs/fuzzing.md) Jazzer runs the seeds, then
 * mutates them guided by the coverage of kwire's codecs.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class DecoderFuzzTest {
    private static final DecoderFuzzer FUZZER = ExampleDecoders.FUZZER;

    static Stream<Arguments> seeds() {
        return FuzzSeeds.all(FUZZER).stream().map(seed -> Arguments.of(Named.of(seed.name(), seed.input())));
    }

    @MethodSource("seeds")
    @FuzzTest(maxDuration = "10m")
    void decode(byte[] input) {
        FUZZER.check(input);
    }

    /** What the run exercised, and what kwire and Kafka judged differently. */
    @AfterAll
    static void printReport() {
        System.out.println("DecoderFuzzTest: " + FUZZER.report());
    }
}
