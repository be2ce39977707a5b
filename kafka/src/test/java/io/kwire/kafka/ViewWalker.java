package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.RawTaggedField;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.testkit.oracle.KafkaBridge;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Calls every accessor of a generated view, by reflection (the test's, not the view's), and
 * compares each with the field of the message the codec decoded from the same bytes; or, without a
 * message, just calls them all, as hostile-input tests do. An accessor that throws
 * {@link UnsupportedVersionException} is for a field the version lacks: the decoded field then
 * holds its default, which is not compared.
 */
final class ViewWalker {
    /** Accessors, looked up once per view class, not at every field of every instance. */
    private static final Map<Accessor, Method> METHODS = new ConcurrentHashMap<>();

    private ViewWalker() {
    }

    /** The generated view of a kwire message class: {@code <Name>View}, new. */
    static Object newView(Class<?> kwireClass) {
        try {
            return Class.forName(kwireClass.getName() + "View").getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(kwireClass.getSimpleName() + " has no view", e);
        }
    }

    static void reset(Object view, ByteBuf buffer, int index, int length, short version) {
        invoke(find(view, "reset", ByteBuf.class, int.class, int.class, short.class), view, buffer, index, length,
                version);
    }

    static void validate(Object view) {
        invoke(find(view, "validate"), view);
    }

    /**
     * Checks that every accessor of {@code view} equals the field of {@code decoded}, an instance of
     * {@code type}, or, if {@code decoded} is null, calls every accessor.
     */
    static void walk(Object view, Class<?> type, Object decoded, String path) {
        for (Field field : KafkaBridge.instanceFields(type)) {
            if (isUnknownTaggedFields(field)) {
                walkUnknown(view, decoded == null ? null : (List<?>) get(field, decoded), decoded != null,
                        path + ".unknownTaggedFields");
                continue;
            }
            String name = field.getName();
            String where = path + "." + name;
            Object expected = decoded == null ? null : get(field, decoded);
            try {
                if (List.class.isAssignableFrom(field.getType()) || field.getType().isArray()
                        && field.getType() != byte[].class) {
                    walkArray(view, field, expected, decoded != null, where);
                } else if (KafkaBridge.isStruct(field.getType())) {
                    Object child = invoke(find(view, name), view);
                    if (child == null) {
                        if (decoded != null && expected != null) {
                            assertDefault(expected, field.getType(), where);
                        }
                    } else {
                        walk(child, field.getType(), expected, where);
                    }
                } else {
                    Object actual = invoke(find(view, name), view);
                    if (decoded != null) {
                        assertSame(expected, actual, where);
                    }
                    if (field.getType() == String.class) {
                        walkUtf8(view, name, (String) expected, decoded != null, where);
                    }
                }
            } catch (UnsupportedVersionException absent) {
                // The version lacks the field: read gave its default.
            }
        }
    }

    /** The tagged fields the struct does not know, raw, against those read kept; a view of a struct never flexible has none. */
    private static void walkUnknown(Object view, List<?> expected, boolean compare, String where) {
        Method countMethod;
        try {
            countMethod = view.getClass().getMethod("unknownTaggedFieldCount");
        } catch (NoSuchMethodException e) {
            if (compare) {
                assertTrue(expected == null || expected.isEmpty(), where);
            }
            return;
        }
        int count = (Integer) invoke(countMethod, view);
        if (compare) {
            assertEquals(expected == null ? 0 : expected.size(), count, where + " count");
        }
        for (int i = 0; i < count; i++) {
            int tag = (Integer) invoke(find(view, "unknownTag", int.class), view, i);
            ByteBuf data = (ByteBuf) invoke(find(view, "unknownTaggedFieldData", int.class), view, i);
            if (compare) {
                RawTaggedField raw = (RawTaggedField) expected.get(i);
                assertEquals(raw.tag(), tag, where + "[" + i + "] tag");
                assertArrayEquals(raw.data(), ByteBufUtil.getBytes(data), where + "[" + i + "] data");
            }
        }
    }

