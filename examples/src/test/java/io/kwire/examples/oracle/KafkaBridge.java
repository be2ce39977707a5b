package io.kwire.examples.oracle;

import io.kwire.codec.RawTaggedField;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.UUID;
import org.apache.kafka.common.Uuid;

/**
 * Converts between kwire's example message classes and Kafka's generated classes for the same
 * message, field by field. Before it converts a class it checks that both sides have the same
 * fields, so a field missing on either side fails loudly instead of being skipped.
 */
final class KafkaBridge {
    static final String UNKNOWN_TAGGED_FIELDS = "unknownTaggedFields";

    private static final ClassValue<List<Field>> FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> kwireType) {
            return checkedFields(kwireType);
        }
    };

    private KafkaBridge() {
    }

    /** Kafka's class for a kwire message or struct class. */
    static Class<?> kafkaClass(Class<?> kwireType) {
        Class<?> enclosing = kwireType.getEnclosingClass();
        return enclosing == null
                ? KafkaReflection.messageClass(kwireType.getSimpleName())
                : KafkaReflection.structClass(kafkaClass(enclosing), kwireType.getSimpleName());
    }

    /** A new kwire instance holding the values of {@code kafka}, which must be of {@code kafkaClass(kwireType)}. */
    static <T> T toKwire(Object kafka, Class<T> kwireType) {
        T kwire = KafkaReflection.newInstance(kwireType);
        for (Field field : FIELDS.get(kwireType)) {
            Object value = KafkaReflection.get(kafka, field.getName());
            setField(field, kwire, toKwireValue(value, field.getGenericType()));
        }
        return kwire;
    }

    /** A new Kafka instance holding the values of {@code kwire}. */
    static Object toKafka(Object kwire) {
        Class<?> kafkaType = kafkaClass(kwire.getClass());
        Object kafka = KafkaReflection.newInstance(kafkaType);
        for (Field field : FIELDS.get(kwire.getClass())) {
            Object value = getField(field, kwire);
            if (field.getName().equals(UNKNOWN_TAGGED_FIELDS)) {
                if (value == null) {
                    throw new AssertionError(kwire.getClass().getSimpleName() + "." + UNKNOWN_TAGGED_FIELDS
                            + " is null; an instance without unknown tagged fields holds an empty list");
                }
                var target = KafkaReflection.unknownTaggedFields(kafka);
                for (Object raw : (List<?>) value) {
                    RawTaggedField kwireRaw = (RawTaggedField) raw;
                    target.add(new org.apache.kafka.common.protocol.types.RawTaggedField(
                            kwireRaw.tag(), kwireRaw.data().clone()));
                }
            } else {
                Class<?> parameterType = KafkaReflection.setter(kafkaType, field.getName()).getParameterTypes()[0];
                KafkaReflection.set(kafka, field.getName(), toKafkaValue(value, field.getGenericType(), parameterType));
            }
        }
        return kafka;
    }

    private static Object toKwireValue(Object value, Type kwireType) {
        if (value == null) {
            return null;
        }
        if (kwireType == UUID.class) {
            Uuid uuid = (Uuid) value;
            return new UUID(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
        }
        if (kwireType instanceof ParameterizedType list) {
            Class<?> element = (Class<?>) list.getActualTypeArguments()[0];
            List<Object> converted = new ArrayList<>();
            for (Object item : (Collection<?>) value) {
                converted.add(toKwireElement(item, element));
            }
            return converted;
        }
        return value;
    }

    private static Object toKwireElement(Object item, Class<?> element) {
        if (element == RawTaggedField.class) {
            var raw = (org.apache.kafka.common.protocol.types.RawTaggedField) item;
            return new RawTaggedField(raw.tag(), raw.data().clone());
        }
        if (element == Integer.class || element == String.class) {
            return item;
        }
        return toKwire(item, element);
    }

    private static Object toKafkaValue(Object value, Type kwireType, Class<?> parameterType) {
        if (value == null) {
            return null;
        }
        if (kwireType == UUID.class) {
            UUID uuid = (UUID) value;
            return new Uuid(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
        }
        if (kwireType instanceof ParameterizedType list) {
            Class<?> element = (Class<?>) list.getActualTypeArguments()[0];
            Collection<Object> converted = KafkaReflection.newCollection(parameterType);
            for (Object item : (List<?>) value) {
                converted.add(element == Integer.class || element == String.class ? item : toKafka(item));
            }
            return converted;
        }
        return value;
    }

    /** The kwire class's instance fields, after checking they are exactly Kafka's properties plus unknown tagged fields. */
    private static List<Field> checkedFields(Class<?> kwireType) {
        List<Field> fields = instanceFields(kwireType);
        TreeSet<String> kwireNames = new TreeSet<>();
        fields.forEach(field -> kwireNames.add(field.getName()));
        TreeSet<String> kafkaNames = new TreeSet<>(KafkaReflection.propertyNames(kafkaClass(kwireType)));
        kafkaNames.add(UNKNOWN_TAGGED_FIELDS);
        if (!kwireNames.equals(kafkaNames)) {
            throw new AssertionError(kwireType.getName() + " has fields " + kwireNames + " but Kafka's "
                    + kafkaClass(kwireType).getName() + " has " + kafkaNames);
        }
        return fields;
    }

    /** The instance fields of a kwire class, in declaration order (the order the JVM reports them in). */
    static List<Field> instanceFields(Class<?> kwireType) {
        List<Field> fields = new ArrayList<>();
        for (Field field : kwireType.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                fields.add(field);
            }
        }
        return fields;
    }

    private static Object getField(Field field, Object target) {
        try {
            return field.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + field, e);
        }
    }

    private static void setField(Field field, Object target, Object value) {
        try {
            field.set(target, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot write " + field, e);
        }
    }
}
