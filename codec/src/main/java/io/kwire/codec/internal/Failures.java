package io.kwire.codec.internal;

import io.kwire.codec.InvalidValueException;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.UnsupportedVersionException;

/**
 * Builds the exceptions generated codecs throw. Each method returns the exception instead of
 * throwing it, so call sites read {@code throw Failures.nullNotAllowed(...)} and the message is
 * built only on the cold path. For generated code only.
 */
public final class Failures {
    private Failures() {
    }

    /** A field holds null in a version whose wire format cannot carry null. */
    public static UnsupportedVersionException nullNotAllowed(String field, short version) {
        return new UnsupportedVersionException(field + " is null, which version " + version + " does not allow");
    }

    /** A non-ignorable field holds a non-default value in a version that lacks the field. */
    public static UnsupportedVersionException notInVersion(String field, short version) {
        return new UnsupportedVersionException(field + " has a non-default value, but version " + version
                + " lacks the field and it is not ignorable");
    }

    /** A struct holds unknown tagged fields to write back in a version that has no tagged fields. */
    public static UnsupportedVersionException taggedFieldsNotInVersion(String struct, short version) {
        return new UnsupportedVersionException(struct + " holds unknown tagged fields, but version " + version
                + " is not flexible and cannot carry them");
    }

    /** A view was asked for a field that the version of its message lacks. */
    public static UnsupportedVersionException notInView(String field, short version) {
        return new UnsupportedVersionException(field + " is not in version " + version + " of the message viewed");
    }

    /** A list holds a null element, which no array element type can carry. */
    public static InvalidValueException nullElement(String field, int index) {
        return new InvalidValueException(field, "element " + index + " is null, which an array cannot carry");
    }

    /** The bytes of {@code field} are malformed where {@code in}'s position stands. */
    public static MalformedMessageException malformed(WireInput in, String field, String problem) {
        return new MalformedMessageException(field, in.position(), problem);
    }

    /** The bytes of {@code field} are malformed at buffer index {@code offset}. */
    public static MalformedMessageException malformedAt(int offset, String field, String problem) {
        return new MalformedMessageException(field, offset, problem);
    }

    /** Only {@code remaining} bytes, fewer than {@code needed}, remain for the item at buffer index {@code offset}. */
    static MalformedMessageException truncated(String field, int needed, int offset, int remaining) {
        return malformedAt(offset, field, "needs " + bytes(needed) + butRemain(remaining));
    }

    /** {@code " but 1 remains"} or {@code " but n remain"}, for {@code remaining} bytes left. */
    static String butRemain(int remaining) {
        return remaining == 1 ? " but 1 remains" : " but " + remaining + " remain";
    }

    /** {@code "1 byte"} or {@code "n bytes"}. */
    static String bytes(long n) {
        return n == 1 ? "1 byte" : n + " bytes";
    }
}
