package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

/**
 * The code that sizes, writes, reads, compares and defaults one field's value, for each wire type.
 * {@code context} is always the versions the code can run in; {@code value} the expression that
 * reads the field.
 */
final class ValueCode {
    private final CodecNames names;
    private final ClassName owner;
    private final FieldModel field;

    ValueCode(CodecNames names, ClassName owner, FieldModel field) {
        this.names = names;
        this.owner = owner;
        this.field = field;
    }

    private CodeBlock fieldName() {
        return CodeBlock.of("$S", field.qualifiedName());
    }

    /** Statements that throw if the value cannot be written: a null it may not be, a number out of range. */
    void addChecks(CodeBlock.Builder code, CodeBlock value, VersionRange context) {
        FieldType type = field.type();
        if (type.isReference()) {
            Condition notNullable = Condition.notIn(field.nullable(), context);
            if (notNullable.always()) {
                code.beginControlFlow("if ($L == null)", value);
            } else if (!notNullable.never()) {
                code.beginControlFlow("if ($L == null && ($L))", value, notNullable.code());
            }
            if (!notNullable.never()) {
                code.addStatement("throw $T.nullNotAllowed($L, version)", Names.FAILURES, fieldName());
                code.endControlFlow();
            }
        }
        if (type instanceof FieldType.Number number && number.primitive() == Primitive.UINT16) {
            code.addStatement("$T.checkUint16($L, $L)", Names.VALUES, value, fieldName());
        } else if (type instanceof FieldType.Number number && number.primitive() == Primitive.UINT32) {
            code.addStatement("$T.checkUint32($L, $L)", Names.VALUES, value, fieldName());
        }
    }

    /** The number of bytes the (checked) value takes. */
    CodeBlock size(CodeBlock value, VersionRange context) {
        FieldType type = field.type();
        if (type instanceof FieldType.Number number) {
            return switch (number.primitive()) {
                case VARINT -> CodeBlock.of("$T.sizeOfVarint($L)", Names.VARINTS, value);
                case VARLONG -> CodeBlock.of("$T.sizeOfVarlong($L)", Names.VARINTS, value);
                case UNSIGNED_VARINT -> CodeBlock.of("$T.sizeOfUnsignedVarint($L)", Names.VARINTS, value);
                default -> CodeBlock.of("$L", number.primitive().fixedSize());
            };
        }
        if (type instanceof FieldType.Text) {
            return Layouts.byCompact(field, context, (compact, nullable) -> CodeBlock.of("$T.$N($L, $L)",
                    Names.STRINGS, Layouts.variant("size", compact, false), value, fieldName()));
        }
        if (type instanceof FieldType.Bytes) {
            return Layouts.byCompact(field, context, (compact, nullable) -> CodeBlock.of("$T.$N($L)",
                    Names.BYTES, Layouts.variant("size", compact, false), value));
        }
        if (type instanceof FieldType.Uuid) {
            return CodeBlock.of("16");
        }
        if (type instanceof FieldType.Struct struct) {
            CodeBlock size = CodeBlock.of("$N($L, version)", names.size(struct.type()), value);
            return nullableStruct(context,
                    CodeBlock.of("($L == null ? 1 : 1 + $L)", value, size), size);
        }
        return CodeBlock.of("$N($L, version)", names.array("size", owner, field), value);
    }

    /** Statements that write the (checked) value. */
    void addWrite(CodeBlock.Builder code, CodeBlock value, VersionRange context) {
        FieldType type = field.type();
        if (type instanceof FieldType.Number number) {
            code.addStatement(number.primitive().write(value));
        } else if (type instanceof FieldType.Text) {
            Layouts.addByCompact(code, field, context, (compact, nullable) -> CodeBlock.of(
                    "at = $T.$N(out, at, limit, $L, $L)", Names.STRINGS, Layouts.variant("write", compact, false),
                    value, fieldName()));
        } else if (type instanceof FieldType.Bytes) {
            Layouts.addByCompact(code, field, context, (compact, nullable) -> CodeBlock.of(
                    "at = $T.$N(out, at, limit, $L)", Names.BYTES, Layouts.variant("write", compact, false), value));
        } else if (type instanceof FieldType.Uuid) {
            code.addStatement("at = $T.uuid(out, at, limit, $L)", Names.WRITES, value);
        } else if (type instanceof FieldType.Struct struct) {
            addWriteStruct(code, value, context, struct);
        } else {
            code.addStatement("at = $N($L, out, at, limit, version)", names.array("write", owner, field), value);
        }
    }

