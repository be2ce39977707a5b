package io.kwire.testkit.oracle;

import io.kwire.testkit.specs.FieldSpec;
import io.kwire.testkit.specs.MessageSpec;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.types.RawTaggedField;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.SimpleRecord;

/**
 * Random instances of Kafka's generated message classes, valid for one version: driven by the
 * message's JSON spec, it sets only the fields the version has, null only where the version
 * allows it, tagged fields sometimes, and unknown tagged fields only in flexible versions. Values
 * favour boundaries: extreme numbers, empty and multi-byte strings (4-byte UTF-8 included),
 * lengths where a compact length prefix grows a byte, empty and many-element arrays, and a
 * field's spec default set explicitly (a tagged field holding it is not written). Records are
 * random bytes, since Kafka's classes carry them unparsed, or now and then a real record batch.
 *
 * <p>An instance holds at most {@value #LARGE_VALUES_PER_INSTANCE} large value: a string or bytes
 * of 126 bytes or more, or an array of 127 or more elements. Large values are where lengths grow a
 * byte, but several in one instance (a long string in each of 128 elements) only make it slow.
 */
public final class RandomKafkaData {
    /**
     * Tags for unknown tagged fields; a struct's own tags are left out. The largest is one below
     * {@code Integer.MAX_VALUE}, which Kafka's writer refuses as an unknown tag.
     */
    private static final int[] UNKNOWN_TAGS = {0, 1, 2, 5, 127, 128, 16383, 16384, Integer.MAX_VALUE - 1};
    /** Byte counts where a compact length (count + 1) or an unsigned varint needs one more byte. */
    private static final int[] BOUNDARY_LENGTHS = {126, 127, 128, 16382, 16383, 16384};
    private static final int[] RAW_DATA_LENGTHS = {0, 1, 4, 127, 128};
    private static final int LARGE_VALUES_PER_INSTANCE = 1;
    /** Code points of 1, 2, 3 and 4 bytes in UTF-8. */
    private static final int[] CODE_POINTS = {
        'a', 'Z', '0', 0, 0x7f, 0xe9, 0x7ff, 0x800, 0x65e5, 0xfffd, 0x10000, 0x1f600, 0x1d11e, 0x10ffff,
    };
    private static final String FOUR_BYTE_CHARACTER = "\uD83D\uDE00";
    private static final int MAX_STRING_BYTES = 32767;
    /** Strings longer than this are cut from {@link #ASCII_POOL}. */
    private static final int SHORT_STRING = 64;
    /** Random printable ASCII, twice the longest string, for long strings at random offsets. */
    private static final String ASCII_POOL = asciiPool();
    /**
     * Finite float64 values at the edges; NaN is left out, since Kafka's generated {@code equals}
     * compares float64 fields with {@code !=} and so finds no NaN equal to itself.
     */
    private static final double[] DOUBLES = {
        0.0, -0.0, 1.5, -1.0, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
    };

    private final MessageSpec spec;
    private final short version;
    private final Random random;
    private int largeValuesLeft = LARGE_VALUES_PER_INSTANCE;

    public RandomKafkaData(MessageSpec spec, short version, long seed) {
        this.spec = spec;
        this.version = version;
        this.random = new Random(seed);
    }

    /** A new random instance of the message. */
    public Message message() {
        return (Message) struct(KafkaReflection.messageClass(spec), spec.fields());
    }

    private Object struct(Class<?> type, List<FieldSpec> fields) {
        Object data = KafkaReflection.newInstance(type);
        Set<Integer> ownTags = new HashSet<>();
        for (FieldSpec field : fields) {
            if (field.tag() != null) {
                ownTags.add(field.tag());
            }
            boolean leftUnset = field.isTaggedIn(version) && random.nextBoolean();
            if (field.versions().contains(version) && !leftUnset) {
                Object value = value(field, type);
                // Kafka holds zero-copy bytes in a ByteBuffer.
                KafkaReflection.set(data, field.javaName(),
                        field.zeroCopy() && value instanceof byte[] bytes ? ByteBuffer.wrap(bytes) : value);
            }
        }
        if (spec.isFlexible(version) && random.nextInt(4) == 0) {
            addUnknownTaggedFields(KafkaReflection.unknownTaggedFields(data), ownTags);
        }
        return data;
    }

