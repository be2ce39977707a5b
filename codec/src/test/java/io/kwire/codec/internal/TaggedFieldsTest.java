package io.kwire.codec.internal;

import static io.kwire.codec.internal.TestBuffers.PREAMBLE;
import static io.kwire.codec.internal.TestBuffers.assertOverflowsWithLessRoom;
import static io.kwire.codec.internal.TestBuffers.assertEveryTruncationMalformed;
import static io.kwire.codec.internal.TestBuffers.concat;
import static io.kwire.codec.internal.TestBuffers.hex;
import static io.kwire.codec.internal.TestBuffers.malformed;
import static io.kwire.codec.internal.TestBuffers.read;
import static io.kwire.codec.internal.TestBuffers.written;
import static io.kwire.codec.internal.TestBuffers.writtenInto;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.DecodeLimits;
import io.kwire.codec.InvalidValueException;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.internal.TestBuffers.Writer;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.apache.kafka.common.message.CreateTopicsResponseData.CreatableTopicResult;
import org.apache.kafka.common.message.ResponseHeaderData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.MessageUtil;
import org.junit.jupiter.api.Test;

class TaggedFieldsTest {
    private static final String STRUCT = "M.S";
    private static final String FIELD = "M.S.unknownTaggedFields";
    private static final int[] NO_KNOWN_TAGS = {};

    @Test
    void rawFieldsMatchKafkasUnknownTaggedFields() {
        List<RawTaggedField> raw = List.of(field(0, 0), field(1, 3), field(5, 200), field(300, 1), field(20000, 17));
        ResponseHeaderData kafka = new ResponseHeaderData().setCorrelationId(7);
        for (RawTaggedField f : raw) {
            kafka.unknownTaggedFields().add(kafkaField(f));
        }
        byte[] ours = written((out, at, limit) -> {
            int i = Writes.int32(out, at, limit, 7);
            i = Writes.unsignedVarint(out, i, limit, raw.size());
            return TaggedFields.writeRawFrom(out, i, limit, raw, 0);
        });
        assertArrayEquals(kafkaBytes(kafka, (short) 1), ours);
        assertEquals(ours.length - 4 - 1, TaggedFields.sizeOfRaw(raw));
        assertEquals(kafka, new ResponseHeaderData(new ByteBufferAccessor(ByteBuffer.wrap(ours)), (short) 1));
        assertEquals(raw, read(Arrays.copyOfRange(ours, 4, ours.length), TaggedFieldsTest::readSection));
    }

    /**
     * The section of a struct without tagged fields of its own, count and fields in one call, as
     * Kafka writes a struct's unknown tagged fields; an empty or null list is the one byte 0.
     */
    @Test
    void unknownOnlySectionsAreKafkasAndSizedAsWritten() {
        List<RawTaggedField> many = new ArrayList<>();
        for (int tag = 0; tag < 130; tag++) {
            many.add(field(tag * 3, tag % 4));
        }
        for (List<RawTaggedField> raw : List.of(List.<RawTaggedField>of(), List.of(field(0, 0)),
                List.of(field(1, 3), field(5, 200), field(300, 1), field(20000, 17)), many)) {
            ResponseHeaderData kafka = new ResponseHeaderData().setCorrelationId(7);
            for (RawTaggedField f : raw) {
                kafka.unknownTaggedFields().add(kafkaField(f));
            }
            byte[] section = assertOverflowsWithLessRoom(writeUnknownOnly(raw));
            byte[] expected = kafkaBytes(kafka, (short) 1);
            assertArrayEquals(Arrays.copyOfRange(expected, 4, expected.length), section, () -> raw.size() + " fields");
            assertEquals(section.length, TaggedFields.sizeOfUnknownOnly(raw, FIELD), () -> raw.size() + " fields");
        }
        assertArrayEquals(hex("00"), written(writeUnknownOnly(null)));
        assertEquals(1, TaggedFields.sizeOfUnknownOnly(null, FIELD));
    }

    /** Both check the list as {@link TaggedFields#checkRaw} does, before writing anything. */
    @Test
    void unknownOnlySectionsRefuseNullsAndTagsOutOfOrder() {
        List<RawTaggedField> withNull = new ArrayList<>();
        withNull.add(field(1, 0));
        withNull.add(null);
        for (List<RawTaggedField> raw : List.of(withNull, List.of(field(5, 0), field(5, 1)))) {
            InvalidValueException sized = assertThrows(InvalidValueException.class,
                    () -> TaggedFields.sizeOfUnknownOnly(raw, FIELD));
            InvalidValueException written = assertThrows(InvalidValueException.class,
                    () -> writtenInto(100, writeUnknownOnly(raw)));
            assertEquals(FIELD, sized.field());
            assertEquals(sized.getMessage(), written.getMessage());
        }
    }

