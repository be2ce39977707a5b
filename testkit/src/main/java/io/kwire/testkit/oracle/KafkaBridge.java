package io.kwire.testkit.oracle;

import io.kwire.codec.RawTaggedField;
import io.kwire.testkit.specs.MessageSpec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.UUID;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.record.internal.MemoryRecords;

/**
 * Converts between kwire's example message classes and Kafka's generated classes for the same
 * message, field by field. Before it converts a class it checks that both sides have the same
 * fields, so a field missing on either side fails loudly instead of being skipped.
 *
 * <p>Bytes and records, whichever of {@code byte[]} or {@code ByteBuf} kwire holds them in and
 * whichever of {@code byte[]}, {@code ByteBuffer} or {@code MemoryRecords} Kafka does, are copied.
 * A kwire instance made by {@link #toKwire} holds its {@code ByteBuf}s in new leak-tracked buffers,
 * with bytes before and after the readable ones, so that a codec that looks past the reader or
 * writer index is caught; whoever made it releases them with {@link KwireBuffers#release}.
 */
public final class KafkaBridge {
    public static final String UNKNOWN_TAGGED_FIELDS = "unknownTaggedFields";
    /** Bytes around the readable bytes of a {@code ByteBuf} field made by {@link #toKwire}. */
    private static final byte[] PADDING = {(byte) 0xEE, (byte) 0xEE, (byte) 0xEE};

