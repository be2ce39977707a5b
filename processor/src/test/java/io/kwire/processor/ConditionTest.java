package io.kwire.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ConditionTest {
    private static final VersionRange MESSAGE = VersionRange.parse("2-7");

    @Test
    void testsOnlyTheBoundThatTheContextLeavesOpen() {
        assertEquals("version >= 5", Condition.in(VersionRange.parse("5+"), MESSAGE).code().toString());
        assertEquals("version <= 4", Condition.in(VersionRange.parse("0-4"), MESSAGE).code().toString());
        assertEquals("version >= 3 && version <= 4", Condition.in(VersionRange.parse("3-4"), MESSAGE).code().toString());
        assertEquals("version == 4", Condition.in(VersionRange.parse("4"), MESSAGE).code().toString());
    }

    @Test
    void emitsNothingWhereEveryPossibleVersionAgrees() {
        assertTrue(Condition.in(VersionRange.parse("0+"), MESSAGE).always());
        assertTrue(Condition.in(VersionRange.parse("8+"), MESSAGE).never());
        assertTrue(Condition.in(VersionRange.parse("5+"), VersionRange.parse("5-7")).always());
        assertTrue(Condition.notIn(VersionRange.parse("0+"), MESSAGE).never());
        assertTrue(Condition.notIn(VersionRange.NONE, MESSAGE).always());
    }

    @Test
    void negatesAsTheComplementWithinTheContext() {
        assertEquals("version < 5", Condition.notIn(VersionRange.parse("5+"), MESSAGE).code().toString());
        assertEquals("version > 4", Condition.notIn(VersionRange.parse("1-4"), MESSAGE).code().toString());
        assertEquals("version < 3 || version > 4",
                Condition.notIn(VersionRange.parse("3-4"), MESSAGE).code().toString());
    }
}
