package io.kwire.testkit.converter;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.kwire.testkit.specs.MessageSpec;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The kwire class of one Kafka message spec: a public class named like the spec with the spec's
 * {@code apiKey}, {@code type}, {@code validVersions} and {@code flexibleVersions} as annotations,
 * its fields in the spec's order, and each struct (a common struct too) as a static nested class,
 * as Kafka's generated classes nest theirs. Every class keeps unknown tagged fields, as Kafka's do.
 */
final class MessageClass {
    /** The package of the converted classes. */
    static final String PACKAGE = "io.kwire.kafka";

    private static final String ANNOTATIONS = "io.kwire.annotations";
    private static final ClassName API_KEY = ClassName.get(ANNOTATIONS, "ApiKey");
    private static final ClassName MESSAGE_TYPE = ClassName.get(ANNOTATIONS, "MessageType");
    private static final ClassName VERSIONS = ClassName.get(ANNOTATIONS, "Versions");
    private static final ClassName FLEXIBLE = ClassName.get(ANNOTATIONS, "Flexible");
    private static final ClassName RAW_TAGGED_FIELD = ClassName.get("io.kwire.codec", "RawTaggedField");

    private final MessageSpec spec;
    private final String kafkaVersion;
    private final ClassName message;

    /** {@code kafkaVersion}: the version of the kafka-clients jar the spec comes from, for the Javadoc. */
    MessageClass(MessageSpec spec, String kafkaVersion) {
        this.spec = spec;
        this.kafkaVersion = kafkaVersion;
        this.message = ClassName.get(PACKAGE, spec.name());
    }

    JavaFile file() {
        TypeSpec.Builder type = TypeSpec.classBuilder(message)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("$L", classJavadoc())
                .addAnnotations(classAnnotations());
        emptyArrays(spec.fields()).forEach(kind -> type.addField(kind.emptyArray()));
        addFields(type, spec.fields());
        for (Struct struct : structs().values()) {
            TypeSpec.Builder nested = TypeSpec.classBuilder(message.nestedClass(struct.name))
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                    .addJavadoc("$L", struct.javadoc());
            addFields(nested, struct.fields);
            type.addType(nested.build());
        }
        return JavaFile.builder(PACKAGE, type.build())
                .addFileComment("Converted from $L of kafka-clients $L\n", resource(), kafkaVersion)
                .addFileComment("by $L. Do not edit: change the converter\n", SpecConverter.class.getName())
                .addFileComment("and run it again (see docs/kafka-module.md).")
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }

    private String resource() {
        return "common/message/" + spec.name() + ".json";
    }

    private List<AnnotationSpec> classAnnotations() {
        List<AnnotationSpec> annotations = new ArrayList<>();
        if (spec.apiKey() >= 0) {
            // One member holding both keeps the annotation on one line, as a person writes it.
            annotations.add(AnnotationSpec.builder(API_KEY)
                    .addMember("value", "value = $L, type = $T.$L", spec.apiKey(), MESSAGE_TYPE,
                            spec.type().toUpperCase(Locale.ROOT))
                    .build());
        }
        annotations.add(AnnotationSpec.builder(VERSIONS).addMember("value", "$S", spec.validVersions().toString())
                .build());
        if (!spec.flexibleVersions().isEmpty()) {
            annotations.add(AnnotationSpec.builder(FLEXIBLE)
                    .addMember("value", "$S", spec.flexibleVersions().toString()).build());
        }
        return annotations;
    }

    private String classJavadoc() {
        List<String> paragraphs = new ArrayList<>();
        paragraphs.add(summary());
        paragraphs.addAll(Javadocs.paragraphsOf(spec.comments()));
        if (!spec.listeners().isEmpty()) {
            paragraphs.add("Served by Kafka's listeners: " + String.join(", ", spec.listeners()) + ".");
        }
        if (spec.latestVersionUnstable()) {
            paragraphs.add("Kafka marks the newest version, " + spec.validVersions().highest()
                    + ", unstable: brokers offer it only when configured to.");
        }
        paragraphs.add("Converted from " + resource() + " of kafka-clients " + kafkaVersion + ".");
        return Javadocs.paragraphs(paragraphs);
    }

    private String summary() {
        String flexible = spec.flexibleVersions().isEmpty() ? "none flexible" : "flexible " + spec.flexibleVersions();
        String versions = "versions " + spec.validVersions() + ", " + flexible + ".";
        return switch (spec.type()) {
            case "request", "response" -> spec.isRemoved()
                    ? "Kafka's " + spec.name() + ", API key " + spec.apiKey() + ": removed from Kafka, which has no"
                            + " version of it left, so it gets no codec."
                    : "Kafka's " + spec.name() + ", API key " + spec.apiKey() + ": " + versions;
            case "header" -> "Kafka's " + spec.name() + ", a header: " + versions;
            default -> "Kafka's " + spec.name() + ", a message that is not an API's (Kafka stores or embeds it): "
                    + versions;
        };
    }

    private void addFields(TypeSpec.Builder type, List<io.kwire.testkit.specs.FieldSpec> fields) {
        for (io.kwire.testkit.specs.FieldSpec field : fields) {
            type.addField(new FieldDeclaration(field, message).declaration());
        }
        if (!spec.isRemoved()) {
            type.addField(FieldSpec.builder(ParameterizedTypeName.get(ClassName.get(List.class), RAW_TAGGED_FIELD),
                            "unknownTaggedFields", Modifier.PUBLIC)
                    .addJavadoc("Tagged fields this class does not know, kept so that nothing is lost.\n")
                    .initializer("$T.of()", ClassName.get(List.class))
                    .build());
        }
    }

    /** The kinds of unboxed array that some field of the message, or of a struct in it, defaults to empty. */
    private static Set<PrimitiveArray> emptyArrays(List<io.kwire.testkit.specs.FieldSpec> fields) {
        Set<PrimitiveArray> kinds = EnumSet.noneOf(PrimitiveArray.class);
        for (io.kwire.testkit.specs.FieldSpec field : fields) {
            PrimitiveArray kind = PrimitiveArray.of(field);
            if (kind != null && !"null".equals(field.defaultValue())) {
                kinds.add(kind);
            }
            kinds.addAll(emptyArrays(field.fields()));
        }
        return kinds;
    }

    /** Every struct of the message, in the order the spec first names them, depth first. */
    private Map<String, Struct> structs() {
        Map<String, Struct> structs = new LinkedHashMap<>();
        collect(spec.fields(), structs);
        return structs;
    }

    private void collect(List<io.kwire.testkit.specs.FieldSpec> fields, Map<String, Struct> structs) {
        for (io.kwire.testkit.specs.FieldSpec field : fields) {
            if (field.isStruct() || field.isStructArray()) {
                Struct struct = structs.get(field.structName());
                if (struct == null) {
                    struct = new Struct(field.structName(), field.fields(),
                            spec.commonStructs().contains(field.structName()), field.about(), new ArrayList<>());
                    structs.put(struct.name, struct);
                    collect(field.fields(), structs);
                }
                struct.users.add(field.name());
            }
        }
    }

    /** A struct, with the fields that hold it. */
    private record Struct(String name, List<io.kwire.testkit.specs.FieldSpec> fields, boolean common,
            String firstAbout, List<String> users) {
        String javadoc() {
            if (common) {
                return Javadocs.of("A struct the spec declares once for several fields (a common struct), held by "
                        + String.join(", ", users) + ".");
            }
            return Javadocs.of(firstAbout.isBlank() ? "The struct of " + users.get(0) + "." : firstAbout);
        }
    }
}
