package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The view class of one struct: where each field starts, found by skipping the fields before it and
 * kept; an accessor per field; and the static methods that skip the struct and its arrays whole.
 * Versions are tested only where the layout splits, as in the codec.
 */
final class StructViewCode {
    private final CodecPlan plan;
    private final ViewNames names;
    private final StructPlan structPlan;
    private final StructModel struct;
    private final VersionRange context;
    private final Condition flexibleHere;
    private final ClassName self;
    /** The fields that are in their place among the struct's in some version, in wire order. */
    private final List<FieldModel> positional = new ArrayList<>();
    /** Names of the private members, none clashing with an accessor. */
    private final NameAllocator members = new NameAllocator();

    StructViewCode(CodecPlan plan, ViewNames names, StructPlan struct) {
        this.plan = plan;
        this.names = names;
        this.structPlan = struct;
        this.struct = struct.model();
        this.context = struct.context();
        this.flexibleHere = Condition.in(plan.message().flexible(), context);
        this.self = names.structView(this.struct.type());
        for (String reserved : List.of("in", "version", "start", "UNKNOWN", "point", "startMove", "before", "step",
                "open", "validate", "forget", "endAt", "reset", "pointedAt", "movedTo", "unknownTaggedFieldCount",
                "unknownTag", "unknownTaggedFieldData", "enclose", "splice", "splices", "parent", "patched",
                "clearPatches", "patchCount", "buildPatched", "forgetPatches", "countPatches", "startsAt", "endsAt", "spliceTagged",
                "addTagged", "removeTagged", "cancelTagged", "viewedBuffer", "standingIndex", "standingIndexIn")) {
            members.newName(reserved, List.of("reserved", reserved));
        }
        for (FieldModel field : this.struct.fields()) {
            for (String suffix : List.of("", "Count", "Utf8", "Equals")) {
                members.newName(field.name() + suffix, List.of(field, "accessor", suffix));
            }
            if (field.type() instanceof FieldType.Bytes) {
                for (String suffix : List.of("Length", "Index")) {
                    members.newName(field.name() + suffix, List.of(field, "accessor", suffix));
                }
            }
        }
        for (FieldModel field : this.struct.fields()) {
            if (patchable(field) || isArray(field) && elementStruct(field) != null) {
                members.newName("set" + ViewNames.capitalized(field.name()), List.of(field, "setter"));
            }
        }
        members.newName("end", "end");
        members.newName("tagsAt", "tagsAt");
        members.newName("findTags", "findTags");
        members.newName("unknownCount", "unknownCount");
        members.newName("KNOWN_TAGS", "knownTags");
        for (FieldModel field : this.struct.fields()) {
            if (!positionalCondition(field).never()) {
                positional.add(field);
                members.newName(field.name() + "At", List.of(field, "at"));
            }
            if (!taggedCondition(field).never()) {
                members.newName(field.name() + "TaggedAt", List.of(field, "taggedAt"));
            }
            if (isArray(field)) {
                members.newName(field.name() + "First", List.of(field, "first"));
                members.newName(field.name() + "Element", List.of(field, "element"));
                members.newName(field.name() + "Index", List.of(field, "index"));
                members.newName(field.name() + "IndexAt", List.of(field, "indexAt"));
                members.newName(field.name() + "CountFound", List.of(field, "count"));
            }
            if (field.type() instanceof FieldType.Struct) {
                members.newName(field.name() + "View", List.of(field, "view"));
            }
            if (keepsBytesLength(field)) {
                members.newName(field.name() + "LengthFound", List.of(field, "lengthFound"));
                members.newName(field.name() + "ValueAt", List.of(field, "valueAt"));
                members.newName(field.name() + "LengthRead", List.of(field, "lengthRead"));
            }
        }
    }

    /** A name for a private member of the view, clashing with none of its others. */
    String privateName(String suggestion) {
        return members.newName(suggestion, List.of("extra", suggestion));
    }

    private String member(FieldModel field, String what) {
        return members.get(List.of(field, what));
    }

    private Condition positionalCondition(FieldModel field) {
        return Condition.in(field.positional(), context);
    }

    private Condition taggedCondition(FieldModel field) {
        return Condition.in(field.tagged(), context);
    }

    /**
     * Whether the view keeps a bytes field's length and where its value starts once read: a field in its place
     * in some version of the context, whose length, index and skip then read its prefix once.
     */
    private boolean keepsBytesLength(FieldModel field) {
        return field.type() instanceof FieldType.Bytes && !positionalCondition(field).never();
    }

    private static boolean isArray(FieldModel field) {
        return field.type() instanceof FieldType.ListOf || field.type() instanceof FieldType.PrimitiveArray;
    }

    TypeSpec.Builder start() {
        return TypeSpec.classBuilder(self).superclass(Names.STRUCT_VIEW);
    }

