package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Reads an annotated class, and every struct it reaches, into a {@link MessageModel}, reporting
 * every problem it finds on the narrowest element.
 */
final class ModelReader {
    private final Annotations annotations;
    private final AccessFinder accessFinder;
    private final Reporter reporter;
    private final TypeMapper typeMapper = new TypeMapper();
    private final DefaultParser defaultParser = new DefaultParser();

    private final SourceTypes sources;

    ModelReader(Annotations annotations, AccessFinder accessFinder, Reporter reporter, SourceTypes sources) {
        this.annotations = annotations;
        this.accessFinder = accessFinder;
        this.reporter = reporter;
        this.sources = sources;
    }

    /**
     * The message's model; or, without one, whether it uses a type that does not exist yet, had
     * errors (all of them reported), or is a removed API.
     */
    ReadResult read(TypeElement type) {
        reporter.startType();
        VersionRange versions = classVersions(type);
        VersionRange flexible = rangeOf(type, Names.FLEXIBLE, VersionRange.NONE);
        int apiKey = -1;
        boolean request = false;
        boolean primary = false;
        AnnotationMirror apiKeyMirror = Annotations.find(type, Names.API_KEY);
        if (apiKeyMirror != null) {
            AnnotationValue value = annotations.value(apiKeyMirror, "value");
            apiKey = ((Number) value.getValue()).intValue();
            if (apiKey < 0) {
                reporter.report(Diagnostic.INVALID_API_KEY, type, apiKeyMirror, value, apiKey);
            }
            request = annotations.value(apiKeyMirror, "type").getValue().toString().equals("REQUEST");
            primary = (Boolean) annotations.value(apiKeyMirror, "primary").getValue();
        }
        // Go on after a class-level problem, so that every problem of the type is reported at once;
        // without valid versions, fields are checked against all versions.
        VersionRange known = versions == null ? VersionRange.ALL : versions;
        VersionRange knownFlexible = flexible == null ? VersionRange.NONE : flexible.intersect(known);
        Message message = new Message(ClassName.get(type), known, knownFlexible, accessFinder.packageOf(type));
        readStruct(type, type, message);
        if (message.unresolved) {
            return new ReadResult.Unresolved();
        }
        if (reporter.hadErrors()) {
            return new ReadResult.Failed();
        }
        if (versions.isEmpty()) {
            return new ReadResult.Removed();
        }
        return new ReadResult.Read(new MessageModel(type, message.type, versions, message.flexible, apiKey, request,
                primary, exported(type), message.structs));
    }

