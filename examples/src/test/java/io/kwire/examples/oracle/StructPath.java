package io.kwire.examples.oracle;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.apache.kafka.common.protocol.Message;

/**
 * Where a struct sits in a message: the arrays of structs that lead to it from the message,
 * {@code topics[0].configs[0]}; the message itself when there are none.
 *
 * @param arrays the array fields from the message down to the struct, outermost first
 */
record StructPath(List<FieldSpec> arrays) {
    static final StructPath MESSAGE = new StructPath(List.of());

    /**
     * Calls {@code visitor} with every struct that version {@code version} of the message has,
     * the message first, and the struct's fields (those the version lacks included).
     */
    static void visit(MessageSpec spec, short version, BiConsumer<StructPath, List<FieldSpec>> visitor) {
        visit(MESSAGE, spec.fields(), version, visitor);
    }

    private static void visit(StructPath path, List<FieldSpec> fields, short version,
            BiConsumer<StructPath, List<FieldSpec>> visitor) {
        visitor.accept(path, fields);
        for (FieldSpec field : fields) {
            if (field.isStructArray() && field.versions().contains(version)) {
                List<FieldSpec> arrays = new ArrayList<>(path.arrays);
                arrays.add(field);
                visit(new StructPath(List.copyOf(arrays)), field.fields(), version, visitor);
            }
        }
    }

    /** How a field of this struct is named in a test: {@code topics[0].configs[0].value}. */
    String nameOf(String field) {
        StringBuilder name = new StringBuilder();
        for (FieldSpec array : arrays) {
            name.append(array.javaName()).append("[0].");
        }
        return name.append(field).toString();
    }

    /** How this struct is named in a test: {@code the message} or {@code topics[0]}. */
    String name() {
        if (arrays.isEmpty()) {
            return "the message";
        }
        String prefix = nameOf("");
        return prefix.substring(0, prefix.length() - 1);
    }

    /**
     * A new Kafka instance of the message holding one default element in each array on the path,
     * with {@code change} applied to this struct before it is put in its array.
     */
    Message instance(MessageSpec spec, Consumer<Object> change) {
        List<Object> chain = new ArrayList<>();
        Object struct = KafkaReflection.newInstance(KafkaReflection.messageClass(spec.name()));
        chain.add(struct);
        for (FieldSpec array : arrays) {
            struct = KafkaReflection.newInstance(KafkaReflection.structClass(struct.getClass(), array.elementType()));
            chain.add(struct);
        }
        change.accept(struct);
        for (int i = arrays.size() - 1; i >= 0; i--) {
            Object parent = chain.get(i);
            String field = arrays.get(i).javaName();
            Collection<Object> elements = KafkaReflection.newCollection(
                    KafkaReflection.setter(parent.getClass(), field).getParameterTypes()[0]);
            elements.add(chain.get(i + 1));
            KafkaReflection.set(parent, field, elements);
        }
        return (Message) chain.get(0);
    }
}
