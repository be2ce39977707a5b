package io.kwire.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlannerTest {
    private static final ClassName MESSAGE = ClassName.get("test", "Message");
    private static final ClassName HOLDER = MESSAGE.nestedClass("Holder");
    private static final ClassName LEAF = MESSAGE.nestedClass("Leaf");
    private static final ClassName UNREACHED = MESSAGE.nestedClass("Unreached");

    /**
     * Message 0-5, flexible 3+: {@code holder} (a Holder, 2+), {@code leaves} (a List of Leaf,
     * 4+); Holder holds a ByteBuf, tagged fields 7 and 2, and keeps unknown tagged fields; Leaf
     * holds an int32 and an int16, and also Unreached, in versions no context reaches.
     */
    private static final CodecPlan PLAN = new Planner().plan(message(Map.of(
            MESSAGE, List.of(
                    field("holder", new FieldType.Struct(HOLDER), "2+", -1),
                    field("leaves", new FieldType.ListOf(new FieldType.Struct(LEAF),
                            ParameterizedTypeName.get(Names.LIST, LEAF)), "4+", -1)),
            HOLDER, List.of(
                    field("buffer", new FieldType.Bytes(true, false), "0+", -1),
                    field("late", new FieldType.Number(Primitive.INT32), "3+", 7),
                    field("early", new FieldType.Number(Primitive.INT32), "3+", 2)),
            LEAF, List.of(
                    field("id", new FieldType.Number(Primitive.INT32), "0+", -1),
                    field("code", new FieldType.Number(Primitive.INT16), "0+", -1),
                    field("never", new FieldType.Struct(UNREACHED), "0-1", -1)),
            UNREACHED, List.of(field("x", new FieldType.Number(Primitive.INT32), "0+", -1)))));

    @Test
    void contextsAreTheVersionsEachStructCanBeOnTheWireIn() {
        assertEquals(VersionRange.parse("0-5"), PLAN.root().context());
        assertEquals(VersionRange.parse("2-5"), PLAN.struct(HOLDER).context());
        assertEquals(VersionRange.parse("4-5"), PLAN.struct(LEAF).context());
        assertEquals(VersionRange.parse("0-5"), PLAN.struct(UNREACHED).context(),
                "a struct no version reaches gets the message's versions");
    }

    @Test
    void bufferHoldersIncludeTheStructsThatReachABuffer() {
        assertTrue(PLAN.struct(HOLDER).holdsBuffers());
        assertTrue(PLAN.root().holdsBuffers());
        assertFalse(PLAN.struct(LEAF).holdsBuffers());
    }

    @Test
    void defaultsAreNeededForStructsInFieldsThatCanBeAbsent() {
        assertTrue(PLAN.struct(HOLDER).needsDefault(), "holder is absent below version 2");
        assertFalse(PLAN.struct(LEAF).needsDefault(), "a list's elements never need a default struct");
        assertTrue(PLAN.struct(UNREACHED).needsDefault(), "never is absent from Leaf's versions 4-5");
        assertFalse(PLAN.root().needsDefault());
    }

    @Test
    void taggedFieldsAndKnownTagsAreByAscendingTag() {
        StructPlan holder = PLAN.struct(HOLDER);
        assertEquals(List.of("early", "late"), holder.tagged().stream().map(FieldModel::name).toList());
        assertEquals(List.of(2, 7), holder.knownTags());
        assertTrue(holder.keepsUnknown());
        assertFalse(holder.skipsEveryTaggedField());
        assertTrue(PLAN.struct(LEAF).skipsEveryTaggedField());
        assertTrue(PLAN.struct(LEAF).hasNoTaggedFields());
    }

    @Test
    void arraysCarryTheirContextAndMinimumElementSize() {
        ArrayPlan leaves = PLAN.root().arrays().get(0);
        assertEquals("leaves", leaves.field().name());
        assertEquals(VersionRange.parse("4-5"), leaves.context());
        assertEquals(4 + 2 + 1, leaves.minElementSize(), "int32, int16 and the empty tagged-field section");
        assertEquals(List.of(), PLAN.struct(HOLDER).arrays());
    }

    private static FieldModel field(String name, FieldType type, String versions, int tag) {
        VersionRange range = VersionRange.parse(versions).intersect(VersionRange.parse("0-5"));
        VersionRange tagged = tag >= 0 ? range : VersionRange.NONE;
        return new FieldModel(null, name, name, type, range, VersionRange.NONE,
                VersionRange.parse("3+").intersect(range), tagged, tag, DefaultValue.implied(), false,
                new Access(name, null, null));
    }

    private static MessageModel message(Map<ClassName, List<FieldModel>> fields) {
        Map<ClassName, StructModel> structs = new LinkedHashMap<>();
        for (ClassName type : List.of(MESSAGE, HOLDER, LEAF, UNREACHED)) {
            Access unknown = type.equals(HOLDER) ? new Access("unknownTaggedFields", null, null) : null;
            structs.put(type, new StructModel(null, type, type.simpleName(), fields.get(type), unknown));
        }
        return new MessageModel(null, MESSAGE, VersionRange.parse("0-5"), VersionRange.parse("3-5"), -1, false,
                false, true, structs);
    }
}
