package io.kwire.examples.oracle;

import java.util.List;

/**
 * One field of a Kafka message spec, as the JSON says it, with the versions already parsed.
 *
 * @param name the spec's name, {@code "NumPartitions"}
 * @param type the spec's type, {@code "int32"}, {@code "[]int32"}, {@code "[]CreatableTopic"}
 * @param tag the tag of a tagged field, or null
 * @param defaultValue the spec's {@code default}, or null when it has none
 * @param fields the fields of a struct or array of structs (a common struct's included), else empty
 */
record FieldSpec(String name, String type, VersionRange versions, VersionRange nullableVersions,
        VersionRange taggedVersions, Integer tag, String defaultValue, boolean ignorable, List<FieldSpec> fields) {

    /** The name Kafka's generated classes give the field: the spec's name with a lower-case first letter. */
    String javaName() {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    boolean isArray() {
        return type.startsWith("[]");
    }

    /** The type of the array's elements, {@code "int32"} for {@code "[]int32"}. */
    String elementType() {
        return type.substring(2);
    }

    /** Whether this is an array of structs: Kafka's struct type names start with a capital letter. */
    boolean isStructArray() {
        return isArray() && Character.isUpperCase(elementType().charAt(0));
    }

    /** Whether this is a single struct, not an array of them. */
    boolean isStruct() {
        return !isArray() && Character.isUpperCase(type.charAt(0));
    }

    /** The name of the struct of a struct or an array of structs, {@code "CreatableTopic"}. */
    String structName() {
        return isArray() ? elementType() : type;
    }

    /** Whether a Java null can stand for the field's value (strings, arrays, UUIDs, structs). */
    boolean isReference() {
        return !List.of("int8", "int16", "uint16", "int32", "uint32", "int64", "float64", "bool").contains(type);
    }

    /** Whether the field is in the tagged-field section at {@code version}. */
    boolean isTaggedIn(short version) {
        return tag != null && taggedVersions.contains(version);
    }
}
