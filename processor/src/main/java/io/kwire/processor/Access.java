package io.kwire.processor;

import com.palantir.javapoet.CodeBlock;

/**
 * How generated code reads and sets one field: the field itself where it may, otherwise its
 * getter and setter.
 *
 * @param field the field's name when code in the codec's package may use it, else null
 * @param getter the getter's name when the field is not visible, else null
 * @param setter the setter's name when the field is not visible or final, else null
 */
record Access(String field, String getter, String setter) {
    CodeBlock get(String target) {
        return getter == null
                ? CodeBlock.of("$N.$N", target, field)
                : CodeBlock.of("$N.$N()", target, getter);
    }

    CodeBlock set(String target, CodeBlock value) {
        return setter == null
                ? CodeBlock.of("$N.$N = $L", target, field, value)
                : CodeBlock.of("$N.$N($L)", target, setter, value);
    }
}
