package io.kwire.codec;

import java.util.Arrays;
import java.util.Objects;

/**
 * A tagged field the reading codec did not know, kept as its tag and raw bytes so that a message
 * decoded and encoded again loses nothing. Kept by structs that declare a field of type
 * {@code List<RawTaggedField>}.
 *
 * @param tag the field's tag, 0 or more
 * @param data the field's bytes, without the tag and size prefix
 */
public record RawTaggedField(int tag, byte[] data) {
    /** Checks the tag is not negative and the data is not null. */
    public RawTaggedField {
        if (tag < 0) {
            throw new IllegalArgumentException("tag must not be negative: " + tag);
        }
        Objects.requireNonNull(data, "data");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RawTaggedField that && tag == that.tag && Arrays.equals(data, that.data);
    }

    @Override
    public int hashCode() {
        return 31 * tag + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "RawTaggedField[tag=" + tag + ", " + data.length + " bytes]";
    }
}
