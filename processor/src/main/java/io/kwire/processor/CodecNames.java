package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.NameAllocator;
import java.util.List;
import java.util.Locale;

/**
 * The names of the private members a codec generates for each struct and each array field,
 * allocated together so that no two can clash, whatever the structs and fields are called.
 */
final class CodecNames {
    private static final List<String> STRUCT_MEMBERS =
            List.of("size", "write", "read", "isDefault", "default", "forEachBufferOf");
    private static final List<String> ARRAY_MEMBERS = List.of("size", "write", "read");

    private final NameAllocator allocator = new NameAllocator();

    CodecNames(MessageModel message) {
        for (StructModel struct : message.structs().values()) {
            for (String member : STRUCT_MEMBERS) {
                allocator.newName(member + struct.type().simpleName(), List.of(member, struct.type()));
            }
            allocator.newName("KNOWN_TAGS_" + struct.type().simpleName().toUpperCase(Locale.ROOT),
                    List.of("knownTags", struct.type()));
        }
        for (StructModel struct : message.structs().values()) {
            for (FieldModel field : struct.fields()) {
                String capitalized = Character.toUpperCase(field.name().charAt(0)) + field.name().substring(1);
                for (String member : ARRAY_MEMBERS) {
                    allocator.newName(member + struct.type().simpleName() + capitalized,
                            List.of(member, struct.type(), field.name()));
                }
            }
        }
    }

    String size(ClassName struct) {
        return allocator.get(List.of("size", struct));
    }

    String write(ClassName struct) {
        return allocator.get(List.of("write", struct));
    }

    String read(ClassName struct) {
        return allocator.get(List.of("read", struct));
    }

    String isDefault(ClassName struct) {
        return allocator.get(List.of("isDefault", struct));
    }

    String defaultValue(ClassName struct) {
        return allocator.get(List.of("default", struct));
    }

    String forEachBuffer(ClassName struct) {
        return allocator.get(List.of("forEachBufferOf", struct));
    }

    String knownTags(ClassName struct) {
        return allocator.get(List.of("knownTags", struct));
    }

    /** {@code operation} ("size", "write", "read") of the array in {@code field} of {@code struct}. */
    String array(String operation, ClassName struct, FieldModel field) {
        return allocator.get(List.of(operation, struct, field.name()));
    }
}
