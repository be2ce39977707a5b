package io.kwire.processor;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The private methods that size, write and read one struct, and where needed compare it with and
 * create its default, and retain its buffers. Versions are tested only where the layout splits.
 */
final class StructCode {
    private static final String TARGET = "s";

    private final CodecPlan plan;
    private final CodecNames names;
    private final StructPlan structPlan;
    private final StructModel struct;
    private final VersionRange context;
    private final VersionRange flexible;

    /** Whether the message's view calls this struct's size and write methods, which are then package-private. */
    private final boolean sharedWithView;

    StructCode(CodecPlan plan, StructPlan struct, boolean sharedWithView) {
        this.sharedWithView = sharedWithView;
        this.plan = plan;
        this.names = plan.names();
        this.structPlan = struct;
        this.struct = struct.model();
        this.context = struct.context();
        this.flexible = plan.message().flexible();
    }

    private ValueCode value(FieldModel field) {
        return new ValueCode(names, struct.type(), field);
    }

    private CodeBlock unknown() {
        return struct.unknownTaggedFields().get(TARGET);
    }

    private static TypeName unknownListType() {
        return ParameterizedTypeName.get(Names.LIST, Names.RAW_TAGGED_FIELD);
    }

    MethodSpec size() {
        CodeBlock.Builder code = CodeBlock.builder().addStatement("int size = 0");
        addPositionalFields(code, (value, get, inner) -> code.addStatement("size += $L", value.size(get, inner)));
        Condition flexibleHere = Condition.in(flexible, context);
        if (!flexibleHere.never() && structPlan.hasNoTaggedFields()) {
            beginIf(code, flexibleHere);
            code.addStatement("size += 1");
        } else if (!flexibleHere.never() && structPlan.keepsOnlyUnknown()) {
            beginIf(code, flexibleHere);
            code.addStatement("size += $T.sizeOfUnknownOnly($L, $S)", Names.TAGGED_FIELDS, unknown(),
                    unknownFieldName());
        } else if (!flexibleHere.never()) {
            beginIf(code, flexibleHere);
            code.addStatement("int numTaggedFields = 0");
            for (FieldModel field : structPlan.taggedInContext()) {
                ValueCode value = value(field);
                CodeBlock get = field.access().get(TARGET);
                VersionRange inner = context.intersect(field.tagged());
                code.beginControlFlow("if ($L)", taggedTest(field, value, get));
                value.addChecks(code, get, inner);
                code.addStatement("int valueSize = $L", value.size(get, inner))
                        .addStatement("size += $L + $T.sizeOfUnsignedVarint(valueSize) + valueSize",
                                unsignedVarintSize(field.tag()), Names.VARINTS)
                        .addStatement("numTaggedFields++")
                        .endControlFlow();
            }
            if (structPlan.keepsUnknown()) {
                addCheckedUnknown(code);
                code.beginControlFlow("if (unknown != null)")
                        .addStatement("numTaggedFields += unknown.size()")
                        .addStatement("size += $T.sizeOfRaw(unknown)", Names.TAGGED_FIELDS)
                        .endControlFlow();
            }
            code.addStatement("size += $T.sizeOfUnsignedVarint(numTaggedFields)", Names.VARINTS);
        }
        addUnknownOutsideFlexibleCheck(code, flexibleHere);
        code.addStatement("return size");
        return (sharedWithView ? startShared(names.size(struct.type())) : start(names.size(struct.type())))
                .returns(TypeName.INT)
                .addParameter(struct.type(), TARGET)
                .addParameter(TypeName.SHORT, "version")
                .addCode(code.build())
                .build();
    }

