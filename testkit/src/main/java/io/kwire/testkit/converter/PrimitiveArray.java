package io.kwire.testkit.converter;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeName;
import javax.lang.model.element.Modifier;

/**
 * The spec's arrays of int16, int32 and int64, which kwire holds unboxed, as {@code short[]},
 * {@code int[]} and {@code long[]}: read and written in one pass, with no {@code Short},
 * {@code Integer} or {@code Long} per element. A new instance holds the message class's one empty
 * array of its kind, which nothing can change.
 */
enum PrimitiveArray {
    INT16("int16", TypeName.SHORT, "NO_INT16S"),
    INT32("int32", TypeName.INT, "NO_INT32S"),
    INT64("int64", TypeName.LONG, "NO_INT64S");

    private final String elementType;
    private final TypeName element;
    private final String emptyConstant;

    PrimitiveArray(String elementType, TypeName element, String emptyConstant) {
        this.elementType = elementType;
        this.element = element;
        this.emptyConstant = emptyConstant;
    }

    /** The kind of a spec field that is an array of int16, int32 or int64; null for any other field. */
    static PrimitiveArray of(io.kwire.testkit.specs.FieldSpec field) {
        if (!field.isArray()) {
            return null;
        }
        for (PrimitiveArray kind : values()) {
            if (kind.elementType.equals(field.elementType())) {
                return kind;
            }
        }
        return null;
    }

    /** The Java type of such a field. */
    ArrayTypeName type() {
        return ArrayTypeName.of(element);
    }

    /** The name of the message class's empty array of this kind, the default of a non-null field. */
    String emptyConstant() {
        return emptyConstant;
    }

    /** The declaration of that empty array. */
    FieldSpec emptyArray() {
        return FieldSpec.builder(type(), emptyConstant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("{}")
                .build();
    }
}