    /** Whether {@code type} and every class it is nested in are public. */
    private static boolean exported(TypeElement type) {
        for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
            if (!e.getModifiers().contains(Modifier.PUBLIC)) {
                return false;
            }
        }
        return true;
    }

    private VersionRange classVersions(TypeElement type) {
        AnnotationMirror mirror = Annotations.find(type, Names.VERSIONS);
        if (mirror == null) {
            reporter.report(Diagnostic.MISSING_VERSIONS, type, type.getSimpleName());
            return null;
        }
        VersionRange range = rangeOf(type, Names.VERSIONS, null);
        if (range != null && range.isEmpty()) {
            if (Annotations.find(type, Names.API_KEY) != null) {
                // An API Kafka has removed, as its specs say with "validVersions": "none": the class
                // stands for it, and gets no codec.
                return range;
            }
            reporter.report(Diagnostic.EMPTY_MESSAGE_VERSIONS, type, mirror, null, type.getSimpleName());
            return null;
        }
        if (range != null && range.highest() == Short.MAX_VALUE) {
            reporter.report(Diagnostic.OPEN_MESSAGE_VERSIONS, type, mirror, null, type.getSimpleName(), range);
            return null;
        }
        return range;
    }

    /** The range in the element's annotation, {@code absent} without it, null if malformed (reported). */
    private VersionRange rangeOf(Element element, String annotation, VersionRange absent) {
        return rangeOf(element, annotation, "value", absent);
    }

    private VersionRange rangeOf(Element element, String annotation, String attribute, VersionRange absent) {
        AnnotationMirror mirror = Annotations.find(element, annotation);
        if (mirror == null) {
            return absent;
        }
        AnnotationValue value = annotations.value(mirror, attribute);
        String text = (String) value.getValue();
        if (text.isEmpty() && absent != null) {
            return absent;
        }
        try {
            return VersionRange.parse(text);
        } catch (IllegalArgumentException e) {
            reporter.report(Diagnostic.MALFORMED_VERSIONS, element, mirror, value, e.getMessage());
            return null;
        }
    }

    /** Reads a struct; class-level problems are reported on {@code reportOn}. */
    private void readStruct(TypeElement type, Element reportOn, Message message) {
        ClassName name = ClassName.get(type);
        String displayName = String.join(".", name.simpleNames());
        message.structs.put(name, null);
        int errorsBefore = reporter.errorCount();
        checkClass(type, reportOn, message.codecPackage);
        boolean library = reportOn != type;
        if (library && reporter.errorCount() > errorsBefore) {
            // One error about a class the user cannot change is enough.
            return;
        }
        boolean redirected = library
                && reporter.redirect(reportOn, "in " + type.getQualifiedName() + ", used by this field");
        try {
            readFields(type, name, displayName, message);
        } finally {
            if (redirected) {
                reporter.endRedirect();
            }
        }
    }

    private void readFields(TypeElement type, ClassName name, String displayName, Message message) {
        List<FieldModel> fields = new ArrayList<>();
        Access unknownTaggedFields = null;
        Map<Integer, String> tags = new HashMap<>();
        for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            if (field.getModifiers().contains(Modifier.STATIC) || field.getModifiers().contains(Modifier.TRANSIENT)) {
                continue;
            }
            String fieldName = field.getSimpleName().toString();
            TypeMapper.Result mapped = typeMapper.map(field.asType(), wireType(field), fieldName);
            if (mapped.unresolved()) {
                // Not yet generated, or missing: javac reports it if it never appears.
                message.unresolved = true;
                continue;
            }
            if (mapped.problem() != null) {
                reporter.report(mapped.problem(), field, mapped.problemArgs());
                continue;
            }
            Access access = accessFinder.find(field, type, message.codecPackage);
            if (mapped.unknownTaggedFields()) {
                if (unknownTaggedFields != null) {
                    reporter.report(Diagnostic.DUPLICATE_UNKNOWN_TAGGED_FIELDS, field, displayName,
                            unknownTaggedFields.field() != null ? unknownTaggedFields.field()
                                    : unknownTaggedFields.getter());
                } else if (access != null) {
                    unknownTaggedFields = access;
                }
                continue;
            }
            FieldModel model = readField(field, displayName + "." + fieldName, mapped.type(), message, tags, access);
            if (model != null) {
                fields.add(model);
            }
            if (mapped.type() instanceof FieldType.Struct struct) {
                readReferencedStruct(struct, field, message);
            } else if (mapped.type() instanceof FieldType.ListOf list && list.element() instanceof FieldType.Struct struct) {
                readReferencedStruct(struct, field, message);
            }
        }
        message.structs.put(name, new StructModel(type, name, displayName, List.copyOf(fields), unknownTaggedFields));
    }

    private void readReferencedStruct(FieldType.Struct struct, VariableElement field, Message message) {
        if (message.structs.containsKey(struct.type())) {
            return;
        }
        TypeElement element = (TypeElement) ((DeclaredType) typeOfStruct(field)).asElement();
        // A problem with a class compiled elsewhere (a library's) has no line of its own to show:
        // it is reported on the field that uses the class.
        readStruct(element, sources.contains(element) ? element : field, message);
    }

    private static TypeMirror typeOfStruct(VariableElement field) {
        TypeMirror type = field.asType();
        if (type instanceof DeclaredType declared && !declared.getTypeArguments().isEmpty()) {
            return declared.getTypeArguments().get(0);
        }
        return type;
    }

    private void checkClass(TypeElement type, Element reportOn, String codecPackage) {
        if (type.getKind() != ElementKind.CLASS || type.getModifiers().contains(Modifier.ABSTRACT)) {
            reporter.report(Diagnostic.NOT_A_CLASS, reportOn, type.getSimpleName());
            return;
        }
        if (type.getNestingKind() == NestingKind.MEMBER && !type.getModifiers().contains(Modifier.STATIC)) {
            reporter.report(Diagnostic.NON_STATIC_NESTED_CLASS, reportOn, type.getSimpleName());
        }
        for (Element enclosing = type; enclosing instanceof TypeElement;
                enclosing = enclosing.getEnclosingElement()) {
            if (!accessFinder.isVisible(enclosing, codecPackage)) {
                reporter.report(Diagnostic.INACCESSIBLE_TYPE, reportOn, enclosing.getSimpleName());
                return;
            }
        }
        boolean hasConstructor = false;
        for (ExecutableElement constructor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            if (constructor.getParameters().isEmpty() && accessFinder.isVisible(constructor, codecPackage)) {
                hasConstructor = true;
            }
        }
        if (!hasConstructor) {
            reporter.report(Diagnostic.MISSING_NO_ARG_CONSTRUCTOR, reportOn, type.getSimpleName());
        }
        if (type.getSuperclass() instanceof DeclaredType superclass) {
            TypeElement parent = (TypeElement) superclass.asElement();
            boolean hasFields = ElementFilter.fieldsIn(parent.getEnclosedElements()).stream()
                    .anyMatch(field -> !field.getModifiers().contains(Modifier.STATIC));
            if (hasFields) {
                reporter.report(Diagnostic.INHERITED_FIELDS, reportOn, type.getSimpleName(), parent.getSimpleName(),
                        type.getSimpleName());
            }
        }
    }

    private String wireType(VariableElement field) {
        AnnotationMirror mirror = Annotations.find(field, Names.WIRE_TYPE);
        return mirror == null ? null : annotations.value(mirror, "value").getValue().toString();
    }

    private FieldModel readField(VariableElement field, String qualifiedName, FieldType type, Message message,
            Map<Integer, String> tags, Access access) {
        String name = field.getSimpleName().toString();
        VersionRange declared = rangeOf(field, Names.VERSIONS, message.versions);
        VersionRange nullable = rangeOf(field, Names.NULLABLE_VERSIONS, VersionRange.NONE);
        VersionRange fieldFlexible = rangeOf(field, Names.FLEXIBLE, VersionRange.ALL);
        if (declared == null || nullable == null || fieldFlexible == null) {
            return null;
        }
        VersionRange versions = declared.intersect(message.versions);
        if (versions.isEmpty()) {
            reporter.report(Diagnostic.FIELD_NEVER_ON_WIRE, field, Annotations.find(field, Names.VERSIONS), null,
                    name, declared, message.type.simpleName(), message.versions);
        }
        boolean ok = true;
        if (!nullable.isEmpty() && !type.isReference() || !nullable.isEmpty() && type instanceof FieldType.Uuid) {
            reporter.report(Diagnostic.NULLABLE_NOT_ALLOWED, field, Annotations.find(field, Names.NULLABLE_VERSIONS),
                    null, name, describe(type));
            ok = false;
        }
        AnnotationMirror flexibleMirror = Annotations.find(field, Names.FLEXIBLE);
        if (flexibleMirror != null && !hasLengthPrefix(type)) {
            reporter.report(Diagnostic.FLEXIBLE_NOT_APPLICABLE, field, flexibleMirror, null, name, describe(type));
            ok = false;
        }
        int tag = -1;
        VersionRange tagged = VersionRange.NONE;
        AnnotationMirror taggedMirror = Annotations.find(field, Names.TAGGED);
        if (taggedMirror != null && !versions.isEmpty()) {
            AnnotationValue tagValue = annotations.value(taggedMirror, "tag");
            tag = (Integer) tagValue.getValue();
            VersionRange declaredTagged = rangeOf(field, Names.TAGGED, "versions", VersionRange.ALL);
            if (declaredTagged == null) {
                return null;
            }
            tagged = taggedVersions(declaredTagged, versions, message);
            ok &= checkTag(field, taggedMirror, tagValue, tag, tags, name)
                    & checkTaggedVersions(field, taggedMirror, name, declaredTagged, tagged, versions, message);
        }
        DefaultValue defaultValue = defaultValue(field, type, nullable, versions, name);
        if (!ok || defaultValue == null || access == null) {
            return null;
        }
        VersionRange compact = message.flexible.intersect(fieldFlexible);
        boolean ignorable = Annotations.find(field, Names.IGNORABLE) != null;
        return new FieldModel(field, name, qualifiedName, type, versions, nullable, compact, tagged, tag,
                defaultValue, ignorable, access);
    }

    private static VersionRange taggedVersions(VersionRange declared, VersionRange versions, Message message) {
        if (declared.equals(VersionRange.ALL)) {
            return versions.intersect(message.flexible);
        }
        return declared.intersect(message.versions);
    }

    private boolean checkTag(VariableElement field, AnnotationMirror mirror, AnnotationValue value, int tag,
            Map<Integer, String> tags, String name) {
        if (tag < 0) {
            reporter.report(Diagnostic.INVALID_TAG, field, mirror, value, tag);
            return false;
        }
        String previous = tags.putIfAbsent(tag, name);
        if (previous != null) {
            reporter.report(Diagnostic.DUPLICATE_TAG, field, mirror, value, tag, previous);
            return false;
        }
        return true;
    }

    private boolean checkTaggedVersions(VariableElement field, AnnotationMirror mirror, String name,
            VersionRange declared, VersionRange tagged, VersionRange versions, Message message) {
        VersionRange wanted = declared.equals(VersionRange.ALL) ? versions : declared.intersect(message.versions);
        if (tagged.isEmpty() || !message.flexible.covers(wanted)) {
            reporter.report(Diagnostic.TAG_IN_NON_FLEXIBLE_VERSIONS, field, mirror, null, name,
                    declared.equals(VersionRange.ALL) ? versions : declared, message.flexible);
            return false;
        }
        if (!versions.covers(tagged) || tagged.highest() != versions.highest()) {
            reporter.report(Diagnostic.INVALID_TAGGED_VERSIONS, field, mirror, null, name, declared, versions);
            return false;
        }
        return true;
    }

    private DefaultValue defaultValue(VariableElement field, FieldType type, VersionRange nullable,
            VersionRange versions, String name) {
        AnnotationMirror mirror = Annotations.find(field, Names.DEFAULT);
        if (mirror == null) {
            return DefaultValue.implied();
        }
        AnnotationValue value = annotations.value(mirror, "value");
        String text = (String) value.getValue();
        try {
            DefaultValue parsed = defaultParser.parse(text, type);
            if (parsed.isNull() && !nullable.covers(versions)) {
                throw new DefaultParser.InvalidDefault("is null, but the field is not nullable in all of its versions ("
                        + versions + "); add @NullableVersions(\"" + versions + "\") or another default");
            }
            return parsed;
        } catch (DefaultParser.InvalidDefault e) {
            reporter.report(Diagnostic.INVALID_DEFAULT, field, mirror, value, text, name, e.getMessage());
            return null;
        }
    }

    private static boolean hasLengthPrefix(FieldType type) {
        return type instanceof FieldType.Text || type instanceof FieldType.Bytes || type instanceof FieldType.ListOf
                || type instanceof FieldType.PrimitiveArray;
    }

    /** The wire type, with its article: "an int32", "a uuid". */
    private static String describe(FieldType type) {
        String name = type instanceof FieldType.Number number ? number.primitive().wireName()
                : type instanceof FieldType.Uuid ? "uuid" : "struct";
        return (name.startsWith("int") ? "an " : "a ") + name;
    }

    /** What reading one message needs to know of it. */
    private static final class Message {
        final ClassName type;
        final VersionRange versions;
        final VersionRange flexible;
        final String codecPackage;
        final Map<ClassName, StructModel> structs = new LinkedHashMap<>();
        boolean unresolved;

        Message(ClassName type, VersionRange versions, VersionRange flexible, String codecPackage) {
            this.type = type;
            this.versions = versions;
            this.flexible = flexible;
            this.codecPackage = codecPackage;
        }
    }
}
