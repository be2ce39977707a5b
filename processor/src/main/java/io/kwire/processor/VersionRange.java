package io.kwire.processor;

/**
 * An inclusive range of versions, as Kafka's message specs write them: {@code "N"}, {@code "N+"},
 * {@code "N-M"} or {@code "none"}. An empty range has {@code lowest > highest}.
 */
record VersionRange(short lowest, short highest) {
    static final VersionRange NONE = new VersionRange((short) 1, (short) 0);
    static final VersionRange ALL = new VersionRange((short) 0, Short.MAX_VALUE);

    /** Parses a version string; throws {@link IllegalArgumentException} saying what is wrong. */
    static VersionRange parse(String text) {
        String trimmed = text.trim();
        if (trimmed.equals("none")) {
            return NONE;
        }
        if (trimmed.endsWith("+")) {
            return new VersionRange(parseVersion(trimmed.substring(0, trimmed.length() - 1), text), Short.MAX_VALUE);
        }
        int dash = trimmed.indexOf('-');
        if (dash > 0) {
            short lowest = parseVersion(trimmed.substring(0, dash), text);
            short highest = parseVersion(trimmed.substring(dash + 1), text);
            if (highest < lowest) {
                throw new IllegalArgumentException("'" + text + "' ends before it starts");
            }
            return new VersionRange(lowest, highest);
        }
        short only = parseVersion(trimmed, text);
        return new VersionRange(only, only);
    }

    private static short parseVersion(String digits, String whole) {
        if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit) || digits.length() > 5) {
            throw new IllegalArgumentException("'" + whole + "' is not N, N+, N-M or none");
        }
        int value = Integer.parseInt(digits);
        if (value > Short.MAX_VALUE) {
            throw new IllegalArgumentException("'" + whole + "' has a version over " + Short.MAX_VALUE);
        }
        return (short) value;
    }

    boolean isEmpty() {
        return lowest > highest;
    }

    boolean contains(int version) {
        return version >= lowest && version <= highest;
    }

    /** Whether every version of {@code other} is in this range; an empty range is in every range. */
    boolean covers(VersionRange other) {
        return other.isEmpty() || (!isEmpty() && lowest <= other.lowest && highest >= other.highest);
    }

    VersionRange intersect(VersionRange other) {
        short low = (short) Math.max(lowest, other.lowest);
        short high = (short) Math.min(highest, other.highest);
        return low > high ? NONE : new VersionRange(low, high);
    }

    /** The smallest range holding both. */
    VersionRange hull(VersionRange other) {
        if (isEmpty()) {
            return other;
        }
        if (other.isEmpty()) {
            return this;
        }
        return new VersionRange((short) Math.min(lowest, other.lowest), (short) Math.max(highest, other.highest));
    }

    /** The versions of this range below {@code other}'s lowest, where {@code other} is its open tail. */
    VersionRange before(VersionRange tail) {
        if (tail.isEmpty()) {
            return this;
        }
        return intersect(new VersionRange((short) 0, (short) (tail.lowest - 1)));
    }

    @Override
    public String toString() {
        if (isEmpty()) {
            return "none";
        }
        if (highest == Short.MAX_VALUE) {
            return lowest + "+";
        }
        return lowest == highest ? Short.toString(lowest) : lowest + "-" + highest;
    }
}
