package io.kwire.functional.oracle;

import io.kwire.testkit.oracle.KafkaReflection;
import io.kwire.testkit.specs.FieldSpec;
import io.kwire.testkit.specs.MessageSpec;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.apache.kafka.common.protocol.Message;

/**
 * Where a struct sits in a message: the struct fields and arrays of structs that lead to it from
 * the message, {@code topics[0].partitions[0].currentLeader}; the message itself when there are none.
 *
 * @param steps the struct and struct-array fields from the message down to the struct, outermost first
 */
record StructPath(List<FieldSpec> steps) {
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
            if ((field.isStructArray() || field.isStruct()) && field.versions().contains(version)) {
                List<FieldSpec> steps = new ArrayList<>(path.steps);
                steps.add(field);
                visit(new StructPath(List.copyOf(steps)), field.fields(), version, visitor);
            }
        }
    }

    /** How a field of this struct is named in a test: {@code topics[0].configs[0].value}. */
    String nameOf(String field) {
        StringBuilder name = new StringBuilder();
        for (FieldSpec step : steps) {
            name.append(step.javaName()).append(step.isArray() ? "[0]." : ".");
        }
        return name.append(field).toString();
    }

    /** How this struct is named in a test: {@code the message} or {@code topics[0]}. */
    String name() {
        if (steps.isEmpty()) {
            return "the message";
        }
        String prefix = nameOf("");
        return prefix.substring(0, prefix.length() - 1);
    }

    /**
     * A new Kafka instance of the message holding one default element in each array on the path
     * and a default struct in each struct field on it, with {@code change} applied to this struct
     * before it is put in place.
     */
    Message instance(MessageSpec spec, Consumer<Object> change) {
        List<Object> chain = new ArrayList<>();
        Object struct = KafkaReflection.newInstance(KafkaReflection.messageClass(spec));
        chain.add(struct);
        for (FieldSpec step : steps) {
            struct = KafkaReflection.newInstance(KafkaReflection.structClass(struct.getClass(), step.structName()));
            chain.add(struct);
        }
        change.accept(struct);
        for (int i = steps.size() - 1; i >= 0; i--) {
            Object parent = chain.get(i);
            FieldSpec step = steps.get(i);
            if (step.isArray()) {
                Collection<Object> elements = KafkaReflection.newCollection(
                        KafkaReflection.setter(parent.getClass(), step.javaName()).getParameterTypes()[0]);
                elements.add(chain.get(i + 1));
                KafkaReflection.set(parent, step.javaName(), elements);
            } else {
                KafkaReflection.set(parent, step.javaName(), chain.get(i + 1));
            }
        }
        return (Message) chain.get(0);
    }

    /**
     * This struct within {@code kwireMessage}, a kwire message holding at least one element in each
     * array on the path and a struct in each struct field on it (as {@link #instance} makes them).
     */
    Object locateIn(Object kwireMessage) {
        Object struct = kwireMessage;
        for (FieldSpec step : steps) {
            try {
                struct = struct.getClass().getField(step.javaName()).get(struct);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(struct.getClass().getName() + " has no public field "
                        + step.javaName(), e);
            }
            if (step.isArray()) {
                struct = ((List<?>) struct).get(0);
            }
        }
        return struct;
    }
}
