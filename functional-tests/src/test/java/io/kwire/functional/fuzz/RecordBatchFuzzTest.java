package io.kwire.functional.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Coverage-guided fuzzing of kwire's record batches with Jazzer: arbitrary bytes through
 * RecordBatches, checkCrc, RecordBatchValidator and RecordCursor, in every compression with a small
 * decompression cap, held to {@link RecordBatchFuzzer#check}.
 *
 * <p>Without {@code JAZZER_FUZZ} this replays the seeds ({@link RecordBatchSeeds}: Kafka's own
 * batches of each compression) and every finding kept under
 * {@code src/test/resources/io/kwire/functional/fuzz/RecordBatchFuzzTestInputs/records}. The build's
 * {@code fuzz-records} surefire execution fuzzes (see docs/fuzzing.md).
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RecordBatchFuzzTest {
    private static final RecordBatchFuzzer FUZZER = new RecordBatchFuzzer();

    static Stream<Arguments> seeds() {
        return RecordBatchSeeds.all().stream().map(seed -> Arguments.of(Named.of(seed.name(), seed.input())));
    }

    @MethodSource("seeds")
    @FuzzTest(maxDuration = "10m")
    void records(byte[] input) {
        FUZZER.check(input);
    }

    /** What the run exercised. */
    @AfterAll
    static void printReport() {
        System.out.println("RecordBatchFuzzTest: " + FUZZER.report());
    }
}
