package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Derives a {@link CodecPlan} from a {@link MessageModel}: every fact about the structs that the
 * writers would otherwise each work out again, computed once, before any code is written.
 */
final class Planner {
    CodecPlan plan(MessageModel message) {
        Map<ClassName, VersionRange> contexts = contexts(message);
        Set<ClassName> holdingBuffers = holdingBuffers(message);
        Set<ClassName> needingDefaults = needingDefaults(message, contexts);
        MinimumSizes minimumSizes = new MinimumSizes(message);
        Map<ClassName, StructPlan> structs = new LinkedHashMap<>();
        for (StructModel struct : message.structs().values()) {
            VersionRange context = contexts.get(struct.type());
            List<FieldModel> tagged = tagged(struct);
            List<FieldModel> taggedInContext = tagged.stream()
                    .filter(field -> !field.tagged().intersect(context).isEmpty()).toList();
            structs.put(struct.type(), new StructPlan(struct, context, tagged, taggedInContext,
                    tagged.stream().map(FieldModel::tag).toList(), holdingBuffers.contains(struct.type()),
                    needingDefaults.contains(struct.type()), arrays(struct, context, minimumSizes)));
        }
        return new CodecPlan(message, new CodecNames(message), structs);
    }

    /**
     * For each struct, the hull of the versions it can be on the wire in, starting from the
     * message's; a struct that no version reaches gets the message's versions.
     */
    private static Map<ClassName, VersionRange> contexts(MessageModel message) {
        Map<ClassName, VersionRange> contexts = new LinkedHashMap<>();
        widen(message.type(), message.versions(), message, contexts);
        for (ClassName struct : message.structs().keySet()) {
            contexts.putIfAbsent(struct, message.versions());
        }
        return contexts;
    }

    private static void widen(ClassName struct, VersionRange context, MessageModel message,
            Map<ClassName, VersionRange> contexts) {
        VersionRange before = contexts.getOrDefault(struct, VersionRange.NONE);
        VersionRange after = before.hull(context);
        if (after.equals(before) && contexts.containsKey(struct)) {
            return;
        }
        contexts.put(struct, after);
        for (FieldModel field : message.structs().get(struct).fields()) {
            if (structIn(field.type()) instanceof FieldType.Struct child) {
                VersionRange childContext = after.intersect(field.versions());
                if (!childContext.isEmpty()) {
                    widen(child.type(), childContext, message, contexts);
                }
            }
        }
    }

    /** The struct a field holds, itself or as the elements of its list; otherwise the field's type. */
    private static FieldType structIn(FieldType type) {
        return type instanceof FieldType.ListOf list ? list.element() : type;
    }

    /** Structs that hold a {@code ByteBuf}, themselves or through their structs. */
    private static Set<ClassName> holdingBuffers(MessageModel message) {
        Set<ClassName> holding = new HashSet<>();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (StructModel struct : message.structs().values()) {
                if (!holding.contains(struct.type())
                        && struct.fields().stream().anyMatch(field -> holdsBuffer(field.type(), holding))) {
                    holding.add(struct.type());
                    changed = true;
                }
            }
        }
        return holding;
    }

    private static boolean holdsBuffer(FieldType type, Set<ClassName> holding) {
        if (type instanceof FieldType.Bytes bytes) {
            return bytes.byteBuf();
        }
        return structIn(type) instanceof FieldType.Struct struct && holding.contains(struct.type());
    }

    /**
     * Structs whose default must be created or recognised: those in a field that can be absent or
     * tagged, and every struct such a struct holds.
     */
    private static Set<ClassName> needingDefaults(MessageModel message, Map<ClassName, VersionRange> contexts) {
        Set<ClassName> needed = new LinkedHashSet<>();
        for (StructModel struct : message.structs().values()) {
            VersionRange context = contexts.get(struct.type());
            for (FieldModel field : struct.fields()) {
                if (field.type() instanceof FieldType.Struct child && !field.defaultValue().isNull()
                        && (field.isTagged() || !field.versions().covers(context))) {
                    addWithChildren(child.type(), message, needed);
                }
            }
        }
        return needed;
    }

    private static void addWithChildren(ClassName struct, MessageModel message, Set<ClassName> needed) {
        if (!needed.add(struct)) {
            return;
        }
        for (FieldModel field : message.structs().get(struct).fields()) {
            if (field.type() instanceof FieldType.Struct child && !field.defaultValue().isNull()) {
                addWithChildren(child.type(), message, needed);
            }
        }
    }

    private static List<FieldModel> tagged(StructModel struct) {
        List<FieldModel> tagged = new ArrayList<>();
        for (FieldModel field : struct.fields()) {
            if (field.isTagged()) {
                tagged.add(field);
            }
        }
        tagged.sort(Comparator.comparingInt(FieldModel::tag));
        return tagged;
    }

    /** Each array field with the versions it can be on the wire in, or the struct's if it never is. */
    private static List<ArrayPlan> arrays(StructModel struct, VersionRange context, MinimumSizes minimumSizes) {
        List<ArrayPlan> arrays = new ArrayList<>();
        for (FieldModel field : struct.fields()) {
            if (field.type() instanceof FieldType.ListOf || field.type() instanceof FieldType.PrimitiveArray) {
                VersionRange fieldContext = context.intersect(field.versions());
                VersionRange arrayContext = fieldContext.isEmpty() ? context : fieldContext;
                arrays.add(new ArrayPlan(field, arrayContext,
                        minimumSizes.ofElement(ArrayPlan.elementType(field), arrayContext)));
            }
        }
        return arrays;
    }
}