    MethodSpec write() {
        CodeBlock.Builder code = CodeBlock.builder();
        addPositionalFields(code, (value, get, inner) -> value.addWrite(code, get, inner));
        Condition flexibleHere = Condition.in(flexible, context);
        if (!flexibleHere.never() && structPlan.hasNoTaggedFields()) {
            beginIf(code, flexibleHere);
            code.addStatement("at = $T.int8(out, at, limit, (byte) 0)", Names.WRITES);
        } else if (!flexibleHere.never() && structPlan.keepsOnlyUnknown()) {
            beginIf(code, flexibleHere);
            code.addStatement("at = $T.writeUnknownOnly(out, at, limit, $L, $S)", Names.TAGGED_FIELDS, unknown(),
                    unknownFieldName());
        } else if (!flexibleHere.never()) {
            beginIf(code, flexibleHere);
            code.addStatement("int numTaggedFields = 0");
            List<FieldModel> tagged = structPlan.taggedInContext();
            NameAllocator locals = writeLocals(tagged);
            for (FieldModel field : tagged) {
                code.addStatement("boolean $N = $L", locals.get(field),
                        taggedTest(field, value(field), field.access().get(TARGET)))
                        .beginControlFlow("if ($N)", locals.get(field))
                        .addStatement("numTaggedFields++")
                        .endControlFlow();
            }
            boolean keepsUnknown = structPlan.keepsUnknown();
            if (keepsUnknown) {
                addCheckedUnknown(code);
                code.beginControlFlow("if (unknown != null)")
                        .addStatement("numTaggedFields += unknown.size()")
                        .endControlFlow();
            }
            code.addStatement("at = $T.unsignedVarint(out, at, limit, numTaggedFields)", Names.WRITES);
            // Here the struct has tagged fields of its own: unknown ones are merged among them in tag order.
            if (keepsUnknown) {
                code.addStatement("int nextUnknown = 0");
            }
            for (FieldModel field : tagged) {
                ValueCode value = value(field);
                CodeBlock get = field.access().get(TARGET);
                VersionRange inner = context.intersect(field.tagged());
                code.beginControlFlow("if ($N)", locals.get(field));
                if (keepsUnknown) {
                    code.addStatement("int unknownBelow = $T.rawBelow(unknown, nextUnknown, $L)",
                                    Names.TAGGED_FIELDS, field.tag())
                            .addStatement("at = $T.writeRaw(out, at, limit, unknown, nextUnknown, unknownBelow)",
                                    Names.TAGGED_FIELDS)
                            .addStatement("nextUnknown = unknownBelow");
                }
                value.addChecks(code, get, inner);
                code.addStatement("at = $T.unsignedVarint(out, at, limit, $L)", Names.WRITES, field.tag())
                        .addStatement("at = $T.unsignedVarint(out, at, limit, $L)", Names.WRITES,
                                value.size(get, inner));
                value.addWrite(code, get, inner);
                code.endControlFlow();
            }
            if (keepsUnknown) {
                code.addStatement("at = $T.writeRawFrom(out, at, limit, unknown, nextUnknown)", Names.TAGGED_FIELDS);
            }
        }
        addUnknownOutsideFlexibleCheck(code, flexibleHere);
        code.addStatement("return at");
        return (sharedWithView ? startShared(names.write(struct.type())) : start(names.write(struct.type())))
                .returns(TypeName.INT)
                .addParameter(struct.type(), TARGET)
                .addParameters(Writer.PARAMETERS)
                .addParameter(TypeName.SHORT, "version")
                .addCode(code.build())
                .build();
    }

    MethodSpec read() {
        CodeBlock.Builder code = CodeBlock.builder().addStatement("$T $N = new $T()", struct.type(), TARGET,
                struct.type());
        for (FieldModel field : struct.fields()) {
            ValueCode value = value(field);
            Condition present = Condition.in(field.positional(), context);
            if (present.always()) {
                code.addStatement("$L", field.access().set(TARGET, value.read(context.intersect(field.positional()))));
            } else if (present.never()) {
                code.addStatement("$L", field.access().set(TARGET, value.defaultValue()));
            } else {
                code.beginControlFlow("if ($L)", present.code())
                        .addStatement("$L", field.access().set(TARGET,
                                value.read(context.intersect(field.positional()))))
                        .nextControlFlow("else")
                        .addStatement("$L", field.access().set(TARGET, value.defaultValue()))
                        .endControlFlow();
            }
        }
        Condition flexibleHere = Condition.in(flexible, context);
        if (!flexibleHere.never()) {
            beginIf(code, flexibleHere);
            if (structPlan.skipsEveryTaggedField()) {
                code.addStatement("$T.skipAll(in, $S)", Names.TAGGED_FIELDS, struct.displayName());
            } else {
                addReadTaggedFields(code);
            }
            endIf(code, flexibleHere);
        }
        code.addStatement("return $N", TARGET);
        return start(names.read(struct.type())).returns(struct.type())
                .addParameter(Names.WIRE_INPUT, "in")
                .addParameter(TypeName.SHORT, "version")
                .addCode(code.build())
                .build();
    }