    /** Whether each kwire class is a struct; asking the class anew each time made the tests slow. */
    private static final ClassValue<Boolean> STRUCTS = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> kwireType) {
            return kwireType.getEnclosingClass() != null;
        }
    };
    /** Kafka's class for each kwire message or struct class. */
    private static final ClassValue<Class<?>> KAFKA_CLASSES = new ClassValue<>() {
        @Override
        protected Class<?> computeValue(Class<?> kwireType) {
            Class<?> enclosing = kwireType.getEnclosingClass();
            return enclosing == null
                    ? KafkaReflection.messageClass(MessageSpec.load(kwireType.getSimpleName()))
                    : KafkaReflection.structClass(kafkaClass(enclosing), kwireType.getSimpleName());
        }
    };
    /** Each kwire class's fields, each with Kafka's getter and setter of the same property. */
    private static final ClassValue<List<Property>> PROPERTIES = new ClassValue<>() {
        @Override
        protected List<Property> computeValue(Class<?> kwireType) {
            Class<?> kafkaType = kafkaClass(kwireType);
            List<Property> properties = new ArrayList<>();
            for (Field field : checkedFields(kwireType)) {
                boolean unknown = field.getName().equals(UNKNOWN_TAGGED_FIELDS);
                properties.add(new Property(field, field.getGenericType(), KafkaReflection.getter(kafkaType,
                        field.getName()), unknown ? null : KafkaReflection.setter(kafkaType, field.getName())));
            }
            return List.copyOf(properties);
        }
    };

    /**
     * A field of a kwire class, with the getter and setter of Kafka's class for the same property
     * (no setter for the unknown tagged fields, which Kafka's classes keep in a live list).
     */
    private record Property(Field field, Type kwireType, Method getter, Method setter) {
        Class<?> kafkaType() {
            return setter.getParameterTypes()[0];
        }
    }

    private KafkaBridge() {
    }

    /**
     * Kafka's class for a kwire message or struct class: the message's spec is the one named like
     * the kwire class, and a struct is named like Kafka's.
     */
    public static Class<?> kafkaClass(Class<?> kwireType) {
        return KAFKA_CLASSES.get(kwireType);
    }

    /**
     * A new kwire instance holding the values of {@code kafka}, which must be of {@code
     * kafkaClass(kwireType)}; the caller releases its buffers with {@link KwireBuffers#release}.
     */
    public static <T> T toKwire(Object kafka, Class<T> kwireType) {
        T kwire = KafkaReflection.newInstance(kwireType);
        for (Property property : PROPERTIES.get(kwireType)) {
            Object value = KafkaReflection.invoke(property.getter(), kafka);
            setField(property.field(), kwire, toKwireValue(value, property.kwireType()));
        }
        return kwire;
    }

    /** A new Kafka instance holding the values of {@code kwire}. */
    public static Object toKafka(Object kwire) {
        Object kafka = KafkaReflection.newInstance(kafkaClass(kwire.getClass()));
        for (Property property : PROPERTIES.get(kwire.getClass())) {
            Object value = getField(property.field(), kwire);
            if (property.setter() == null) {
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
                KafkaReflection.invoke(property.setter(), kafka,
                        toKafkaValue(value, property.kwireType(), property.kafkaType()));
            }
        }
        return kafka;
    }

    private static Object toKwireValue(Object value, Type kwireType) {
        if (value == null) {
            return null;
        }
        if (kwireType == byte[].class) {
            return kafkaBytes(value);
        }
        if (kwireType == ByteBuf.class) {
            return paddedBuffer(kafkaBytes(value));
        }
        if (isPrimitiveArray(kwireType)) {
            Collection<?> items = (Collection<?>) value;
            Object array = Array.newInstance(((Class<?>) kwireType).getComponentType(), items.size());
            int i = 0;
            for (Object item : items) {
                Array.set(array, i++, item);
            }
            return array;
        }
        if (kwireType instanceof ParameterizedType list) {
            Class<?> element = (Class<?>) list.getActualTypeArguments()[0];
            List<Object> converted = new ArrayList<>();
            for (Object item : (Collection<?>) value) {
                converted.add(toKwireElement(item, element));
            }
            return converted;
        }
        return toKwireElement(value, (Class<?>) kwireType);
    }

    /** A value of a field or list element of kwire type {@code element}: a UUID, a struct, else as it is. */
    private static Object toKwireElement(Object item, Class<?> element) {
        if (element == RawTaggedField.class) {
            var raw = (org.apache.kafka.common.protocol.types.RawTaggedField) item;
            return new RawTaggedField(raw.tag(), raw.data().clone());
        }
        if (element == UUID.class) {
            Uuid uuid = (Uuid) item;
            return new UUID(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
        }
        if (isStruct(element)) {
            return toKwire(item, element);
        }
        return item;
    }

    private static Object toKafkaValue(Object value, Type kwireType, Class<?> parameterType) {
        if (value == null) {
            return null;
        }
        if (kwireType == byte[].class) {
            return toKafkaBytes(((byte[]) value).clone(), parameterType);
        }
        if (kwireType == ByteBuf.class) {
            return toKafkaBytes(ByteBufUtil.getBytes((ByteBuf) value), parameterType);
        }
        if (isPrimitiveArray(kwireType)) {
            Collection<Object> converted = KafkaReflection.newCollection(parameterType);
            for (int i = 0, n = Array.getLength(value); i < n; i++) {
                converted.add(Array.get(value, i));
            }
            return converted;
        }
        if (kwireType instanceof ParameterizedType list) {
            Class<?> element = (Class<?>) list.getActualTypeArguments()[0];
            Collection<Object> converted = KafkaReflection.newCollection(parameterType);
            for (Object item : (List<?>) value) {
                converted.add(toKafkaElement(item, element));
            }
            return converted;
        }
        return toKafkaElement(value, (Class<?>) kwireType);
    }

    private static Object toKafkaElement(Object item, Class<?> element) {
        if (element == UUID.class) {
            UUID uuid = (UUID) item;
            return new Uuid(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
        }
        if (isStruct(element)) {
            return toKafka(item);
        }
        return item;
    }

    /** Whether a kwire type is {@code int[]}, {@code long[]} or {@code short[]}: an array Kafka holds as a list. */
    private static boolean isPrimitiveArray(Type kwireType) {
        return kwireType instanceof Class<?> type && type.isArray() && type.getComponentType().isPrimitive()
                && type != byte[].class;
    }

    /** Whether a kwire type is a struct: the example messages nest theirs. */
    public static boolean isStruct(Class<?> kwireType) {
        return STRUCTS.get(kwireType);
    }

    /** A copy of the bytes Kafka holds in a bytes or records field. */
    private static byte[] kafkaBytes(Object value) {
        if (value instanceof byte[] bytes) {
            return bytes.clone();
        }
        ByteBuffer buffer;
        if (value instanceof ByteBuffer byteBuffer) {
            buffer = byteBuffer.duplicate();
        } else if (value instanceof MemoryRecords records) {
            buffer = records.buffer();
        } else {
            throw new IllegalArgumentException("no bytes in a " + value.getClass().getName());
        }
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }

    /** {@code bytes} as the type of Kafka's setter: {@code byte[]}, {@code ByteBuffer} or records. */
    private static Object toKafkaBytes(byte[] bytes, Class<?> parameterType) {
        if (parameterType == byte[].class) {
            return bytes;
        }
        if (parameterType == ByteBuffer.class) {
            return ByteBuffer.wrap(bytes);
        }
        if (parameterType.isAssignableFrom(MemoryRecords.class)) {
            return MemoryRecords.readableRecords(ByteBuffer.wrap(bytes));
        }
        throw new IllegalArgumentException("no bytes conversion to " + parameterType.getName());
    }

    /**
     * A new leak-tracked buffer whose readable bytes are {@code bytes}, with padding before the
     * reader index and after the writer index; direct for an odd length, heap for an even one.
     */
    private static ByteBuf paddedBuffer(byte[] bytes) {
        int capacity = PADDING.length + bytes.length + PADDING.length;
        ByteBuf buffer = bytes.length % 2 == 1 ? Unpooled.directBuffer(capacity) : Unpooled.buffer(capacity);
        buffer.writeBytes(PADDING).writeBytes(bytes).writeBytes(PADDING);
        return buffer.setIndex(PADDING.length, PADDING.length + bytes.length);
    }

    /**
     * The kwire class's instance fields, after checking they are exactly Kafka's properties plus the
     * unknown tagged fields.
     */
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

    /**
     * The instance fields of a kwire class, in declaration order (the order the JVM reports them in),
     * made accessible: checking access on every read made the random tests slow.
     */
    public static List<Field> instanceFields(Class<?> kwireType) {
        List<Field> fields = new ArrayList<>();
        for (Field field : kwireType.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                field.setAccessible(true);
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
