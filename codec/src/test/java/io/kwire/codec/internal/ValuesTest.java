package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.InvalidValueException;
import org.junit.jupiter.api.Test;

class ValuesTest {
    private static final String FIELD = "M.port";

    @Test
    void uint16AcceptsZeroTo65535() {
        for (int value : new int[] {0, 1, 0x7fff, 0x8000, 65535}) {
            assertDoesNotThrow(() -> Values.checkUint16(value, FIELD));
        }
    }

    @Test
    void uint16RefusesEverythingElse() {
        for (int value : new int[] {-1, 65536, 0x10000 | 5, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            InvalidValueException e = assertThrows(InvalidValueException.class, () -> Values.checkUint16(value, FIELD));
            assertEquals(FIELD, e.field());
            assertEquals(FIELD + ": uint16 value " + value + " is outside 0..65535", e.getMessage());
        }
    }

    @Test
    void uint32AcceptsZeroTo4294967295() {
        for (long value : new long[] {0, 1, Integer.MAX_VALUE, 0x80000000L, 0xffffffffL}) {
            assertDoesNotThrow(() -> Values.checkUint32(value, FIELD));
        }
    }

    @Test
    void uint32RefusesEverythingElse() {
        for (long value : new long[] {-1, 0x100000000L, Integer.MIN_VALUE, Long.MIN_VALUE, Long.MAX_VALUE}) {
            InvalidValueException e = assertThrows(InvalidValueException.class, () -> Values.checkUint32(value, FIELD));
            assertEquals(FIELD, e.field());
            assertEquals(FIELD + ": uint32 value " + value + " is outside 0..4294967295", e.getMessage());
        }
    }
}