    @Test
    void rawFieldsMergeWithKnownOnesInTagOrderAsKafkaDoes() {
        List<RawTaggedField> raw = List.of(field(1, 2), field(4, 5));
        CreatableTopicResult kafka = new CreatableTopicResult().setName("t").setErrorCode((short) 0)
                .setErrorMessage(null).setTopicConfigErrorCode((short) 5).setNumPartitions(3)
                .setReplicationFactor((short) 1).setConfigs(null);
        for (RawTaggedField f : raw) {
            kafka.unknownTaggedFields().add(kafkaField(f));
        }
        TaggedFields.checkRaw(raw, new int[] {0}, FIELD);
        byte[] ours = written((out, at, limit) -> {
            int i = Strings.writeCompact(out, at, limit, "t", "CreatableTopicResult.name");
            i = Writes.int16(out, i, limit, (short) 0);
            i = Strings.writeCompact(out, i, limit, null, "CreatableTopicResult.errorMessage");
            i = Writes.int32(out, i, limit, 3);
            i = Writes.int16(out, i, limit, (short) 1);
            i = ArrayLengths.writeCompact(out, i, limit, -1);
            i = Writes.unsignedVarint(out, i, limit, 1 + raw.size());
            int next = TaggedFields.rawBelow(raw, 0, 0);
            assertEquals(0, next, "no raw tag below 0");
            i = TaggedFields.writeRaw(out, i, limit, raw, 0, next);
            i = Writes.unsignedVarint(out, i, limit, 0);
            i = Writes.unsignedVarint(out, i, limit, 2);
            i = Writes.int16(out, i, limit, (short) 5);
            return TaggedFields.writeRawFrom(out, i, limit, raw, next);
        });
        assertArrayEquals(kafkaBytes(kafka, (short) 5), ours);
    }

    @Test
    void rawBelowIsTheFirstFieldFromWhoseTagIsNotBelowTheLimit() {
        List<RawTaggedField> raw = List.of(field(1, 1), field(5, 1), field(9, 0));
        assertEquals(0, TaggedFields.rawBelow(raw, 0, 0));
        assertEquals(0, TaggedFields.rawBelow(raw, 0, 1), "a raw tag equal to the limit is not below it");
        assertEquals(1, TaggedFields.rawBelow(raw, 0, 3));
        assertEquals(1, TaggedFields.rawBelow(raw, 1, 5));
        assertEquals(2, TaggedFields.rawBelow(raw, 1, 7));
        assertEquals(2, TaggedFields.rawBelow(raw, 2, 0), "never before from");
        assertEquals(3, TaggedFields.rawBelow(raw, 0, Integer.MAX_VALUE));
        assertEquals(3, TaggedFields.rawBelow(raw, 3, 0), "the end of the list, from it");
        assertEquals(4, TaggedFields.rawBelow(null, 4, 10), "from, for a null list");
    }

    /** Raw fields written up to each known tag in turn, the known ones between them, as a generated codec does. */
    @Test
    void writeRawWritesTheFieldsBelowEachKnownTagAndWriteRawFromTheRest() {
        List<RawTaggedField> raw = List.of(field(1, 1), field(5, 1), field(9, 0));
        byte[] bytes = written((out, at, limit) -> {
            int i = at;
            int from = 0;
            for (int knownTag : new int[] {0, 3, 7}) {
                int to = TaggedFields.rawBelow(raw, from, knownTag);
                i = TaggedFields.writeRaw(out, i, limit, raw, from, to);
                i = Writes.int8(out, i, limit, (byte) (0xa0 + knownTag));
                from = to;
            }
            return TaggedFields.writeRawFrom(out, i, limit, raw, from);
        });
        byte[] data1 = raw.get(0).data();
        byte[] data5 = raw.get(1).data();
        assertArrayEquals(concat(hex("a00101"), data1, hex("a30501"), data5, hex("a70900")), bytes);
    }

    @Test
    void rawFieldsOverflowWithTooLittleRoomWritingNothingAtOrPastTheLimit() {
        List<RawTaggedField> raw = List.of(field(0, 0), field(1, 3), field(300, 130));
        byte[] all = assertOverflowsWithLessRoom(writeRawFrom(raw, 0));
        assertEquals(TaggedFields.sizeOfRaw(raw), all.length);
        int first = TaggedFields.sizeOfRaw(raw.subList(0, 1));
        int firstTwo = TaggedFields.sizeOfRaw(raw.subList(0, 2));
        assertArrayEquals(Arrays.copyOf(all, firstTwo), assertOverflowsWithLessRoom(writeRaw(raw, 0, 2)));
        assertArrayEquals(Arrays.copyOfRange(all, first, all.length),
                assertOverflowsWithLessRoom(writeRawFrom(raw, 1)));
        assertArrayEquals(Arrays.copyOfRange(all, firstTwo, all.length),
                assertOverflowsWithLessRoom(writeRaw(raw, 2, 3)));
    }