    private Object value(FieldSpec field, Class<?> owner) {
        if (field.nullableVersions().contains(version) && random.nextInt(6) == 0) {
            return null;
        }
        if (random.nextInt(8) == 0 && hasExplicitDefault(field)) {
            return explicitDefault(field, owner);
        }
        if (field.isArray()) {
            return array(field, owner);
        }
        if (field.isStruct()) {
            return struct(KafkaReflection.structClass(owner, field.type()), field.fields());
        }
        return scalar(field.type());
    }

    /**
     * Whether {@link #explicitDefault} has a value for the field: a number, string or bool with a
     * spec default, or a struct defaulting to a default struct (not to null).
     */
    private static boolean hasExplicitDefault(FieldSpec field) {
        if (field.isStruct()) {
            return field.defaultValue() == null;
        }
        return field.defaultValue() != null && !field.defaultValue().equals("null") && !field.isArray()
                && !field.type().equals("uuid");
    }

    /** The field's default as a new value: the spec's {@code default}, or a new default struct. */
    private static Object explicitDefault(FieldSpec field, Class<?> owner) {
        if (field.isStruct()) {
            return KafkaReflection.newInstance(KafkaReflection.structClass(owner, field.type()));
        }
        String text = field.defaultValue();
        return switch (field.type()) {
            case "int8" -> Long.decode(text).byteValue();
            case "int16" -> Long.decode(text).shortValue();
            case "uint16", "int32" -> Long.decode(text).intValue();
            case "int64" -> Long.decode(text);
            case "float64" -> Double.parseDouble(text);
            case "bool" -> Boolean.parseBoolean(text);
            case "string" -> text;
            default -> throw new IllegalArgumentException("no default for spec type " + field.type());
        };
    }

