package io.kwire.processor;

/**
 * One array field, a {@code List} or a primitive array, whose codec gets its own size, write and
 * read methods.
 *
 * @param context the versions the field can be on the wire in
 * @param minElementSize the fewest bytes one element takes in those versions, so that a decoder
 *     refuses a count the remaining bytes cannot hold before it allocates
 */
record ArrayPlan(FieldModel field, VersionRange context, int minElementSize) {
    /** The type of one element; a primitive array's elements are numbers. */
    FieldType elementType() {
        return elementType(field);
    }

    static FieldType elementType(FieldModel field) {
        return field.type() instanceof FieldType.ListOf list
                ? list.element() : new FieldType.Number(((FieldType.PrimitiveArray) field.type()).primitive());
    }
}
