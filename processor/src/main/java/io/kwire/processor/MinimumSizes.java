package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import java.util.HashSet;
import java.util.Set;

/**
 * The fewest bytes a struct can take on the wire, so that a decoder can refuse an array count
 * that the remaining bytes cannot hold before it allocates anything.
 */
final class MinimumSizes {
    private final MessageModel message;

    MinimumSizes(MessageModel message) {
        this.message = message;
    }

    /** The fewest bytes one element of this type takes in any version of {@code context}. */
    int ofElement(FieldType type, VersionRange context) {
        if (type instanceof FieldType.Number number) {
            return number.primitive().minSize();
        }
        if (type instanceof FieldType.Uuid) {
            return 16;
        }
        if (type instanceof FieldType.Struct struct) {
            int min = Integer.MAX_VALUE;
            for (int version = context.lowest(); version <= context.highest(); version++) {
                min = Math.min(min, ofStruct(struct.type(), version, new HashSet<>()));
            }
            return Math.max(1, min);
        }
        return 1;
    }

    private int ofStruct(ClassName name, int version, Set<ClassName> visiting) {
        if (!visiting.add(name)) {
            return 0;
        }
        StructModel struct = message.structs().get(name);
        int size = message.flexible().contains(version) ? 1 : 0;
        for (FieldModel field : struct.fields()) {
            if (field.positional().contains(version)) {
                size += ofField(field, version, visiting);
            }
        }
        visiting.remove(name);
        return size;
    }

    private int ofField(FieldModel field, int version, Set<ClassName> visiting) {
        boolean compact = field.compact().contains(version);
        FieldType type = field.type();
        if (type instanceof FieldType.Number number) {
            return number.primitive().minSize();
        }
        if (type instanceof FieldType.Uuid) {
            return 16;
        }
        if (type instanceof FieldType.Text) {
            return compact ? 1 : 2;
        }
        if (type instanceof FieldType.Struct struct) {
            return field.nullable().contains(version) ? 1 : ofStruct(struct.type(), version, visiting);
        }
        return compact ? 1 : 4;
    }
}
