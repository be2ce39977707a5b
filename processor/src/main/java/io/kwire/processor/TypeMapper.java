package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Decides a field's wire type from its Java type and its {@code @WireType}, or says why it has none.
 */
final class TypeMapper {
    /** The outcome: a wire type, the field that keeps unknown tagged fields, or a problem. */
    record Result(FieldType type, boolean unknownTaggedFields, boolean unresolved, Diagnostic problem,
            Object[] problemArgs) {
        static Result of(FieldType type) {
            return new Result(type, false, false, null, null);
        }

        static Result failure(Diagnostic problem, Object... args) {
            return new Result(null, false, false, problem, args);
        }

        /** The type does not exist (yet): another processor may generate it in a later round. */
        static Result unresolvedType() {
            return new Result(null, false, true, null, null);
        }
    }

    /**
     * Maps {@code type}; {@code wireType} is the name of the {@code @WireType} constant or null;
     * {@code fieldName} is used in problems.
     */
    Result map(TypeMirror type, String wireType, String fieldName) {
        Result result = mapJavaType(type, fieldName);
        if (wireType == null || result.problem() != null) {
            return result;
        }
        return applyWireType(result, wireType, type, fieldName);
    }

    private Result mapJavaType(TypeMirror type, String fieldName) {
        if (isUnresolved(type)) {
            return Result.unresolvedType();
        }
        switch (type.getKind()) {
            case BYTE:
                return Result.of(new FieldType.Number(Primitive.INT8));
            case SHORT:
                return Result.of(new FieldType.Number(Primitive.INT16));
            case INT:
                return Result.of(new FieldType.Number(Primitive.INT32));
            case LONG:
                return Result.of(new FieldType.Number(Primitive.INT64));
            case DOUBLE:
                return Result.of(new FieldType.Number(Primitive.FLOAT64));
            case BOOLEAN:
                return Result.of(new FieldType.Number(Primitive.BOOL));
            case ARRAY:
                return mapArray((ArrayType) type, fieldName);
            case DECLARED:
                return mapDeclared((DeclaredType) type, fieldName);
            default:
                return unsupported(type, fieldName);
        }
    }

    private Result mapArray(ArrayType type, String fieldName) {
        switch (type.getComponentType().getKind()) {
            case BYTE:
                return Result.of(new FieldType.Bytes(false, false));
            case SHORT:
                return Result.of(new FieldType.PrimitiveArray(Primitive.INT16));
            case INT:
                return Result.of(new FieldType.PrimitiveArray(Primitive.INT32));
            case LONG:
                return Result.of(new FieldType.PrimitiveArray(Primitive.INT64));
            default:
                return unsupported(type, fieldName);
        }
    }

    private Result mapDeclared(DeclaredType type, String fieldName) {
        TypeElement element = (TypeElement) type.asElement();
        String name = element.getQualifiedName().toString();
        switch (name) {
            case "java.lang.String":
                return Result.of(new FieldType.Text());
            case "java.util.UUID":
                return Result.of(new FieldType.Uuid());
            case Names.BYTE_BUF_NAME:
                return Result.of(new FieldType.Bytes(true, false));
            case "java.util.List":
                return mapList(type, fieldName);
            default:
                if (isUserClass(element)) {
                    return Result.of(new FieldType.Struct(ClassName.get(element)));
                }
                return unsupported(type, fieldName);
        }
    }

    private Result mapList(DeclaredType type, String fieldName) {
        List<? extends TypeMirror> arguments = type.getTypeArguments();
        if (arguments.size() != 1 || arguments.get(0).getKind() != TypeKind.DECLARED) {
            return unsupported(type, fieldName);
        }
        TypeElement element = (TypeElement) ((DeclaredType) arguments.get(0)).asElement();
        String name = element.getQualifiedName().toString();
        FieldType elementType = switch (name) {
            case "java.lang.Byte" -> new FieldType.Number(Primitive.INT8);
            case "java.lang.Short" -> new FieldType.Number(Primitive.INT16);
            case "java.lang.Integer" -> new FieldType.Number(Primitive.INT32);
            case "java.lang.Long" -> new FieldType.Number(Primitive.INT64);
            case "java.lang.Double" -> new FieldType.Number(Primitive.FLOAT64);
            case "java.lang.Boolean" -> new FieldType.Number(Primitive.BOOL);
            case "java.lang.String" -> new FieldType.Text();
            case "java.util.UUID" -> new FieldType.Uuid();
            default -> isUserClass(element) && !name.equals(Names.RAW_TAGGED_FIELD_NAME)
                    ? new FieldType.Struct(ClassName.get(element)) : null;
        };
        if (name.equals(Names.RAW_TAGGED_FIELD_NAME)) {
            return new Result(null, true, false, null, null);
        }
        if (elementType == null) {
            return unsupported(type, fieldName);
        }
        return Result.of(new FieldType.ListOf(elementType, TypeName.get(type)));
    }

    private Result applyWireType(Result result, String wireType, TypeMirror type, String fieldName) {
        if (wireType.equals("RECORDS")) {
            return result.type() instanceof FieldType.Bytes bytes
                    ? Result.of(new FieldType.Bytes(bytes.byteBuf(), true))
                    : mismatch(wireType, "ByteBuf or byte[]", fieldName, type);
        }
        // Every other wire type is a number held in the Java primitive it names.
        Primitive primitive = Primitive.valueOf(wireType);
        return type.getKind() == javaKind(primitive) ? Result.of(new FieldType.Number(primitive))
                : mismatch(wireType, primitive.javaType().toString(), fieldName, type);
    }

    private static TypeKind javaKind(Primitive primitive) {
        return primitive.javaType().equals(TypeName.LONG) ? TypeKind.LONG : TypeKind.INT;
    }

    private static boolean isUnresolved(TypeMirror type) {
        if (type.getKind() == TypeKind.ERROR) {
            return true;
        }
        return type instanceof DeclaredType declared
                && declared.getTypeArguments().stream().anyMatch(TypeMapper::isUnresolved);
    }

    /**
     * Whether a type is the user's own, and so a struct: any type outside the JDK and Netty.
     * Records, enums and interfaces count too, so that the struct check can say what they lack.
     */
    private static boolean isUserClass(TypeElement element) {
        String name = element.getQualifiedName().toString();
        return element.getKind() != ElementKind.ANNOTATION_TYPE
                && !name.startsWith("java.") && !name.startsWith("javax.") && !name.startsWith("jdk.")
                && !name.startsWith("io.netty.");
    }

    private static Result unsupported(TypeMirror type, String fieldName) {
        return Result.failure(Diagnostic.UNSUPPORTED_TYPE, fieldName, type);
    }

    private static Result mismatch(String wireType, String needed, String fieldName, TypeMirror actual) {
        return Result.failure(Diagnostic.WIRE_TYPE_MISMATCH, wireType, needed, fieldName, actual);
    }
}
