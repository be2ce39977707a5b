package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * A message or struct class: its fields in wire order, and where it keeps unknown tagged fields.
 *
 * @param displayName {@code Message.Struct}, as errors name it
 * @param unknownTaggedFields how to reach its {@code List<RawTaggedField>}, or null if it has none
 */
record StructModel(TypeElement origin, ClassName type, String displayName, List<FieldModel> fields,
        Access unknownTaggedFields) {
}