    @Test
    void nullRawListAndAnEmptyRangeWriteNothing() {
        assertEquals(0, TaggedFields.sizeOfRaw(null));
        List<RawTaggedField> raw = List.of(field(1, 1));
        assertArrayEquals(new byte[0], writtenInto(0, writeRawFrom(null, 4)));
        assertArrayEquals(new byte[0], writtenInto(0, writeRawFrom(raw, 1)));
        assertArrayEquals(new byte[0], writtenInto(0, writeRaw(raw, 0, 0)));
        assertDoesNotThrow(() -> TaggedFields.checkRaw(null, new int[] {0, 1}, FIELD));
        assertDoesNotThrow(() -> TaggedFields.checkRaw(List.of(), new int[] {0, 1}, FIELD));
    }

    @Test
    void sizeOfRawCountsTagSizeAndDataAsWritten() {
        List<RawTaggedField> raw = List.of(field(0, 0), field(127, 127), field(128, 128), field(Integer.MAX_VALUE, 1));
        byte[] bytes = written(writeRawFrom(raw, 0));
        assertEquals((1 + 1) + (1 + 1 + 127) + (2 + 2 + 128) + (5 + 1 + 1), TaggedFields.sizeOfRaw(raw));
        assertEquals(bytes.length, TaggedFields.sizeOfRaw(raw));
        assertEquals(raw, read(concat(hex("04"), bytes), TaggedFieldsTest::readSection));
    }

    @Test
    void checkRawAcceptsAscendingUnknownTags() {
        assertDoesNotThrow(() -> TaggedFields.checkRaw(List.of(field(1, 0), field(2, 0), field(40, 1)),
                new int[] {0, 3, 39}, FIELD));
        assertDoesNotThrow(() -> TaggedFields.checkRaw(List.of(field(0, 0)), NO_KNOWN_TAGS, FIELD));
    }

    @Test
    void checkRawRefusesNullElements() {
        List<RawTaggedField> raw = new ArrayList<>();
        raw.add(field(1, 0));
        raw.add(null);
        InvalidValueException e = assertThrows(InvalidValueException.class,
                () -> TaggedFields.checkRaw(raw, NO_KNOWN_TAGS, FIELD));
        assertEquals(FIELD, e.field());
        assertEquals(FIELD + ": element 1 is null, which an array cannot carry", e.getMessage());
    }

    @Test
    void checkRawRefusesTagsOutOfOrderOrRepeated() {
        InvalidValueException descending = assertThrows(InvalidValueException.class,
                () -> TaggedFields.checkRaw(List.of(field(5, 0), field(2, 0)), NO_KNOWN_TAGS, FIELD));
        assertEquals(FIELD + ": element 1 has tag 2, not above the tag 5 before it; tags must be strictly ascending",
                descending.getMessage());
        InvalidValueException repeated = assertThrows(InvalidValueException.class,
                () -> TaggedFields.checkRaw(List.of(field(5, 0), field(5, 1)), NO_KNOWN_TAGS, FIELD));
        assertEquals(FIELD + ": element 1 has tag 5, not above the tag 5 before it; tags must be strictly ascending",
                repeated.getMessage());
    }

    @Test
    void checkRawRefusesTagsOfKnownFields() {
        for (int known : new int[] {0, 3, 7}) {
            InvalidValueException e = assertThrows(InvalidValueException.class,
                    () -> TaggedFields.checkRaw(List.of(field(1, 0), field(known == 0 ? 2 : known, 0)),
                            new int[] {0, 2, 3, 7}, FIELD));
            assertEquals(FIELD, e.field());
        }
        InvalidValueException e = assertThrows(InvalidValueException.class,
                () -> TaggedFields.checkRaw(List.of(field(3, 0)), new int[] {0, 3}, FIELD));
        assertEquals(FIELD + ": element 0 has tag 3, which a known tagged field of the struct uses", e.getMessage());
    }

