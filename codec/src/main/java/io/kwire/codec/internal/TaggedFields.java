package io.kwire.codec.internal;

import io.kwire.codec.DecodeLimits;
import io.kwire.codec.InvalidValueException;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;
import java.util.Arrays;
import java.util.List;

/**
 * The tagged-field section that ends every struct in flexible versions: an unsigned varint count,
 * then per field an unsigned varint tag, an unsigned varint size and that many bytes, tags
 * strictly ascending. Also keeps and writes back the fields a struct does not know, as
 * {@link RawTaggedField}s. For generated code only.
 */
public final class TaggedFields {
    /** A tagged field takes at least a one-byte tag and a one-byte size. */
    private static final int MIN_FIELD_BYTES = 2;
    private static final int[] NO_KNOWN_TAGS = {};

    private TaggedFields() {
    }

    /**
     * Reads the number of tagged fields, which cannot exceed {@link DecodeLimits#maxTaggedFields()}
     * nor half the bytes that remain.
     */
    public static int readCount(WireInput in, String struct) {
        // None, nearly every struct's section: one compare and one load.
        int at = in.at;
        if (at < in.limit && in.byteAt(at) == 0) {
            in.at = at + 1;
            return 0;
        }
        return readCount(in, struct, DecodeLimits.maxTaggedFields());
    }

    /** {@link #readCount(WireInput, String)} with a cap of {@code maxFields}. */
    static int readCount(WireInput in, String struct, int maxFields) {
        int start = in.position();
        long count = Integer.toUnsignedLong(Reads.unsignedVarint(in, struct));
        if (count > maxFields) {
            throw Failures.malformedAt(start, struct, count + " tagged fields exceed the limit of " + maxFields
                    + " (system property " + DecodeLimits.MAX_TAGGED_FIELDS_PROPERTY + ")");
        }
        int remaining = in.remaining();
        if (count > remaining / MIN_FIELD_BYTES) {
            throw Failures.malformedAt(start, struct, count + " tagged fields need at least "
                    + Failures.bytes(count * MIN_FIELD_BYTES) + Failures.butRemain(remaining));
        }
        return (int) count;
    }

    /** Reads a tag, which must be above {@code previousTag} (-1 for the first). */
    public static int readTag(WireInput in, int previousTag, String struct) {
        int start = in.position();
        int tag = Reads.unsignedVarint(in, struct);
        if (tag < 0) {
            throw Failures.malformedAt(start, struct, "tag " + Integer.toUnsignedString(tag) + " exceeds "
                    + Integer.MAX_VALUE);
        }
        if (tag == previousTag) {
            throw Failures.malformedAt(start, struct, "tagged field " + tag + " appears twice");
        }
        if (tag < previousTag) {
            throw Failures.malformedAt(start, struct, "tagged field " + tag + " follows tagged field " + previousTag
                    + ", but tags must be in ascending order");
        }
        return tag;
    }

    /** Reads the size of tagged field {@code tag}'s value, which cannot exceed the bytes that remain. */
    public static int readSize(WireInput in, int tag, String struct) {
        int start = in.position();
        long size = Integer.toUnsignedLong(Reads.unsignedVarint(in, struct));
        int remaining = in.remaining();
        if (size > remaining) {
            throw Failures.malformedAt(start, struct, "tagged field " + tag + " declares " + Failures.bytes(size)
                    + Failures.butRemain(remaining));
        }
        return (int) size;
    }

    /** Throws unless reading tagged field {@code tag}'s value ended exactly at {@code end}, where its size said. */
    public static void checkConsumed(WireInput in, int end, int tag, String struct) {
        int overrun = in.position() - end;
        if (overrun > 0) {
            throw Failures.malformed(in, struct, "tagged field " + tag + "'s value took " + Failures.bytes(overrun)
                    + " more than its declared size");
        }
        if (overrun < 0) {
            throw Failures.malformed(in, struct, "tagged field " + tag + "'s value took " + Failures.bytes(-overrun)
                    + " less than its declared size");
        }
    }