    /** The constructor of a struct's view, and how the view that hands it out moves it. */
    void addNestedMembers(TypeSpec.Builder spec) {
        spec.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
                        .addParameter(Names.WIRE_INPUT, "in")
                        .addStatement("super(in)").build())
                .addMethod(MethodSpec.methodBuilder("pointedAt").addModifiers(Modifier.PRIVATE).returns(self)
                        .addParameter(TypeName.INT, "start")
                        .addParameter(TypeName.SHORT, "version")
                        .addParameter(Names.STRUCT_VIEW, "parent")
                        .addParameter(TypeName.INT, "taggedValueAt")
                        .addStatement("enclose(parent, taggedValueAt)")
                        .addStatement("point(start, version)")
                        .addStatement("return this").build())
                .addMethod(MethodSpec.methodBuilder("movedTo").addModifiers(Modifier.PRIVATE).returns(self)
                        .addParameter(TypeName.INT, "index")
                        .addParameter(TypeName.INT, "count")
                        .addParameter(TypeName.INT, "first")
                        .addParameter(TypeName.SHORT, "version")
                        .addParameter(Names.STRUCT_VIEW, "parent")
                        .addParameter(TypeName.INT, "taggedValueAt")
                        .addStatement("enclose(parent, taggedValueAt)")
                        .addStatement("startMove(index, count, first, version)")
                        .beginControlFlow("while (before(index))")
                        .addStatement("step(endAt())")
                        .endControlFlow()
                        .addStatement("return this").build())
                .addMethod(MethodSpec.methodBuilder("startsAt").addModifiers(Modifier.PRIVATE).returns(TypeName.INT)
                        .addStatement("return start").build())
                .addMethod(MethodSpec.methodBuilder("endsAt").addModifiers(Modifier.PRIVATE).returns(TypeName.INT)
                        .addStatement("return endAt()").build())
                .addMethod(MethodSpec.methodBuilder("standingIndexIn").addModifiers(Modifier.PRIVATE)
                        .returns(TypeName.INT).addParameter(TypeName.INT, "first")
                        .addStatement("return standingIndex(first)").build());
    }

    /** The offsets kept, where the struct ends, and the accessors. */
    void addMembers(TypeSpec.Builder spec) {
        CodeBlock.Builder forget = CodeBlock.builder();
        for (FieldModel field : positional.subList(positional.isEmpty() ? 0 : 1, positional.size())) {
            addOffset(spec, forget, member(field, "at"));
        }
        addOffset(spec, forget, members.get("tagsAt"));
        addOffset(spec, forget, members.get("end"));
        for (FieldModel field : struct.fields()) {
            if (!taggedCondition(field).never()) {
                spec.addField(TypeName.INT, member(field, "taggedAt"), Modifier.PRIVATE);
            }
            if (isArray(field)) {
                addOffset(spec, forget, member(field, "count"));
                spec.addField(TypeName.INT, member(field, "first"), Modifier.PRIVATE);
                if (elementStruct(field) != null) {
                    spec.addField(names.structView(elementStruct(field)), member(field, "element"), Modifier.PRIVATE);
                } else if (elementSize(field) == 0) {
                    spec.addField(TypeName.INT, member(field, "index"), Modifier.PRIVATE);
                    spec.addField(TypeName.INT, member(field, "indexAt"), Modifier.PRIVATE);
                    forget.addStatement("$N = -1", member(field, "index"));
                }
            }
            if (field.type() instanceof FieldType.Struct child) {
                spec.addField(names.structView(child.type()), member(field, "view"), Modifier.PRIVATE);
            }
            if (keepsBytesLength(field)) {
                addOffset(spec, forget, member(field, "lengthFound"));
                spec.addField(TypeName.INT, member(field, "valueAt"), Modifier.PRIVATE);
                spec.addMethod(bytesLengthRead(field));
            }
        }
        spec.addMethod(MethodSpec.methodBuilder("forget").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).addCode(forget.build()).build());
        for (int i = 0; i < positional.size(); i++) {
            spec.addMethod(offsetMethod(member(positional.get(i), "at"), i == 0 ? null : positional.get(i - 1),
                    i == 0));
        }
        spec.addMethod(offsetMethod(members.get("tagsAt"), positional.isEmpty() ? null
                : positional.get(positional.size() - 1), positional.isEmpty()));
        spec.addMethod(endAt());
        if (!flexibleHere.never()) {
            spec.addMethod(findTags());
            addUnknownTaggedFields(spec);
        }
        for (FieldModel field : struct.fields()) {
            addAccessors(spec, field);
        }
    }

    /** Raw access to the tagged fields the struct does not know: count, tag and value. */
    private void addUnknownTaggedFields(TypeSpec.Builder spec) {
        String unknownCount = members.get("unknownCount");
        String knownTags = members.get("knownTags");
        spec.addField(TypeName.INT, unknownCount, Modifier.PRIVATE)
                .addField(FieldSpec.builder(com.palantir.javapoet.ArrayTypeName.of(TypeName.INT), knownTags,
                                Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer("{$L}", String.join(", ", structPlan.knownTags().stream()
                                .map(String::valueOf).toList()))
                        .build());
        MethodSpec.Builder count = MethodSpec.methodBuilder("unknownTaggedFieldCount").addModifiers(Modifier.PUBLIC)
                .returns(TypeName.INT)
                .addJavadoc("The number of tagged fields sent that this struct does not know; 0 in versions that"
                        + " are not flexible.\n");
        if (!flexibleHere.always()) {
            count.beginControlFlow("if (!($L))", flexibleHere.code()).addStatement("return 0").endControlFlow();
        }
        spec.addMethod(count.addStatement("$N()", members.get("findTags"))
                .addStatement("return $N", unknownCount).build());
        for (String[] kind : new String[][] {{"unknownTag", "unknownTag", "int"},
                {"unknownTaggedFieldData", "unknownData", "ByteBuf"}}) {
            boolean tag = kind[2].equals("int");
            spec.addMethod(MethodSpec.methodBuilder(kind[0]).addModifiers(Modifier.PUBLIC)
                    .returns(tag ? TypeName.INT : Names.BYTE_BUF)
                    .addParameter(TypeName.INT, "index")
                    .addJavadoc(tag ? "The tag of unknown tagged field {@code index}, in tag order.\n"
                            : "The value of unknown tagged field {@code index}: an unretained slice of the buffer,"
                                    + " valid while it is.\n")
                    .addStatement("$T.checkIndex(index, unknownTaggedFieldCount())", Names.OBJECTS)
                    .addStatement("in.seek($N())", members.get("tagsAt"))
                    .addStatement("return $T.$N(in, index, $N, $S)", Names.TAGGED_FIELDS, kind[1], knownTags,
                            struct.displayName())
                    .build());
        }
    }

    private static void addOffset(TypeSpec.Builder spec, CodeBlock.Builder forget, String name) {
        spec.addField(FieldSpec.builder(TypeName.INT, name, Modifier.PRIVATE).build());
        forget.addStatement("$N = UNKNOWN", name);
    }

    /**
     * The method that finds where a field (or the tagged fields) starts: the struct's start for
     * the first, else the end of {@code previous}, skipped where the version has it, kept. After a
     * fixed-width field or a bytes field whose length the view keeps, the end is counted from where
     * {@code previous} starts, with no move of the cursor.
     */
    private MethodSpec offsetMethod(String name, FieldModel previous, boolean first) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE)
                .returns(TypeName.INT);
        if (first) {
            return method.addStatement("return start").build();
        }
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("if ($N == UNKNOWN)", name);
        Condition present = positionalCondition(previous);
        int width = fixedWidth(previous);
        if (width > 0 || keepsBytesLength(previous)) {
            code.addStatement("int found = $N()", member(previous, "at"));
            beginIf(code, present);
            if (width > 0) {
                code.addStatement("found = $T.skipFrom(in, found, $L, $S)", Names.READS, width,
                        previous.qualifiedName());
            } else {
                // Its length was checked against what remains when read.
                code.addStatement("int length = $N()", member(previous, "lengthRead"))
                        .addStatement("found = $N + Math.max(length, 0)", member(previous, "valueAt"));
            }
            endIf(code, present);
            code.addStatement("$N = found", name).endControlFlow().addStatement("return $N", name);
            return method.addCode(code.build()).build();
        }
        ClassName elementStruct = isArray(previous) && !present.never() ? elementStruct(previous) : null;
        if (elementStruct != null) {
            addSkipFromStandingElement(code, previous, elementStruct, present);
        }
        code.addStatement("in.seek($N())", member(previous, "at"));
        beginIf(code, present);
        addSkip(code, previous, context.intersect(previous.positional()));
        endIf(code, present);
        if (elementStruct != null) {
            code.endControlFlow();
        }
        code.addStatement("$N = in.position()", name).endControlFlow().addStatement("return $N", name);
        return method.addCode(code.build()).build();
    }

    /**
     * Opens an {@code if} that skips an array of structs from the end of the element its view stands on, which
     * a walk through the elements has found, rather than from the array's start; its {@code else}, left open,
     * skips the whole array.
     */
    private void addSkipFromStandingElement(CodeBlock.Builder code, FieldModel array, ClassName elementStruct,
            Condition present) {
        String element = member(array, "element");
        String count = member(array, "count");
        CodeBlock absent = present.always() ? CodeBlock.of("") : CodeBlock.of("!($L) || ", present.code());
        code.addStatement("int standing = $L$N == null || $N == UNKNOWN ? -1 : $N.standingIndexIn($N)", absent,
                        element, count, element, member(array, "first"))
                .beginControlFlow("if (standing >= 0)")
                .addStatement("in.seek($N.endsAt())", element)
                .beginControlFlow("for (int i = standing + 1; i < $N; i++)", count)
                .addStatement("$N(in, version)", names.skipStruct(elementStruct))
                .endControlFlow()
                .nextControlFlow("else");
    }

    private MethodSpec endAt() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("endAt").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).returns(TypeName.INT);
        String end = members.get("end");
        if (flexibleHere.never()) {
            return method.addStatement("return $N()", members.get("tagsAt")).build();
        }
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("if ($N == UNKNOWN)", end);
        if (flexibleHere.always()) {
            code.addStatement("$N()", members.get("findTags"));
        } else {
            code.beginControlFlow("if ($L)", flexibleHere.code())
                    .addStatement("$N()", members.get("findTags"))
                    .nextControlFlow("else")
                    .addStatement("$N = $N()", end, members.get("tagsAt"))
                    .endControlFlow();
        }
        code.endControlFlow().addStatement("return $N", end);
        return method.addCode(code.build()).build();
    }

    /** Reads the tagged-field section once: where each known field's value starts, checked as a read checks it. */
    private MethodSpec findTags() {
        String end = members.get("end");
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if ($N != UNKNOWN)", end).addStatement("return").endControlFlow()
                .addStatement("in.seek($N())", members.get("tagsAt"));
        for (FieldModel field : struct.fields()) {
            if (!taggedCondition(field).never()) {
                code.addStatement("$N = -1", member(field, "taggedAt"));
            }
        }
        code.addStatement("$N = 0", members.get("unknownCount"));
        addTaggedSection(code, true);
        code.addStatement("$N = in.position()", end);
        return MethodSpec.methodBuilder(members.get("findTags")).addModifiers(Modifier.PRIVATE)
                .addCode(code.build()).build();
    }

    /**
     * Moves past the tagged-field section, checking it as a read does, and, if {@code record}, keeps
     * where each known field's value starts.
     */
    private void addTaggedSection(CodeBlock.Builder code, boolean record) {
        if (structPlan.taggedInContext().isEmpty() && !record) {
            code.addStatement("$T.skipAll(in, $S)", Names.TAGGED_FIELDS, struct.displayName());
            return;
        }
        code.addStatement("int numTaggedFields = $T.readCount(in, $S)", Names.TAGGED_FIELDS, struct.displayName())
                .addStatement("int previousTag = -1")
                .beginControlFlow("for (int i = 0; i < numTaggedFields; i++)")
                .addStatement("int tag = $T.readTag(in, previousTag, $S)", Names.TAGGED_FIELDS, struct.displayName())
                .addStatement("int size = $T.readSize(in, tag, $S)", Names.TAGGED_FIELDS, struct.displayName())
                .addStatement("int valueEnd = in.position() + size");
        boolean first = true;
        for (FieldModel field : structPlan.tagged()) {
            Condition tagged = taggedCondition(field);
            if (!tagged.never()) {
                CodeBlock test = tagged.always() ? CodeBlock.of("tag == $L", field.tag())
                        : CodeBlock.of("tag == $L && $L", field.tag(), tagged.code());
                code.add(first ? "if ($L) {\n$>" : "$<} else if ($L) {\n$>", test);
                first = false;
                if (record) {
                    code.addStatement("$N = in.position()", member(field, "taggedAt"));
                }
                addSkip(code, field, context.intersect(field.tagged()));
            }
            if (!tagged.always()) {
                code.add(first ? "if (tag == $L) {\n$>" : "$<} else if (tag == $L) {\n$>", field.tag());
                first = false;
                code.addStatement("throw $T.malformed(in, $S, \"tagged field \" + tag + \" is not valid in version \" + version)",
                        Names.FAILURES, field.qualifiedName());
            }
        }
        if (!first) {
            code.nextControlFlow("else");
        }
        code.addStatement("$T.skip(in, size)", Names.TAGGED_FIELDS);
        if (record) {
            code.addStatement("$N++", members.get("unknownCount"));
        }
        if (!first) {
            code.endControlFlow();
        }
        code.addStatement("$T.checkConsumed(in, valueEnd, tag, $S)", Names.TAGGED_FIELDS, struct.displayName())
                .addStatement("previousTag = tag")
                .endControlFlow();
    }

    /** Statements that move past the field's value, checking what they read, in the versions {@code layout}. */
    private void addSkip(CodeBlock.Builder code, FieldModel field, VersionRange layout) {
        FieldType type = field.type();
        String name = field.qualifiedName();
        if (type instanceof FieldType.Number number) {
            addSkipNumber(code, number.primitive(), name);
        } else if (type instanceof FieldType.Text) {
            Layouts.addByCompactAndNullable(code, field, layout, (compact, nullable) -> CodeBlock.of("$T.$N(in, $S)",
                    Names.STRINGS, Layouts.variant("skip", compact, nullable), name));
        } else if (type instanceof FieldType.Bytes) {
            Layouts.addByCompactAndNullable(code, field, layout, (compact, nullable) -> CodeBlock.of("$T.$N(in, $S)",
                    Names.BYTES, Layouts.variant("skip", compact, nullable), name));
        } else if (type instanceof FieldType.Uuid) {
            code.addStatement("$T.skip(in, 16, $S)", Names.READS, name);
        } else if (type instanceof FieldType.Struct child) {
            Condition notNullable = Condition.notIn(field.nullable(), layout);
            CodeBlock skip = CodeBlock.of("$N(in, version)", names.skipStruct(child.type()));
            if (notNullable.always()) {
                code.addStatement(skip);
            } else {
                CodeBlock present = notNullable.never() ? CodeBlock.of("$T.structPresence(in, $S)", Names.READS, name)
                        : CodeBlock.of("$L || $T.structPresence(in, $S)", notNullable.code(), Names.READS, name);
                code.beginControlFlow("if ($L)", present).addStatement(skip).endControlFlow();
            }
        } else {
            code.addStatement("$N(in, version)", names.skipArray(struct.type(), field));
        }
    }

    private static void addSkipNumber(CodeBlock.Builder code, Primitive primitive, String name) {
        if (primitive.fixedSize() > 0) {
            code.addStatement("$T.skip(in, $L, $S)", Names.READS, primitive.fixedSize(), name);
        } else {
            code.addStatement("$T.$N(in, $S)", Names.READS, primitive.reader(), name);
        }
    }

    /** The static method that moves past one of these structs, checking it as a read does. */
    MethodSpec skipStruct() {
        CodeBlock.Builder code = CodeBlock.builder();
        List<FieldModel> fields = struct.fields();
        for (int i = 0; i < fields.size(); i++) {
            FieldModel field = fields.get(i);
            Condition present = positionalCondition(field);
            if (present.never()) {
                continue;
            }
            int runEnd = fixedWidthRunEnd(i);
            if (runEnd > i + 1) {
                addSkipFixedWidthRun(code, fields.subList(i, runEnd));
                i = runEnd - 1;
            } else {
                beginIf(code, present);
                addSkip(code, field, context.intersect(field.positional()));
                endIf(code, present);
            }
        }
        if (!flexibleHere.never()) {
            beginIf(code, flexibleHere);
            addTaggedSection(code, false);
            endIf(code, flexibleHere);
        }
        return MethodSpec.methodBuilder(names.skipStruct(struct.type()))
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(Names.WIRE_INPUT, "in")
                .addParameter(TypeName.SHORT, "version")
                .addCode(code.build())
                .build();
    }

    /**
     * The end (exclusive) of the run of fixed-width fields in their place from field {@code first}: the fields
     * not in their place in any version of the context are passed over.
     */
    private int fixedWidthRunEnd(int first) {
        List<FieldModel> fields = struct.fields();
        int end = first;
        while (end < fields.size()
                && (positionalCondition(fields.get(end)).never() || fixedWidth(fields.get(end)) > 0)) {
            end++;
        }
        while (end > first && positionalCondition(fields.get(end - 1)).never()) {
            end--;
        }
        return end;
    }

    /** A field's width on the wire if every value has the same (numbers but varints, uuids), else 0. */
    private static int fixedWidth(FieldModel field) {
        if (field.type() instanceof FieldType.Number number) {
            return number.primitive().fixedSize();
        }
        return field.type() instanceof FieldType.Uuid ? 16 : 0;
    }

    /**
     * One skip over a run of fixed-width fields, its width summed from those the version has: one check of
     * what remains, where a skip per field would check each. Only if the message is too short are the fields
     * skipped one by one, so that the failure names the field it falls in, as elsewhere.
     */
    private void addSkipFixedWidthRun(CodeBlock.Builder code, List<FieldModel> run) {
        int always = 0;
        List<CodeBlock> terms = new ArrayList<>();
        for (FieldModel field : run) {
            Condition present = positionalCondition(field);
            if (present.always()) {
                always += fixedWidth(field);
            } else if (!present.never()) {
                terms.add(CodeBlock.of("($L ? $L : 0)", present.code(), fixedWidth(field)));
            }
        }
        terms.add(0, CodeBlock.of("$L", always));
        code.beginControlFlow("if (!$T.skipIfRemaining(in, $L))", Names.READS, CodeBlock.join(terms, " + "));
        for (FieldModel field : run) {
            Condition present = positionalCondition(field);
            if (!present.never()) {
                beginIf(code, present);
                addSkip(code, field, context.intersect(field.positional()));
                endIf(code, present);
            }
        }
        code.endControlFlow();
    }

    /** The static method that moves past an array field of this struct, checking it as a read does. */
    MethodSpec skipArray(ArrayPlan array) {
        FieldModel field = array.field();
        VersionRange layout = array.context();
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int count = $L", readCount(field, layout, array.minElementSize()));
        int size = elementSize(field);
        if (size > 0) {
            code.beginControlFlow("if (count > 0)")
                    .addStatement("$T.skip(in, count * $L, $S)", Names.READS, size, field.qualifiedName())
                    .endControlFlow();
        } else {
            code.beginControlFlow("for (int i = 0; i < count; i++)");
            addSkipElement(code, field, layout);
            code.endControlFlow();
        }
        return MethodSpec.methodBuilder(names.skipArray(struct.type(), field))
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(Names.WIRE_INPUT, "in")
                .addParameter(TypeName.SHORT, "version")
                .addCode(code.build())
                .build();
    }

    private static CodeBlock readCount(FieldModel field, VersionRange layout, int minElementSize) {
        return Layouts.byCompactAndNullable(field, layout, (compact, nullable) -> CodeBlock.of("$T.$N(in, $L, $S)",
                Names.ARRAY_LENGTHS, Layouts.variant("read", compact, nullable), minElementSize,
                field.qualifiedName()));
    }

    private void addSkipElement(CodeBlock.Builder code, FieldModel field, VersionRange layout) {
        FieldType element = ArrayPlan.elementType(field);
        String name = field.qualifiedName();
        if (element instanceof FieldType.Number number) {
            addSkipNumber(code, number.primitive(), name);
        } else if (element instanceof FieldType.Text) {
            Layouts.addByCompact(code, field, layout, (compact, nullable) -> CodeBlock.of("$T.$N(in, $S)",
                    Names.STRINGS, Layouts.variant("skip", compact, false), name));
        } else if (element instanceof FieldType.Uuid) {
            code.addStatement("$T.skip(in, 16, $S)", Names.READS, name);
        } else {
            code.addStatement("$N(in, version)", names.skipStruct(((FieldType.Struct) element).type()));
        }
    }

    /** The bytes each element of an array field takes, or 0 where they vary. */
    private static int elementSize(FieldModel field) {
        FieldType element = ArrayPlan.elementType(field);
        if (element instanceof FieldType.Number number) {
            return number.primitive().fixedSize();
        }
        return element instanceof FieldType.Uuid ? 16 : 0;
    }

    private static ClassName elementStruct(FieldModel field) {
        return ArrayPlan.elementType(field) instanceof FieldType.Struct struct ? struct.type() : null;
    }

    /** What an accessor does once the cursor is at the field's value, in the versions {@code layout}. */
    private interface Body {
        void add(CodeBlock.Builder code, VersionRange layout);
    }

    /**
     * An accessor's code: where the version has the field in its place, at its offset; where it has
     * it tagged, at its value if sent, else {@code notSent}; in any other version, a throw.
     */
    private CodeBlock present(FieldModel field, Body body, CodeBlock.Builder notSent) {
        return present(field, (code, layout) -> {
            code.addStatement("in.seek($N())", member(field, "at"));
            body.add(code, layout);
        }, body, notSent);
    }

    /**
     * {@link #present(FieldModel, Body, CodeBlock.Builder) An accessor's code} whose code where the field is in
     * its place, {@code inPlace}, finds the field itself; {@code atTaggedValue} starts at its value.
     */
    private CodeBlock present(FieldModel field, Body inPlace, Body atTaggedValue, CodeBlock.Builder notSent) {
        CodeBlock.Builder code = CodeBlock.builder();
        Condition positionalHere = positionalCondition(field);
        Condition taggedHere = taggedCondition(field);
        boolean chain = !positionalHere.always() && !taggedHere.always();
        boolean first = true;
        if (!positionalHere.never()) {
            if (chain) {
                code.beginControlFlow("if ($L)", positionalHere.code());
                first = false;
            }
            inPlace.add(code, context.intersect(field.positional()));
        }
        if (!taggedHere.never()) {
            if (chain) {
                if (first) {
                    code.beginControlFlow("if ($L)", taggedHere.code());
                } else {
                    code.nextControlFlow("else if ($L)", taggedHere.code());
                }
                first = false;
            }
            String taggedAt = member(field, "taggedAt");
            code.addStatement("$N()", members.get("findTags"))
                    .beginControlFlow("if ($N < 0)", taggedAt)
                    .add(notSent.build())
                    .nextControlFlow("else")
                    .addStatement("in.seek($N)", taggedAt);
            atTaggedValue.add(code, context.intersect(field.tagged()));
            code.endControlFlow();
        }
        if (chain) {
            if (!first) {
                code.nextControlFlow("else");
            }
            code.addStatement("throw $T.notInView($S, version)", Names.FAILURES, field.qualifiedName());
            if (!first) {
                code.endControlFlow();
            }
        }
        return code.build();
    }

    private void addAccessors(TypeSpec.Builder spec, FieldModel field) {
        FieldType type = field.type();
        String name = field.qualifiedName();
        ValueCode value = new ValueCode(plan.names(), struct.type(), field);
        CodeBlock.Builder returnDefault = CodeBlock.builder();
        if (type instanceof FieldType.Number number) {
            returnDefault.addStatement("return $L", value.defaultValue());
            spec.addMethod(accessor(field.name(), type.javaType(), "The {@code $N} field, read where it lies.",
                    field, present(field, (code, layout) -> code.addStatement("return $T.$N(in, $S)", Names.READS,
                            number.primitive().reader(), name), returnDefault)));
        } else if (type instanceof FieldType.Uuid) {
            returnDefault.addStatement("return $L", value.defaultValue());
            spec.addMethod(accessor(field.name(), type.javaType(), "The {@code $N} field, read where it lies.",
                    field, present(field, (code, layout) -> code.addStatement("return $T.uuid(in, $S)", Names.READS,
                            name), returnDefault)));
        } else if (type instanceof FieldType.Text) {
            addTextAccessors(spec, field, value);
        } else if (type instanceof FieldType.Bytes) {
            returnDefault.addStatement(field.defaultValue().isNull() ? CodeBlock.of("return null")
                    : CodeBlock.of("return $T.EMPTY_BUFFER", Names.UNPOOLED));
            spec.addMethod(accessor(field.name(), Names.BYTE_BUF,
                    "The {@code $N} field: an unretained slice of the buffer, valid while it is; null for null.",
                    field, present(field, (code, layout) -> code.addStatement("return $L",
                            Layouts.byCompactAndNullable(field, layout, (compact, nullable) -> CodeBlock.of(
                                    "$T.$N(in, $S)", Names.BYTES, Layouts.variant("read", compact, nullable) + "Slice",
                                    name))), returnDefault)));
            addBytesPlaceAccessors(spec, field);
        } else if (type instanceof FieldType.Struct child) {
            addStructAccessor(spec, field, child.type());
        } else {
            addArrayAccessors(spec, field);
        }
        if (patchable(field)) {
            addSetter(spec, field, value);
        }
    }

    /**
     * The length of a bytes field in its place, -1 for null, read from its prefix the first time and kept with
     * where its value starts: its length and index accessors and the skip to the next field read the prefix once.
     */
    private MethodSpec bytesLengthRead(FieldModel field) {
        String found = member(field, "lengthFound");
        String name = field.qualifiedName();
        return MethodSpec.methodBuilder(member(field, "lengthRead")).addModifiers(Modifier.PRIVATE)
                .returns(TypeName.INT)
                .beginControlFlow("if ($N == UNKNOWN)", found)
                .addStatement("in.seek($N())", member(field, "at"))
                .addStatement("$N = $L", found, Layouts.byCompactAndNullable(field,
                        context.intersect(field.positional()), (compact, nullable) -> CodeBlock.of("$T.$N(in, $S)",
                                Names.BYTES, Layouts.variant("read", compact, nullable) + "Length", name)))
                .addStatement("$N = in.position()", member(field, "valueAt"))
                .endControlFlow()
                .addStatement("return $N", found).build();
    }

    /**
     * A bytes field's length and the index of its first byte in the view's buffer: where it lies, with
     * nothing sliced or copied (a proxy counting a partition's records reads them there).
     */
    private void addBytesPlaceAccessors(TypeSpec.Builder spec, FieldModel field) {
        String name = field.qualifiedName();
        Layouts.Call readLength = (compact, nullable) -> CodeBlock.of("$T.$N(in, $S)", Names.BYTES,
                Layouts.variant("read", compact, nullable) + "Length", name);
        CodeBlock.Builder defaultLength = CodeBlock.builder()
                .addStatement("return $L", field.defaultValue().isNull() ? -1 : 0);
        String lengthRead = member(field, "lengthRead");
        spec.addMethod(accessor(field.name() + "Length", TypeName.INT,
                "The length in bytes of the {@code $N} field, -1 for null: only its length prefix is read.", field,
                present(field, (code, layout) -> code.addStatement("return $N()", lengthRead),
                        (code, layout) -> code.addStatement("return $L",
                                Layouts.byCompactAndNullable(field, layout, readLength)), defaultLength)));
        spec.addMethod(accessor(field.name() + "Index", TypeName.INT,
                "The index in {@code viewedBuffer()} of the {@code $N} field's first byte, -1 for null or not"
                        + " sent: only its length prefix is read.", field,
                present(field, (code, layout) -> code.addStatement("return $N() < 0 ? -1 : in.indexOf($N)",
                                lengthRead, member(field, "valueAt")),
                        (code, layout) -> code.addStatement("return ($L) < 0 ? -1 : in.index()",
                                Layouts.byCompactAndNullable(field, layout, readLength)),
                        CodeBlock.builder().addStatement("return -1"))));
    }

    /**
     * The setter of one element of an array of structs: the element's bytes, found by walking it,
     * are replaced by the new struct as the codec writes it.
     */
    private void addElementSetter(TypeSpec.Builder spec, FieldModel field, ClassName elementStruct) {
        ClassName codec = plan.message().codecName();
        spec.addMethod(MethodSpec.methodBuilder(member(field, "setter")).addModifiers(Modifier.PUBLIC).returns(self)
                .addParameter(TypeName.INT, "index")
                .addParameter(elementStruct, "value")
                .addJavadoc(notInVersionDoc("Sets a patch that replaces element {@code index} of the {@code $N} field"
                        + " with {@code value}, written as the codec writes it, for the message's {@code patched};"
                        + " reads still give the original bytes. Patches set inside that element clash with it.",
                        field))
                .addStatement("$T element = $N(index)", names.structView(elementStruct), field.name())
                .beginControlFlow("if (value == null)")
                .addStatement("throw $T.nullElement($S, index)", Names.FAILURES, field.qualifiedName())
                .endControlFlow()
                .addStatement("int from = element.startsAt()")
                .addStatement("int to = element.endsAt()")
                .addStatement("byte[] out = new byte[$T.$N(value, version)]", codec,
                        plan.names().size(elementStruct))
                .addStatement("$T.$N(value, out, 0, out.length, version)", codec, plan.names().write(elementStruct))
                .addStatement("splice(from, to, out, null, $L)", taggedValueAt(field))
                .addStatement("return this")
                .build());
    }

    /** Whether a field has a setter that patches it: numbers, booleans, UUIDs, strings, bytes and records. */
    private static boolean patchable(FieldModel field) {
        FieldType type = field.type();
        return type instanceof FieldType.Number || type instanceof FieldType.Uuid || type instanceof FieldType.Text
                || type instanceof FieldType.Bytes;
    }

    /**
     * Where the value of the field starts, if the version has it tagged (found once its accessor
     * has run), else -1: what a struct view handed out from it passes on to the patches set on it.
     */
    private CodeBlock taggedValueAt(FieldModel field) {
        Condition tagged = taggedCondition(field);
        if (tagged.never()) {
            return CodeBlock.of("-1");
        }
        if (tagged.always()) {
            return CodeBlock.of("$N", member(field, "taggedAt"));
        }
        return CodeBlock.of("($L ? $N : -1)", tagged.code(), member(field, "taggedAt"));
    }

    /**
     * The setter of a field: finds its value as the accessor does, and sets a patch that replaces
     * it with the new value's bytes; a bytes or records field's new value is not copied, only its
     * length prefix is written. A tagged field set to its default is removed (or stays not sent);
     * one not sent is added.
     */
    private void addSetter(TypeSpec.Builder spec, FieldModel field, ValueCode value) {
        FieldType type = field.type();
        boolean buffer = type instanceof FieldType.Bytes bytes && bytes.byteBuf();
        CodeBlock tail = CodeBlock.of(buffer ? "value" : "null");
        CodeBlock.Builder code = CodeBlock.builder();
        Condition positionalHere = positionalCondition(field);
        Condition taggedHere = taggedCondition(field);
        boolean chain = !positionalHere.always() && !taggedHere.always();
        boolean first = true;
        if (!positionalHere.never()) {
            if (chain) {
                code.beginControlFlow("if ($L)", positionalHere.code());
                first = false;
            }
            VersionRange layout = context.intersect(field.positional());
            code.addStatement("in.seek($N())", member(field, "at"))
                    .addStatement("int from = in.position()");
            addSkip(code, field, layout);
            code.addStatement("int to = in.position()");
            addNewValue(code, field, value, layout, buffer);
            code.addStatement("splice(from, to, out, $L, -1)", tail).addStatement("return this");
        }
        if (!taggedHere.never()) {
            if (chain) {
                if (first) {
                    code.beginControlFlow("if ($L)", taggedHere.code());
                } else {
                    code.nextControlFlow("else if ($L)", taggedHere.code());
                }
                first = false;
            }
            VersionRange layout = context.intersect(field.tagged());
            String taggedAt = member(field, "taggedAt");
            String tagsAt = members.get("tagsAt");
            code.addStatement("$N()", members.get("findTags"))
                    .beginControlFlow("if ($L)", value.isDefault(CodeBlock.of("value"), false))
                    .beginControlFlow("if ($N < 0)", taggedAt)
                    .addStatement("cancelTagged($N(), $L)", tagsAt, field.tag())
                    .nextControlFlow("else")
                    .addStatement("removeTagged($N(), $L, $N)", tagsAt, field.tag(), taggedAt)
                    .endControlFlow()
                    .addStatement("return this")
                    .endControlFlow();
            addNewValue(code, field, value, layout, buffer);
            code.beginControlFlow("if ($N < 0)", taggedAt)
                    .addStatement("addTagged($N(), $L, out, $L)", tagsAt, field.tag(), tail)
                    .addStatement("return this")
                    .endControlFlow()
                    .addStatement("in.seek($N)", taggedAt)
                    .addStatement("int from = in.position()");
            addSkip(code, field, layout);
            code.addStatement("int to = in.position()")
                    .addStatement("spliceTagged($N(), $L, $N, from, to, out, $L)", tagsAt, field.tag(), taggedAt, tail)
                    .addStatement("return this");
        }
        if (chain) {
            if (!first) {
                code.nextControlFlow("else");
            }
            code.addStatement("throw $T.notInView($S, version)", Names.FAILURES, field.qualifiedName());
            if (!first) {
                code.endControlFlow();
            }
        }
        MethodSpec.Builder setter = MethodSpec.methodBuilder(member(field, "setter")).addModifiers(Modifier.PUBLIC)
                .returns(self)
                .addParameter(type.javaType(), "value")
                .addJavadoc(notInVersionDoc("Sets a patch of the {@code $N} field to {@code value}, for the message's"
                        + " {@code patched}; reads still give the original bytes.", field));
        if (!field.tagged().intersect(context).isEmpty()) {
            setter.addJavadoc("Where tagged: set to its default, it is removed; not sent, it is added.\n");
        }
        if (buffer) {
            setter.addJavadoc("Not copied: {@code patched} takes a retained slice of its readable bytes, which must"
                    + " stay as they are until then.\n");
        }
        spec.addMethod(setter.addCode(code.build()).build());
    }

    /** Checks the new value as the codec's write does, and writes it (a buffer's prefix only) into {@code out}. */
    private static void addNewValue(CodeBlock.Builder code, FieldModel field, ValueCode value, VersionRange layout,
            boolean buffer) {
        CodeBlock valueName = CodeBlock.of("value");
        value.addChecks(code, valueName, layout);
        if (buffer) {
            code.addStatement("byte[] out = $L", Layouts.byCompact(field, layout, (compact, nullable) ->
                    CodeBlock.of("$T.bytesPrefix(value, $L)", Names.SPLICES, compact)));
        } else if (field.type() instanceof FieldType.Text) {
            // Measured from the string, not through the codecs' table of strings: it is written once.
            code.addStatement("byte[] out = $L", Layouts.byCompact(field, layout, (compact, nullable) ->
                    CodeBlock.of("$T.encoded(value, $L, $S)", Names.STRINGS, compact, field.qualifiedName())));
        } else {
            code.addStatement("byte[] out = new byte[$L]", value.size(valueName, layout))
                    .addStatement("int at = 0")
                    .addStatement("int limit = out.length");
            value.addWrite(code, valueName, layout);
        }
    }

    private void addTextAccessors(TypeSpec.Builder spec, FieldModel field, ValueCode value) {
        String name = field.qualifiedName();
        String defaultText = field.defaultValue().isNull() ? null
                : field.defaultValue().text() == null ? "" : field.defaultValue().text();
        spec.addMethod(accessor(field.name(), ClassName.get(String.class),
                "The {@code $N} field, decoded (through the table of recent strings the codecs share); null for null.",
                field, present(field, (code, layout) -> code.addStatement("return $L",
                        Layouts.byCompactAndNullable(field, layout, (compact, nullable) -> CodeBlock.of(
                                "$T.$N(in, $S)", Names.STRINGS, Layouts.variant("read", compact, nullable), name))),
                        CodeBlock.builder().addStatement("return $L", value.defaultValue()))));
        CodeBlock.Builder defaultBytes = CodeBlock.builder().addStatement(defaultText == null
                ? CodeBlock.of("return null")
                : CodeBlock.of("return $T.wrappedBuffer($S.getBytes($T.UTF_8))", Names.UNPOOLED, defaultText,
                        Names.STANDARD_CHARSETS));
        spec.addMethod(accessor(field.name() + "Utf8", Names.BYTE_BUF,
                "The UTF-8 bytes of the {@code $N} field, not decoded: an unretained slice of the buffer, valid while"
                        + " it is; null for null.",
                field, present(field, (code, layout) -> code.addStatement("return $L",
                        Layouts.byCompactAndNullable(field, layout, (compact, nullable) -> CodeBlock.of(
                                "$T.$N(in, $S)", Names.STRINGS, Layouts.variant("readUtf8", compact, nullable),
                                name))), defaultBytes)));
        CodeBlock.Builder equalsDefault = CodeBlock.builder().addStatement(defaultText == null
                ? CodeBlock.of("return utf8 == null")
                : CodeBlock.of("return $T.equals(utf8, $S.getBytes($T.UTF_8))", Names.ARRAYS, defaultText,
                        Names.STANDARD_CHARSETS));
        MethodSpec equals = accessor(field.name() + "Equals", TypeName.BOOLEAN,
                "Whether the {@code $N} field's UTF-8 bytes are {@code utf8} (null: whether it is null), compared"
                        + " where they lie, no {@code String} made.",
                field, present(field, (code, layout) -> code.addStatement("return $L",
                        Layouts.byCompactAndNullable(field, layout, (compact, nullable) -> CodeBlock.of(
                                "$T.$N(in, utf8, $S)", Names.STRINGS, Layouts.variant("equalsUtf8", compact, nullable),
                                name))), equalsDefault));
        spec.addMethod(equals.toBuilder().addParameter(com.palantir.javapoet.ArrayTypeName.of(TypeName.BYTE), "utf8")
                .build());
    }

    private void addStructAccessor(TypeSpec.Builder spec, FieldModel field, ClassName child) {
        ClassName childView = names.structView(child);
        String view = member(field, "view");
        String name = field.qualifiedName();
        spec.addMethod(accessor(field.name(), childView,
                "The {@code $N} field: a view of it, reused by every call (null for null, or a tagged struct not sent).",
                field, present(field, (code, layout) -> {
                    Condition nullable = Condition.in(field.nullable(), layout);
                    if (!nullable.never()) {
                        CodeBlock absent = nullable.always()
                                ? CodeBlock.of("!$T.structPresence(in, $S)", Names.READS, name)
                                : CodeBlock.of("$L && !$T.structPresence(in, $S)", nullable.code(), Names.READS, name);
                        code.beginControlFlow("if ($L)", absent).addStatement("return null").endControlFlow();
                    }
                    code.beginControlFlow("if ($N == null)", view)
                            .addStatement("$N = new $T(in)", view, childView)
                            .endControlFlow()
                            .addStatement("return $N.pointedAt(in.position(), version, this, $L)", view,
                                    taggedValueAt(field));
                }, CodeBlock.builder().addStatement("return null"))));
    }

    private void addArrayAccessors(TypeSpec.Builder spec, FieldModel field) {
        String count = member(field, "count");
        String first = member(field, "first");
        String name = field.qualifiedName();
        int minElementSize = plan.struct(struct.type()).arrays().stream()
                .filter(array -> array.field() == field).findFirst().orElseThrow().minElementSize();
        CodeBlock.Builder notSent = CodeBlock.builder()
                .addStatement("$N = $L", count, field.defaultValue().isNull() ? -1 : 0);
        CodeBlock find = present(field, (code, layout) -> code
                .addStatement("$N = $L", count, readCount(field, layout, minElementSize))
                .addStatement("$N = in.position()", first), notSent);
        spec.addMethod(MethodSpec.methodBuilder(field.name() + "Count").addModifiers(Modifier.PUBLIC)
                .returns(TypeName.INT)
                .addJavadoc(notInVersionDoc("The number of elements of the {@code $N} field, -1 for null.", field))
                .beginControlFlow("if ($N == UNKNOWN)", count)
                .addCode(find)
                .endControlFlow()
                .addStatement("return $N", count)
                .build());
        VersionRange layout = context.intersect(field.versions());
        ClassName elementStruct = elementStruct(field);
        MethodSpec.Builder element = MethodSpec.methodBuilder(field.name()).addModifiers(Modifier.PUBLIC)
                .addParameter(TypeName.INT, "index");
        if (elementStruct != null) {
            ClassName elementView = names.structView(elementStruct);
            String view = member(field, "element");
            spec.addMethod(element.returns(elementView)
                    .addJavadoc(notInVersionDoc("A view of element {@code index} of the {@code $N} field, reused by"
                            + " every call: moving forward walks only what lies between.", field))
                    .addStatement("int count = $N()", field.name() + "Count")
                    .beginControlFlow("if ($N == null)", view)
                    .addStatement("$N = new $T(in)", view, elementView)
                    .endControlFlow()
                    .addStatement("return $N.movedTo(index, count, $N, version, this, $L)", view, first,
                            taggedValueAt(field))
                    .build());
            addElementSetter(spec, field, elementStruct);
            return;
        }
        FieldType elementType = ArrayPlan.elementType(field);
        CodeBlock read = readElement(field, elementType, layout);
        element.returns(elementType instanceof FieldType.Number number ? number.primitive().javaType()
                        : elementType.javaType())
                .addJavadoc(notInVersionDoc("Element {@code index} of the {@code $N} field.", field))
                .addStatement("$T.checkIndex(index, Math.max($N(), 0))", Names.OBJECTS, field.name() + "Count");
        int size = elementSize(field);
        if (size > 0) {
            spec.addMethod(element.addStatement("in.seek($N + index * $L)", first, size)
                    .addStatement("return $L", read).build());
            return;
        }
        String index = member(field, "index");
        String indexAt = member(field, "indexAt");
        CodeBlock.Builder walk = CodeBlock.builder()
                .beginControlFlow("if ($N < 0 || index < $N)", index, index)
                .addStatement("$N = 0", index)
                .addStatement("$N = $N", indexAt, first)
                .endControlFlow()
                .addStatement("in.seek($N)", indexAt)
                .beginControlFlow("while ($N < index)", index);
        addSkipElement(walk, field, layout);
        walk.addStatement("$N++", index).endControlFlow()
                .addStatement("$N = in.position()", indexAt)
                .addStatement("return $L", read);
        spec.addMethod(element.addCode(walk.build()).build());
    }

    private static CodeBlock readElement(FieldModel field, FieldType element, VersionRange layout) {
        String name = field.qualifiedName();
        if (element instanceof FieldType.Number number) {
            return CodeBlock.of("$T.$N(in, $S)", Names.READS, number.primitive().reader(), name);
        }
        if (element instanceof FieldType.Uuid) {
            return CodeBlock.of("$T.uuid(in, $S)", Names.READS, name);
        }
        return Layouts.byCompact(field, layout, (compact, nullable) -> CodeBlock.of("$T.$N(in, $S)",
                Names.STRINGS, Layouts.variant("read", compact, false), name));
    }

    private MethodSpec accessor(String methodName, TypeName returns, String doc, FieldModel field, CodeBlock body) {
        return MethodSpec.methodBuilder(methodName).addModifiers(Modifier.PUBLIC).returns(returns)
                .addJavadoc(notInVersionDoc(doc, field))
                .addCode(body)
                .build();
    }

    /** The accessor's one sentence, then which versions have the field. */
    private CodeBlock notInVersionDoc(String doc, FieldModel field) {
        CodeBlock.Builder javadoc = CodeBlock.builder().add(doc + "\n", field.name());
        if (!field.versions().covers(context)) {
            javadoc.add("In versions $L only: any other throws {@link io.kwire.codec.UnsupportedVersionException}.\n",
                    field.versions().intersect(context));
        }
        if (!field.tagged().intersect(context).isEmpty()) {
            javadoc.add("Tagged in versions $L: its default when not sent.\n", field.tagged().intersect(context));
        }
        return javadoc.build();
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
}
