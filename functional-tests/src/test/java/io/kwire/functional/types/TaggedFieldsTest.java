package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static io.kwire.functional.types.Wire.read;
import static io.kwire.functional.types.Wire.refusesToWrite;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.InvalidValueException;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.UnsupportedVersionException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Tagged fields: after a struct's fields in flexible versions, an unsigned varint count, then per
 * field an unsigned varint tag, an unsigned varint size and the value, in ascending tag order. A
 * tagged field is written only when it differs from its default.
 */
class TaggedFieldsTest {
    private static final TagsCodec CODEC = TagsCodec.INSTANCE;

    @Test
    void defaultsAreNotWritten() {
        Tags read = encodesAs(CODEC, tags(), 1, "00000001" + "00"); // id, no tagged fields
        assertEquals("", read.note);
        assertEquals(0, read.where.x);
        assertEquals(0, read.where.y);
        assertEquals("abc", read.label);
        assertEquals(-1, read.epoch);
        assertEquals(7, read.limits.max);
    }

    @Test
    void taggedString() {
        Tags message = tags();
        message.note = "hi";
        // tag 5, size 3, compact string "hi": 03 68 69
        assertEquals("hi", encodesAs(CODEC, message, 1, "00000001" + "01" + "05 03 036869").note);
    }

    @Test
    void taggedStructIsWrittenWhenItDiffersFromDefaultConstructedOne() {
        Tags message = tags();
        message.where = Point.of(1, 2);
        // tag 2, size 9: x, y and the struct's own empty tagged-field section
        Tags read = encodesAs(CODEC, message, 1, "00000001" + "01" + "02 09 00000001 00000002 00");
        assertEquals(1, read.where.x);
        assertEquals(2, read.where.y);
    }

    @Test
    void taggedStructEqualToDefaultConstructedOneIsNotWritten() {
        Tags message = tags();
        message.where = Point.of(0, 0);
        encodesAs(CODEC, message, 1, "00000001" + "00");
    }

    @Test
    void taggedStructIsComparedWithTheDefaultsOfItsFields() {
        Tags message = tags();
        message.limits.max = 7; // its @Default: not written
        assertEquals(7, encodesAs(CODEC, message, 1, "00000001" + "00").limits.max);
        message.limits.max = 0; // all zeros, but not the default-constructed struct: written
        // tag 9, size 5: max and the struct's own tagged fields
        assertEquals(0, encodesAs(CODEC, message, 1, "00000001" + "01" + "09 05 00000000 00").limits.max);
    }

    @Test
    void taggedNullWithNonNullDefaultIsWritten() {
        Tags message = tags();
        message.label = null;
        // tag 130 = 0b1_0000010: 0x82 0x01; size 1; a compact null string: 00
        assertNull(encodesAs(CODEC, message, 1, "00000001" + "01" + "8201 01 00").label);
    }

    @Test
    void taggedEmptyStringWithNonEmptyDefaultIsWritten() {
        Tags message = tags();
        message.label = "";
        assertEquals("", encodesAs(CODEC, message, 1, "00000001" + "01" + "8201 01 01").label);
    }

    @Test
    void taggedNumberAtItsDefaultMinusOneIsNotWrittenButZeroIs() {
        Tags message = tags();
        message.epoch = -1;
        encodesAs(CODEC, message, 1, "00000001" + "00");
        message.epoch = 0;
        // tag 0, size 4, int32 0
        assertEquals(0, encodesAs(CODEC, message, 1, "00000001" + "01" + "00 04 00000000").epoch);
    }

    @Test
    void tagsAreWrittenInTagOrderNotDeclarationOrder() {
        Tags read = encodesAs(CODEC, allSet(), 1,
                "00000001"
                + "04" // four tagged fields, declared as 5, 2, 130, 0
                + "00 04 00000000" // epoch
                + "02 09 00000001 00000002 00" // where
                + "05 03 036869" // note
                + "8201 01 00"); // label
        assertAllSet(read);
    }

    @Test
    void unknownTagsAreKeptAndWrittenBackMergedInTagOrder() {
        String hex = "00000001"
                + "07"
                + "00 04 00000000" // epoch
                + "01 01 aa" // unknown 1
                + "02 09 00000001 00000002 00" // where
                + "03 00" // unknown 3, empty
                + "05 03 036869" // note
                + "8201 01 00" // label
                + "c801 02 bbcc"; // unknown 200 = 0b1_1001000: 0xc8 0x01
        // a proxy's view: read bytes it only partly knows, then write them back unchanged
        Tags read = read(CODEC, 1, hex);
        assertAllSet(read);
        assertRaw(read.unknownTaggedFields);
        Tags again = encodesAs(CODEC, read, 1, hex);
        assertAllSet(again);
        assertRaw(again.unknownTaggedFields);

        // and the same from a message built by hand
        Tags built = allSet();
        built.unknownTaggedFields.add(new RawTaggedField(1, new byte[] {(byte) 0xaa}));
        built.unknownTaggedFields.add(new RawTaggedField(3, new byte[0]));
        built.unknownTaggedFields.add(new RawTaggedField(200, new byte[] {(byte) 0xbb, (byte) 0xcc}));
        encodesAs(CODEC, built, 1, hex);
    }