    /** Reads the {@code size} bytes of an unknown tagged field into a copy. */
    public static RawTaggedField readRaw(WireInput in, int tag, int size) {
        if (!isReadable(in, size)) {
            throw sizeExceeds(in, "tagged field " + tag, size);
        }
        byte[] data = new byte[size];
        in.copy(data);
        return new RawTaggedField(tag, data);
    }

    /**
     * Reads the tagged-field section of a struct that has no tagged fields and keeps no unknown
     * ones: checks the count, each tag and each size as {@link #readCount}, {@link #readTag} and
     * {@link #readSize} do, and skips every field.
     */
    public static void skipAll(WireInput in, String struct) {
        int count = readCount(in, struct);
        int previousTag = -1;
        for (int i = 0; i < count; i++) {
            int tag = readTag(in, previousTag, struct);
            in.skip(readSize(in, tag, struct));
            previousTag = tag;
        }
    }

    /**
     * The tag of unknown field number {@code index} of the tagged-field section at the cursor, which
     * a view has already checked: a field is unknown if its tag is not among {@code knownTags}
     * (sorted ascending).
     */
    public static int unknownTag(WireInput in, int index, int[] knownTags, String struct) {
        int tag = toUnknown(in, index, knownTags, struct);
        in.skip(readSize(in, tag, struct));
        return tag;
    }

    /**
     * The value of unknown field number {@code index} of the tagged-field section at the cursor, as
     * {@link #unknownTag} finds it: an unretained slice of the buffer.
     */
    public static ByteBuf unknownData(WireInput in, int index, int[] knownTags, String struct) {
        int tag = toUnknown(in, index, knownTags, struct);
        return in.slice(readSize(in, tag, struct));
    }

    /** Moves past the section's count and fields up to unknown field number {@code index}'s size; returns its tag. */
    private static int toUnknown(WireInput in, int index, int[] knownTags, String struct) {
        int count = readCount(in, struct);
        int previousTag = -1;
        int unknown = 0;
        for (int i = 0; i < count; i++) {
            int tag = readTag(in, previousTag, struct);
            if (Arrays.binarySearch(knownTags, tag) < 0 && unknown++ == index) {
                return tag;
            }
            in.skip(readSize(in, tag, struct));
            previousTag = tag;
        }
        throw new IndexOutOfBoundsException("unknown tagged field " + index + " of " + unknown);
    }

    /** Skips the {@code size} bytes of an unknown tagged field. */
    public static void skip(WireInput in, int size) {
        if (!isReadable(in, size)) {
            throw sizeExceeds(in, "tagged field", size);
        }
        in.skip(size);
    }

    /**
     * Throws {@link InvalidValueException} unless {@code raw} (null allowed) holds no null, its tags
     * are strictly ascending, and none is among {@code knownTags} (sorted ascending), the tags of
     * the struct's own tagged fields.
     */
    public static void checkRaw(List<RawTaggedField> raw, int[] knownTags, String field) {
        // Nearly always empty: kept small, so that this inlines into the codec and the loop does not.
        if (raw == null || raw.isEmpty()) {
            return;
        }
        checkEach(raw, knownTags, field);
    }

    private static void checkEach(List<RawTaggedField> raw, int[] knownTags, String field) {
        int previousTag = -1;
        for (int i = 0, n = raw.size(); i < n; i++) {
            RawTaggedField rawField = raw.get(i);
            if (rawField == null) {
                throw Failures.nullElement(field, i);
            }
            int tag = rawField.tag();
            if (tag <= previousTag) {
                throw new InvalidValueException(field, "element " + i + " has tag " + tag + ", not above the tag "
                        + previousTag + " before it; tags must be strictly ascending");
            }
            if (Arrays.binarySearch(knownTags, tag) >= 0) {
                throw new InvalidValueException(field, "element " + i + " has tag " + tag
                        + ", which a known tagged field of the struct uses");
            }
            previousTag = tag;
        }
    }

