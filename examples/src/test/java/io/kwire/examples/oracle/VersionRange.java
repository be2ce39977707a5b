package io.kwire.examples.oracle;

/** A range of versions as Kafka's message specs write it: {@code "N"}, {@code "N+"}, {@code "N-M"} or {@code "none"}. */
record VersionRange(short lowest, short highest) {
    static final VersionRange NONE = new VersionRange((short) 1, (short) 0);

    /** Parses a spec's version string. */
    static VersionRange parse(String text) {
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
        return new VersionRange(Short.parseShort(trimmed.substring(0, dash)), Short.parseShort(trimmed.substring(dash + 1)));
    }

    boolean contains(short version) {
        return version >= lowest && version <= highest;
    }
}
