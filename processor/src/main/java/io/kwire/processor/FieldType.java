package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;

/** What a field is on the wire, decided from its Java type and {@code @WireType}. */
sealed interface FieldType {
    /** The Java type of the field. */
    TypeName javaType();

    /** Whether the Java value can be null. */
    default boolean isReference() {
        return true;
    }

    /** A number or boolean held in a Java primitive. */
    record Number(Primitive primitive) implements FieldType {
        @Override
        public TypeName javaType() {
            return primitive.javaType();
        }

        @Override
        public boolean isReference() {
            return false;
        }
    }

    /** A string. */
    record Text() implements FieldType {
        @Override
        public TypeName javaType() {
            return ClassName.get(String.class);
        }
    }

    /** Bytes or records, held in a {@code byte[]} or, without copying, a {@code ByteBuf}. */
    record Bytes(boolean byteBuf, boolean records) implements FieldType {
        @Override
        public TypeName javaType() {
            return byteBuf ? Names.BYTE_BUF : com.palantir.javapoet.ArrayTypeName.of(TypeName.BYTE);
        }
    }

    /** A UUID. */
    record Uuid() implements FieldType {
        @Override
        public TypeName javaType() {
            return ClassName.get(java.util.UUID.class);
        }
    }

    /** An array held in a {@code List}; elements are numbers (boxed), strings, UUIDs or structs. */
    record ListOf(FieldType element, TypeName listType) implements FieldType {
        @Override
        public TypeName javaType() {
            return listType;
        }
    }

    /** An array of int16, int32 or int64 held in a Java primitive array. */
    record PrimitiveArray(Primitive primitive) implements FieldType {
        @Override
        public TypeName javaType() {
            return com.palantir.javapoet.ArrayTypeName.of(primitive.javaType());
        }
    }

    /** A struct: a class of the user's own. */
    record Struct(ClassName type) implements FieldType {
        @Override
        public TypeName javaType() {
            return type;
        }
    }
}
