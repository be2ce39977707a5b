package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.NameAllocator;
import java.util.HashMap;
import java.util.Map;

/** The names of the private methods a codec generates for each struct and each array field. */
final class CodecNames {
    private final Map<ClassName, String> suffixes = new HashMap<>();

    CodecNames(MessageModel message) {
        NameAllocator allocator = new NameAllocator();
        for (ClassName struct : message.structs().keySet()) {
            suffixes.put(struct, allocator.newName(struct.simpleName(), struct));
        }
    }

    String size(ClassName struct) {
        return "size" + suffixes.get(struct);
    }

    String write(ClassName struct) {
        return "write" + suffixes.get(struct);
    }

    String read(ClassName struct) {
        return "read" + suffixes.get(struct);
    }

    String isDefault(ClassName struct) {
        return "isDefault" + suffixes.get(struct);
    }

    String defaultValue(ClassName struct) {
        return "default" + suffixes.get(struct);
    }

    String retain(ClassName struct) {
        return "retainBuffersOf" + suffixes.get(struct);
    }

    String knownTags(ClassName struct) {
        return "KNOWN_TAGS_" + suffixes.get(struct).toUpperCase(java.util.Locale.ROOT);
    }

    /** {@code operation} ("size", "write", "read") of the array in {@code field} of {@code struct}. */
    String array(String operation, ClassName struct, FieldModel field) {
        return operation + suffixes.get(struct) + Character.toUpperCase(field.name().charAt(0))
                + field.name().substring(1);
    }
}
