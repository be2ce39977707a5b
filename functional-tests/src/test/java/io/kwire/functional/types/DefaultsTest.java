package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static io.kwire.functional.types.Wire.read;
import static io.kwire.functional.types.Wire.refusesToWrite;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Defaults of fields a version lacks: reading that version sets them; writing it accepts a field
 * at its default (null counting as the default) and drops an ignorable one, but refuses any other
 * value, naming the message, the field and the version.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class DefaultsTest {
    private static final DefaultsCodec CODEC = DefaultsCodec.INSTANCE;

    @Test
    void readingVersionThatLacksFieldsSetsTheirDefaults() {
        Defaults read = read(CODEC, 0, "00000009");
        assertEquals(9, read.always);
        assertEquals(-1, read.int8);
        assertEquals(0x7fff, read.int16); // hex
        assertEquals(Integer.MIN_VALUE, read.int32);
        assertEquals(Long.MAX_VALUE, read.int64); // hex
        assertEquals(2.5, read.float64);
        assertTrue(read.yes); // "TRUE": any case
        assertFalse(read.no);
        assertEquals(65535, read.uint16);
        assertEquals(4294967295L, read.uint32);
        assertEquals(-3, read.varint);
        assertEquals(-4, read.varlong);
        assertEquals(5, read.unsignedVarint);
        assertEquals("hello", read.text);
        assertNull(read.nullText);
        // Kafka's base64 UUIDs: 15 zero bytes then 01 is Kafka's metadata topic id, (0, 1);
        // 21 x '_' (63, the URL-safe alphabet's last) then 'w' (0b110000) is 128 bits of ones
        assertEquals(new UUID(0, 1), read.uuid);
        assertEquals(new UUID(-1, -1), read.allOnesUuid);
        assertNull(read.nullBytes);
        assertNull(read.nullList);
        assertNull(read.nullStruct);
        // Kafka's implied defaults
        assertEquals("", read.impliedText);
        assertEquals(new UUID(0, 0), read.impliedUuid);
        assertArrayEquals(new byte[0], read.impliedBytes);
        assertNotNull(read.impliedBuffer);
        assertEquals(0, read.impliedBuffer.readableBytes());
        assertEquals(List.of(), read.impliedList);
        assertArrayEquals(new int[0], read.impliedArray);
        assertNotNull(read.impliedStruct);
        assertEquals(7, read.impliedStruct.seven); // a default-constructed struct has its own defaults
        assertEquals("x", read.impliedStruct.x);
    }

    @Test
    void defaultsReadFromVersionZeroAreWrittenInVersionOne() {
        Defaults read = read(CODEC, 0, "00000009");
        encodesAs(CODEC, read, 0, "00000009");
        encodesAs(CODEC, read, 1,
                "00000009" // always
                + "ff" // int8 -1
                + "7fff" // int16 0x7fff
                + "80000000" // int32 -2^31
                + "7fffffffffffffff" // int64 0x7fffffffffffffff
                + "4004000000000000" // float64 2.5 = 1.25 * 2^1: exponent 0x400, fraction 2^-2
                + "01" // yes
                + "00" // no
                + "ffff" // uint16 65535
                + "ffffffff" // uint32 0xffffffff
                + "05" // varint -3: zig-zag 5
                + "07" // varlong -4: zig-zag 7
                + "05" // unsigned varint 5
                + "0005 68656c6c6f" // "hello"
                + "ffff" // null string
                + "0000000000000000 0000000000000001" // uuid (0, 1)
                + "ffffffffffffffff ffffffffffffffff" // uuid (-1, -1)
                + "ffffffff" // null bytes
                + "ffffffff" // null list
                + "ff" // null struct
                + "0000" // ""
                + "00000000000000000000000000000000" // zero uuid
                + "00000000" // empty bytes
                + "00000000" // empty ByteBuf
                + "00000000" // empty list
                + "00000000" // empty int[]
                + "00000007 0001 78"); // Settings(7, "x")
    }

    @Test
    void nullCountsAsTheDefaultInVersionThatLacksTheField() {
        Defaults message = read(CODEC, 0, "00000009");
        message.text = null;
        message.uuid = null;
        message.allOnesUuid = null;
        message.impliedText = null;
        message.impliedUuid = null;
        message.impliedBytes = null;
        message.impliedBuffer = null;
        message.impliedList = null;
        message.impliedArray = null;
        message.impliedStruct = null;
        encodesAs(CODEC, message, 0, "00000009");
    }

    static Stream<Arguments> nonDefaultValues() {
        return Stream.of(
                change("int8", m -> m.int8 = 0),
                change("int16", m -> m.int16 = 0),
                change("int32", m -> m.int32 = 0),
                change("int64", m -> m.int64 = 0),
                change("float64", m -> m.float64 = 0),
                change("yes", m -> m.yes = false),
                change("no", m -> m.no = true),
                change("uint16", m -> m.uint16 = 0),
                change("uint32", m -> m.uint32 = 0),
                change("varint", m -> m.varint = 0),
                change("varlong", m -> m.varlong = 0),
                change("unsignedVarint", m -> m.unsignedVarint = 0),
                change("text", m -> m.text = ""),
                change("nullText", m -> m.nullText = ""),
                change("uuid", m -> m.uuid = new UUID(0, 0)),
                change("allOnesUuid", m -> m.allOnesUuid = new UUID(-1, 0)),
                change("nullBytes", m -> m.nullBytes = new byte[0]),
                change("nullList", m -> m.nullList = new ArrayList<>()),
                change("nullStruct", m -> m.nullStruct = new Defaults.Settings()),
                change("impliedText", m -> m.impliedText = "x"),
                change("impliedUuid", m -> m.impliedUuid = new UUID(0, 1)),
                change("impliedBytes", m -> m.impliedBytes = new byte[] {1}),
                change("impliedBuffer", m -> m.impliedBuffer = Unpooled.wrappedBuffer(new byte[] {1})),
                change("impliedList", m -> m.impliedList = new ArrayList<>(List.of(0))),
                change("impliedArray", m -> m.impliedArray = new int[] {0}),
                change("impliedStruct", m -> m.impliedStruct.seven = 0));
    }

    private static Arguments change(String field, Consumer<Defaults> set) {
        return Arguments.of(field, set);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("nonDefaultValues")
    void nonDefaultValueInVersionThatLacksTheFieldIsRefused(String field, Consumer<Defaults> set) {
        Defaults message = read(CODEC, 0, "00000009");
        set.accept(message);
        UnsupportedVersionException refused = refusesToWrite(CODEC, message, 0, UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("Defaults." + field + " "), refused.getMessage());
        assertTrue(refused.getMessage().contains("version 0"), refused.getMessage());
    }

    @Test
    void ignorableFieldsAreDroppedInVersionThatLacksThem() {
        Ignorables message = new Ignorables();
        message.always = 1;
        message.dropped = 5;
        message.droppedText = "x";
        Ignorables read = encodesAs(IgnorablesCodec.INSTANCE, message, 0, "00000001");
        assertEquals(0, read.dropped);
        assertEquals("", read.droppedText);
        encodesAs(IgnorablesCodec.INSTANCE, message, 1, "00000001 00000005 0001 78 00000000");
    }

    @Test
    void nonIgnorableFieldNextToIgnorableOnesIsRefused() {
        Ignorables message = new Ignorables();
        message.dropped = 5;
        message.kept = 5;
        UnsupportedVersionException refused = refusesToWrite(IgnorablesCodec.INSTANCE, message, 0,
                UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("Ignorables.kept"), refused.getMessage());
    }
}