    private void addReadTaggedFields(CodeBlock.Builder code) {
        boolean keepsUnknown = structPlan.keepsUnknown();
        if (keepsUnknown) {
            code.addStatement("$T unknown = null", unknownListType());
        }
        code.addStatement("int numTaggedFields = $T.readCount(in, $S)", Names.TAGGED_FIELDS, struct.displayName())
                .addStatement("int previousTag = -1")
                .beginControlFlow("for (int i = 0; i < numTaggedFields; i++)")
                .addStatement("int tag = $T.readTag(in, previousTag, $S)", Names.TAGGED_FIELDS, struct.displayName())
                .addStatement("int size = $T.readSize(in, tag, $S)", Names.TAGGED_FIELDS, struct.displayName())
                .addStatement("int end = in.position() + size");
        boolean first = true;
        for (FieldModel field : structPlan.tagged()) {
            Condition tagged = Condition.in(field.tagged(), context.intersect(flexible));
            if (!tagged.never()) {
                CodeBlock test = tagged.always() ? CodeBlock.of("tag == $L", field.tag())
                        : CodeBlock.of("tag == $L && $L", field.tag(), tagged.code());
                code.add(first ? "if ($L) {\n$>" : "$<} else if ($L) {\n$>", test);
                first = false;
                code.addStatement("$L", field.access().set(TARGET,
                        value(field).read(context.intersect(field.tagged()))));
            }
            if (!tagged.always()) {
                // Kafka refuses a known tag in a version that lacks it rather than keep it as unknown.
                code.add(first ? "if (tag == $L) {\n$>" : "$<} else if (tag == $L) {\n$>", field.tag());
                first = false;
                code.addStatement("throw $T.malformed(in, $S, \"tagged field \" + tag + \" is not valid in version \" + version)",
                        Names.FAILURES, field.qualifiedName());
            }
        }
        if (!first) {
            code.nextControlFlow("else");
        }
        if (keepsUnknown) {
            code.beginControlFlow("if (unknown == null)")
                    .addStatement("unknown = new $T<>()", ArrayList.class)
                    .endControlFlow()
                    .addStatement("unknown.add($T.readRaw(in, tag, size))", Names.TAGGED_FIELDS);
        } else {
            code.addStatement("$T.skip(in, size)", Names.TAGGED_FIELDS);
        }
        if (!first) {
            code.endControlFlow();
        }
        code.addStatement("$T.checkConsumed(in, end, tag, $S)", Names.TAGGED_FIELDS, struct.displayName())
                .addStatement("previousTag = tag")
                .endControlFlow();
        if (keepsUnknown) {
            code.beginControlFlow("if (unknown != null)")
                    .addStatement("$L", struct.unknownTaggedFields().set(TARGET, CodeBlock.of("unknown")))
                    .endControlFlow();
        }
    }

    /** Whether the struct equals a default-constructed one, field by field. */
    MethodSpec isDefault() {
        List<CodeBlock> tests = new ArrayList<>();
        for (FieldModel field : struct.fields()) {
            tests.add(value(field).isDefault(field.access().get(TARGET), false));
        }
        if (structPlan.keepsUnknown()) {
            tests.add(CodeBlock.of("($L == null || $L.isEmpty())", unknown(), unknown()));
        }
        CodeBlock all = tests.isEmpty() ? CodeBlock.of("true") : CodeBlock.join(tests, "\n&& ");
        return start(names.isDefault(struct.type())).returns(TypeName.BOOLEAN)
                .addParameter(struct.type(), TARGET)
                .addStatement("return $L", all)
                .build();
    }

