package io.kwire.examples.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
        List<Class<?>> classes = new ArrayList<>(List.of(message.kwireClass()));
        classes.addAll(List.of(message.kwireClass().getDeclaredClasses()));
        for (Class<?> kwireClass : classes) {
            Object kafkaDefault = KafkaReflection.newInstance(KafkaBridge.kafkaClass(kwireClass));
            assertEquals(kafkaDefault, KafkaBridge.toKafka(KafkaReflection.newInstance(kwireClass)),
                    "a new " + kwireClass.getSimpleName() + " against a new " + kafkaDefault.getClass().getSimpleName());
        }
    }

    /** Field by field, in declaration order (the order the JVM reports them in), then the unknown tagged fields. */
    private static void assertFieldsMirror(Class<?> kwireClass, List<FieldSpec> specFields) {
        List<String> expected = new ArrayList<>();
        for (FieldSpec field : specFields) {
            expected.add(javaType(field, kwireClass) + " " + field.javaName());
        }
        expected.add("java.util.List<io.kwire.codec.RawTaggedField> " + KafkaBridge.UNKNOWN_TAGGED_FIELDS);
        List<String> actual = new ArrayList<>();
        for (Field field : KafkaBridge.instanceFields(kwireClass)) {
            actual.add(field.getGenericType().getTypeName() + " " + field.getName());
        }
        assertEquals(expected, actual, kwireClass.getName() + "'s fields");
        for (FieldSpec field : specFields) {
            if (field.isStructArray()) {
                assertFieldsMirror(structClass(kwireClass, field.elementType()), field.fields());
            }
        }
    }

    /** The Java type the contract gives a spec type, as {@link java.lang.reflect.Type#getTypeName()} spells it. */
    private static String javaType(FieldSpec field, Class<?> kwireClass) {
        if (field.isStructArray()) {
            return "java.util.List<" + structClass(kwireClass, field.elementType()).getName() + ">";
        }
        return switch (field.type()) {
            case "int8" -> "byte";
            case "int16" -> "short";
            case "int32" -> "int";
            case "int64" -> "long";
            case "float64" -> "double";
            case "bool" -> "boolean";
            case "string" -> "java.lang.String";
            case "uuid" -> "java.util.UUID";
            case "[]int32" -> "java.util.List<java.lang.Integer>";
            case "[]string" -> "java.util.List<java.lang.String>";
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
            if (field.isStructArray()) {
                names.add(field.elementType());
                collectStructs(field.fields(), names);
            }
        }
    }
}
