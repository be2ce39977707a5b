package io.kwire.testkit.views;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageView;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.internal.StructView;
import io.kwire.testkit.oracle.KafkaBridge;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Calls every accessor of a generated view, by reflection (the test's, not the view's), in one of
 * three ways:
 * <ul>
 *   <li>{@link #walk(Object, Class, Object, String) compared}: each accessor against the field of
 *       the message the codec decoded from the same bytes;
 *   <li>{@link #walk(Object, Class, Object, String) called} (no message): every accessor, the first
 *       exception ending the walk, as hostile-input tests do;
 *   <li>{@link #transcript recorded}: every accessor, each one's value or
 *       {@link MalformedMessageException} written down and the walk going on past it, so that two
 *       walks over the same bytes, placed differently, can be compared answer for answer.
 * </ul>
 * An accessor that throws {@link UnsupportedVersionException} is for a field the version lacks: the
 * decoded field then holds its default, which is not compared.
 */
public final class ViewWalker {
    /** Accessors, looked up once per view class, not at every field of every instance. */
    private static final Map<Accessor, Method> METHODS = new ConcurrentHashMap<>();
    /** Each message or struct class's fields, looked up once: a walk visits each struct of each element. */
    private static final ClassValue<List<Field>> FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            return List.copyOf(KafkaBridge.instanceFields(type));
        }
    };
    /** What a recorded accessor gave when it threw {@link MalformedMessageException}. */
    private static final Object REFUSED = new Object();

    /** The decoded message is given: compare each accessor with it. */
    private final boolean compare;
    /** Where a recorded walk writes each answer; null: an exception ends the walk. */
    private final List<String> transcript;
    /** Sees each {@link MalformedMessageException} a recorded walk meets. */
    private final Consumer<MalformedMessageException> refusals;

    private ViewWalker(boolean compare, List<String> transcript, Consumer<MalformedMessageException> refusals) {
        this.compare = compare;
        this.transcript = transcript;
        this.refusals = refusals;
    }

    /** The generated view of a kwire message class: {@code <Name>View}, new. */
    public static MessageView newView(Class<?> kwireClass) {
        try {
            return (MessageView) Class.forName(kwireClass.getName() + "View").getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(kwireClass.getSimpleName() + " has no view", e);
        }
    }

    public static void reset(Object view, ByteBuf buffer, int index, int length, short version) {
        ((MessageView) view).reset(buffer, index, length, version);
    }

    public static void validate(Object view) {
        ((MessageView) view).validate();
    }

    /**
     * Checks that every accessor of {@code view} equals the field of {@code decoded}, an instance of
     * {@code type}, or, if {@code decoded} is null, calls every accessor: the first exception ends
     * the walk.
     */
    public static void walk(Object view, Class<?> type, Object decoded, String path) {
        new ViewWalker(decoded != null, null, null).walkStruct(view, type, decoded, path);
    }

    /**
     * Calls every accessor of {@code view}, a view of {@code type}, and returns what each gave, one
     * line each: its value (a buffer's bytes in hex) or the {@link MalformedMessageException} it
     * threw, which {@code refusals} sees too. The walk goes on past a refusal, but not into what the
     * refused accessor would have led to (a struct's fields, an array's elements), nor to the
     * elements after a refused one.
     */
    public static List<String> transcript(Object view, Class<?> type, String path,
            Consumer<MalformedMessageException> refusals) {
        List<String> lines = new ArrayList<>();
        new ViewWalker(false, lines, refusals).walkStruct(view, type, null, path);
        return lines;
    }

    private void walkStruct(Object view, Class<?> type, Object decoded, String path) {
        for (Field field : FIELDS.get(type)) {
            if (isUnknownTaggedFields(field)) {
                walkUnknown(view, compare ? (List<?>) get(field, decoded) : null, path + ".unknownTaggedFields");
                continue;
            }
            String name = field.getName();
            String where = path + "." + name;
            Object expected = compare ? get(field, decoded) : null;
            try {
                if (List.class.isAssignableFrom(field.getType()) || field.getType().isArray()
                        && field.getType() != byte[].class) {
                    walkArray(view, field, expected, where);
                } else if (KafkaBridge.isStruct(field.getType())) {
                    Object child = call(where, find(view, name), view);
                    if (child == null) {
                        if (compare && expected != null) {
                            assertDefault(expected, field.getType(), where);
                        }
                    } else if (child != REFUSED) {
                        walkStruct(child, field.getType(), expected, where);
                    }
                } else {
                    Object actual = call(where, find(view, name), view);
                    if (compare) {
                        assertSame(expected, actual, where);
                    }
                    if (field.getType() == String.class) {
                        walkUtf8(view, name, (String) expected, where);
                    } else if (actual != REFUSED && (field.getType() == byte[].class
                            || field.getType() == ByteBuf.class)) {
                        walkBytesPlace(view, name, (ByteBuf) actual, where);
                    }
                }
            } catch (UnsupportedVersionException absent) {
                // The version lacks the field: read gave its default.
                record(where + ": not in this version");
            }
        }
    }

    /** The tagged fields the struct does not know, raw, against those read kept; a view of a struct never flexible has none. */
    private void walkUnknown(Object view, List<?> expected, String where) {
        Method countMethod;
        try {
            countMethod = view.getClass().getMethod("unknownTaggedFieldCount");
        } catch (NoSuchMethodException e) {
            if (compare) {
                assertTrue(expected == null || expected.isEmpty(), where);
            }
            return;
        }
        Object found = call(where + "Count", countMethod, view);
        if (found == REFUSED) {
            return;
        }
        int count = (Integer) found;
        if (compare) {
            assertEquals(expected == null ? 0 : expected.size(), count, where + " count");
        }
        for (int i = 0; i < count; i++) {
            Object tag = call(where + "[" + i + "].tag", find(view, "unknownTag", int.class), view, i);
            Object data = call(where + "[" + i + "].data", find(view, "unknownTaggedFieldData", int.class), view, i);
            if (compare) {
                RawTaggedField raw = (RawTaggedField) expected.get(i);
                assertEquals(raw.tag(), tag, where + "[" + i + "] tag");
                assertArrayEquals(raw.data(), ByteBufUtil.getBytes((ByteBuf) data), where + "[" + i + "] data");
            }
        }
    }

    /**
     * A string's bytes, and its comparisons: with the bytes the view gives (always equal), and with
     * the decoded string's bytes, which are those bytes unless they are not valid UTF-8 (a codec
     * decodes each bad byte to U+FFFD).
     */
    private void walkUtf8(Object view, String name, String expected, String where) {
        Object utf8 = call(where + "Utf8", find(view, name + "Utf8"), view);
        if (utf8 == REFUSED) {
            return;
        }
        byte[] raw = utf8 == null ? null : ByteBufUtil.getBytes((ByteBuf) utf8);
        Method equals = find(view, name + "Equals", byte[].class);
        Object equalToItself = call(where + "Equals(its own bytes)", equals, view, (Object) raw);
        if (equalToItself != REFUSED) {
            assertEquals(Boolean.TRUE, equalToItself, where + "Equals of the bytes " + name + "Utf8 gave");
        }
        if (!compare) {
            return;
        }
        byte[] expectedBytes = expected == null ? null : expected.getBytes(StandardCharsets.UTF_8);
        if (expected == null) {
            assertNull(raw, where + "Utf8");
        } else {
            assertNotNull(raw, where + "Utf8");
        }
        if (expected != null && !Arrays.equals(expectedBytes, raw)) {
            assertFalse(isValidUtf8(raw), () -> where + "Utf8: valid UTF-8 " + ByteBufUtil.hexDump(raw)
                    + ", but the codec decoded \"" + expected + "\"");
        }
        assertEquals(Arrays.equals(expectedBytes, raw), invoke(equals, view, (Object) expectedBytes),
                where + "Equals of the decoded string's bytes");
    }

    /**
     * A bytes field's {@code Length} and {@code Index} accessors against the slice its accessor gave: its
     * length (-1 for null), and its bytes where the index says in the view's buffer (-1 for null or not sent).
     * A recorded walk writes down whether the index finds the slice's bytes, not the index itself, which
     * depends on where the region lies in its buffer.
     */
    private void walkBytesPlace(Object view, String name, ByteBuf slice, String where) {
        Object length = call(where + "Length", find(view, name + "Length"), view);
        Object index;
        try {
            index = invoke(find(view, name + "Index"), view);
        } catch (MalformedMessageException e) {
            if (transcript == null) {
                throw e;
            }
            transcript.add(where + "Index refused: " + e.getMessage());
            refusals.accept(e);
            return;
        }
        if (length == REFUSED) {
            return;
        }
        int at = (Integer) index;
        ByteBuf buffer = (ByteBuf) invoke(find(view, "viewedBuffer"), view);
        String found = at < 0 ? String.valueOf(at) : slice != null && at <= buffer.capacity() - slice.readableBytes()
                && ByteBufUtil.equals(slice, slice.readerIndex(), buffer, at, slice.readableBytes())
                ? "at the field's bytes" : "at other bytes";
        if (transcript != null) {
            transcript.add(where + "Index " + found);
            return;
        }
        if (slice == null) {
            assertEquals(-1, length, where + "Length of null");
            assertEquals(-1, at, where + "Index of null");
            return;
        }
        assertEquals(slice.readableBytes(), length, where + "Length");
        if (at < 0) {
            assertEquals(0, length, where + "Index: -1, for bytes not sent, which are empty");
        } else {
            assertEquals("at the field's bytes", found, where + "Index " + at + " in the viewed buffer");
        }
    }

    private void walkArray(Object view, Field field, Object expected, String where) {
        String name = field.getName();
        Object found = call(where + "Count", find(view, name + "Count"), view);
        if (found == REFUSED) {
            return;
        }
        int count = (Integer) found;
        if (compare) {
            assertEquals(expected == null ? -1 : sizeOf(expected), count, where + "Count");
        }
        Method element = find(view, name, int.class);
        Class<?> elementType = elementType(field);
        for (int i = 0; i < count; i++) {
            Object actual = call(where + "[" + i + "]", element, view, i);
            if (actual == REFUSED) {
                // The elements after it lie beyond what could not be walked.
                return;
            }
            Object expectedElement = compare ? elementOf(expected, i) : null;
            if (KafkaBridge.isStruct(elementType)) {
                walkStruct(actual, elementType, expectedElement, where + "[" + i + "]");
            } else if (compare) {
                assertSame(expectedElement, actual, where + "[" + i + "]");
            }
        }
        if (count > 1 && !KafkaBridge.isStruct(elementType)) {
            // Backwards, after forwards: the cursor goes back to the first element.
            Object again = call(where + "[0] again", element, view, 0);
            if (compare) {
                assertSame(elementOf(expected, 0), again, where + "[0] again");
            }
        }
    }

    /**
     * Calls an accessor. A recorded walk writes down its answer, and a
     * {@link MalformedMessageException} as {@link #REFUSED}; otherwise what it threw is rethrown.
     */
    private Object call(String where, Method method, Object target, Object... arguments) {
        if (transcript == null) {
            return invoke(method, target, arguments);
        }
        try {
            Object value = invoke(method, target, arguments);
            transcript.add(where + " = " + describe(value));
            return value;
        } catch (MalformedMessageException e) {
            transcript.add(where + " refused: " + e.getMessage());
            refusals.accept(e);
            return REFUSED;
        }
    }

    private void record(String line) {
        if (transcript != null) {
            transcript.add(line);
        }
    }

    /** A value as a transcript line shows it: equal lines for equal answers. */
    private static String describe(Object value) {
        if (value instanceof ByteBuf buffer) {
            // One bulk copy: at PARANOID, a leak-tracked buffer records a stack trace at every call.
            return "bytes " + ByteBufUtil.hexDump(ByteBufUtil.getBytes(buffer));
        }
        if (value instanceof String string) {
            return '"' + string + '"';
        }
        if (value instanceof Double d) {
            return "double " + Long.toHexString(Double.doubleToRawLongBits(d));
        }
        if (value instanceof StructView) {
            return "a view";
        }
        return String.valueOf(value);
    }

    private static boolean isValidUtf8(byte[] bytes) {
        try {
            StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
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
    public static Object invoke(Method method, Object target, Object... arguments) {
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
