package io.kwire.kafka;

import io.kwire.testkit.specs.FieldSpec;
import io.kwire.testkit.specs.MessageSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * Every difference between a spec and the compiled kwire class of the same message, one line each
 * in the form {@code Message.Struct.field: property class's value -> spec's value}: properties of
 * the message, fields added or removed, fields in another order, and each property of a field,
 * through every struct.
 */
final class SpecDrift {
    private final ClassProperties classProperties;

    SpecDrift(ClassProperties classProperties) {
        this.classProperties = classProperties;
    }

    List<String> differences(MessageSpec spec, TypeElement message) {
        List<String> differences = new ArrayList<>();
        compare(spec.name(), classProperties.ofMessage(message), SpecProperties.ofMessage(spec), differences);
        Set<String> structs = new HashSet<>();
        compareStruct(spec.name(), message, message, spec.fields(), spec.flexibleVersions().toString(), structs,
                differences);
        for (TypeElement nested : ElementFilter.typesIn(message.getEnclosedElements())) {
            if (!structs.contains(nested.getSimpleName().toString())) {
                differences.add(spec.name() + "." + nested.getSimpleName() + ": struct removed");
            }
        }
        return differences;
    }

    private void compareStruct(String path, TypeElement message, TypeElement struct, List<FieldSpec> specFields,
            String messageFlexible, Set<String> visited, List<String> differences) {
        Map<String, Map<String, String>> actual = classProperties.ofFields(struct, messageFlexible);
        Map<String, Map<String, String>> expected = SpecProperties.ofFields(specFields);
        for (String name : expected.keySet()) {
            if (!actual.containsKey(name)) {
                differences.add(path + "." + name + ": field added " + expected.get(name));
            }
        }
        for (String name : actual.keySet()) {
            if (!expected.containsKey(name)) {
                differences.add(path + "." + name + ": field removed " + actual.get(name));
            }
        }
        List<String> actualOrder = new ArrayList<>(actual.keySet());
        actualOrder.retainAll(expected.keySet());
        List<String> expectedOrder = new ArrayList<>(expected.keySet());
        expectedOrder.retainAll(actual.keySet());
        if (!actualOrder.equals(expectedOrder)) {
            differences.add(path + ": field order " + actualOrder + " -> " + expectedOrder);
        }
        for (FieldSpec field : specFields) {
            String name = field.javaName();
            if (actual.containsKey(name)) {
                compare(path + "." + name, actual.get(name), expected.get(name), differences);
            }
            if ((field.isStruct() || field.isStructArray()) && visited.add(field.structName())) {
                TypeElement nested = nested(message, field.structName());
                String structPath = message.getSimpleName() + "." + field.structName();
                if (nested == null) {
                    differences.add(structPath + ": struct added, held by " + path + "." + name);
                } else {
                    compareStruct(structPath, message, nested, field.fields(), messageFlexible, visited, differences);
                }
            }
        }
    }

    private static TypeElement nested(TypeElement message, String simpleName) {
        for (Element member : ElementFilter.typesIn(message.getEnclosedElements())) {
            if (member.getSimpleName().contentEquals(simpleName)) {
                return (TypeElement) member;
            }
        }
        return null;
    }

    /** One line per property whose value differs: {@code path: property class's -> spec's}. */
    private static void compare(String path, Map<String, String> actual, Map<String, String> expected,
            List<String> differences) {
        for (Map.Entry<String, String> property : expected.entrySet()) {
            String old = actual.get(property.getKey());
            if (!Objects.equals(old, property.getValue())) {
                differences.add(path + ": " + property.getKey() + " " + old + " -> " + property.getValue());
            }
        }
    }
}