    /** A new instance holding every field's default. */
    MethodSpec defaultValue() {
        CodeBlock.Builder code = CodeBlock.builder().addStatement("$T $N = new $T()", struct.type(), TARGET,
                struct.type());
        for (FieldModel field : struct.fields()) {
            code.addStatement("$L", field.access().set(TARGET, value(field).defaultValue()));
        }
        return start(names.defaultValue(struct.type())).returns(struct.type())
                .addCode(code.addStatement("return $N", TARGET).build())
                .build();
    }

    /** Hands every {@code ByteBuf} the struct holds, directly or in its structs, to {@code action}. */
    MethodSpec forEachBuffer() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (FieldModel field : struct.fields()) {
            CodeBlock get = field.access().get(TARGET);
            FieldType type = field.type();
            if (type instanceof FieldType.Bytes bytes && bytes.byteBuf()) {
                code.beginControlFlow("if ($L != null)", get).addStatement("action.accept($L)", get).endControlFlow();
            } else if (type instanceof FieldType.Struct child && plan.struct(child.type()).holdsBuffers()) {
                code.beginControlFlow("if ($L != null)", get)
                        .addStatement("$N($L, action)", names.forEachBuffer(child.type()), get)
                        .endControlFlow();
            } else if (type instanceof FieldType.ListOf list && list.element() instanceof FieldType.Struct child
                    && plan.struct(child.type()).holdsBuffers()) {
                code.beginControlFlow("if ($L != null)", get)
                        .beginControlFlow("for (int i = 0; i < $L.size(); i++)", get)
                        .addStatement("$N($L.get(i), action)", names.forEachBuffer(child.type()), get)
                        .endControlFlow()
                        .endControlFlow();
            }
        }
        return start(names.forEachBuffer(struct.type()))
                .addParameter(struct.type(), TARGET)
                .addParameter(Names.BUFFER_ACTION, "action")
                .addCode(code.build())
                .build();
    }

    private CodeBlock taggedTest(FieldModel field, ValueCode value, CodeBlock get) {
        Condition tagged = Condition.in(field.tagged(), context.intersect(flexible));
        CodeBlock nonDefault = value.isNotDefault(get, false);
        return tagged.always() ? nonDefault : CodeBlock.of("$L && $L", tagged.code(), nonDefault);
    }

    /** Names for the write method's locals: one flag per tagged field, none clashing with the others. */
    private static NameAllocator writeLocals(List<FieldModel> tagged) {
        NameAllocator locals = new NameAllocator();
        List<String> reserved = new ArrayList<>(Writer.NAMES);
        reserved.addAll(List.of(TARGET, "version", "numTaggedFields", "unknown", "nextUnknown", "unknownBelow"));
        for (String name : reserved) {
            locals.newName(name, name);
        }
        for (FieldModel field : tagged) {
            locals.newName("tagged" + Character.toUpperCase(field.name().charAt(0)) + field.name().substring(1),
                    field);
        }
        return locals;
    }

    private static int unsignedVarintSize(int value) {
        int size = 1;
        while ((value & ~0x7F) != 0) {
            value >>>= 7;
            size++;
        }
        return size;
    }

    /**
     * Reads the unknown tagged fields into {@code unknown}, and checks them against the struct's own
     * tags (a struct without any takes {@code sizeOfUnknownOnly} and {@code writeUnknownOnly}).
     */
    private void addCheckedUnknown(CodeBlock.Builder code) {
        code.addStatement("$T unknown = $L", unknownListType(), unknown())
                .addStatement("$T.checkRaw(unknown, $N, $S)", Names.TAGGED_FIELDS, names.knownTags(struct.type()),
                        unknownFieldName());
    }

    private String unknownFieldName() {
        Access access = struct.unknownTaggedFields();
        return struct.displayName() + "." + (access.field() != null ? access.field() : access.getter());
    }

    /** What sizing or writing does with one checked field value, in the versions {@code inner}. */
    private interface PositionalStep {
        void add(ValueCode value, CodeBlock get, VersionRange inner);
    }

    /**
     * For each field in declaration order: in the versions where it is in its place, checks its
     * value and hands it to {@code step}; in those that lack it, checks it holds its default.
     */
    private void addPositionalFields(CodeBlock.Builder code, PositionalStep step) {
        for (FieldModel field : struct.fields()) {
            Condition present = Condition.in(field.positional(), context);
            if (!present.never()) {
                ValueCode value = value(field);
                CodeBlock get = field.access().get(TARGET);
                VersionRange inner = context.intersect(field.positional());
                beginIf(code, present);
                value.addChecks(code, get, inner);
                step.add(value, get, inner);
                if (endIfOrContinueWithAbsentCheck(code, field, present)) {
                    continue;
                }
            }
            addAbsentCheck(code, field);
        }
    }

    /**
     * Closes the block that wrote a field present in some versions. Where the field is never tagged
     * and not ignorable, the versions outside that block are exactly those that lack it, so their
     * check becomes its {@code else} branch; returns whether it did.
     */
    private boolean endIfOrContinueWithAbsentCheck(CodeBlock.Builder code, FieldModel field, Condition present) {
        if (present.always()) {
            return false;
        }
        if (field.isTagged() || field.ignorable()) {
            code.endControlFlow();
            return false;
        }
        code.nextControlFlow("else if ($L)", nonDefault(field))
                .addStatement("throw $T.notInVersion($S, version)", Names.FAILURES, field.qualifiedName())
                .endControlFlow();
        return true;
    }

    /** A field absent from the version may only hold its default, unless it is ignorable. */
    private void addAbsentCheck(CodeBlock.Builder code, FieldModel field) {
        if (field.ignorable()) {
            return;
        }
        Condition absent = Condition.notIn(field.versions(), context);
        if (absent.never()) {
            return;
        }
        CodeBlock test = absent.always() ? nonDefault(field)
                : CodeBlock.of("($L) && $L", absent.code(), nonDefault(field));
        code.beginControlFlow("if ($L)", test)
                .addStatement("throw $T.notInVersion($S, version)", Names.FAILURES, field.qualifiedName())
                .endControlFlow();
    }

    /** The field holds something other than its default; null counts as the default. */
    private CodeBlock nonDefault(FieldModel field) {
        return value(field).isNotDefault(field.access().get(TARGET), true);
    }

    /** Unknown tagged fields cannot be written in a version without tagged fields. */
    private void addUnknownOutsideFlexibleCheck(CodeBlock.Builder code, Condition flexibleHere) {
        if (!structPlan.keepsUnknown()) {
            if (!flexibleHere.never() && !flexibleHere.always()) {
                code.endControlFlow();
            }
            return;
        }
        if (flexibleHere.always()) {
            return;
        }
        if (flexibleHere.never()) {
            code.beginControlFlow("if ($L != null && !$L.isEmpty())", unknown(), unknown());
        } else {
            code.nextControlFlow("else if ($L != null && !$L.isEmpty())", unknown(), unknown());
        }
        code.addStatement("throw $T.taggedFieldsNotInVersion($S, version)", Names.FAILURES, struct.displayName())
                .endControlFlow();
    }

    private static void beginIf(CodeBlock.Builder code, Condition condition) {
        if (!condition.always()) {
            code.beginControlFlow("if ($L)", condition.code());
        }
    }

    private static void endIf(CodeBlock.Builder code, Condition condition) {
        if (!condition.always()) {
            code.endControlFlow();
        }
    }

    private static MethodSpec.Builder start(String name) {
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC);
    }

    /** A static method the message's view calls too, to patch an element with a new struct: package-private. */
    private static MethodSpec.Builder startShared(String name) {
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.STATIC);
    }
}
