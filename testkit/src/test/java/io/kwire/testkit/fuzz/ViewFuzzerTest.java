package io.kwire.testkit.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.testkit.fuzz.PairView.Fault;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The view fuzz target's checks fail where they must: each fault of {@link PairView} breaks one rule,
 * and a body that reaches it fails with a message that says which; the view without a fault passes
 * the same bodies.
 */
class ViewFuzzerTest {
    /** The name "ab", the id 7. */
    private static final byte[] PAIR = {0, 2, 'a', 'b', 0, 0, 0, 7};
    /** The name "ab", then two of the id's four bytes. */
    private static final byte[] TRUNCATED = {0, 2, 'a', 'b', 0, 0};
    /** The pair, then a byte that is not the message's. */
    private static final byte[] TRAILING = {0, 2, 'a', 'b', 0, 0, 0, 7, 9};
    /** An empty name, the id 7. */
    private static final byte[] EMPTY_NAME = {0, 0, 0, 0, 0, 7};

    @Test
    void aCorrectViewPassesWholePrefixAndRefusedBodies() {
        ViewFuzzer fuzzer = fuzzer(Fault.NONE);
        for (byte[] body : List.of(PAIR, TRUNCATED, TRAILING, EMPTY_NAME)) {
            fuzzer.check(fuzzer.input(fuzzer.codecs().get(0).codec(), (short) 0, body));
        }
        assertEquals("4 inputs checked: read took the whole body and validate() passed 2, read took a prefix and"
                + " validate() refused the rest 1, both refused 1, validate() passed what read refused as invalid"
                + " UTF-8 0", fuzzer.report());
    }

    @Test
    void anExceptionOtherThanMalformedFails() {
        // Netty's heap buffer reads its array unchecked (ArrayIndexOutOfBounds) or checks first (IndexOutOfBounds).
        assertFails(Fault.NO_BOUNDS_CHECK, TRUNCATED, "IndexOutOfBoundsException");
    }

    /** Read in place among other bytes, the view reads them: its answers differ from the exact buffer's. */
    @Test
    void aReadPastTheRegionFails() {
        assertFails(Fault.READS_PAST_REGION, TRUNCATED, "and placed otherwise, the view answers differently");
    }

    @Test
    void anOffsetOutsideTheRegionFails() {
        assertFails(Fault.OFFSET_OUTSIDE, TRUNCATED, "does not name a field of Pair and an offset within the 6 bytes");
    }

    @Test
    void validatePassingWhatReadRefusesFails() {
        assertFails(Fault.LAX_VALIDATE, TRUNCATED, "but validate() passes");
    }

    @Test
    void validatePassingBytesAfterTheMessageFails() {
        assertFails(Fault.LAX_VALIDATE, TRAILING, "read takes 8 of the 9 bytes, but validate() passes");
    }

    @Test
    void validateRefusingWhatReadTakesFails() {
        assertFails(Fault.STRICT_VALIDATE, EMPTY_NAME, "read takes the whole body, but validate() refused");
    }

    @Test
    void anAccessorThatDiffersFromTheDecodedFieldFails() {
        assertFails(Fault.WRONG_VALUE, PAIR, "an accessor differs from the decoded field: Pair.id");
    }

    @Test
    void anAllocationSizedByAnUntrustedLengthFails() {
        assertFails(Fault.ALLOCATES, PAIR, "validate() allocated");
    }

    @Test
    void aMovedReaderIndexFails() {
        assertFails(Fault.MOVES_INDEX, PAIR, "the view moved the buffer's indexes");
    }

    private static void assertFails(Fault fault, byte[] body, String problem) {
        ViewFuzzer fuzzer = fuzzer(fault);
        AssertionError failure = assertThrows(AssertionError.class,
                () -> fuzzer.check(fuzzer.input(fuzzer.codecs().get(0).codec(), (short) 0, body)));
        assertTrue(failure.getMessage().startsWith("Pair v0, body "), failure.getMessage());
        assertTrue(failure.getMessage().contains(problem), failure.getMessage());
    }

    private static ViewFuzzer fuzzer(Fault fault) {
        return new ViewFuzzer(List.of(new FuzzedCodec<>("Pair", new Pairs(), null)), type -> new PairView(fault));
    }
}
