package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.codec.InvalidValueException;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.UnsupportedVersionException;
import org.junit.jupiter.api.Test;

class FailuresTest {
    private static final String FIELD = "CreateTopicsRequest.CreatableTopic.name";

    @Test
    void nullNotAllowedNamesFieldAndVersion() {
        UnsupportedVersionException e = Failures.nullNotAllowed(FIELD, (short) 3);
        assertEquals(FIELD + " is null, which version 3 does not allow", e.getMessage());
    }

    @Test
    void notInVersionNamesFieldAndVersion() {
        UnsupportedVersionException e = Failures.notInVersion("CreateTopicsRequest.validateOnly", (short) 0);
        assertEquals("CreateTopicsRequest.validateOnly has a non-default value, but version 0 lacks the field"
                + " and it is not ignorable", e.getMessage());
    }

    @Test
    void taggedFieldsNotInVersionNamesStructAndVersion() {
        UnsupportedVersionException e =
                Failures.taggedFieldsNotInVersion("CreateTopicsRequest.CreatableTopic", (short) 4);
        assertEquals("CreateTopicsRequest.CreatableTopic holds unknown tagged fields, but version 4 is not flexible"
                + " and cannot carry them", e.getMessage());
    }

    @Test
    void nullElementNamesFieldAndIndex() {
        InvalidValueException e = Failures.nullElement("CreateTopicsRequest.topics", 7);
        assertEquals("CreateTopicsRequest.topics", e.field());
        assertEquals("CreateTopicsRequest.topics: element 7 is null, which an array cannot carry", e.getMessage());
    }

    @Test
    void malformedReportsThePosition() {
        try (TestBuffers.Input input = TestBuffers.input(new byte[8])) {
            input.in().skip(2);
            MalformedMessageException e = Failures.malformed(input.in(), FIELD,
                    "string length 9 needs 9 bytes but 3 remain");
            assertEquals(FIELD, e.field());
            assertEquals(TestBuffers.PREAMBLE + 2, e.offset());
            assertEquals("string length 9 needs 9 bytes but 3 remain", e.problem());
            assertEquals(FIELD + " at offset 5: string length 9 needs 9 bytes but 3 remain", e.getMessage());
            assertEquals(TestBuffers.PREAMBLE + 2, input.in().position());
        }
    }

    @Test
    void malformedAtReportsTheGivenOffsetAndRebasesWithoutChangingTheProblem() {
        MalformedMessageException e = Failures.malformedAt(12, FIELD, "array length -3 is negative");
        assertEquals(12, e.offset());
        MalformedMessageException rebased = e.relativeTo(10);
        assertEquals(2, rebased.offset());
        assertEquals(FIELD + " at offset 2: array length -3 is negative", rebased.getMessage());
    }
}
