package io.kwire.processor;

import com.palantir.javapoet.TypeName;

/** The fixed-width and variable-length number types of the wire, with the Java type that holds each. */
enum Primitive {
    INT8(TypeName.BYTE, 1, "int8", "writeByte"),
    INT16(TypeName.SHORT, 2, "int16", "writeShort"),
    INT32(TypeName.INT, 4, "int32", "writeInt"),
    INT64(TypeName.LONG, 8, "int64", "writeLong"),
    FLOAT64(TypeName.DOUBLE, 8, "float64", "writeDouble"),
    BOOL(TypeName.BOOLEAN, 1, "bool", "writeBoolean"),
    UINT16(TypeName.INT, 2, "uint16", "writeShort"),
    UINT32(TypeName.LONG, 4, "uint32", "writeInt"),
    VARINT(TypeName.INT, 0, "varint", null),
    VARLONG(TypeName.LONG, 0, "varlong", null),
    UNSIGNED_VARINT(TypeName.INT, 0, "unsigned varint", null);

    private final TypeName javaType;
    private final int fixedSize;
    private final String wireName;
    private final String byteBufWriter;

    Primitive(TypeName javaType, int fixedSize, String wireName, String byteBufWriter) {
        this.javaType = javaType;
        this.fixedSize = fixedSize;
        this.wireName = wireName;
        this.byteBufWriter = byteBufWriter;
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

    /** The {@code ByteBuf} method that writes it, or null for varints. */
    String byteBufWriter() {
        return byteBufWriter;
    }
}