    /**
     * The size of the tagged-field section of a struct that has no tagged fields of its own: the
     * count and the fields of {@code raw} (null allowed), checked as {@link #checkRaw} does.
     */
    public static int sizeOfUnknownOnly(List<RawTaggedField> raw, String field) {
        // Nearly always empty: kept small, so that this inlines into the codec and the rest does not.
        if (raw == null || raw.isEmpty()) {
            return 1;
        }
        checkEach(raw, NO_KNOWN_TAGS, field);
        return Varints.sizeOfUnsignedVarint(raw.size()) + sizeOfRaw(raw);
    }

    /**
     * Writes the tagged-field section of a struct that has no tagged fields of its own: the count
     * and the fields of {@code raw} (null allowed), checked as {@link #checkRaw} does; as
     * {@link Writes} does.
     */
    public static int writeUnknownOnly(byte[] out, int at, int limit, List<RawTaggedField> raw, String field) {
        if (raw == null || raw.isEmpty()) {
            return Writes.int8(out, at, limit, (byte) 0);
        }
        return writeCheckedUnknownOnly(out, at, limit, raw, field);
    }

    private static int writeCheckedUnknownOnly(byte[] out, int at, int limit, List<RawTaggedField> raw,
            String field) {
        checkEach(raw, NO_KNOWN_TAGS, field);
        int count = raw.size();
        return writeRaw(out, Writes.unsignedVarint(out, at, limit, count), limit, raw, 0, count);
    }

    /** The bytes the fields of {@code raw} (checked by {@link #checkRaw}; null: 0) take with their tags and sizes. */
    public static int sizeOfRaw(List<RawTaggedField> raw) {
        if (raw == null) {
            return 0;
        }
        int size = 0;
        for (int i = 0, n = raw.size(); i < n; i++) {
            RawTaggedField rawField = raw.get(i);
            int length = rawField.data().length;
            size += Varints.sizeOfUnsignedVarint(rawField.tag()) + Varints.sizeOfUnsignedVarint(length) + length;
        }
        return size;
    }

    /**
     * The index of the first field of {@code raw} from {@code from} whose tag is not below
     * {@code tagLimit} ({@code from} for a null list): the fields before it are written with
     * {@link #writeRaw} ahead of the known field of that tag, so that the two merge in tag order.
     */
    public static int rawBelow(List<RawTaggedField> raw, int from, int tagLimit) {
        if (raw == null) {
            return from;
        }
        int i = from;
        while (i < raw.size() && raw.get(i).tag() < tagLimit) {
            i++;
        }
        return i;
    }

    /** Writes {@code raw.get(from)} and every field after it (none for a null list), as {@link Writes} does. */
    public static int writeRawFrom(byte[] out, int at, int limit, List<RawTaggedField> raw, int from) {
        return raw == null ? at : writeRaw(out, at, limit, raw, from, raw.size());
    }

    /**
     * Writes the fields of {@code raw} from index {@code from} up to {@code to}, each as tag, size
     * and data, as {@link Writes} does.
     */
    public static int writeRaw(byte[] out, int at, int limit, List<RawTaggedField> raw, int from, int to) {
        int i = at;
        for (int field = from; field < to; field++) {
            RawTaggedField rawField = raw.get(field);
            byte[] data = rawField.data();
            i = Writes.unsignedVarint(out, i, limit, rawField.tag());
            i = Writes.unsignedVarint(out, i, limit, data.length);
            i = Writes.bytes(out, i, limit, data);
        }
        return i;
    }

    private static boolean isReadable(WireInput in, int size) {
        return size >= 0 && size <= in.remaining();
    }

    private static MalformedMessageException sizeExceeds(WireInput in, String field, int size) {
        return Failures.malformed(in, field, "declares " + Failures.bytes(size) + Failures.butRemain(in.remaining()));
    }
}
