package io.kwire.codec.internal;

import io.kwire.codec.InvalidValueException;

/**
 * Range checks that a codec's {@code size} and {@code write} both run before writing a value whose
 * Java type is wider than its wire type. For generated code only.
 */
public final class Values {
    private static final long UINT32_MAX = 0xFFFF_FFFFL;

    private Values() {
    }

    /** Throws {@link InvalidValueException} unless {@code value} fits a uint16, 0..65535. */
    public static void checkUint16(int value, String field) {
        if ((value & ~0xFFFF) != 0) {
            throw new InvalidValueException(field, "uint16 value " + value + " is outside 0..65535");
        }
    }

    /** Throws {@link InvalidValueException} unless {@code value} fits a uint32, 0..4294967295. */
    public static void checkUint32(long value, String field) {
        if ((value & ~UINT32_MAX) != 0) {
            throw new InvalidValueException(field, "uint32 value " + value + " is outside 0..4294967295");
        }
    }
}