    private void addWriteStruct(CodeBlock.Builder code, CodeBlock value, VersionRange context,
            FieldType.Struct struct) {
        Condition nullable = Condition.in(field.nullable(), context);
        CodeBlock write = CodeBlock.of("at = $N($L, out, at, limit, version)", names.write(struct.type()), value);
        if (nullable.never()) {
            code.addStatement(write);
            return;
        }
        if (!nullable.always()) {
            code.beginControlFlow("if ($L)", nullable.code());
        }
        code.beginControlFlow("if ($L == null)", value)
                .addStatement("at = $T.int8(out, at, limit, (byte) -1)", Names.WRITES)
                .nextControlFlow("else")
                .addStatement("at = $T.int8(out, at, limit, (byte) 1)", Names.WRITES)
                .addStatement(write)
                .endControlFlow();
        if (!nullable.always()) {
            code.nextControlFlow("else")
                    .addStatement(write)
                    .endControlFlow();
        }
    }

    /** An expression that reads the value. */
    CodeBlock read(VersionRange context) {
        FieldType type = field.type();
        if (type instanceof FieldType.Number number) {
            return CodeBlock.of("$T.$N(in, $L)", Names.READS, number.primitive().reader(), fieldName());
        }
        if (type instanceof FieldType.Text) {
            return Layouts.byCompactAndNullable(field, context, (compact, nullable) -> CodeBlock.of("$T.$N(in, $L)",
                    Names.STRINGS, Layouts.variant("read", compact, nullable), fieldName()));
        }
        if (type instanceof FieldType.Bytes bytes) {
            String holder = bytes.byteBuf() ? "Slice" : "Array";
            return Layouts.byCompactAndNullable(field, context, (compact, nullable) -> CodeBlock.of("$T.$N(in, $L)",
                    Names.BYTES, Layouts.variant("read", compact, nullable) + holder, fieldName()));
        }
        if (type instanceof FieldType.Uuid) {
            return CodeBlock.of("$T.uuid(in, $L)", Names.READS, fieldName());
        }
        if (type instanceof FieldType.Struct struct) {
            CodeBlock read = CodeBlock.of("$N(in, version)", names.read(struct.type()));
            return nullableStruct(context, CodeBlock.of("($T.structPresence(in, $L) ? $L : null)",
                    Names.READS, fieldName(), read), read);
        }
        return CodeBlock.of("$N(in, version)", names.array("read", owner, field));
    }

    private CodeBlock nullableStruct(VersionRange context, CodeBlock whenNullable, CodeBlock otherwise) {
        Condition nullable = Condition.in(field.nullable(), context);
        if (nullable.never()) {
            return otherwise;
        }
        if (nullable.always()) {
            return whenNullable;
        }
        return CodeBlock.of("($L ? $L : $L)", nullable.code(), whenNullable, otherwise);
    }

