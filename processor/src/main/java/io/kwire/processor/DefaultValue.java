package io.kwire.processor;

/**
 * A field's default, parsed for its type: {@code null}, a number or boolean as it must be written
 * in Java ({@code javaLiteral}), a string, or a UUID as its two halves.
 */
record DefaultValue(boolean isNull, String javaLiteral, String text, long uuidHigh, long uuidLow) {
    static final DefaultValue NULL = new DefaultValue(true, null, null, 0, 0);

    static DefaultValue literal(String javaLiteral) {
        return new DefaultValue(false, javaLiteral, null, 0, 0);
    }

    static DefaultValue text(String text) {
        return new DefaultValue(false, null, text, 0, 0);
    }

    static DefaultValue uuid(long high, long low) {
        return new DefaultValue(false, null, null, high, low);
    }

    /** The implied default of a type without {@code @Default}: 0, false, "", empty, zero UUID, a new struct. */
    static DefaultValue implied() {
        return new DefaultValue(false, null, null, 0, 0);
    }
}
