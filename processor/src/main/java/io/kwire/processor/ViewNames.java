package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.NameAllocator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The names in one message's view: the view class, a nested view class per struct, and the static
 * methods that skip a struct or an array field, allocated so that none clash.
 */
final class ViewNames {
    private final ClassName view;
    private final Map<ClassName, ClassName> structViews = new LinkedHashMap<>();
    private final NameAllocator skips = new NameAllocator();

    ViewNames(MessageModel message) {
        view = viewOf(message.type());
        Set<String> taken = new HashSet<>(List.of(view.simpleName()));
        for (StructModel struct : message.structs().values()) {
            if (struct.type().equals(message.type())) {
                structViews.put(struct.type(), view);
                continue;
            }
            String name = struct.type().simpleName() + "View";
            if (!taken.add(name)) {
                name = String.join("_", struct.type().simpleNames()) + "View";
                for (int i = 2; !taken.add(name); i++) {
                    name = String.join("_", struct.type().simpleNames()) + i + "View";
                }
            }
            structViews.put(struct.type(), view.nestedClass(name));
            skips.newName("skip" + struct.type().simpleName(), struct.type());
        }
        for (StructModel struct : message.structs().values()) {
            for (FieldModel field : struct.fields()) {
                if (field.type() instanceof FieldType.ListOf || field.type() instanceof FieldType.PrimitiveArray) {
                    skips.newName("skip" + struct.type().simpleName() + capitalized(field.name()),
                            List.of(struct.type(), field.name()));
                }
            }
        }
    }

    /** {@code <SimpleName>View}, or {@code Outer_InnerView}, in the message's package. */
    static ClassName viewOf(ClassName message) {
        return ClassName.get(message.packageName(), String.join("_", message.simpleNames()) + "View");
    }

    ClassName view() {
        return view;
    }

    /** The view class of a struct: the message's own view for the message. */
    ClassName structView(ClassName struct) {
        return structViews.get(struct);
    }

    /** The static method that moves past one struct. */
    String skipStruct(ClassName struct) {
        return skips.get(struct);
    }

    /** The static method that moves past the array in {@code field} of {@code struct}. */
    String skipArray(ClassName struct, FieldModel field) {
        return skips.get(List.of(struct, field.name()));
    }

    static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
