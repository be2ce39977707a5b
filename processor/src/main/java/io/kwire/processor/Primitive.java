package io.kwire.processor;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

/** The fixed-width and variable-length number types of the wire, with the Java type that holds each. */
enum Primitive {
    INT8(TypeName.BYTE, 1, "int8", "int8"),
    INT16(TypeName.SHORT, 2, "int16", "int16"),
    INT32(TypeName.INT, 4, "int32", "int32"),
    INT64(TypeName.LONG, 8, "int64", "int64"),
    FLOAT64(TypeName.DOUBLE, 8, "float64", "float64"),
    BOOL(TypeName.BOOLEAN, 1, "bool", "bool"),
    UINT16(TypeName.INT, 2, "uint16", "uint16"),
    UINT32(TypeName.LONG, 4, "uint32", "uint32"),
    VARINT(TypeName.INT, 0, "varint", "varint"),
    VARLONG(TypeName.LONG, 0, "varlong", "varlong"),
    UNSIGNED_VARINT(TypeName.INT, 0, "unsigned varint", "unsignedVarint");

    private final TypeName javaType;
    private final int fixedSize;
    private final String wireName;
    /** The method of the runtime's {@code Reads} and {@code Writes} that reads and writes one. */
    private final String method;

    Primitive(TypeName javaType, int fixedSize, String wireName, String method) {
        this.javaType = javaType;
        this.fixedSize = fixedSize;
        this.wireName = wireName;
        this.method = method;
    }

    TypeName javaType() {
        return javaType;
    }

    /** Bytes on the wire, or 0 for the variable-length types. */
    int fixedSize() {
        return fixedSize;
    }

    /** The fewest bytes a value takes. */
    int minSize() {
        return fixedSize == 0 ? 1 : fixedSize;
    }

    String wireName() {
        return wireName;
    }

    /** The method of the runtime's {@code Reads} that reads one: {@code int32}, {@code unsignedVarint}. */
    String reader() {
        return method;
    }

    /**
     * A statement that writes {@code value} (a Java expression of {@link #javaType}) with the
     * runtime's {@code Writes} into the array {@code out} at index {@code at}, bounded by
     * {@code limit}, and moves {@code at} past it.
     */
    CodeBlock write(CodeBlock value) {
        return CodeBlock.of("at = $T.$N(out, at, limit, $L)", Names.WRITES, method, value);
    }
}
