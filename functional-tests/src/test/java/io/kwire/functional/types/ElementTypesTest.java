package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static io.kwire.functional.types.Wire.refusesToWrite;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.InvalidValueException;
import io.kwire.codec.UnsupportedVersionException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * UUIDs (16 bytes, most significant long first) and arrays: an int32 count (-1 for null) in
 * classic versions, an unsigned varint of count + 1 (0 for null) in flexible ones, then the
 * elements, strings and structs in the version's own layout.
 */
class ElementTypesTest {
    private static final ElementTypesCodec CODEC = ElementTypesCodec.INSTANCE;

    @Test
    void everyElementTypeAtClassicVersion() {
        ElementTypes read = encodesAs(CODEC, sample(), 0,
                "0123456789abcdef fedcba9876543210" // uuid
                + "00000002 00000001 ffffffff" // ints [1, -1]
                + "00000001 8000000000000000" // longs [-2^63]
                + "00000002 0100 8000" // shorts [256, -32768]
                + "00000003 01 ff 7f" // bytes [1, -1, 127]
                + "00000001 3fe0000000000000" // doubles [0.5]: exponent 1022 = 0x3fe
                + "00000002 01 00" // booleans [true, false]
                + "00000003 0001 61 0000 0002 c3a9" // strings ["a", "", "é"]
                + "00000001 0000000000000001 0000000000000002" // uuids [(1, 2)]
                + "00000002 00000007 0001 78 ffffffff 0000" // items [(7, "x"), (-1, "")]
                + "00000001 01020304" // intArray
                + "00000002 0000000000000001 0000000000000002" // longArray [1, 2]
                + "00000001 fffe" // shortArray [-2]
                + "ffffffff" // nullableInts null
                + "ffffffff"); // nullableLongs null
        assertSample(read);
    }

    @Test
    void everyElementTypeAtFlexibleVersion() {
        ElementTypes read = encodesAs(CODEC, sample(), 1,
                "0123456789abcdef fedcba9876543210"
                + "03 00000001 ffffffff" // count 2 as varint 2+1
                + "02 8000000000000000"
                + "03 0100 8000"
                + "04 01 ff 7f"
                + "02 3fe0000000000000"
                + "03 01 00"
                + "04 02 61 01 03 c3a9" // compact strings
                + "02 0000000000000001 0000000000000002"
                + "03 00000007 02 78 00 ffffffff 01 00" // each struct ends with its empty tagged-field section
                + "02 01020304"
                + "03 0000000000000001 0000000000000002"
                + "02 fffe"
                + "00" // null: varint 0
                + "00"
                + "00"); // the message's tagged fields
        assertSample(read);
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void emptyArraysAndZeroUuid(int version) {
        String zeroUuid = "00000000000000000000000000000000";
        String hex = version == 0
                ? zeroUuid + "00000000".repeat(14)
                : zeroUuid + "01".repeat(14) + "00";
        ElementTypes read = encodesAs(CODEC, new ElementTypes(), version, hex);
        assertEquals(new UUID(0, 0), read.uuid);
        assertEquals(List.of(), read.ints);
        assertEquals(List.of(), read.items);
        assertEquals(0, read.intArray.length);
        assertEquals(List.of(), read.nullableInts);
        assertEquals(0, read.nullableLongs.length);
    }

    static Stream<Arguments> nullElements() {
        Consumer<ElementTypes> nullInt = m -> m.ints = Arrays.asList(1, null);
        Consumer<ElementTypes> nullString = m -> m.strings = Arrays.asList((String) null);
        Consumer<ElementTypes> nullUuid = m -> m.uuids = Arrays.asList(new UUID(1, 1), null);
        Consumer<ElementTypes> nullItem = m -> m.items = Arrays.asList(null, Item.of(1, ""));
        Consumer<ElementTypes> nullNullableListElement = m -> m.nullableInts = Arrays.asList((Integer) null);
        return Stream.of(0, 1).flatMap(version -> Stream.of(
                Arguments.of(nullInt, "ElementTypes.ints", version),
                Arguments.of(nullString, "ElementTypes.strings", version),
                Arguments.of(nullUuid, "ElementTypes.uuids", version),
                Arguments.of(nullItem, "ElementTypes.items", version),
                Arguments.of(nullNullableListElement, "ElementTypes.nullableInts", version)));
    }

    @ParameterizedTest(name = "{1} at version {2}")
    @MethodSource("nullElements")
    void nullElementIsRefused(Consumer<ElementTypes> set, String field, int version) {
        ElementTypes message = new ElementTypes();
        set.accept(message);
        assertEquals(field, refusesToWrite(CODEC, message, version, InvalidValueException.class).field());
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void nullOfNonNullableArrayIsRefused(int version) {
        ElementTypes message = new ElementTypes();
        message.shortArray = null;
        UnsupportedVersionException refused = refusesToWrite(CODEC, message, version,
                UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("ElementTypes.shortArray"), refused.getMessage());
    }

    private static ElementTypes sample() {
        ElementTypes message = new ElementTypes();
        message.uuid = new UUID(0x0123456789abcdefL, 0xfedcba9876543210L);
        message.ints = new ArrayList<>(List.of(1, -1));
        message.longs = new ArrayList<>(List.of(Long.MIN_VALUE));
        message.shorts = new ArrayList<>(List.of((short) 256, Short.MIN_VALUE));
        message.bytes = new ArrayList<>(List.of((byte) 1, (byte) -1, Byte.MAX_VALUE));
        message.doubles = new ArrayList<>(List.of(0.5));
        message.booleans = new ArrayList<>(List.of(true, false));
        message.strings = new ArrayList<>(List.of("a", "", "é"));
        message.uuids = new ArrayList<>(List.of(new UUID(1, 2)));
        message.items = new ArrayList<>(List.of(Item.of(7, "x"), Item.of(-1, "")));
        message.intArray = new int[] {0x01020304};
        message.longArray = new long[] {1, 2};
        message.shortArray = new short[] {-2};
        message.nullableInts = null;
        message.nullableLongs = null;
        return message;
    }

    private static void assertSample(ElementTypes read) {
        assertEquals(new UUID(0x0123456789abcdefL, 0xfedcba9876543210L), read.uuid);
        assertEquals(List.of(1, -1), read.ints);
        assertEquals(List.of(Long.MIN_VALUE), read.longs);
        assertEquals(List.of((short) 256, Short.MIN_VALUE), read.shorts);
        assertEquals(List.of((byte) 1, (byte) -1, Byte.MAX_VALUE), read.bytes);
        assertEquals(List.of(0.5), read.doubles);
        assertEquals(List.of(true, false), read.booleans);
        assertEquals(List.of("a", "", "é"), read.strings);
        assertEquals(List.of(new UUID(1, 2)), read.uuids);
        assertEquals(2, read.items.size());
        assertEquals(7, read.items.get(0).id);
        assertEquals("x", read.items.get(0).name);
        assertEquals(-1, read.items.get(1).id);
        assertEquals("", read.items.get(1).name);
        assertArrayEquals(new int[] {0x01020304}, read.intArray);
        assertArrayEquals(new long[] {1, 2}, read.longArray);
        assertArrayEquals(new short[] {-2}, read.shortArray);
        assertNull(read.nullableInts);
        assertNull(read.nullableLongs);
    }
}
