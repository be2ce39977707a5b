package io.kwire.processor;

import java.util.List;

/**
 * What the codec of one struct is made of, beyond the struct's model.
 *
 * @param context the hull of the versions the struct can be on the wire in
 * @param tagged its tagged fields, in any version, by ascending tag
 * @param taggedInContext those of {@code tagged} that can be tagged in {@code context}
 * @param knownTags the tags of {@code tagged}, which its unknown tagged fields may not use
 * @param holdsBuffers whether it holds a {@code ByteBuf}, itself or in its structs, so that the
 *     codec hands it to {@code forEachBuffer}
 * @param needsDefault whether the codec creates and recognises its default: it is in a field that
 *     can be absent or tagged, or held by such a struct
 * @param arrays the plans of its array fields, in field order
 */
record StructPlan(StructModel model, VersionRange context, List<FieldModel> tagged,
        List<FieldModel> taggedInContext, List<Integer> knownTags, boolean holdsBuffers, boolean needsDefault,
        List<ArrayPlan> arrays) {
    StructPlan {
        tagged = List.copyOf(tagged);
        taggedInContext = List.copyOf(taggedInContext);
        knownTags = List.copyOf(knownTags);
        arrays = List.copyOf(arrays);
    }

    /** Whether it keeps the tagged fields it does not know in a {@code List<RawTaggedField>}. */
    boolean keepsUnknown() {
        return model.unknownTaggedFields() != null;
    }

    /** Whether reading it skips every tagged field: it has none in any version, and keeps none unknown. */
    boolean skipsEveryTaggedField() {
        return tagged.isEmpty() && !keepsUnknown();
    }

    /** Whether its tagged-field section holds only fields it does not know: none tagged in its versions, and it keeps those. */
    boolean keepsOnlyUnknown() {
        return taggedInContext.isEmpty() && keepsUnknown();
    }

    /** Whether its tagged-field section is always empty: no field tagged in its versions, none kept unknown. */
    boolean hasNoTaggedFields() {
        return taggedInContext.isEmpty() && !keepsUnknown();
    }
}
