package io.kwire.functional.oracle;

import static io.kwire.testkit.oracle.ByteAssertions.assertSameBytes;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.CodecException;
import io.kwire.codec.InvalidValueException;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.oracle.KafkaBridge;
import io.kwire.testkit.oracle.KafkaReflection;
import io.kwire.testkit.oracle.KafkaWire;
import io.kwire.testkit.oracle.KwireBuffers;
import io.kwire.testkit.specs.FieldSpec;
import io.kwire.testkit.specs.MessageSpec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.types.RawTaggedField;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * What kwire refuses to write, against what Kafka refuses: a non-default value in a field the
 * version lacks (refused unless the field is ignorable, then dropped; a null there counts as the
 * default), a null where the version allows none, unknown tagged fields in a version that is not
 * flexible, a string over 32767 UTF-8 bytes, a uint16 outside 0..65535 (which Kafka's setter
 * refuses); and, by the contract alone, a version out of range.
 * Where Kafka writes, kwire writes the same bytes; where Kafka refuses, kwire throws its own
 * exception from both {@code size} and {@code write} and leaves the writer index where it was.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class WriteRefusalsTest {
    /** Bytes before the message in every buffer; a refused write must leave the writer index after them. */
    private static final byte[] PREFIX = {1, 2, 3};
    private static final String FOUR_BYTE_CHARACTER = "\uD83D\uDE00";
    /** 32767 UTF-8 bytes, the most a string carries. */
    private static final String LONGEST_STRING = FOUR_BYTE_CHARACTER.repeat(8191) + "abc";
    /** 32768 UTF-8 bytes in only 16384 chars, so a size counted in chars would let it through. */
    private static final String OVER_LONG_STRING = FOUR_BYTE_CHARACTER.repeat(8192);

    static final List<ExampleMessage<?>> MESSAGES = ExampleMessage.ALL;

    @TestFactory
    Stream<DynamicNode> nonDefaultValuesInFieldsTheVersionLacks() {
        return casesPerVersion((message, version) -> {
            MessageSpec spec = message.spec();
            List<DynamicTest> cases = new ArrayList<>();
            StructPath.visit(spec, version, (struct, fields) -> {
                for (FieldSpec field : fields) {
                    if (!field.versions().contains(version)) {
                        String name = message.name() + " v" + version + ": " + struct.nameOf(field.javaName())
                                + (field.ignorable() ? " (ignorable) is dropped, as Kafka drops it"
                                        : " is refused, as Kafka refuses it");
                        cases.add(namedCase(name, () -> absentField(message, spec, version, struct, field)));
                    }
                }
            });
            return cases;
        });
    }

    @TestFactory
    Stream<DynamicNode> nullsWhereTheVersionAllowsNone() {
        return casesPerVersion((message, version) -> {
            MessageSpec spec = message.spec();
            List<DynamicTest> cases = new ArrayList<>();
            StructPath.visit(spec, version, (struct, fields) -> {
                for (FieldSpec field : fields) {
                    if (field.versions().contains(version) && field.isReference()
                            && !field.nullableVersions().contains(version)) {
                        String name = message.name() + " v" + version + ": null " + struct.nameOf(field.javaName())
                                + " is refused, as Kafka refuses it";
                        cases.add(namedCase(name, () -> {
                            Message data = struct.instance(spec,
                                    owner -> KafkaReflection.set(owner, field.javaName(), null));
                            assertThrows(RuntimeException.class, () -> KafkaWire.write(data, version), "Kafka's write");
                            kwireRefuses(message, data, version, UnsupportedVersionException.class, field.javaName());
                        }));
                    }
                }
            });
            return cases;
        });
    }

    /**
     * By the contract, null counts as the default in a field the version lacks. Kafka is no oracle
     * for the null itself (it throws a NullPointerException for a non-ignorable one), so the bytes
     * expected are Kafka's for the same instance with the field left at its default.
     */
    @TestFactory
    Stream<DynamicNode> nullsInFieldsTheVersionLacks() {
        return casesPerVersion((message, version) -> {
            MessageSpec spec = message.spec();
            List<DynamicTest> cases = new ArrayList<>();
            StructPath.visit(spec, version, (struct, fields) -> {
                for (FieldSpec field : fields) {
                    if (!field.versions().contains(version) && field.isReference()) {
                        String name = message.name() + " v" + version + ": null " + struct.nameOf(field.javaName())
                                + " counts as the default";
                        cases.add(namedCase(name, () -> {
                            Message data = struct.instance(spec,
                                    owner -> KafkaReflection.set(owner, field.javaName(), null));
                            byte[] defaultBytes = KafkaWire.write(struct.instance(spec, owner -> { }), version);
                            kwireWrites(message, data, version, defaultBytes);
                        }));
                    }
                }
            });
            return cases;
        });
    }

    @TestFactory
    Stream<DynamicNode> unknownTaggedFieldsInVersionsThatAreNotFlexible() {
        return casesPerVersion((message, version) -> {
            MessageSpec spec = message.spec();
            List<DynamicTest> cases = new ArrayList<>();
            if (!spec.isFlexible(version)) {
                StructPath.visit(spec, version, (struct, fields) -> cases.add(namedCase(
                        message.name() + " v" + version + ": an unknown tagged field on " + struct.name()
                                + " is refused, as Kafka refuses it",
                        () -> {
                            Message data = struct.instance(spec, owner -> KafkaReflection.unknownTaggedFields(owner)
                                    .add(new RawTaggedField(7, new byte[] {1, 2, 3})));
                            assertThrows(org.apache.kafka.common.errors.UnsupportedVersionException.class,
                                    () -> KafkaWire.write(data, version), "Kafka's write");
                            kwireRefuses(message, data, version, UnsupportedVersionException.class, null);
                        })));
            }
            return cases;
        });
    }

    @TestFactory
    Stream<DynamicNode> stringsAtAndOverTheLengthLimit() {
        return casesPerVersion((message, version) -> {
            MessageSpec spec = message.spec();
            List<DynamicTest> cases = new ArrayList<>();
            StructPath.visit(spec, version, (struct, fields) -> {
                for (FieldSpec field : fields) {
                    boolean string = field.type().equals("string") || field.type().equals("[]string");
                    if (string && field.versions().contains(version)) {
                        String name = message.name() + " v" + version + ": " + struct.nameOf(field.javaName());
                        cases.add(namedCase(name + " of 32767 UTF-8 bytes is written as Kafka writes it", () -> {
                            Message data = withString(spec, struct, field, LONGEST_STRING);
                            kwireWrites(message, data, version, KafkaWire.write(data, version));
                        }));
                        cases.add(namedCase(name + " of 32768 UTF-8 bytes is refused, as Kafka refuses it", () -> {
                            Message data = withString(spec, struct, field, OVER_LONG_STRING);
                            assertThrows(RuntimeException.class, () -> KafkaWire.write(data, version), "Kafka's write");
                            kwireRefuses(message, data, version, InvalidValueException.class, field.javaName());
                        }));
                    }
                }
            });
            return cases;
        });
    }

    @TestFactory
    Stream<DynamicNode> uint16ValuesOutOfRange() {
        return casesPerVersion((message, version) -> {
            MessageSpec spec = message.spec();
            List<DynamicTest> cases = new ArrayList<>();
            StructPath.visit(spec, version, (struct, fields) -> {
                for (FieldSpec field : fields) {
                    if (field.type().equals("uint16") && field.versions().contains(version)) {
                        String name = message.name() + " v" + version + ": " + struct.nameOf(field.javaName());
                        for (int value : new int[] {-1, 0x10000}) {
                            cases.add(namedCase(name + " = " + value + " is refused, as Kafka's setter refuses it",
                                    () -> uint16OutOfRange(message, spec, version, struct, field, value)));
                        }
                    }
                }
            });
            return cases;
        });
    }

    /**
     * Versions next to the valid range. Kafka is no oracle here: its classes still write the
     * versions below {@code validVersions} that it dropped, so this holds kwire to the contract.
     */
    @ParameterizedTest
    @FieldSource("MESSAGES")
    void versionsOutOfRangeAreRefused(ExampleMessage<?> message) {
        MessageSpec spec = message.spec();
        short below = (short) (spec.validVersions().lowest() - 1);
        short above = (short) (spec.validVersions().highest() + 1);
        Message data = KafkaReflection.newInstance(message.kafkaClass());
        byte[] newestBytes = KafkaWire.write(data, spec.validVersions().highest());
        for (short version : new short[] {below, above}) {
            assertAll(message.name() + " v" + version,
                    () -> kwireRefuses(message, data, version, UnsupportedVersionException.class, null),
                    () -> kwireRefusesToRead(message, newestBytes, version));
        }
    }

    private static <T> void absentField(ExampleMessage<T> message, MessageSpec spec, short version,
            StructPath struct, FieldSpec field) {
        Message data = struct.instance(spec,
                owner -> KafkaReflection.set(owner, field.javaName(), nonDefault(field, owner)));
        if (field.ignorable()) {
            kwireWrites(message, data, version, KafkaWire.write(data, version));
        } else {
            assertThrows(org.apache.kafka.common.errors.UnsupportedVersionException.class,
                    () -> KafkaWire.write(data, version), "Kafka's write");
            kwireRefuses(message, data, version, UnsupportedVersionException.class, field.javaName());
        }
    }

    private static <T> void uint16OutOfRange(ExampleMessage<T> message, MessageSpec spec, short version,
            StructPath struct, FieldSpec field, int value) {
        Message data = struct.instance(spec, owner -> {
            IllegalStateException thrown = assertThrows(IllegalStateException.class,
                    () -> KafkaReflection.set(owner, field.javaName(), value), "Kafka's setter");
            assertTrue(thrown.getCause() instanceof RuntimeException,
                    () -> "Kafka's setter threw " + thrown.getCause());
        });
        T kwire = KafkaBridge.toKwire(data, message.kwireClass());
        try {
            Object owner = struct.locateIn(kwire);
            owner.getClass().getField(field.javaName()).setInt(owner, value);
            kwireRefusesToWrite(message, kwire, version, InvalidValueException.class, field.javaName());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot set " + struct.nameOf(field.javaName()), e);
        } finally {
            KwireBuffers.release(kwire);
        }
    }

    /** A value other than the field's default, in the type Kafka's setter takes. */
    private static Object nonDefault(FieldSpec field, Object owner) {
        String defaultValue = field.defaultValue() == null ? "0" : field.defaultValue();
        return switch (field.type()) {
            case "int8" -> (byte) (Integer.decode(defaultValue) + 1);
            case "int16" -> (short) (Integer.decode(defaultValue) + 1);
            case "int32" -> Integer.decode(defaultValue) + 1;
            case "int64" -> Long.decode(defaultValue) + 1;
            case "bool" -> !Boolean.parseBoolean(defaultValue);
            case "string" -> "x";
            case "uuid" -> new Uuid(1L, 2L);
            case "[]int32" -> new ArrayList<>(List.of(1));
            case "[]string" -> new ArrayList<>(List.of("x"));
            case "[]uuid" -> new ArrayList<>(List.of(new Uuid(1L, 2L)));
            default -> field.isStruct() ? changedStruct(field, owner) : oneDefaultStruct(field, owner);
        };
    }

    private static Object oneDefaultStruct(FieldSpec field, Object owner) {
        if (!field.isStructArray()) {
            throw new IllegalArgumentException("no non-default value for spec type " + field.type());
        }
        var elements = KafkaReflection.newCollection(
                KafkaReflection.setter(owner.getClass(), field.javaName()).getParameterTypes()[0]);
        elements.add(KafkaReflection.newInstance(KafkaReflection.structClass(owner.getClass(), field.elementType())));
        return elements;
    }

    /** A struct other than the default one: a new struct with its first field changed. */
    private static Object changedStruct(FieldSpec field, Object owner) {
        Object struct = KafkaReflection.newInstance(KafkaReflection.structClass(owner.getClass(), field.type()));
        FieldSpec first = field.fields().get(0);
        KafkaReflection.set(struct, first.javaName(), nonDefault(first, struct));
        return struct;
    }

    private static Message withString(MessageSpec spec, StructPath struct, FieldSpec field, String value) {
        Object fieldValue = field.isArray() ? new ArrayList<>(List.of(value)) : value;
        return struct.instance(spec, owner -> KafkaReflection.set(owner, field.javaName(), fieldValue));
    }

    private static <T> void kwireWrites(ExampleMessage<T> message, Message data, short version, byte[] kafkaBytes) {
        ApiMessageCodec<T> codec = message.codec();
        T kwire = KafkaBridge.toKwire(data, message.kwireClass());
        ByteBuf out = Unpooled.buffer();
        try {
            assertEquals(kafkaBytes.length, codec.size(kwire, version), "kwire's size() against Kafka's");
            out.writeBytes(PREFIX);
            codec.write(kwire, out, version);
            assertSameBytes(kafkaBytes, ByteBufUtil.getBytes(out, PREFIX.length, out.writerIndex() - PREFIX.length),
                    "kwire's write()");
        } finally {
            out.release();
            KwireBuffers.release(kwire);
        }
    }

    /** {@link #kwireRefusesToWrite} for kwire's copy of {@code data}. */
    private static <T> void kwireRefuses(ExampleMessage<T> message, Message data, short version,
            Class<? extends CodecException> expected, String field) {
        T kwire = KafkaBridge.toKwire(data, message.kwireClass());
        try {
            kwireRefusesToWrite(message, kwire, version, expected, field);
        } finally {
            KwireBuffers.release(kwire);
        }
    }

    /**
     * Asserts kwire's {@code size} and {@code write} both throw {@code expected}, naming the
     * message, the version and (unless null) the field, and leave the writer index unchanged.
     */
    private static <T> void kwireRefusesToWrite(ExampleMessage<T> message, T kwire, short version,
            Class<? extends CodecException> expected, String field) {
        ApiMessageCodec<T> codec = message.codec();
        assertNamesTheCase(assertThrows(expected, () -> codec.size(kwire, version), "kwire's size()"),
                message, version, field);
        ByteBuf out = Unpooled.buffer();
        try {
            out.writeBytes(PREFIX);
            assertNamesTheCase(assertThrows(expected, () -> codec.write(kwire, out, version), "kwire's write()"),
                    message, version, field);
            assertEquals(PREFIX.length, out.writerIndex(), "writer index after kwire's refused write()");
        } finally {
            out.release();
        }
    }

    private static <T> void kwireRefusesToRead(ExampleMessage<T> message, byte[] bytes, short version) {
        ByteBuf in = Unpooled.buffer();
        try {
            in.writeBytes(PREFIX).writeBytes(bytes).readerIndex(PREFIX.length);
            assertNamesTheCase(assertThrows(UnsupportedVersionException.class,
                    () -> message.codec().read(in, version), "kwire's read()"), message, version, null);
            assertEquals(PREFIX.length, in.readerIndex(), "reader index after kwire's refused read()");
        } finally {
            in.release();
        }
    }

    private static void assertNamesTheCase(CodecException thrown, ExampleMessage<?> message, short version, String field) {
        String text = String.valueOf(thrown.getMessage());
        if (thrown instanceof InvalidValueException invalid) {
            assertTrue(invalid.field().startsWith(message.name() + ".") && invalid.field().contains("." + field),
                    () -> "InvalidValueException.field() should name " + message.name() + "'s field " + field
                            + ": " + invalid.field());
            return;
        }
        assertTrue(text.contains(message.name()), () -> "the exception should name " + message.name() + ": " + text);
        assertTrue(text.contains(Short.toString(version)),
                () -> "the exception should name version " + version + ": " + text);
        // The message name is taken out first: "CreateTopicsRequest" alone would name field "topics".
        String rest = text.replace(message.name(), "").toLowerCase(Locale.ROOT);
        if (field != null) {
            assertTrue(rest.contains(field.toLowerCase(Locale.ROOT)),
                    () -> "the exception should name field " + field + ": " + text);
        }
    }

    /**
     * A dynamic test whose failures carry its name in their message too, since build tools report
     * dynamic tests by index.
     */
    private static DynamicTest namedCase(String name, Executable body) {
        return dynamicTest(name, () -> assertAll(name, body));
    }

    /** The cases {@code cases} makes for each message and version, in a container per message and version. */
    private static Stream<DynamicNode> casesPerVersion(BiFunction<ExampleMessage<?>, Short, List<DynamicTest>> cases) {
        List<DynamicNode> perMessage = new ArrayList<>();
        for (ExampleMessage<?> message : ExampleMessage.ALL) {
            List<DynamicNode> perVersion = new ArrayList<>();
            for (short version : message.spec().versions()) {
                List<DynamicTest> tests = cases.apply(message, version);
                if (!tests.isEmpty()) {
                    perVersion.add(dynamicContainer(message.name() + " v" + version, tests));
                }
            }
            if (!perVersion.isEmpty()) {
                perMessage.add(dynamicContainer(message.name(), perVersion));
            }
        }
        return perMessage.stream();
    }
}
