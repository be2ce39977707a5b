package io.kwire.testkit.specs;

import java.util.List;

/**
 * One field of a Kafka message spec, as the JSON says it, with the versions already parsed.
 *
 * @param name the spec's name, {@code "NumPartitions"}
 * @param type the spec's type, {@code "int32"}, {@code "[]int32"}, {@code "[]CreatableTopic"}
 * @param flexibleVersions the field's own {@code flexibleVersions}, or null when it has none (the message's apply)
 * @param tag the tag of a tagged field, or null
 * @param defaultValue the spec's {@code default}, or null when it has none
 * @param mapKey whether the field is the key its struct is looked up by in Kafka's collections
 * @param zeroCopy whether Kafka holds the bytes without copying them
 * @param about the spec's description of the field, or {@code ""}
 * @param fields the fields of a struct or array of structs (a common struct's included), else empty
 */
public record FieldSpec(String name, String type, VersionRange versions, VersionRange nullableVersions,
        VersionRange flexibleVersions, VersionRange taggedVersions, Integer tag, String defaultValue,
        boolean ignorable, boolean mapKey, boolean zeroCopy, String about, List<FieldSpec> fields) {

    private static final List<String> NUMBERS =
            List.of("int8", "int16", "uint16", "int32", "uint32", "int64", "float64", "bool");

    /** The name Kafka's generated classes give the field: the spec's name with a lower-case first letter. */
    public String javaName() {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    public boolean isArray() {
        return type.startsWith("[]");
    }

    /** The type of the array's elements, {@code "int32"} for {@code "[]int32"}. */
    public String elementType() {
        return type.substring(2);
    }

    /** Whether this is an array of structs: Kafka's struct type names start with a capital letter. */
    public boolean isStructArray() {
        return isArray() && Character.isUpperCase(elementType().charAt(0));
    }

    /** Whether this is a single struct, not an array of them. */
    public boolean isStruct() {
        return !isArray() && Character.isUpperCase(type.charAt(0));
    }

    /** The name of the struct of a struct or an array of structs, {@code "CreatableTopic"}. */
    public String structName() {
        return isArray() ? elementType() : type;
    }

    /** Whether a Java null can stand for the field's value (strings, bytes, arrays, UUIDs, structs). */
    public boolean isReference() {
        return !NUMBERS.contains(type);
    }

    /** Whether the field is in the tagged-field section at {@code version}. */
    public boolean isTaggedIn(short version) {
        return tag != null && taggedVersions.contains(version);
    }
}
