package io.kwire.testkit.converter;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.kwire.testkit.specs.VersionRange;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import javax.lang.model.element.Modifier;

/**
 * How one field of a spec is declared in its kwire class: the Java type the contract gives its spec
 * type, an initializer holding the value a new instance of Kafka's class holds, the spec's
 * {@code about} as Javadoc, and one kwire annotation for each property of the spec that has one.
 */
final class FieldDeclaration {
    private static final String ANNOTATIONS = "io.kwire.annotations";
    private static final ClassName VERSIONS = ClassName.get(ANNOTATIONS, "Versions");
    private static final ClassName NULLABLE_VERSIONS = ClassName.get(ANNOTATIONS, "NullableVersions");
    private static final ClassName FLEXIBLE = ClassName.get(ANNOTATIONS, "Flexible");
    private static final ClassName TAGGED = ClassName.get(ANNOTATIONS, "Tagged");
    private static final ClassName DEFAULT = ClassName.get(ANNOTATIONS, "Default");
    private static final ClassName IGNORABLE = ClassName.get(ANNOTATIONS, "Ignorable");
    private static final ClassName WIRE_TYPE = ClassName.get(ANNOTATIONS, "WireType");
    private static final ClassName WIRE_TYPE_TYPE = WIRE_TYPE.nestedClass("Type");
    private static final ClassName BYTE_BUF = ClassName.get("io.netty.buffer", "ByteBuf");
    private static final ClassName UNPOOLED = ClassName.get("io.netty.buffer", "Unpooled");
    private static final ClassName LIST = ClassName.get(List.class);
    private static final ClassName ARRAY_LIST = ClassName.get(ArrayList.class);
    private static final ClassName STRING = ClassName.get(String.class);
    private static final ClassName UUID = ClassName.get(java.util.UUID.class);
    private static final ClassName UUIDS = ClassName.get("io.kwire.codec", "Uuids");

    private final io.kwire.testkit.specs.FieldSpec field;
    private final ClassName message;

    /** {@code message}: the kwire class of the message, in which every struct class is nested. */
    FieldDeclaration(io.kwire.testkit.specs.FieldSpec field, ClassName message) {
        this.field = field;
        this.message = message;
    }

    FieldSpec declaration() {
        FieldSpec.Builder builder = FieldSpec.builder(javaType(), field.javaName(), Modifier.PUBLIC)
                .addJavadoc("$L", javadoc())
                .addAnnotations(annotations());
        CodeBlock initializer = initializer();
        if (initializer != null) {
            builder.initializer(initializer);
        }
        return builder.build();
    }

    /** The spec's {@code about}, and for an array of structs with a map key, which fields it is. */
    private String javadoc() {
        List<String> paragraphs = new ArrayList<>();
        paragraphs.add(field.about().isBlank() ? field.name() + "." : field.about());
        List<String> keys = field.fields().stream()
                .filter(io.kwire.testkit.specs.FieldSpec::mapKey)
                .map(io.kwire.testkit.specs.FieldSpec::javaName)
                .toList();
        if (field.isStructArray() && !keys.isEmpty()) {
            paragraphs.add("Kafka's own classes look its elements up by " + String.join(" and ", keys)
                    + " (the spec's map key); the wire and kwire keep them in order, duplicates included.");
        }
        return Javadocs.paragraphs(paragraphs);
    }

    private TypeName javaType() {
        PrimitiveArray primitiveArray = PrimitiveArray.of(field);
        if (primitiveArray != null) {
            return primitiveArray.type();
        }
        if (field.isArray()) {
            return ParameterizedTypeName.get(LIST, elementType(field.elementType()).box());
        }
        return switch (field.type()) {
            case "bytes" -> field.zeroCopy() ? BYTE_BUF : ArrayTypeName.of(TypeName.BYTE);
            case "records" -> BYTE_BUF;
            default -> elementType(field.type());
        };
    }

    private TypeName elementType(String type) {
        return switch (type) {
            case "bool" -> TypeName.BOOLEAN;
            case "int8" -> TypeName.BYTE;
            case "int16" -> TypeName.SHORT;
            case "uint16", "int32" -> TypeName.INT;
            case "uint32", "int64" -> TypeName.LONG;
            case "float64" -> TypeName.DOUBLE;
            case "string" -> STRING;
            case "uuid" -> UUID;
            default -> {
                if (!Character.isUpperCase(type.charAt(0))) {
                    throw new IllegalArgumentException(field.name() + ": no Java type for spec type " + type);
                }
                yield message.nestedClass(type);
            }
        };
    }

