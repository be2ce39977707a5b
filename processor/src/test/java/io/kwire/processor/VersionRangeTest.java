package io.kwire.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class VersionRangeTest {
    @Test
    void parsesEveryFormOfKafkasVersionStrings() {
        assertEquals(new VersionRange((short) 3, (short) 3), VersionRange.parse("3"));
        assertEquals(new VersionRange((short) 5, Short.MAX_VALUE), VersionRange.parse("5+"));
        assertEquals(new VersionRange((short) 2, (short) 7), VersionRange.parse("2-7"));
        assertTrue(VersionRange.parse("none").isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "+", "-1", "2..7", "7-2", "two+", "1-", "99999", "1 - 2", "3+4"})
    void refusesAnythingElseSayingWhy(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> VersionRange.parse(text));
        assertTrue(e.getMessage().contains("'" + text + "'"), e.getMessage());
    }

    @Test
    void printsAsItParses() {
        for (String text : new String[] {"3", "5+", "2-7", "none"}) {
            assertEquals(text, VersionRange.parse(text).toString());
        }
    }

    @Test
    void intersectsCoversAndHulls() {
        VersionRange message = VersionRange.parse("2-7");
        assertEquals(VersionRange.parse("5-7"), VersionRange.parse("5+").intersect(message));
        assertTrue(VersionRange.parse("0-1").intersect(message).isEmpty());
        assertTrue(message.covers(VersionRange.parse("3-4")));
        assertTrue(message.covers(VersionRange.NONE));
        assertFalse(VersionRange.NONE.covers(message));
        assertFalse(message.covers(VersionRange.parse("1-3")));
        assertEquals(VersionRange.parse("1-9"), VersionRange.parse("1-2").hull(VersionRange.parse("8-9")));
        assertEquals(message, VersionRange.NONE.hull(message));
    }

    @Test
    void theVersionsBeforeAnOpenTail() {
        VersionRange field = VersionRange.parse("0-7");
        assertEquals(VersionRange.parse("0-4"), field.before(VersionRange.parse("5-7")));
        assertEquals(field, field.before(VersionRange.NONE));
        assertTrue(VersionRange.parse("5-7").before(VersionRange.parse("5-7")).isEmpty());
    }
}
