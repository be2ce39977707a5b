package io.kwire.kafka;

import io.kwire.testkit.specs.VersionRange;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * What a compiled kwire class says of its message, in the words of Kafka's specs: the class's
 * {@code apiKey}, {@code type}, {@code validVersions} and {@code flexibleVersions}, and for each
 * field its spec {@code type}, {@code versions}, {@code nullableVersions}, {@code flexibleVersions},
 * {@code tag}, {@code taggedVersions}, {@code default} and {@code ignorable}, read from the field's
 * Java type and kwire annotations as kwire's contract gives them meaning.
 */
final class ClassProperties {
    static final String UNKNOWN_TAGGED_FIELDS = "unknownTaggedFields";
    /** The value of {@code flexibleVersions} for a field without its own: the message's apply. */
    static final String MESSAGE_FLEXIBLE = "(the message's)";
    /** The value of {@code default} for a field without one. */
    static final String NO_DEFAULT = "(none)";

    private final Elements elements;

    ClassProperties(Elements elements) {
        this.elements = elements;
    }

    /** The message-level properties of a message class. */
    Map<String, String> ofMessage(TypeElement type) {
        Map<String, String> properties = new LinkedHashMap<>();
        AnnotationMirror apiKey = annotation(type, "ApiKey");
        properties.put("apiKey", apiKey == null ? "none" : value(apiKey, "value"));
        properties.put("type", apiKey == null ? "header or data" : value(apiKey, "type").toLowerCase(Locale.ROOT));
        properties.put("validVersions", range(type, "Versions", "value", "(no @Versions)"));
        properties.put("flexibleVersions", range(type, "Flexible", "value", "none"));
        return properties;
    }

    /**
     * Each field of a message or struct class by name, in declaration order, but the unknown tagged
     * fields and the static ones (constants such as a shared empty array, which are not on the wire).
     */
    Map<String, Map<String, String>> ofFields(TypeElement type, String messageFlexible) {
        Map<String, Map<String, String>> fields = new LinkedHashMap<>();
        for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            if (!field.getSimpleName().contentEquals(UNKNOWN_TAGGED_FIELDS)
                    && !field.getModifiers().contains(Modifier.STATIC)) {
                fields.put(field.getSimpleName().toString(), ofField(field, messageFlexible));
            }
        }
        return fields;
    }

    private Map<String, String> ofField(VariableElement field, String messageFlexible) {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("type", specType(field));
        String versions = range(field, "Versions", "value", "0+");
        properties.put("versions", versions);
        properties.put("nullableVersions", range(field, "NullableVersions", "value", "none"));
        properties.put("flexibleVersions", range(field, "Flexible", "value", MESSAGE_FLEXIBLE));
        AnnotationMirror tagged = annotation(field, "Tagged");
        properties.put("tag", tagged == null ? "none" : value(tagged, "tag"));
        String taggedVersions = tagged == null ? "none" : value(tagged, "versions");
        if (taggedVersions.isEmpty()) {
            // The contract's default: the field's versions that are flexible.
            taggedVersions = VersionRange.parse(versions).intersect(VersionRange.parse(messageFlexible)).toString();
        }
        properties.put("taggedVersions", tagged == null ? "none" : VersionRange.parse(taggedVersions).toString());
        AnnotationMirror defaultValue = annotation(field, "Default");
        properties.put("default", defaultValue == null ? NO_DEFAULT : value(defaultValue, "value"));
        properties.put("ignorable", Boolean.toString(annotation(field, "Ignorable") != null));
        return properties;
    }

    /** The spec type a field's Java type and {@code @WireType} stand for, as kwire's contract maps them. */
    private String specType(VariableElement field) {
        AnnotationMirror wireType = annotation(field, "WireType");
        String wire = wireType == null ? "" : value(wireType, "value");
        TypeMirror type = field.asType();
        return switch (type.getKind()) {
            case BOOLEAN -> "bool";
            case BYTE -> "int8";
            case SHORT -> "int16";
            case INT -> wire.equals("UINT16") ? "uint16" : "int32";
            case LONG -> wire.equals("UINT32") ? "uint32" : "int64";
            case DOUBLE -> "float64";
            case ARRAY -> switch (type.toString()) {
                case "byte[]" -> "bytes";
                case "short[]" -> "[]int16";
                case "int[]" -> "[]int32";
                case "long[]" -> "[]int64";
                default -> "[]" + type;
            };
            case DECLARED -> declared((DeclaredType) type, wire);
            default -> type.toString();
        };
    }

    private static String declared(DeclaredType type, String wire) {
        String name = ((TypeElement) type.asElement()).getQualifiedName().toString();
        return switch (name) {
            case "io.netty.buffer.ByteBuf" -> wire.equals("RECORDS") ? "records" : "bytes, zeroCopy";
            case "java.util.List" -> "[]" + element(type.getTypeArguments().get(0));
            default -> element(type);
        };
    }

    private static String element(TypeMirror type) {
        TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
        return switch (element.getQualifiedName().toString()) {
            case "java.lang.Boolean" -> "bool";
            case "java.lang.Byte" -> "int8";
            case "java.lang.Short" -> "int16";
            case "java.lang.Integer" -> "int32";
            case "java.lang.Long" -> "int64";
            case "java.lang.Double" -> "float64";
            case "java.lang.String" -> "string";
            case "java.util.UUID" -> "uuid";
            default -> element.getSimpleName().toString();
        };
    }

    /** A version range annotation's value as the specs write it, {@code absent} without the annotation. */
    private String range(Element element, String annotation, String attribute, String absent) {
        AnnotationMirror mirror = annotation(element, annotation);
        return mirror == null ? absent : VersionRange.parse(value(mirror, attribute)).toString();
    }

    private static AnnotationMirror annotation(Element element, String simpleName) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (mirror.getAnnotationType().toString().equals("io.kwire.annotations." + simpleName)) {
                return mirror;
            }
        }
        return null;
    }

    /** An attribute's value, its default included; an enum constant by its name. */
    private String value(AnnotationMirror mirror, String attribute) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
                : elements.getElementValuesWithDefaults(mirror).entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(attribute)) {
                Object value = entry.getValue().getValue();
                return value instanceof VariableElement constant ? constant.getSimpleName().toString()
                        : value.toString();
            }
        }
        throw new IllegalArgumentException(mirror + " has no attribute " + attribute);
    }
}
