package io.kwire.functional.badinput;

import io.kwire.codec.MessageCodec;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.UnsupportedVersionException;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * Finds every length and count field in the encoding of a message, without a decoder of its own.
 *
 * <p>How: walk the message's public fields and, for each string, array and tagged-field section
 * it holds (at every nesting level, every element, nulls included), encode a fresh copy with just
 * that one made one longer (a null one made empty). Kafka's format puts every length right before
 * what it measures and nothing before it depends on it, so the first byte where the two encodings
 * differ is the last byte of that length field: the field starts {@code width - 1} bytes earlier,
 * where the width is 4 for a classic array count, 2 for a classic string length and 1 for a uvarint
 * (compact lengths and tagged-field counts and sizes, all small in the samples). From null to
 * empty, -1 becomes 0 (a compact 0 becomes 1), so there the first differing byte is the first of
 * the field. Either way the value must have grown by exactly one, which is checked. A field that is
 * not on the wire in the version (the longer copy encodes the same, or the version cannot carry
 * it) is not a length field of this encoding. Whether the field may be null is asked of the writer:
 * writing a copy with the field set to null succeeds or throws {@link UnsupportedVersionException}.
 */
final class LengthFields {
    private static final String UNKNOWN_TAGGED_FIELDS = "unknownTaggedFields";
    private static final int ADDED_TAG = 1000;

    /** What a length field measures. */
    enum Kind {
        ARRAY, STRING, TAGGED_FIELD_COUNT, TAGGED_FIELD_SIZE
    }

    /**
     * One length field of an encoding.
     *
     * @param path where the value is, e.g. {@code topics[1].configs[0].name}
     * @param javaName the Java field it belongs to, e.g. {@code name}
     * @param kind what the length measures
     * @param start the offset of its first byte in the encoding
     * @param width its size in bytes
     * @param nullable whether the field may be null in this version
     */
    record LengthField(String path, String javaName, Kind kind, int start, int width, boolean nullable) {
        /** Whether this is the count or a size of the message's own tagged fields, not a struct's. */
        boolean isOfMessageTags() {
            return (kind == Kind.TAGGED_FIELD_COUNT || kind == Kind.TAGGED_FIELD_SIZE) && !path.contains(".");
        }
    }

    /** One step from an object to a value: a field, or an element of the list that field holds. */
    private record Step(Field field, int index) {
        String label() {
            return index < 0 ? field.getName() : field.getName() + "[" + index + "]";
        }
    }

    /** A place in the message that holds a length, found by walking it; {@code wasNull} if it holds null. */
    private record Candidate(List<Step> steps, Kind kind, boolean wasNull) {
        String path() {
            List<String> labels = new ArrayList<>();
            for (Step step : steps) {
                labels.add(step.label());
            }
            return String.join(".", labels);
        }

        Step last() {
            return steps.get(steps.size() - 1);
        }
    }

    private LengthFields() {
    }

    /**
     * The length fields of {@code build}'s message encoded at {@code version}, in the order the
     * walk meets them. {@code build} must return a new, equal message on every call.
     */
    static <T> List<LengthField> find(MessageCodec<T> codec, short version, Supplier<T> build) {
        byte[] base = encode(codec, build.get(), version);
        boolean flexible = codec.isFlexible(version);
        List<Candidate> candidates = new ArrayList<>();
        walk(build.get(), new ArrayList<>(), candidates);

        List<LengthField> found = new ArrayList<>();
        for (Candidate candidate : candidates) {
            T longer = build.get();
            grow(candidate, longer);
            byte[] grown;
            try {
                grown = encode(codec, longer, version);
            } catch (UnsupportedVersionException absentInVersion) {
                continue;
            }
            int differsAt = Arrays.mismatch(base, grown);
            if (differsAt < 0) {
                continue;
            }
            int width = width(candidate.kind(), flexible);
            // Null to empty turns -1 into 0 (or a compact 0 into 1): the first byte already differs.
            int start = candidate.wasNull() ? differsAt : differsAt - (width - 1);
            long before = valueAt(base, start, width);
            long after = valueAt(grown, start, width);
            if (after != before + 1) {
                throw new AssertionError(candidate.path() + " at v" + version + ": expected a length at offset " + start
                        + " that grows by one, found " + before + " then " + after);
            }
            found.add(new LengthField(candidate.path(), candidate.last().field().getName(), candidate.kind(), start,
                    width, isNullable(codec, version, build, candidate)));
        }
        return found;
    }

