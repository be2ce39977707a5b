package io.kwire.functional.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.testkit.oracle.KafkaBridge;
import io.kwire.testkit.oracle.KafkaMetadata;
import io.kwire.testkit.specs.FieldSpec;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The example message classes mirror Kafka's JSON specs: the same structs, the same fields in the
 * same order with the Java types of the contract, and new instances equal to new instances of
 * Kafka's classes (the same defaults).
 */
class MessageShapeTest {
    static final List<ExampleMessage<?>> MESSAGES = ExampleMessage.ALL;

    @ParameterizedTest
    @FieldSource("MESSAGES")
    void structsAreTheSpecsStructs(ExampleMessage<?> message) {
        TreeSet<String> specStructs = new TreeSet<>();
        collectStructs(message.spec().fields(), specStructs);
        TreeSet<String> kwireStructs = new TreeSet<>();
        for (Class<?> nested : message.kwireClass().getDeclaredClasses()) {
            kwireStructs.add(nested.getSimpleName());
        }
        assertEquals(specStructs, kwireStructs, message.name() + "'s nested struct classes");
    }

    @ParameterizedTest
    @FieldSource("MESSAGES")
    void fieldsAreTheSpecsFieldsInOrderWithTheContractsTypes(ExampleMessage<?> message) {
        assertFieldsMirror(message.kwireClass(), message.spec().fields());
    }

    @ParameterizedTest
    @FieldSource("MESSAGES")
    void newInstancesEqualKafkasNewInstances(ExampleMessage<?> message) {
        KafkaMetadata.assertNewInstancesEqualKafkas(message.kwireClass());
    }

    /**
     * Field by field, in declaration order (the order the JVM reports them in), then the unknown
     * tagged fields. Where the contract allows more than one Java type (bytes and records), the
     * field's own type passes if it is one of them.
     */
    private static void assertFieldsMirror(Class<?> kwireClass, List<FieldSpec> specFields) {
        List<Field> fields = KafkaBridge.instanceFields(kwireClass);
        List<String> actual = new ArrayList<>();
        for (Field field : fields) {
            actual.add(field.getGenericType().getTypeName() + " " + field.getName());
        }
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < specFields.size(); i++) {
            List<String> types = javaTypes(specFields.get(i), kwireClass);
            String actualType = i < fields.size() ? fields.get(i).getGenericType().getTypeName() : null;
            expected.add((types.contains(actualType) ? actualType : String.join(" or ", types)) + " "
                    + specFields.get(i).javaName());
        }
        expected.add("java.util.List<io.kwire.codec.RawTaggedField> " + KafkaBridge.UNKNOWN_TAGGED_FIELDS);
        assertEquals(expected, actual, kwireClass.getName() + "'s fields");
        for (FieldSpec field : specFields) {
            if (field.isStructArray() || field.isStruct()) {
                assertFieldsMirror(structClass(kwireClass, field.structName()), field.fields());
            }
        }
    }

    /** The Java types the contract gives a spec type, as {@link java.lang.reflect.Type#getTypeName()} spells them. */
    private static List<String> javaTypes(FieldSpec field, Class<?> kwireClass) {
        if (field.isStructArray()) {
            return List.of("java.util.List<" + structClass(kwireClass, field.elementType()).getName() + ">");
        }
        if (field.isStruct()) {
            return List.of(structClass(kwireClass, field.type()).getName());
        }
        return switch (field.type()) {
            case "int8" -> List.of("byte");
            case "int16" -> List.of("short");
            case "uint16", "int32" -> List.of("int");
            case "int64" -> List.of("long");
            case "float64" -> List.of("double");
            case "bool" -> List.of("boolean");
            case "string" -> List.of("java.lang.String");
            case "uuid" -> List.of("java.util.UUID");
            case "bytes", "records" -> List.of("byte[]", "io.netty.buffer.ByteBuf");
            case "[]int32" -> List.of("java.util.List<java.lang.Integer>", "int[]");
            case "[]string" -> List.of("java.util.List<java.lang.String>");
            case "[]uuid" -> List.of("java.util.List<java.util.UUID>");
            default -> throw new IllegalArgumentException("no contract type for spec type " + field.type());
        };
    }

    private static Class<?> structClass(Class<?> kwireClass, String structName) {
        Class<?> message = kwireClass.getEnclosingClass() == null ? kwireClass : kwireClass.getEnclosingClass();
        for (Class<?> nested : message.getDeclaredClasses()) {
            if (nested.getSimpleName().equals(structName)) {
                return nested;
            }
        }
        throw new AssertionError(message.getName() + " has no nested class " + structName);
    }

    private static void collectStructs(List<FieldSpec> fields, TreeSet<String> names) {
        for (FieldSpec field : fields) {
            if (field.isStructArray() || field.isStruct()) {
                names.add(field.structName());
                collectStructs(field.fields(), names);
            }
        }
    }
}
