package io.kwire.processor;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import java.util.List;

/**
 * Where generated write methods write: the array {@code out}, from index {@code at}, up to but not
 * including {@code limit}. Each write method takes these three and returns the index after what it
 * wrote; within it, each write moves {@code at}.
 */
final class Writer {
    /** The parameters {@code byte[] out, int at, int limit}, in that order. */
    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.builder(ArrayTypeName.of(TypeName.BYTE), "out").build(),
            ParameterSpec.builder(TypeName.INT, "at").build(),
            ParameterSpec.builder(TypeName.INT, "limit").build());

    /** The names the write methods' parameters take, which no local may take. */
    static final List<String> NAMES = List.of("out", "at", "limit");

    private Writer() {
    }
}