    private static void walk(Object struct, List<Step> prefix, List<Candidate> out) {
        for (Field field : struct.getClass().getDeclaredFields()) {
            int modifiers = field.getModifiers();
            if (!Modifier.isPublic(modifiers) || Modifier.isStatic(modifiers)) {
                continue;
            }
            Object value = get(field, struct);
            List<Step> steps = append(prefix, new Step(field, -1));
            if (value == null && field.getType() == String.class) {
                out.add(new Candidate(steps, Kind.STRING, true));
            } else if (value == null && field.getType() == List.class) {
                out.add(new Candidate(steps, Kind.ARRAY, true));
            } else if (value instanceof String) {
                out.add(new Candidate(steps, Kind.STRING, false));
            } else if (value instanceof List<?> list && field.getName().equals(UNKNOWN_TAGGED_FIELDS)) {
                out.add(new Candidate(steps, Kind.TAGGED_FIELD_COUNT, false));
                for (int i = 0; i < list.size(); i++) {
                    out.add(new Candidate(append(prefix, new Step(field, i)), Kind.TAGGED_FIELD_SIZE, false));
                }
            } else if (value instanceof List<?> list) {
                out.add(new Candidate(steps, Kind.ARRAY, false));
                for (int i = 0; i < list.size(); i++) {
                    Object element = list.get(i);
                    if (element instanceof String) {
                        out.add(new Candidate(append(prefix, new Step(field, i)), Kind.STRING, false));
                    } else if (isStruct(element)) {
                        walk(element, append(prefix, new Step(field, i)), out);
                    }
                }
            } else if (isStruct(value)) {
                walk(value, steps, out);
            }
        }
    }

    /** Makes the candidate's string, array or tagged-field section one longer, or empty if it was null. */
    @SuppressWarnings("unchecked")
    private static void grow(Candidate candidate, Object message) {
        Object holder = holderOf(candidate, message);
        Step last = candidate.last();
        Object value = get(last.field(), holder);
        if (candidate.wasNull()) {
            set(last.field(), holder, candidate.kind() == Kind.STRING ? "" : new ArrayList<>());
            return;
        }
        switch (candidate.kind()) {
            case STRING -> {
                if (last.index() < 0) {
                    set(last.field(), holder, value + "x");
                } else {
                    List<Object> list = copiedInto(last.field(), holder, (List<Object>) value);
                    list.set(last.index(), list.get(last.index()) + "x");
                }
            }
            case ARRAY -> copiedInto(last.field(), holder, (List<Object>) value).add(newElement(last.field()));
            case TAGGED_FIELD_COUNT -> copiedInto(last.field(), holder, (List<Object>) value)
                    .add(new RawTaggedField(ADDED_TAG, new byte[0]));
            case TAGGED_FIELD_SIZE -> {
                List<Object> list = copiedInto(last.field(), holder, (List<Object>) value);
                RawTaggedField tagged = (RawTaggedField) list.get(last.index());
                byte[] longer = Arrays.copyOf(tagged.data(), tagged.data().length + 1);
                list.set(last.index(), new RawTaggedField(tagged.tag(), longer));
            }
        }
    }

    /**
     * A changeable copy of {@code list}, put in {@code field} in its place: a class may hold a
     * list it shares, such as {@code List.of()} for its unknown tagged fields.
     */
    private static List<Object> copiedInto(Field field, Object holder, List<Object> list) {
        List<Object> copy = new ArrayList<>(list);
        set(field, holder, copy);
        return copy;
    }

    private static <T> boolean isNullable(MessageCodec<T> codec, short version, Supplier<T> build,
            Candidate candidate) {
        if ((candidate.kind() != Kind.STRING && candidate.kind() != Kind.ARRAY) || candidate.last().index() >= 0) {
            return false;
        }
        T withNull = build.get();
        set(candidate.last().field(), holderOf(candidate, withNull), null);
        try {
            codec.size(withNull, version);
            return true;
        } catch (UnsupportedVersionException notNullable) {
            return false;
        }
    }

    /** The object that holds the candidate's field. */
    private static Object holderOf(Candidate candidate, Object message) {
        Object holder = message;
        for (Step step : candidate.steps().subList(0, candidate.steps().size() - 1)) {
            Object value = get(step.field(), holder);
            holder = step.index() < 0 ? value : ((List<?>) value).get(step.index());
        }
        return holder;
    }

    private static Object newElement(Field listField) {
        Class<?> type = (Class<?>) ((ParameterizedType) listField.getGenericType()).getActualTypeArguments()[0];
        if (type == Integer.class) {
            return 7;
        }
        if (type == String.class) {
            return "x";
        }
        try {
            return type.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make an element of " + listField, e);
        }
    }

    private static int width(Kind kind, boolean flexible) {
        if (!flexible && kind == Kind.ARRAY) {
            return Integer.BYTES;
        }
        if (!flexible && kind == Kind.STRING) {
            return Short.BYTES;
        }
        return 1;
    }

    /** The big-endian value of {@code width} bytes at {@code start}, signed unless one byte wide. */
    private static long valueAt(byte[] bytes, int start, int width) {
        long value = width == 1 ? 0 : bytes[start];
        for (int i = width == 1 ? 0 : 1; i < width; i++) {
            value = (value << 8) | (bytes[start + i] & 0xff);
        }
        return value;
    }

    /** {@code message} encoded at {@code version}. */
    static <T> byte[] encode(MessageCodec<T> codec, T message, short version) {
        ByteBuf out = Unpooled.buffer(codec.size(message, version));
        try {
            codec.write(message, out, version);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    private static boolean isStruct(Object value) {
        return value != null && !value.getClass().getName().startsWith("java.");
    }

    private static List<Step> append(List<Step> prefix, Step step) {
        List<Step> steps = new ArrayList<>(prefix);
        steps.add(step);
        return steps;
    }

    private static Object get(Field field, Object owner) {
        try {
            return field.get(owner);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void set(Field field, Object owner, Object value) {
        try {
            field.set(owner, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