    private Object array(FieldSpec field, Class<?> owner) {
        int length = arrayLength();
        if (field.isStructArray()) {
            Class<?> parameterType = KafkaReflection.setter(owner, field.javaName()).getParameterTypes()[0];
            Class<?> elementType = KafkaReflection.structClass(owner, field.elementType());
            Collection<Object> elements = KafkaReflection.newCollection(parameterType);
            for (int i = 0; i < length; i++) {
                elements.add(struct(elementType, field.fields()));
            }
            return elements;
        }
        List<Object> elements = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            elements.add(scalar(field.elementType()));
        }
        return elements;
    }

    private Object scalar(String type) {
        return switch (type) {
            case "int8" -> (byte) pick(0, 1, -1, Byte.MIN_VALUE, Byte.MAX_VALUE, random.nextInt());
            case "int16" -> (short) pick(0, 1, -1, Short.MIN_VALUE, Short.MAX_VALUE, random.nextInt());
            case "uint16" -> pick(0, 1, 0x7fff, 0x8000, 0xffff, random.nextInt(0x10000));
            case "int32" -> pick(0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, random.nextInt());
            case "int64" -> pickLong(0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, random.nextLong());
            case "float64" -> float64();
            case "bool" -> random.nextBoolean();
            case "string" -> string();
            case "uuid" -> uuid();
            case "bytes" -> bytes();
            case "records" -> records();
            default -> throw new IllegalArgumentException(spec.name() + ": no random values for spec type " + type);
        };
    }

    /** {@link #pick} for int64 values. */
    private long pickLong(long... values) {
        return values[random.nextInt(values.length)];
    }

    private double float64() {
        if (random.nextInt(3) > 0) {
            return DOUBLES[random.nextInt(DOUBLES.length)];
        }
        double value;
        do {
            value = Double.longBitsToDouble(random.nextLong());
        } while (Double.isNaN(value));
        return value;
    }

    private byte[] bytes() {
        int roll = random.nextInt(100);
        int length;
        if (roll < 15) {
            length = 0;
        } else if (roll < 90 || !takeLargeValue()) {
            length = 1 + random.nextInt(64);
        } else {
            length = BOUNDARY_LENGTHS[random.nextInt(BOUNDARY_LENGTHS.length)];
        }
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }

    /** Random bytes, which Kafka's classes carry unparsed, or now and then a real record batch. */
    private MemoryRecords records() {
        if (random.nextInt(5) > 0) {
            return MemoryRecords.readableRecords(ByteBuffer.wrap(bytes()));
        }
        SimpleRecord[] records = new SimpleRecord[1 + random.nextInt(3)];
        for (int i = 0; i < records.length; i++) {
            records[i] = new SimpleRecord(random.nextLong() & Long.MAX_VALUE, bytes(), bytes());
        }
        return MemoryRecords.withRecords(Compression.NONE, records);
    }

    /** Whether the instance may hold one more large value; if so, that value is counted. */
    private boolean takeLargeValue() {
        if (largeValuesLeft == 0) {
            return false;
        }
        largeValuesLeft--;
        return true;
    }

    /** One of the given values, or (as often as any one of them) the last, which callers make random. */
    private int pick(int... values) {
        return values[random.nextInt(values.length)];
    }

    private int arrayLength() {
        int roll = random.nextInt(100);
        if (roll < 20) {
            return 0;
        }
        if (roll < 50) {
            return 1;
        }
        if (roll < 98 || !takeLargeValue()) {
            return 2 + random.nextInt(4);
        }
        return 127 + random.nextInt(2);
    }

    private String string() {
        int roll = random.nextInt(100);
        if (roll < 15) {
            return "";
        }
        if (roll < 45) {
            return ascii(1 + random.nextInt(16));
        }
        if (roll < 85 || !takeLargeValue()) {
            return mixed(1 + random.nextInt(16));
        }
        if (roll < 97) {
            return ascii(BOUNDARY_LENGTHS[random.nextInt(BOUNDARY_LENGTHS.length)]);
        }
        // The longest string the wire carries, 32767 UTF-8 bytes, ending in a 4-byte character.
        return ascii(MAX_STRING_BYTES - 4) + FOUR_BYTE_CHARACTER;
    }

    /**
     * Printable ASCII: short strings drawn character by character, long ones cut at a random
     * offset from {@link #ASCII_POOL}, since drawing each of their characters made the tests slow.
     */
    private String ascii(int length) {
        if (length > SHORT_STRING) {
            int offset = random.nextInt(ASCII_POOL.length() - length + 1);
            return ASCII_POOL.substring(offset, offset + length);
        }
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append((char) (' ' + random.nextInt(95)));
        }
        return text.toString();
    }

    private static String asciiPool() {
        Random random = new Random(0);
        StringBuilder pool = new StringBuilder(2 * MAX_STRING_BYTES);
        for (int i = 0; i < 2 * MAX_STRING_BYTES; i++) {
            pool.append((char) (' ' + random.nextInt(95)));
        }
        return pool.toString();
    }

    private String mixed(int codePoints) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < codePoints; i++) {
            text.appendCodePoint(CODE_POINTS[random.nextInt(CODE_POINTS.length)]);
        }
        return text.toString();
    }

    private Uuid uuid() {
        return switch (random.nextInt(4)) {
            case 0 -> Uuid.ZERO_UUID;
            case 1 -> new Uuid(-1L, -1L);
            case 2 -> new Uuid(0L, 1L);
            default -> new Uuid(random.nextLong(), random.nextLong());
        };
    }

    private void addUnknownTaggedFields(List<RawTaggedField> target, Set<Integer> ownTags) {
        int count = 1 + random.nextInt(3);
        TreeSet<Integer> tags = new TreeSet<>();
        while (tags.size() < count) {
            int tag = UNKNOWN_TAGS[random.nextInt(UNKNOWN_TAGS.length)];
            if (!ownTags.contains(tag)) {
                tags.add(tag);
            }
        }
        for (int tag : tags) {
            byte[] data = new byte[RAW_DATA_LENGTHS[random.nextInt(RAW_DATA_LENGTHS.length)]];
            random.nextBytes(data);
            target.add(new RawTaggedField(tag, data));
        }
    }
}
