package io.kwire.testkit.oracle;

import io.netty.buffer.ByteBuf;
import java.lang.reflect.Field;
import java.util.List;

/**
 * Releases the {@code ByteBuf}s a kwire example message holds, in its own fields and in those of
 * its structs: the retained slices a codec's {@code read} put there, or the buffers
 * {@link KafkaBridge#toKwire} made.
 */
public final class KwireBuffers {
    /** Each class's instance fields; listing them anew for every instance made the tests slow. */
    private static final ClassValue<List<Field>> FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            return KafkaBridge.instanceFields(type);
        }
    };

    private KwireBuffers() {
    }

    /** Releases every non-null {@code ByteBuf} that {@code kwire}, a message or struct, holds. */
    public static void release(Object kwire) {
        for (Field field : FIELDS.get(kwire.getClass())) {
            Object value = get(field, kwire);
            if (value instanceof ByteBuf buffer) {
                buffer.release();
            } else if (value instanceof List<?> list) {
                for (Object element : list) {
                    if (element != null && KafkaBridge.isStruct(element.getClass())) {
                        release(element);
                    }
                }
            } else if (value != null && KafkaBridge.isStruct(value.getClass())) {
                release(value);
            }
        }
    }

    private static Object get(Field field, Object target) {
        try {
            return field.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + field, e);
        }
    }
}