    private List<AnnotationSpec> annotations() {
        List<AnnotationSpec> annotations = new ArrayList<>();
        if (!field.versions().equals(VersionRange.parse("0+"))) {
            annotations.add(withValue(VERSIONS, field.versions().toString()));
        }
        if (!field.nullableVersions().isEmpty()) {
            annotations.add(withValue(NULLABLE_VERSIONS, field.nullableVersions().toString()));
        }
        if (field.flexibleVersions() != null) {
            annotations.add(withValue(FLEXIBLE, field.flexibleVersions().toString()));
        }
        if (field.tag() != null) {
            // One member holding both keeps the annotation on one line, as a person writes it.
            annotations.add(AnnotationSpec.builder(TAGGED)
                    .addMember("value", "tag = $L, versions = $S", field.tag(), field.taggedVersions().toString())
                    .build());
        }
        if (field.defaultValue() != null) {
            annotations.add(withValue(DEFAULT, field.defaultValue()));
        }
        if (field.ignorable()) {
            annotations.add(AnnotationSpec.builder(IGNORABLE).build());
        }
        String wireType = switch (field.type()) {
            case "uint16" -> "UINT16";
            case "uint32" -> "UINT32";
            case "records" -> "RECORDS";
            default -> null;
        };
        if (wireType != null) {
            annotations.add(AnnotationSpec.builder(WIRE_TYPE).addMember("value", "$T.$L", WIRE_TYPE_TYPE, wireType)
                    .build());
        }
        return annotations;
    }

    private static AnnotationSpec withValue(ClassName annotation, String value) {
        return AnnotationSpec.builder(annotation).addMember("value", "$S", value).build();
    }

    /**
     * The value a new instance of Kafka's class holds, as Kafka's generator derives it from the
     * spec's default; null where that is Java's own default for the field's primitive type.
     */
    private CodeBlock initializer() {
        String text = field.defaultValue();
        boolean defaultsToNull = "null".equals(text);
        PrimitiveArray primitiveArray = PrimitiveArray.of(field);
        if (primitiveArray != null) {
            return defaultsToNull ? CodeBlock.of("null") : CodeBlock.of("$N", primitiveArray.emptyConstant());
        }
        if (field.isArray()) {
            return defaultsToNull ? CodeBlock.of("null") : CodeBlock.of("new $T<>()", ARRAY_LIST);
        }
        if (field.isStruct()) {
            return defaultsToNull ? CodeBlock.of("null") : CodeBlock.of("new $T()", javaType());
        }
        return switch (field.type()) {
            case "string" -> defaultsToNull ? CodeBlock.of("null") : CodeBlock.of("$S", text == null ? "" : text);
            case "bytes" -> defaultsToNull ? CodeBlock.of("null")
                    : field.zeroCopy() ? CodeBlock.of("$T.EMPTY_BUFFER", UNPOOLED) : CodeBlock.of("new byte[0]");
            case "records" -> CodeBlock.of("null");
            case "uuid" -> uuid(text);
            case "bool" -> text == null ? null : CodeBlock.of("$L", text.toLowerCase(Locale.ROOT));
            case "float64" -> text == null ? null : CodeBlock.of("$L", Double.toString(Double.parseDouble(text)));
            case "int64", "uint32" -> text == null ? null : CodeBlock.of("$LL", text);
            default -> text == null ? null : CodeBlock.of("$L", text);
        };
    }

    /**
     * A UUID from the spec's default, Kafka's base64 form, or the zero UUID without one; the zero
     * UUID is kwire's shared {@code Uuids.ZERO}, which read returns too, so a new instance costs no
     * allocation for it.
     */
    private static CodeBlock uuid(String text) {
        if (text == null) {
            return CodeBlock.of("$T.ZERO", UUIDS);
        }
        ByteBuffer bytes = ByteBuffer.wrap(Base64.getUrlDecoder().decode(text));
        long mostSignificant = bytes.getLong();
        long leastSignificant = bytes.getLong();
        if ((mostSignificant | leastSignificant) == 0) {
            return CodeBlock.of("$T.ZERO", UUIDS);
        }
        return CodeBlock.of("new $T($LL, $LL)", UUID, mostSignificant, leastSignificant);
    }
}
