package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.Modifier;

/** The size, write and read methods of one array field: a {@code List} or a primitive array. */
final class ArrayCode {
    private final CodecNames names;
    private final ClassName owner;
    private final ArrayPlan plan;
    private final FieldModel field;
    private final VersionRange context;
    private final int minElementSize;

    ArrayCode(CodecNames names, ClassName owner, ArrayPlan array) {
        this.names = names;
        this.owner = owner;
        this.plan = array;
        this.field = array.field();
        this.context = array.context();
        this.minElementSize = array.minElementSize();
    }

    List<MethodSpec> methods() {
        return List.of(size(), write(), read());
    }

    private FieldType elementType() {
        return plan.elementType();
    }

    /** The element type of a list: primitive arrays are read and written whole by {@code PrimitiveArrays}. */
    private TypeName listElementJavaType() {
        return ((ParameterizedTypeName) ((FieldType.ListOf) field.type()).listType()).typeArguments().get(0);
    }

    /** The bytes the count takes, {@code count} -1 standing for null. */
    private CodeBlock countSize(String count) {
        return Layouts.byCompact(field, context, (compact, nullable) -> CodeBlock.of("$T.$N($L)",
                Names.ARRAY_LENGTHS, Layouts.variant("size", compact, false), count));
    }

    /** Writes the count, {@code count} -1 standing for null. */
    private void addWriteLength(MethodSpec.Builder method, String count) {
        CodeBlock.Builder code = CodeBlock.builder();
        Layouts.addByCompact(code, field, context, (compact, nullable) -> CodeBlock.of("at = $T.$N(out, at, limit, $L)",
                Names.ARRAY_LENGTHS, Layouts.variant("write", compact, false), count));
        method.addCode(code.build());
    }

    private boolean mayBeNull() {
        return !Condition.in(field.nullable(), context).never();
    }

    private String length() {
        return field.type() instanceof FieldType.ListOf ? "value.size()" : "value.length";
    }


    private MethodSpec size() {
        MethodSpec.Builder method = start("size").returns(TypeName.INT)
                .addParameter(field.type().javaType(), "value")
                .addParameter(TypeName.SHORT, "version");
        if (mayBeNull()) {
            method.beginControlFlow("if (value == null)")
                    .addStatement("return $L", countSize("-1"))
                    .endControlFlow();
        }
        method.addStatement("int count = $L", length());
        FieldType element = elementType();
        if (field.type() instanceof FieldType.PrimitiveArray array) {
            CodeBlock countSize = Layouts.byCompactOperand(field, context, (compact, nullable) -> CodeBlock.of(
                    "$T.$N(count)", Names.ARRAY_LENGTHS, Layouts.variant("size", compact, false)));
            return method.addStatement("return $L + count * $L", countSize, array.primitive().fixedSize()).build();
        }
        method.addStatement("int size = $L", countSize("count"))
                .beginControlFlow("for (int i = 0; i < count; i++)")
                .addStatement("$T element = value.get(i)", listElementJavaType());
        addNullElementCheck(method);
        method.addStatement("size += $L", elementSize(element)).endControlFlow();
        return method.addStatement("return size").build();
    }

    private CodeBlock elementSize(FieldType element) {
        if (element instanceof FieldType.Number number) {
            return CodeBlock.of("$L", number.primitive().fixedSize());
        }
        if (element instanceof FieldType.Text) {
            return Layouts.byCompact(field, context, (compact, nullable) -> CodeBlock.of("$T.$N(element, $S)",
                    Names.STRINGS, Layouts.variant("size", compact, false), field.qualifiedName()));
        }
        if (element instanceof FieldType.Uuid) {
            return CodeBlock.of("16");
        }
        return CodeBlock.of("$N(element, version)", names.size(((FieldType.Struct) element).type()));
    }