    private static void walkUtf8(Object view, String name, String expected, boolean compare, String where) {
        ByteBuf utf8 = (ByteBuf) invoke(find(view, name + "Utf8"), view);
        byte[] expectedBytes = expected == null ? null : expected.getBytes(StandardCharsets.UTF_8);
        boolean equal = (Boolean) invoke(find(view, name + "Equals", byte[].class), view, (Object) expectedBytes);
        if (compare) {
            if (expected == null) {
                assertNull(utf8, where + "Utf8");
            } else {
                assertArrayEquals(expectedBytes, ByteBufUtil.getBytes(utf8), where + "Utf8");
            }
            assertTrue(equal, where + "Equals of the decoded string's bytes");
        }
    }

    private static void walkArray(Object view, Field field, Object expected, boolean compare, String where) {
        String name = field.getName();
        int count = (Integer) invoke(find(view, name + "Count"), view);
        if (compare) {
            assertEquals(expected == null ? -1 : sizeOf(expected), count, where + "Count");
        }
        Method element = find(view, name, int.class);
        Class<?> elementType = elementType(field);
        for (int i = 0; i < count; i++) {
            Object actual = invoke(element, view, i);
            Object expectedElement = compare ? elementOf(expected, i) : null;
            if (KafkaBridge.isStruct(elementType)) {
                walk(actual, elementType, expectedElement, where + "[" + i + "]");
            } else if (compare) {
                assertSame(expectedElement, actual, where + "[" + i + "]");
            }
        }
        if (count > 1 && !KafkaBridge.isStruct(elementType) && compare) {
            // Backwards, after forwards: the cursor goes back to the first element.
            assertSame(elementOf(expected, 0), invoke(element, view, 0), where + "[0] again");
        }
    }

    private static Class<?> elementType(Field field) {
        if (field.getType().isArray()) {
            return field.getType().getComponentType();
        }
        return (Class<?>) ((ParameterizedType) field.getGenericType()).getActualTypeArguments()[0];
    }

    private static int sizeOf(Object array) {
        return array instanceof List<?> list ? list.size() : java.lang.reflect.Array.getLength(array);
    }

    private static Object elementOf(Object array, int i) {
        return array instanceof List<?> list ? list.get(i) : java.lang.reflect.Array.get(array, i);
    }

    private static void assertSame(Object expected, Object actual, String where) {
        if (expected instanceof byte[] bytes) {
            assertArrayEquals(bytes, ByteBufUtil.getBytes((ByteBuf) actual), where);
        } else if (expected instanceof ByteBuf buffer) {
            assertEquals(ByteBufUtil.hexDump(buffer), ByteBufUtil.hexDump((ByteBuf) actual), where);
        } else if (expected instanceof Double d) {
            assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits((Double) actual), where);
        } else if (expected == null && actual instanceof ByteBuf) {
            throw new AssertionError(where + ": expected null, view gave " + ByteBufUtil.hexDump((ByteBuf) actual));
        } else {
            assertEquals(expected, actual, where);
        }
    }

    /** A tagged struct not sent: the view says null, read gives the default, a new instance's fields. */
    private static void assertDefault(Object decoded, Class<?> type, String where) {
        Object fresh = newInstance(type);
        for (Field field : KafkaBridge.instanceFields(type)) {
            Object a = get(field, fresh);
            Object b = get(field, decoded);
            assertTrue(Objects.deepEquals(a, b) || a instanceof List<?> x && b instanceof List<?> y && x.equals(y),
                    where + "." + field.getName() + " of a struct the view found not sent");
        }
    }

    private static boolean isUnknownTaggedFields(Field field) {
        return field.getGenericType() instanceof ParameterizedType list
                && list.getActualTypeArguments()[0] == RawTaggedField.class;
    }

    private static Object newInstance(Class<?> type) {
        try {
            return type.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static Object get(Field field, Object target) {
        try {
            return field.get(target);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    private static Method find(Object view, String name, Class<?>... parameters) {
        return METHODS.computeIfAbsent(new Accessor(view.getClass(), name, List.of(parameters)), Accessor::method);
    }

    private record Accessor(Class<?> view, String name, List<Class<?>> parameters) {
        Method method() {
            try {
                return view.getMethod(name, parameters.toArray(Class<?>[]::new));
            } catch (NoSuchMethodException e) {
                throw new AssertionError(view.getSimpleName() + " has no accessor " + name, e);
            }
        }
    }

    /** Calls an accessor, rethrowing what it threw. */
    static Object invoke(Method method, Object target, Object... arguments) {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new AssertionError(e.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }
}
