package io.kwire.processor;

import javax.tools.Diagnostic.Kind;

/** Every diagnostic the processor reports, each with a stable key a user can search for. */
enum Diagnostic {
    MALFORMED_VERSIONS(Kind.ERROR, "MalformedVersions",
            "%s: write N, N+, N-M or none, such as \"2-7\" or \"5+\""),
    EMPTY_MESSAGE_VERSIONS(Kind.ERROR, "EmptyMessageVersions",
            "%s has @Versions(\"none\"); give the versions the message is valid in, such as \"0-3\" (only an"
                    + " @ApiKey class, an API Kafka has removed, may have none)"),
    OPEN_MESSAGE_VERSIONS(Kind.ERROR, "OpenMessageVersions",
            "%s has @Versions(\"%s\"); a message's versions end at its newest, such as \"0-3\""),
    MISSING_VERSIONS(Kind.ERROR, "MissingVersions",
            "%s has @ApiKey but no @Versions; add @Versions with the message's valid versions, such as @Versions(\"0-3\")"),
    /** As {@link #MISSING_VERSIONS}, the same mistake: an annotation only a message takes, on a class that is not one. */
    VIEW_WITHOUT_VERSIONS(Kind.ERROR, "MissingVersions",
            "%s has @View but no @Versions, so it gets no view; a message (a @Versions class) gets one, with a view"
                    + " of each struct it holds inside: add @Versions with the message's valid versions, or take"
                    + " @View off"),
    INVALID_API_KEY(Kind.ERROR, "InvalidApiKey", "API key %d is negative; API keys are 0 to 32767"),
    NOT_A_CLASS(Kind.ERROR, "NotAClass",
            "%s is not a concrete class; kwire codecs need a class with fields and a no-argument constructor"),
    INHERITED_FIELDS(Kind.ERROR, "InheritedFields",
            "%s extends %s, which declares fields; kwire encodes only a class's own fields, so declare them"
                    + " in %s or drop the superclass"),
    NON_STATIC_NESTED_CLASS(Kind.ERROR, "NonStaticNestedClass",
            "%s is an inner class; declare it static so a codec can create it"),
    INACCESSIBLE_TYPE(Kind.ERROR, "InaccessibleType",
            "%s is private; make it package-private or public so its codec can use it"),
    MISSING_NO_ARG_CONSTRUCTOR(Kind.ERROR, "MissingNoArgConstructor",
            "%s has no accessible no-argument constructor; add one"),
    UNSUPPORTED_TYPE(Kind.ERROR, "UnsupportedType",
            "field '%s' has type %s, which kwire cannot encode; use byte, short, int, long, double, boolean,"
                    + " String, byte[], ByteBuf, UUID, List<E> (E: a boxed primitive, String, UUID or a class of"
                    + " your own), int[], long[], short[], or a class of your own"),
    WIRE_TYPE_MISMATCH(Kind.ERROR, "WireTypeMismatch",
            "@WireType(%s) needs a field of type %s, but '%s' is %s; change the field's type or the wire type"),
    UNREADABLE_FIELD(Kind.ERROR, "UnreadableField",
            "field '%s' is not accessible to the generated codec and has no accessible getter %s(); make the field"
                    + " non-private or add the getter"),
    UNWRITABLE_FIELD(Kind.ERROR, "UnwritableField",
            "field '%s' cannot be set by the generated codec and has no accessible setter %s(%s); make the field"
                    + " non-private and non-final or add the setter"),
    NULLABLE_NOT_ALLOWED(Kind.ERROR, "NullableNotAllowed",
            "field '%s' is %s, which cannot be null on the wire; remove @NullableVersions"),
    FLEXIBLE_NOT_APPLICABLE(Kind.ERROR, "FlexibleNotApplicable",
            "field '%s' is %s, whose encoding does not change in flexible versions; remove @Flexible"),
    INVALID_TAG(Kind.ERROR, "InvalidTag", "tag %d is negative; tags are 0 or more"),
    DUPLICATE_TAG(Kind.ERROR, "DuplicateTag", "tag %d is already used by field '%s'; give each tagged field its own tag"),
    TAG_IN_NON_FLEXIBLE_VERSIONS(Kind.ERROR, "TagInNonFlexibleVersions",
            "field '%s' is tagged in versions %s, but the message is flexible only in versions %s; tagged fields"
                    + " exist only in flexible versions"),
    INVALID_TAGGED_VERSIONS(Kind.ERROR, "InvalidTaggedVersions",
            "field '%s' is tagged in versions %s, which must be the open-ended tail of its versions %s"),
    INVALID_DEFAULT(Kind.ERROR, "InvalidDefault", "default \"%s\" of field '%s' %s"),
    DUPLICATE_UNKNOWN_TAGGED_FIELDS(Kind.ERROR, "DuplicateUnknownTaggedFields",
            "%s already keeps unknown tagged fields in '%s'; keep one List<RawTaggedField> per class"),
    FIELD_NEVER_ON_WIRE(Kind.WARNING, "FieldNeverOnWire",
            "field '%s' has versions %s, none of which %s has (%s): it is never on the wire and always reads as its"
                    + " default"),
    CODEC_NAME_CLASH(Kind.ERROR, "CodecNameClash",
            "%s's codec would be named %s, like the codec of %s; rename one of the classes"),
    CODEC_NAME_TAKEN(Kind.ERROR, "CodecNameClash",
            "%s's codec would be named %s, which is a class of your own; rename one of the two classes"),
    VIEW_NAME_CLASH(Kind.ERROR, "ViewNameClash",
            "%s's view would be named %s, which is a class of your own; rename one of the two classes, or ask for no"
                    + " view of %s"),
    AMBIGUOUS_API_CLASS(Kind.WARNING, "AmbiguousApiClass",
            "KwireApis of package %s leaves out the %s, which %s all are; mark the one it uses"
                    + " @ApiKey(..., primary = true)"),
    CONFLICTING_PRIMARY(Kind.ERROR, "ConflictingPrimary",
            "KwireApis of package %s uses one class for the %s, but %s are all marked primary; keep"
                    + " primary = true on one of them"),
    DISJOINT_API_VERSIONS(Kind.ERROR, "DisjointApiVersions",
            "%s (versions %s) and %s (versions %s) are the request and response of API %d but share no version"),
    LATE_API_MESSAGE(Kind.ERROR, "LateApiMessage",
            "%s reached kwire in a later annotation processing round than the other API messages of package %s,"
                    + " whose KwireApis is already written; generate it in the same round as they are, or move it"
                    + " to another package"),
    REGISTRY_NAME_CLASH(Kind.ERROR, "RegistryNameClash",
            "%s is the name of the registry kwire generates for this package's API messages; rename the class"),
    INTERNAL_ERROR(Kind.ERROR, "InternalError",
            "kwire failed on %s; please report this with the stack trace:%n%s");

    private final Kind kind;
    private final String key;
    private final String format;

    Diagnostic(Kind kind, String key, String format) {
        this.kind = kind;
        this.key = key;
        this.format = format;
    }

    Kind kind() {
        return kind;
    }

    /** The stable key, as in {@code [kwire/Key]}. */
    String key() {
        return key;
    }

    /** The text shown to the user: {@code [kwire/Key] message}. */
    String format(Object... args) {
        return "[kwire/" + key + "] " + String.format(format, args);
    }
}