    private MethodSpec write() {
        MethodSpec.Builder method = start("write").returns(TypeName.INT)
                .addParameter(field.type().javaType(), "value")
                .addParameters(Writer.PARAMETERS)
                .addParameter(TypeName.SHORT, "version");
        if (mayBeNull()) {
            method.beginControlFlow("if (value == null)");
            addWriteLength(method, "-1");
            method.addStatement("return at").endControlFlow();
        }
        method.addStatement("int count = $L", length());
        addWriteLength(method, "count");
        if (field.type() instanceof FieldType.PrimitiveArray array) {
            return method.addStatement("return $T.$N(out, at, limit, value)", Names.PRIMITIVE_ARRAYS,
                    primitiveArrayMethod("write", array)).build();
        }
        method.beginControlFlow("for (int i = 0; i < count; i++)")
                .addStatement("$T element = value.get(i)", listElementJavaType());
        addNullElementCheck(method);
        FieldType element = elementType();
        if (element instanceof FieldType.Number number) {
            method.addStatement(number.primitive().write(CodeBlock.of("element")));
        } else if (element instanceof FieldType.Text) {
            CodeBlock.Builder write = CodeBlock.builder();
            Layouts.addByCompact(write, field, context, (compact, nullable) -> CodeBlock.of(
                    "at = $T.$N(out, at, limit, element, $S)", Names.STRINGS, Layouts.variant("write", compact, false),
                    field.qualifiedName()));
            method.addCode(write.build());
        } else if (element instanceof FieldType.Uuid) {
            method.addStatement("at = $T.uuid(out, at, limit, element)", Names.WRITES);
        } else {
            method.addStatement("at = $N(element, out, at, limit, version)",
                    names.write(((FieldType.Struct) element).type()));
        }
        return method.endControlFlow().addStatement("return at").build();
    }

    private void addNullElementCheck(MethodSpec.Builder method) {
        method.beginControlFlow("if (element == null)")
                .addStatement("throw $T.nullElement($S, i)", Names.FAILURES, field.qualifiedName())
                .endControlFlow();
    }

    private MethodSpec read() {
        MethodSpec.Builder method = start("read").returns(field.type().javaType())
                .addParameter(Names.WIRE_INPUT, "in")
                .addParameter(TypeName.SHORT, "version")
                .addStatement("int count = $L", Layouts.byCompactAndNullable(field, context,
                        (compact, nullable) -> CodeBlock.of("$T.$N(in, $L, $S)", Names.ARRAY_LENGTHS,
                                Layouts.variant("read", compact, nullable), minElementSize, field.qualifiedName())));
        if (mayBeNull()) {
            method.beginControlFlow("if (count < 0)").addStatement("return null").endControlFlow();
        }
        if (field.type() instanceof FieldType.PrimitiveArray array) {
            return method.addStatement("return $T.$N(in, count, $S)", Names.PRIMITIVE_ARRAYS,
                    primitiveArrayMethod("read", array), field.qualifiedName()).build();
        }
        FieldType element = elementType();
        CodeBlock read;
        if (element instanceof FieldType.Number number) {
            read = CodeBlock.of("$T.$N(in, $S)", Names.READS, number.primitive().reader(), field.qualifiedName());
        } else if (element instanceof FieldType.Text) {
            read = Layouts.byCompact(field, context, (compact, nullable) -> CodeBlock.of("$T.$N(in, $S)",
                    Names.STRINGS, Layouts.variant("read", compact, false), field.qualifiedName()));
        } else if (element instanceof FieldType.Uuid) {
            read = CodeBlock.of("$T.uuid(in, $S)", Names.READS, field.qualifiedName());
        } else {
            read = CodeBlock.of("$N(in, version)", names.read(((FieldType.Struct) element).type()));
        }
        return method.addStatement("$T values = new $T<>(count)", field.type().javaType(), java.util.ArrayList.class)
                .beginControlFlow("for (int i = 0; i < count; i++)")
                .addStatement("values.add($L)", read)
                .endControlFlow()
                .addStatement("return values")
                .build();
    }

    /** {@code PrimitiveArrays}' method for {@code operation} on {@code array}, e.g. {@code readInt32s}. */
    private static String primitiveArrayMethod(String operation, FieldType.PrimitiveArray array) {
        String wireName = array.primitive().reader();
        return operation + Character.toUpperCase(wireName.charAt(0)) + wireName.substring(1) + "s";
    }

    private MethodSpec.Builder start(String operation) {
        return MethodSpec.methodBuilder(names.array(operation, owner, field))
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC);
    }
}
