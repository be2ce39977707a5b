package io.kwire.codec;

/**
 * Caps that every generated decoder applies on top of the bytes themselves, read once from
 * system properties when first used. Whatever the caps, a count is refused when its elements could
 * not fit in the bytes that remain (stricter than Kafka 4.4.0, which lets an array's count reach
 * the remaining bytes, one byte an element, and a tagged-field count too). The default array cap is
 * Kafka 4.4.0's own: its generated classes refuse an array of more than 1,000,000 elements; Kafka
 * does not cap tagged fields. The caps bound what a frame can make a decoder allocate: a 100 MiB
 * frame of one-byte structs would otherwise become a hundred million objects.
 *
 * <ul>
 *   <li>{@value #MAX_ARRAY_ELEMENTS_PROPERTY}: the most elements one array may declare; default
 *       {@value #DEFAULT_MAX_ARRAY_ELEMENTS}.
 *   <li>{@value #MAX_TAGGED_FIELDS_PROPERTY}: the most tagged fields one struct may declare;
 *       default {@value #DEFAULT_MAX_TAGGED_FIELDS}.
 * </ul>
 *
 * <p>Set them on the command line, e.g. {@code -Dkwire.decode.maxArrayElements=100000}. A value
 * that is not a non-negative int fails the first decode with an error naming the property.
 */
public final class DecodeLimits {
    /** The system property that caps the elements of one array. */
    public static final String MAX_ARRAY_ELEMENTS_PROPERTY = "kwire.decode.maxArrayElements";
    /** The system property that caps the tagged fields of one struct. */
    public static final String MAX_TAGGED_FIELDS_PROPERTY = "kwire.decode.maxTaggedFields";
    /** The elements one array may declare unless {@value #MAX_ARRAY_ELEMENTS_PROPERTY} says otherwise. */
    public static final int DEFAULT_MAX_ARRAY_ELEMENTS = 1_000_000;
    /** The tagged fields one struct may declare unless {@value #MAX_TAGGED_FIELDS_PROPERTY} says otherwise. */
    public static final int DEFAULT_MAX_TAGGED_FIELDS = 1 << 10;

    private static final int MAX_ARRAY_ELEMENTS =
            parse(MAX_ARRAY_ELEMENTS_PROPERTY, System.getProperty(MAX_ARRAY_ELEMENTS_PROPERTY),
                    DEFAULT_MAX_ARRAY_ELEMENTS);
    private static final int MAX_TAGGED_FIELDS =
            parse(MAX_TAGGED_FIELDS_PROPERTY, System.getProperty(MAX_TAGGED_FIELDS_PROPERTY),
                    DEFAULT_MAX_TAGGED_FIELDS);

    private DecodeLimits() {
    }

    /** The most elements one array may declare. */
    public static int maxArrayElements() {
        return MAX_ARRAY_ELEMENTS;
    }

    /** The most tagged fields one struct may declare. */
    public static int maxTaggedFields() {
        return MAX_TAGGED_FIELDS;
    }

    /** {@code value} as a non-negative int, or {@code defaultValue} when it is null. */
    static int parse(String property, String value, int defaultValue) {
        if (value == null) {
            return defaultValue;
        }
        int limit;
        try {
            limit = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw notALimit(property, value);
        }
        if (limit < 0) {
            throw notALimit(property, value);
        }
        return limit;
    }

    private static IllegalArgumentException notALimit(String property, String value) {
        return new IllegalArgumentException("System property " + property + " is '" + value
                + "', not a non-negative int");
    }
}
