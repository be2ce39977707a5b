package io.kwire.processor;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

/** The fixed-width and variable-length number types of the wire, with the Java type that holds each. */
enum Primitive {
    INT8(TypeName.BYTE, 1, "int8", "out.put($L)"),
    INT16(TypeName.SHORT, 2, "int16", "out.putShort($L)"),
    INT32(TypeName.INT, 4, "int32", "out.putInt($L)"),
    INT64(TypeName.LONG, 8, "int64", "out.putLong($L)"),
    FLOAT64(TypeName.DOUBLE, 8, "float64", "out.putDouble($L)"),
    BOOL(TypeName.BOOLEAN, 1, "bool", "$T.bool(out, $L)"),
    UINT16(TypeName.INT, 2, "uint16", "$T.uint16(out, $L)"),
    UINT32(TypeName.LONG, 4, "uint32", "$T.uint32(out, $L)"),
    VARINT(TypeName.INT, 0, "varint", null),
    VARLONG(TypeName.LONG, 0, "varlong", null),
    UNSIGNED_VARINT(TypeName.INT, 0, "unsigned varint", null);

    private final TypeName javaType;
    private final int fixedSize;
    private final String wireName;
    private final String write;

    Primitive(TypeName javaType, int fixedSize, String wireName, String write) {
        this.javaType = javaType;
        this.fixedSize = fixedSize;
        this.wireName = wireName;
        this.write = write;
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

    /** The method of the runtime's {@code Reads} that reads a fixed-width one: {@code int32}, {@code bool}. */
    String reader() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * A statement that writes {@code value} (a Java expression of {@link #javaType}) into the
     * {@code java.nio.ByteBuffer} {@code out}; null for varints, which the runtime's
     * {@code Varints} writes.
     */
    CodeBlock write(CodeBlock value) {
        return write.startsWith("$T") ? CodeBlock.of(write, Names.WRITES, value) : CodeBlock.of(write, value);
    }
}
