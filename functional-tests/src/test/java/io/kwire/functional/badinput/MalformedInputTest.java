package io.kwire.functional.badinput;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.functional.badinput.LengthFields.Kind;
import io.kwire.functional.badinput.LengthFields.LengthField;
import io.kwire.functional.support.AllocatedBytes;
import io.kwire.functional.support.SampleMessages;
import io.kwire.functional.support.SampleMessages.Sample;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every example message at every version, as a non-trivial sample ({@link SampleMessages}),
 * truncated at every offset and with each of its length and count fields corrupted (found as
 * {@link LengthFields} explains): reading must throw {@link MalformedMessageException} and no
 * other exception, leave the reader index where it was, name a field of the message, and allocate
 * next to nothing however large the bad length.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class MalformedInputTest {
    /** Bytes before the message in every input, so that the read does not start at index 0. */
    private static final byte[] BEFORE = {0x5a, 0x5a, 0x5a};
    /**
     * The most a failing read may allocate: the exception and the part of the small sample read
     * so far. Far below any bad length tried, and below a 32767-byte string.
     */
    private static final long ALLOCATION_LIMIT = 16 * 1024;
    private static final int PROBLEMS_SHOWN = 25;

    static Stream<Arguments> everyMessageAtEveryVersion() {
        List<Arguments> arguments = new ArrayList<>();
        for (Sample<?> sample : SampleMessages.all()) {
            for (short v = sample.codec().lowestVersion(); v <= sample.codec().highestVersion(); v++) {
                arguments.add(Arguments.of(Named.of(sample.name(), sample), v));
            }
        }
        return arguments.stream();
    }

    @ParameterizedTest(name = "{0} v{1}")
    @MethodSource("everyMessageAtEveryVersion")
    <T> void truncatedAtEveryOffsetIsMalformed(Sample<T> sample, short version) {
        byte[] encoding = LengthFields.encode(sample.codec(), sample.build(version), version);
        int messageTagsStart = LengthFields.find(sample.codec(), version, () -> sample.build(version)).stream()
                .filter(LengthField::isOfMessageTags)
                .mapToInt(LengthField::start)
                .findFirst()
                .orElse(encoding.length);
        List<String> problems = new ArrayList<>();
        for (int length = 0; length < encoding.length; length++) {
            byte[] truncated = Arrays.copyOf(encoding, length);
            String problem = readFailsCleanly(sample, version, truncated, null, length >= messageTagsStart);
            if (problem != null) {
                problems.add("truncated to " + length + " of " + encoding.length + " bytes: " + problem);
            }
        }
        assertNone(problems, sample, version, encoding);
    }

    @ParameterizedTest(name = "{0} v{1}")
    @MethodSource("everyMessageAtEveryVersion")
    <T> void everyCorruptedLengthOrCountIsMalformed(Sample<T> sample, short version) {
        byte[] encoding = LengthFields.encode(sample.codec(), sample.build(version), version);
        List<LengthField> fields = LengthFields.find(sample.codec(), version, () -> sample.build(version));
        assertFalse(fields.isEmpty(), "no length field found");
        List<String> problems = new ArrayList<>();
        for (LengthField field : fields) {
            for (Corruption corruption : Corruption.of(field, encoding)) {
                boolean measuresContent = field.kind() == Kind.ARRAY || field.kind() == Kind.STRING;
                String blamed = corruption.judgedByPrefix() && measuresContent ? field.javaName() : null;
                String problem = readFailsCleanly(sample, version, corruption.bytes(), blamed, field.isOfMessageTags());
                if (problem != null) {
                    problems.add(field.path() + " (" + field.kind() + " at offset " + field.start() + ") set to "
                            + corruption.description() + ": " + problem);
                }
            }
        }
        assertNone(problems, sample, version, encoding);
    }

    /**
     * Reads {@code input} twice, and null if both reads failed as they must, else what went wrong.
     * The first read runs on the buffer as allocated, which under PARANOID leak detection is
     * wrapped in a tracker that checks every access; it also loads and compiles what the failure
     * path needs. The second runs on the buffer the tracker wraps, since the tracker records a stack
     * trace on every access, and is measured.
     *
     * @param blamedField the field the exception must name, or null if any field will do
     * @param messageMayBeBlamed whether the message's own name will do: for its tagged-field section
     */
    private static <T> String readFailsCleanly(Sample<T> sample, short version, byte[] input, String blamedField,
            boolean messageMayBeBlamed) {
        ByteBuf in = PooledByteBufAllocator.DEFAULT.heapBuffer(BEFORE.length + input.length);
        try {
            in.writeBytes(BEFORE).writeBytes(input);
            String problem = readOnce(sample, version, in, input, blamedField, messageMayBeBlamed, false);
            ByteBuf untracked = in.unwrap() != null ? in.unwrap() : in;
            return problem != null ? problem
                    : readOnce(sample, version, untracked, input, blamedField, messageMayBeBlamed, true);
        } finally {
            in.release();
        }
    }

    private static <T> String readOnce(Sample<T> sample, short version, ByteBuf in, byte[] input, String blamedField,
            boolean messageMayBeBlamed, boolean measure) {
        in.readerIndex(BEFORE.length);
        long before = AllocatedBytes.ofCurrentThread();
        MalformedMessageException malformed;
        try {
            T read = sample.codec().read(in, version);
            return "read succeeded: " + read + "; input " + ByteBufUtil.hexDump(input);
        } catch (MalformedMessageException e) {
            malformed = e;
        } catch (RuntimeException | Error e) {
            return "threw " + e + "; input " + ByteBufUtil.hexDump(input);
        }
        long allocated = AllocatedBytes.ofCurrentThread() - before;
        String field = malformed.field();
        if (in.readerIndex() != BEFORE.length) {
            return "reader index moved by " + (in.readerIndex() - BEFORE.length) + ": " + malformed.getMessage();
        }
        boolean namesField = (field != null && field.startsWith(sample.name() + "."))
                || (messageMayBeBlamed && sample.name().equals(field));
        if (!namesField || !malformed.getMessage().contains(field)) {
            return "the exception does not name a field of " + sample.name() + ": " + malformed.getMessage();
        }
        if (blamedField != null && !field.toLowerCase(Locale.ROOT).contains(blamedField.toLowerCase(Locale.ROOT))) {
            return "the exception names " + field + ", not " + blamedField + ": " + malformed.getMessage();
        }
        if (malformed.offset() < 0 || malformed.offset() > input.length) {
            return "offset " + malformed.offset() + " is outside the " + input.length + " bytes read";
        }
        if (measure && allocated > ALLOCATION_LIMIT) {
            return "the failing read allocated " + allocated + " bytes: " + malformed.getMessage();
        }
        return null;
    }

    private static void assertNone(List<String> problems, Sample<?> sample, short version, byte[] encoding) {
        if (!problems.isEmpty()) {
            fail(problems.size() + " problem(s) reading " + sample.name() + " v" + version + ", valid encoding "
                    + ByteBufUtil.hexDump(encoding) + ":\n"
                    + String.join("\n", problems.subList(0, Math.min(PROBLEMS_SHOWN, problems.size()))));
        }
    }
}
