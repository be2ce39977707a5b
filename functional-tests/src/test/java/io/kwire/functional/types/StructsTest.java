package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static io.kwire.functional.types.Wire.refusesToWrite;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.UnsupportedVersionException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Structs: their fields in declaration order, then, in flexible versions, their own tagged-field
 * section. A nullable struct is preceded by a presence byte (1 present, -1 null), but only in the
 * versions it is nullable in.
 */
class StructsTest {
    private static final NestingCodec CODEC = NestingCodec.INSTANCE;

    @Test
    void versionZeroHasNoPresenceByte() {
        Nesting read = encodesAs(CODEC, sample(), 0,
                "00000001" // before
                + "00000002 00000003" // point
                + "00000004 00000005" // maybe: not nullable in version 0, so no presence byte
                + "00000002" // segments: 2
                + "00000006 00000007 0008" // segment 0: start (6, 7), id 8
                + "00000000 00000000 ffff" // segment 1: start (0, 0), id -1
                + "00000009"); // after
        assertSample(read);
    }

    @Test
    void nullableVersionHasPresenceByteOne() {
        Nesting read = encodesAs(CODEC, sample(), 1,
                "00000001"
                + "00000002 00000003"
                + "01 00000004 00000005" // maybe: present
                + "00000002"
                + "00000006 00000007 0008"
                + "00000000 00000000 ffff"
                + "00000009");
        assertSample(read);
    }

    @Test
    void flexibleVersionEndsEveryStructWithItsTaggedFields() {
        Nesting read = encodesAs(CODEC, sample(), 2,
                "00000001"
                + "00000002 00000003 00" // point, its tagged fields
                + "01 00000004 00000005 00" // maybe: present, its tagged fields
                + "03" // segments: varint 2+1
                + "00000006 00000007 00 0008 00" // start and its tags, id, the segment's tags
                + "00000000 00000000 00 ffff 00"
                + "00000009"
                + "00"); // the message's tagged fields
        assertSample(read);
    }

    @Test
    void nullStructAtNullableClassicVersion() {
        Nesting message = sample();
        message.maybe = null;
        message.segments = new ArrayList<>();
        Nesting read = encodesAs(CODEC, message, 1,
                "00000001" + "00000002 00000003" + "ff" /* maybe: null */ + "00000000" + "00000009");
        assertNull(read.maybe);
        assertEquals(List.of(), read.segments);
        assertEquals(9, read.after);
    }

    @Test
    void nullStructAtFlexibleVersion() {
        Nesting message = sample();
        message.maybe = null;
        message.segments = new ArrayList<>();
        Nesting read = encodesAs(CODEC, message, 2,
                "00000001" + "00000002 00000003 00" + "ff" + "01" + "00000009" + "00");
        assertNull(read.maybe);
        assertEquals(9, read.after);
    }

    @Test
    void nullStructWhereNotNullableIsRefused() {
        Nesting message = sample();
        message.maybe = null;
        UnsupportedVersionException refused = refusesToWrite(CODEC, message, 0, UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("Nesting.maybe"), refused.getMessage());
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1, 2})
    void nullOfNeverNullableStructIsRefused(int version) {
        Nesting message = sample();
        message.point = null;
        UnsupportedVersionException refused = refusesToWrite(CODEC, message, version,
                UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("Nesting.point"), refused.getMessage());
    }

    private static Nesting sample() {
        Nesting message = new Nesting();
        message.before = 1;
        message.point = Point.of(2, 3);
        message.maybe = Point.of(4, 5);
        message.segments = new ArrayList<>(List.of(Nesting.Segment.of(Point.of(6, 7), 8),
                Nesting.Segment.of(Point.of(0, 0), -1)));
        message.after = 9;
        return message;
    }

    private static void assertSample(Nesting read) {
        assertEquals(1, read.before);
        assertEquals(2, read.point.x);
        assertEquals(3, read.point.y);
        assertEquals(4, read.maybe.x);
        assertEquals(5, read.maybe.y);
        assertEquals(2, read.segments.size());
        assertEquals(6, read.segments.get(0).start.x);
        assertEquals(7, read.segments.get(0).start.y);
        assertEquals(8, read.segments.get(0).id);
        assertEquals(0, read.segments.get(1).start.x);
        assertEquals(0, read.segments.get(1).start.y);
        assertEquals(-1, read.segments.get(1).id);
        assertEquals(9, read.after);
    }
}