    /**
     * Whether the value equals the field's default. {@code nullIsDefault}: whether null counts as the
     * default even where the default is not null (it does for a field absent from the version).
     */
    CodeBlock isDefault(CodeBlock value, boolean nullIsDefault) {
        FieldType type = field.type();
        DefaultValue defaultValue = field.defaultValue();
        if (type instanceof FieldType.Number number) {
            if (number.primitive() == Primitive.BOOL) {
                return "true".equals(defaultValue.javaLiteral()) ? value : CodeBlock.of("!$L", value);
            }
            return CodeBlock.of("$L == $L", value, numberDefault(number.primitive()));
        }
        if (defaultValue.isNull()) {
            return CodeBlock.of("$L == null", value);
        }
        CodeBlock test;
        if (type instanceof FieldType.Text) {
            test = CodeBlock.of("$S.equals($L)", defaultValue.text() == null ? "" : defaultValue.text(), value);
            return nullIsDefault ? CodeBlock.of("($L == null || $L)", value, test) : test;
        } else if (type instanceof FieldType.Bytes bytes) {
            test = bytes.byteBuf() ? CodeBlock.of("$L.readableBytes() == 0", value)
                    : CodeBlock.of("$L.length == 0", value);
        } else if (type instanceof FieldType.PrimitiveArray) {
            test = CodeBlock.of("$L.length == 0", value);
        } else if (type instanceof FieldType.ListOf) {
            test = CodeBlock.of("$L.isEmpty()", value);
        } else if (type instanceof FieldType.Uuid) {
            test = CodeBlock.of("$L.getMostSignificantBits() == $LL && $L.getLeastSignificantBits() == $LL",
                    value, defaultValue.uuidHigh(), value, defaultValue.uuidLow());
        } else {
            test = CodeBlock.of("$N($L)", names.isDefault(((FieldType.Struct) type).type()), value);
        }
        return nullIsDefault ? CodeBlock.of("($L == null || $L)", value, test)
                : CodeBlock.of("($L != null && $L)", value, test);
    }

    /**
     * Whether the value differs from the field's default: the negation of {@link #isDefault}, as a
     * comparison where the test is one.
     */
    CodeBlock isNotDefault(CodeBlock value, boolean nullIsDefault) {
        FieldType type = field.type();
        if (type instanceof FieldType.Number number) {
            if (number.primitive() == Primitive.BOOL) {
                return "true".equals(field.defaultValue().javaLiteral()) ? CodeBlock.of("!$L", value) : value;
            }
            return CodeBlock.of("$L != $L", value, numberDefault(number.primitive()));
        }
        if (field.defaultValue().isNull()) {
            return CodeBlock.of("$L != null", value);
        }
        // Any other test is a call or in parentheses, which one "!" negates whole.
        return CodeBlock.of("!$L", isDefault(value, nullIsDefault));
    }

    /** An expression for the field's default value, a new object where the value is mutable. */
    CodeBlock defaultValue() {
        FieldType type = field.type();
        DefaultValue defaultValue = field.defaultValue();
        if (type instanceof FieldType.Number number) {
            return CodeBlock.of("$L", numberDefault(number.primitive()));
        }
        if (defaultValue.isNull()) {
            return CodeBlock.of("null");
        }
        if (type instanceof FieldType.Text) {
            return CodeBlock.of("$S", defaultValue.text() == null ? "" : defaultValue.text());
        }
        if (type instanceof FieldType.Bytes bytes) {
            return bytes.byteBuf() ? CodeBlock.of("$T.EMPTY_BUFFER", Names.UNPOOLED) : CodeBlock.of("new byte[0]");
        }
        if (type instanceof FieldType.PrimitiveArray array) {
            return CodeBlock.of("new $T[0]", array.primitive().javaType());
        }
        if (type instanceof FieldType.ListOf) {
            return CodeBlock.of("new $T<>()", java.util.ArrayList.class);
        }
        if (type instanceof FieldType.Uuid) {
            return CodeBlock.of("new $T($LL, $LL)", java.util.UUID.class, defaultValue.uuidHigh(),
                    defaultValue.uuidLow());
        }
        return CodeBlock.of("$N()", names.defaultValue(((FieldType.Struct) type).type()));
    }

    private String numberDefault(Primitive primitive) {
        String literal = field.defaultValue().javaLiteral();
        if (literal != null) {
            return literal;
        }
        TypeName javaType = primitive.javaType();
        if (javaType.equals(TypeName.BOOLEAN)) {
            return "false";
        }
        if (javaType.equals(TypeName.LONG)) {
            return "0L";
        }
        if (javaType.equals(TypeName.DOUBLE)) {
            return "0.0";
        }
        if (javaType.equals(TypeName.BYTE)) {
            return "(byte) 0";
        }
        if (javaType.equals(TypeName.SHORT)) {
            return "(short) 0";
        }
        return "0";
    }
}