    @Test
    void readCountNeedsTwoBytesPerField() {
        assertEquals(0, (int) read(hex("00"), in -> TaggedFields.readCount(in, STRUCT)));
        try (TestBuffers.Input input = TestBuffers.input(hex("02" + "00000000"))) {
            assertEquals(2, TaggedFields.readCount(input.in(), STRUCT));
        }
        MalformedMessageException e = malformed(hex("03" + "0000000000"), in2 -> TaggedFields.readCount(in2, STRUCT));
        assertEquals("3 tagged fields need at least 6 bytes but 5 remain", e.problem());
        assertEquals(PREAMBLE, e.offset());
        assertEquals(STRUCT, e.field());
        MalformedMessageException huge = malformed(hex("ffffffff07"),
                in2 -> TaggedFields.readCount(in2, STRUCT, Integer.MAX_VALUE));
        assertEquals("2147483647 tagged fields need at least 4294967294 bytes but 0 remain", huge.problem());
        assertEveryTruncationMalformed(hex("8001"), in2 -> TaggedFields.readCount(in2, STRUCT));
    }

    @Test
    void readCountAboveTheCapIsMalformedWhateverTheBytes() {
        MalformedMessageException capped = malformed(hex("02" + "00000000"),
                in -> TaggedFields.readCount(in, STRUCT, 1));
        assertEquals("2 tagged fields exceed the limit of 1 (system property kwire.decode.maxTaggedFields)",
                capped.problem());
        assertEquals(PREAMBLE, capped.offset());
        int overDefault = DecodeLimits.DEFAULT_MAX_TAGGED_FIELDS + 1;
        MalformedMessageException huge = malformed(
                concat(written((out, at, limit) -> Writes.unsignedVarint(out, at, limit, overDefault)),
                        new byte[2 * overDefault]),
                in -> TaggedFields.readCount(in, STRUCT));
        assertEquals(overDefault + " tagged fields exceed the limit of " + DecodeLimits.DEFAULT_MAX_TAGGED_FIELDS
                + " (system property kwire.decode.maxTaggedFields)", huge.problem());
    }

    @Test
    void readTagRequiresStrictlyAscendingTags() {
        assertEquals(0, (int) read(hex("00"), in -> TaggedFields.readTag(in, -1, STRUCT)));
        assertEquals(300, (int) read(hex("ac02"), in -> TaggedFields.readTag(in, 299, STRUCT)));
        MalformedMessageException twice = malformed(hex("05"), in -> TaggedFields.readTag(in, 5, STRUCT));
        assertEquals("tagged field 5 appears twice", twice.problem());
        assertEquals(PREAMBLE, twice.offset());
        MalformedMessageException descending = malformed(hex("01"), in -> TaggedFields.readTag(in, 4, STRUCT));
        assertEquals("tagged field 1 follows tagged field 4, but tags must be in ascending order",
                descending.problem());
        MalformedMessageException huge = malformed(hex("8080808008"), in -> TaggedFields.readTag(in, -1, STRUCT));
        assertEquals("tag 2147483648 exceeds 2147483647", huge.problem());
        assertEveryTruncationMalformed(hex("ac02"), in -> TaggedFields.readTag(in, -1, STRUCT));
    }

    @Test
    void readSizeCannotExceedTheRemainingBytes() {
        try (TestBuffers.Input input = TestBuffers.input(hex("04" + "01020304"))) {
            assertEquals(4, TaggedFields.readSize(input.in(), 3, STRUCT));
            assertEquals(PREAMBLE + 1, input.in().position());
        }
        MalformedMessageException e = malformed(hex("05" + "01020304"), in2 -> TaggedFields.readSize(in2, 3, STRUCT));
        assertEquals("tagged field 3 declares 5 bytes but 4 remain", e.problem());
        assertEquals(PREAMBLE, e.offset());
        MalformedMessageException huge = malformed(hex("ffffffff0f"), in2 -> TaggedFields.readSize(in2, 3, STRUCT));
        assertEquals("tagged field 3 declares 4294967295 bytes but 0 remain", huge.problem());
        assertEveryTruncationMalformed(hex("8001"), in2 -> TaggedFields.readSize(in2, 3, STRUCT));
    }

    @Test
    void checkConsumedComparesThePositionWithTheDeclaredEnd() {
        try (TestBuffers.Input input = TestBuffers.input(new byte[8])) {
            WireInput in = input.in();
            in.skip(4);
            int here = in.position();
            assertDoesNotThrow(() -> TaggedFields.checkConsumed(in, here, 3, STRUCT));
            MalformedMessageException over = assertThrows(MalformedMessageException.class,
                    () -> TaggedFields.checkConsumed(in, here - 2, 3, STRUCT));
            assertEquals("tagged field 3's value took 2 bytes more than its declared size", over.problem());
            assertEquals(here, over.offset());
            assertEquals(STRUCT, over.field());
            MalformedMessageException under = assertThrows(MalformedMessageException.class,
                    () -> TaggedFields.checkConsumed(in, here + 1, 3, STRUCT));
            assertEquals("tagged field 3's value took 1 byte less than its declared size", under.problem());
        }
    }

