package io.kwire.functional.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.fuzz.ViewFuzzer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Coverage-guided fuzzing of the views of the kwire-kafka messages {@link DecoderFuzzTest} fuzzes
 * ({@link ExampleDecoders#VIEWS}) with Jazzer: the first byte of an input chooses the message, the
 * second the version, the rest is the body, which {@link ViewFuzzer#check} places in four kinds of
 * buffer, walks every accessor of the view and {@code validate()} over, and compares with the
 * codec's read.
 *
 * <p>Without {@code JAZZER_FUZZ} this is a regression test over the seeds
 * ({@link FuzzSeeds#forViews}: the samples, random instances and frames of those messages) and every
 * input kept under {@code src/test/resources/io/kwire/functional/fuzz/ViewFuzzTestInputs/views}. The
 * build's {@code fuzz-views} surefire execution fuzzes (see docs/fuzzing.md).
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ViewFuzzTest {
    private static final ViewFuzzer FUZZER = ExampleDecoders.VIEWS;

    static Stream<Arguments> seeds() {
        return FuzzSeeds.forViews(FUZZER).stream().map(seed -> Arguments.of(Named.of(seed.name(), seed.input())));
    }

    @MethodSource("seeds")
    @FuzzTest(maxDuration = "10m")
    void views(byte[] input) {
        FUZZER.check(input);
    }

    /** What the run exercised: how views and reads judged the inputs. */
    @AfterAll
    static void printReport() {
        System.out.println("ViewFuzzTest: " + FUZZER.report());
    }
}