    @Test
    void unknownTagsAfterEveryKnownOneAreWrittenLast() {
        Tags message = tags();
        message.epoch = 0;
        message.unknownTaggedFields.add(new RawTaggedField(7, new byte[] {7}));
        message.unknownTaggedFields.add(new RawTaggedField(Integer.MAX_VALUE, new byte[0]));
        // 2^31-1 as an unsigned varint: ff ff ff ff 07
        Tags read = encodesAs(CODEC, message, 1, "00000001" + "03" + "00 04 00000000" + "07 01 07"
                + "ffffffff07 00");
        assertEquals(List.of(new RawTaggedField(7, new byte[] {7}), new RawTaggedField(Integer.MAX_VALUE,
                new byte[0])), read.unknownTaggedFields);
    }

    static Stream<Arguments> badRawTags() {
        return Stream.of(
                Arguments.of("collides with note's tag 5", List.of(raw(5))),
                Arguments.of("collides with epoch's tag 0", List.of(raw(1), raw(0))),
                Arguments.of("unsorted", List.of(raw(3), raw(1))),
                Arguments.of("repeated", List.of(raw(3), raw(3))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badRawTags")
    void badRawTagsAreRefused(String description, List<RawTaggedField> raw) {
        Tags message = tags();
        message.unknownTaggedFields = new ArrayList<>(raw);
        InvalidValueException refused = refusesToWrite(CODEC, message, 1, InvalidValueException.class);
        assertEquals("Tags.unknownTaggedFields", refused.field());
    }

    @Test
    void rawTagsInNonFlexibleVersionAreRefused() {
        Tags message = tags();
        message.unknownTaggedFields.add(raw(1));
        UnsupportedVersionException refused = refusesToWrite(CODEC, message, 0, UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("Tags"), refused.getMessage());
        assertTrue(refused.getMessage().contains("version 0"), refused.getMessage());
    }

    @Test
    void taggedFieldsAtTheirDefaultsAreAllowedInVersionWithoutThem() {
        Tags message = tags();
        message.label = null; // null counts as the default in a version that lacks the field
        message.unknownTaggedFields = null;
        Tags read = encodesAs(CODEC, message, 0, "00000001");
        assertEquals("abc", read.label);
        assertEquals(-1, read.epoch);
    }

    static Stream<Arguments> taggedValuesVersionZeroLacks() {
        Consumer<Tags> note = m -> m.note = "hi";
        Consumer<Tags> where = m -> m.where = Point.of(0, 1);
        Consumer<Tags> label = m -> m.label = "";
        Consumer<Tags> epoch = m -> m.epoch = 0;
        Consumer<Tags> limits = m -> m.limits.max = 0;
        return Stream.of(Arguments.of("Tags.note", note), Arguments.of("Tags.where", where),
                Arguments.of("Tags.label", label), Arguments.of("Tags.epoch", epoch),
                Arguments.of("Tags.limits", limits));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("taggedValuesVersionZeroLacks")
    void nonDefaultTaggedValueInVersionWithoutTheFieldIsRefused(String field, Consumer<Tags> set) {
        Tags message = tags();
        set.accept(message);
        UnsupportedVersionException refused = refusesToWrite(CODEC, message, 0, UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains(field), refused.getMessage());
        assertTrue(refused.getMessage().contains("version 0"), refused.getMessage());
    }

    @Test
    void unknownTagsAreSkippedWhereNoListKeepsThem() {
        NoUnknowns read = read(NoUnknownsCodec.INSTANCE, 1,
                "03" // points: 2
                + "00000001 00000002" // point 0
                + "02 00 02 abcd 09 00" // its tagged fields: unknown 0 (2 bytes), unknown 9 (empty)
                + "00000003 00000004 00" // point 1
                + "00000007" // after
                + "03 00 01 ff 01 04 0000002a 04 03 78797a"); // unknown 0, known 1 = 42, unknown 4
        assertEquals(2, read.points.size());
        assertEquals(1, read.points.get(0).x);
        assertEquals(2, read.points.get(0).y);
        assertEquals(3, read.points.get(1).x);
        assertEquals(4, read.points.get(1).y);
        assertEquals(7, read.after);
        assertEquals(42, read.known);
        // written back without what was skipped
        encodesAs(NoUnknownsCodec.INSTANCE, read, 1,
                "03 00000001 00000002 00 00000003 00000004 00 00000007 01 01 04 0000002a");
    }

    private static Tags tags() {
        Tags message = new Tags();
        message.id = 1;
        return message;
    }

    private static Tags allSet() {
        Tags message = tags();
        message.note = "hi";
        message.where = Point.of(1, 2);
        message.label = null;
        message.epoch = 0;
        return message;
    }

    private static void assertAllSet(Tags read) {
        assertEquals(1, read.id);
        assertEquals("hi", read.note);
        assertEquals(1, read.where.x);
        assertEquals(2, read.where.y);
        assertNull(read.label);
        assertEquals(0, read.epoch);
    }

    private static void assertRaw(List<RawTaggedField> raw) {
        assertEquals(3, raw.size());
        assertEquals(1, raw.get(0).tag());
        assertArrayEquals(new byte[] {(byte) 0xaa}, raw.get(0).data());
        assertEquals(3, raw.get(1).tag());
        assertArrayEquals(new byte[0], raw.get(1).data());
        assertEquals(200, raw.get(2).tag());
        assertArrayEquals(new byte[] {(byte) 0xbb, (byte) 0xcc}, raw.get(2).data());
    }

    private static RawTaggedField raw(int tag) {
        return new RawTaggedField(tag, new byte[] {1});
    }
}
