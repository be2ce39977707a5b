package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static io.kwire.functional.types.Wire.read;
import static io.kwire.functional.types.Wire.refusesToWrite;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.InvalidValueException;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every number and boolean type: int8, int16, int32, int64, float64 and bool from the Java
 * primitives, and uint16, uint32, varint, varlong and unsigned varint by {@code @WireType}. Their
 * encoding is the same in classic and flexible versions; a flexible version only adds the empty
 * tagged-field section (one 00 byte) at the end.
 */
class PrimitivesTest {
    private static final PrimitivesCodec CODEC = PrimitivesCodec.INSTANCE;

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void everyTypeWithSmallAndNegativeValues(int version) {
        Primitives message = new Primitives();
        message.int8 = -128;
        message.int16 = -2;
        message.int32 = 0x12345678;
        message.int64 = -2L;
        message.float64 = -2.25;
        message.bool = true;
        message.uint16 = 65535;
        message.uint32 = 4294967295L;
        message.varint = -1;
        message.varlong = 300;
        message.unsignedVarint = 300;
        String hex = "80" // int8 -128: two's complement 0x80
                + "fffe" // int16 -2, big-endian
                + "12345678" // int32
                + "fffffffffffffffe" // int64 -2
                + "c002000000000000" // float64 -2.25 = -1.125 * 2^1: sign 1, exponent 1023+1 = 0x400, fraction 2^-3
                + "01" // bool true
                + "ffff" // uint16 65535: all 16 bits set
                + "ffffffff" // uint32 4294967295: all 32 bits set
                + "01" // varint -1: zig-zag 1
                + "d804" // varlong 300: zig-zag 600 = 0b100_1011000 -> 0x58|0x80, 0x04
                + "ac02" // unsigned varint 300 = 0b10_0101100 -> 0x2c|0x80, 0x02
                + (version == 1 ? "00" : ""); // no tagged fields
        assertSameFields(message, encodesAs(CODEC, message, version, hex));
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void everyTypeAtItsExtremes(int version) {
        Primitives message = new Primitives();
        message.int8 = Byte.MAX_VALUE;
        message.int16 = Short.MAX_VALUE;
        message.int32 = Integer.MIN_VALUE;
        message.int64 = Long.MAX_VALUE;
        message.float64 = 1.5;
        message.bool = false;
        message.uint16 = 32768;
        message.uint32 = 2147483648L;
        message.varint = Integer.MIN_VALUE;
        message.varlong = Long.MIN_VALUE;
        message.unsignedVarint = -1;
        String hex = "7f" // int8 127
                + "7fff" // int16 32767
                + "80000000" // int32 -2^31
                + "7fffffffffffffff" // int64 2^63-1
                + "3ff8000000000000" // float64 1.5: exponent 1023 = 0x3ff, fraction 2^-1
                + "00" // bool false
                + "8000" // uint16 32768: the sign bit of an int16, but read back as 32768
                + "80000000" // uint32 2^31: the sign bit of an int32, but read back as 2^31
                + "ffffffff0f" // varint -2^31: zig-zag 2^32-1, 4 x 7 bits then the last 4 bits
                + "ffffffffffffffffff01" // varlong -2^63: zig-zag 2^64-1, 9 x 7 bits then the 64th bit
                + "ffffffff0f" // unsigned varint -1, taken as 2^32-1
                + (version == 1 ? "00" : "");
        assertSameFields(message, encodesAs(CODEC, message, version, hex));
    }

    @Test
    void anyNonZeroByteReadsAsTrue() {
        // As Kafka's readers do: a bool is false only for 00.
        Primitives read = read(CODEC, 0,
                "00 0000 00000000 0000000000000000 0000000000000000" + "02" + "0000 00000000 00 00 00");
        assertTrue(read.bool);
    }

    static Stream<Arguments> varints() {
        return Stream.of(
                // zig-zag maps 0, -1, 1, -2, ... to 0, 1, 2, 3, ...; then 7 bits a byte, low first, 0x80 = more
                Arguments.of(0, "00"),
                Arguments.of(1, "02"),
                Arguments.of(-1, "01"),
                Arguments.of(63, "7e"),
                Arguments.of(-64, "7f"), // 127: the largest one-byte value
                Arguments.of(64, "8001"), // 128
                Arguments.of(-65, "8101"), // 129
                Arguments.of(8191, "fe7f"), // 16382 = 0x3ffe
                Arguments.of(8192, "808001"), // 16384 = 2^14
                Arguments.of(Integer.MAX_VALUE, "feffffff0f"), // 2^32-2: five bytes
                Arguments.of(Integer.MIN_VALUE, "ffffffff0f")); // 2^32-1
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("varints")
    void varint(int value, String hex) {
        VarNumbers message = new VarNumbers();
        message.varint = value;
        // the varlong and the unsigned varint are 0: one 00 byte each
        assertEquals(value, encodesAs(VarNumbersCodec.INSTANCE, message, 0, hex + "00" + "00").varint);
    }

    static Stream<Arguments> varlongs() {
        return Stream.of(
                Arguments.of(0L, "00"),
                Arguments.of(-1L, "01"),
                Arguments.of(1L, "02"),
                Arguments.of((long) Integer.MIN_VALUE, "ffffffff0f"), // zig-zag 2^32-1
                Arguments.of(2147483648L, "8080808010"), // 2^31: zig-zag 2^32, bit 32 in the fifth byte
                Arguments.of(-(1L << 62), "ffffffffffffffff7f"), // zig-zag 2^63-1: nine bytes, 63 bits
                Arguments.of(1L << 62, "80808080808080808001"), // zig-zag 2^63: bit 63 in the tenth byte
                Arguments.of(Long.MAX_VALUE, "feffffffffffffffff01"), // zig-zag 2^64-2
                Arguments.of(Long.MIN_VALUE, "ffffffffffffffffff01")); // zig-zag 2^64-1
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("varlongs")
    void varlong(long value, String hex) {
        VarNumbers message = new VarNumbers();
        message.varlong = value;
        assertEquals(value, encodesAs(VarNumbersCodec.INSTANCE, message, 0, "00" + hex + "00").varlong);
    }

    static Stream<Arguments> unsignedVarints() {
        return Stream.of(
                Arguments.of(0, "00"),
                Arguments.of(127, "7f"),
                Arguments.of(128, "8001"),
                Arguments.of(16383, "ff7f"), // 2^14-1
                Arguments.of(16384, "808001"), // 2^14
                Arguments.of(2097151, "ffff7f"), // 2^21-1
                Arguments.of(2097152, "80808001"), // 2^21
                Arguments.of(268435456, "8080808001"), // 2^28: five bytes
                Arguments.of(Integer.MAX_VALUE, "ffffffff07"),
                Arguments.of(-1, "ffffffff0f")); // 2^32-1 as unsigned
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unsignedVarints")
    void unsignedVarint(int value, String hex) {
        VarNumbers message = new VarNumbers();
        message.unsignedVarint = value;
        assertEquals(value, encodesAs(VarNumbersCodec.INSTANCE, message, 0, "00" + "00" + hex).unsignedVarint);
    }

    static Stream<Arguments> valuesTheWireTypeCannotCarry() {
        Consumer<Primitives> uint16Over = m -> m.uint16 = 65536;
        Consumer<Primitives> uint16Negative = m -> m.uint16 = -1;
        Consumer<Primitives> uint32Over = m -> m.uint32 = 1L << 32;
        Consumer<Primitives> uint32Negative = m -> m.uint32 = -1L;
        return Stream.of(0, 1).flatMap(version -> Stream.of(
                Arguments.of("uint16 65536", uint16Over, "Primitives.uint16", version),
                Arguments.of("uint16 -1", uint16Negative, "Primitives.uint16", version),
                Arguments.of("uint32 2^32", uint32Over, "Primitives.uint32", version),
                Arguments.of("uint32 -1", uint32Negative, "Primitives.uint32", version)));
    }

    @ParameterizedTest(name = "{0} at version {3}")
    @MethodSource("valuesTheWireTypeCannotCarry")
    void valueOutOfRangeIsRefused(String description, Consumer<Primitives> set, String field, int version) {
        Primitives message = new Primitives();
        set.accept(message);
        InvalidValueException refused = refusesToWrite(CODEC, message, version, InvalidValueException.class);
        assertEquals(field, refused.field());
    }

    private static void assertSameFields(Primitives expected, Primitives actual) {
        assertEquals(expected.int8, actual.int8, "int8");
        assertEquals(expected.int16, actual.int16, "int16");
        assertEquals(expected.int32, actual.int32, "int32");
        assertEquals(expected.int64, actual.int64, "int64");
        assertEquals(expected.float64, actual.float64, "float64");
        assertEquals(expected.bool, actual.bool, "bool");
        assertEquals(expected.uint16, actual.uint16, "uint16");
        assertEquals(expected.uint32, actual.uint32, "uint32");
        assertEquals(expected.varint, actual.varint, "varint");
        assertEquals(expected.varlong, actual.varlong, "varlong");
        assertEquals(expected.unsignedVarint, actual.unsignedVarint, "unsignedVarint");
    }
}
