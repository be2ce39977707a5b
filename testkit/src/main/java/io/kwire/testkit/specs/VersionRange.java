package io.kwire.testkit.specs;

/**
 * A range of versions as Kafka's message specs write it: {@code "N"}, {@code "N+"}, {@code "N-M"}
 * or {@code "none"}; an open range ends at {@link Short#MAX_VALUE}.
 */
public record VersionRange(short lowest, short highest) {
    public static final VersionRange NONE = new VersionRange((short) 1, (short) 0);
    public static final VersionRange ALL = new VersionRange((short) 0, Short.MAX_VALUE);

    /** Parses a spec's version string. */
    public static VersionRange parse(String text) {
        String trimmed = text.trim();
        if (trimmed.equals("none")) {
            return NONE;
        }
        if (trimmed.endsWith("+")) {
            return new VersionRange(Short.parseShort(trimmed.substring(0, trimmed.length() - 1)), Short.MAX_VALUE);
        }
        int dash = trimmed.indexOf('-');
        if (dash < 0) {
            short only = Short.parseShort(trimmed);
            return new VersionRange(only, only);
        }
        return new VersionRange(Short.parseShort(trimmed.substring(0, dash)),
                Short.parseShort(trimmed.substring(dash + 1)));
    }

    public boolean contains(short version) {
        return version >= lowest && version <= highest;
    }

    public boolean isEmpty() {
        return lowest > highest;
    }

    /** The versions in both ranges. */
    public VersionRange intersect(VersionRange other) {
        VersionRange both = new VersionRange((short) Math.max(lowest, other.lowest),
                (short) Math.min(highest, other.highest));
        return both.isEmpty() ? NONE : both;
    }

    /** The spec's way of writing the range: {@code "none"}, {@code "3"}, {@code "3+"} or {@code "3-7"}. */
    @Override
    public String toString() {
        String end = highest == Short.MAX_VALUE ? "+" : highest == lowest ? "" : "-" + highest;
        return isEmpty() ? "none" : lowest + end;
    }
}
