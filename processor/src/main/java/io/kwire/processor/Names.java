package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;

/**
 * The run-time types generated code refers to, named without loading them, so that neither
 * Netty nor the codec runtime is on the annotation processor path.
 */
final class Names {
    static final String ANNOTATIONS = "io.kwire.annotations";
    static final String CODEC = "io.kwire.codec";
    static final String INTERNAL = "io.kwire.codec.internal";
    static final String WIRE = "io.kwire.codec.wire";

    static final String API_KEY = ANNOTATIONS + ".ApiKey";
    static final String VERSIONS = ANNOTATIONS + ".Versions";
    static final String FLEXIBLE = ANNOTATIONS + ".Flexible";
    static final String TAGGED = ANNOTATIONS + ".Tagged";
    static final String NULLABLE_VERSIONS = ANNOTATIONS + ".NullableVersions";
    static final String DEFAULT = ANNOTATIONS + ".Default";
    static final String IGNORABLE = ANNOTATIONS + ".Ignorable";
    static final String WIRE_TYPE = ANNOTATIONS + ".WireType";
    static final String VIEW = ANNOTATIONS + ".View";

    static final String BYTE_BUF_NAME = "io.netty.buffer.ByteBuf";
    static final String RAW_TAGGED_FIELD_NAME = CODEC + ".RawTaggedField";

    static final ClassName MESSAGE_TYPE = ClassName.get(ANNOTATIONS, "MessageType");
    static final ClassName BYTE_BUF = ClassName.get("io.netty.buffer", "ByteBuf");
    static final ClassName UNPOOLED = ClassName.get("io.netty.buffer", "Unpooled");
    static final ClassName RAW_TAGGED_FIELD = ClassName.get(CODEC, "RawTaggedField");
    static final ClassName ABSTRACT_MESSAGE_CODEC = ClassName.get(INTERNAL, "AbstractMessageCodec");
    static final ClassName ABSTRACT_API_MESSAGE_CODEC = ClassName.get(INTERNAL, "AbstractApiMessageCodec");
    static final ClassName FAILURES = ClassName.get(INTERNAL, "Failures");
    static final ClassName VALUES = ClassName.get(INTERNAL, "Values");
    static final ClassName READS = ClassName.get(INTERNAL, "Reads");
    static final ClassName WIRE_INPUT = ClassName.get(INTERNAL, "WireInput");
    static final ClassName PRIMITIVE_ARRAYS = ClassName.get(INTERNAL, "PrimitiveArrays");
    static final ClassName WRITES = ClassName.get(INTERNAL, "Writes");
    static final ClassName VARINTS = ClassName.get(WIRE, "Varints");
    static final ClassName STRINGS = ClassName.get(INTERNAL, "Strings");
    static final ClassName BYTES = ClassName.get(INTERNAL, "Bytes");
    static final ClassName ARRAY_LENGTHS = ClassName.get(INTERNAL, "ArrayLengths");
    static final ClassName TAGGED_FIELDS = ClassName.get(INTERNAL, "TaggedFields");
    static final ClassName STRUCT_VIEW = ClassName.get(INTERNAL, "StructView");
    static final ClassName MESSAGE_VIEW = ClassName.get(CODEC, "MessageView");
    static final ClassName SPLICES = ClassName.get(INTERNAL, "Splices");
    static final ClassName BYTE_BUF_ALLOCATOR = ClassName.get("io.netty.buffer", "ByteBufAllocator");
    static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
    static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
    static final ClassName STANDARD_CHARSETS = ClassName.get("java.nio.charset", "StandardCharsets");
    static final ClassName LIST = ClassName.get("java.util", "List");
    static final ParameterizedTypeName BUFFER_ACTION =
            ParameterizedTypeName.get(ClassName.get("java.util.function", "Consumer"), BYTE_BUF);
    static final ClassName API_CODECS = ClassName.get(CODEC, "ApiCodecs");
    static final ClassName API_REGISTRY = ClassName.get(CODEC, "ApiRegistry");

    private Names() {
    }
}