    @Test
    void readRawCopiesAndSkipSkips() {
        try (TestBuffers.Input input = TestBuffers.input(hex("0102030405"))) {
            WireInput in = input.in();
            RawTaggedField raw = TaggedFields.readRaw(in, 9, 3);
            assertEquals(new RawTaggedField(9, hex("010203")), raw);
            input.buffer().setByte(PREAMBLE, 7);
            assertArrayEquals(hex("010203"), raw.data());
            TaggedFields.skip(in, 2);
            assertEquals(0, in.remaining());
            assertEquals(new RawTaggedField(4, new byte[0]), TaggedFields.readRaw(in, 4, 0));
        }
    }

    @Test
    void readRawAndSkipRefuseSizesTheBufferCannotHold() {
        MalformedMessageException raw = malformed(hex("0102"), in -> TaggedFields.readRaw(in, 9, 3));
        assertEquals("tagged field 9", raw.field());
        assertEquals("declares 3 bytes but 2 remain", raw.problem());
        assertEquals(PREAMBLE, raw.offset());
        malformed(hex("0102"), in -> TaggedFields.readRaw(in, 9, -1));
        MalformedMessageException skip = malformed(hex("01"), in -> TaggedFields.skip(in, 2));
        assertEquals("declares 2 bytes but 1 remains", skip.problem());
        malformed(hex("01"), in -> TaggedFields.skip(in, -1));
    }

    /** Reads a tagged-field section the way a generated codec does, keeping every field as raw. */
    private static List<RawTaggedField> readSection(WireInput in) {
        List<RawTaggedField> raw = new ArrayList<>();
        int count = TaggedFields.readCount(in, STRUCT);
        int previousTag = -1;
        for (int i = 0; i < count; i++) {
            int tag = TaggedFields.readTag(in, previousTag, STRUCT);
            int size = TaggedFields.readSize(in, tag, STRUCT);
            int end = in.position() + size;
            raw.add(TaggedFields.readRaw(in, tag, size));
            TaggedFields.checkConsumed(in, end, tag, STRUCT);
            previousTag = tag;
        }
        return raw;
    }

    /** {@link TaggedFields#writeRaw} of {@code raw}'s fields {@code from} up to {@code to}. */
    private static Writer writeRaw(List<RawTaggedField> raw, int from, int to) {
        return (out, at, limit) -> TaggedFields.writeRaw(out, at, limit, raw, from, to);
    }

    /** {@link TaggedFields#writeUnknownOnly} of {@code raw}. */
    private static Writer writeUnknownOnly(List<RawTaggedField> raw) {
        return (out, at, limit) -> TaggedFields.writeUnknownOnly(out, at, limit, raw, FIELD);
    }

    /** {@link TaggedFields#writeRawFrom} of {@code raw}'s fields from {@code from}. */
    private static Writer writeRawFrom(List<RawTaggedField> raw, int from) {
        return (out, at, limit) -> TaggedFields.writeRawFrom(out, at, limit, raw, from);
    }

    private static RawTaggedField field(int tag, int size) {
        byte[] data = new byte[size];
        new Random(tag).nextBytes(data);
        return new RawTaggedField(tag, data);
    }

    private static org.apache.kafka.common.protocol.types.RawTaggedField kafkaField(RawTaggedField field) {
        return new org.apache.kafka.common.protocol.types.RawTaggedField(field.tag(), field.data());
    }

    private static byte[] kafkaBytes(Message message, short version) {
        ByteBuffer buffer = MessageUtil.toByteBufferAccessor(message, version).buffer();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }

    @Test
    void skipAllSkipsEveryFieldOfTheSection() {
        try (TestBuffers.Input input = TestBuffers.input(hex("020102aabb0500" + "ee"))) {
            TaggedFields.skipAll(input.in(), STRUCT);
            assertEquals(1, input.in().remaining());
        }
    }

    @Test
    void skipAllChecksTheSectionAsAFullReadDoes() {
        assertEquals("tagged field 1 appears twice", malformed(hex("0201000100"), in -> TaggedFields.skipAll(in,
                STRUCT)).problem());
        assertEquals("tagged field 1 declares 5 bytes but 1 remains",
                malformed(hex("010105aa"), in -> TaggedFields.skipAll(in, STRUCT)).problem());
        assertEquals(STRUCT, malformed(hex("05"), in -> TaggedFields.skipAll(in, STRUCT)).field());
    }
}
