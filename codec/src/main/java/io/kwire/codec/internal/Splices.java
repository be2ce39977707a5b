package io.kwire.codec.internal;

import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The patches set on one message's views: each replaces a span of the original region with new
 * bytes (and, for a bytes or records field, the caller's buffer after its new length prefix), or
 * inserts a tagged field, or removes one. {@link #build} turns them into the new body: retained
 * slices of the original for every span no patch touches, the new bytes between them, the count of
 * every tagged-field section that gained or lost a field and the size of every tagged field that
 * holds a change of length rewritten. Positions count from the region's first byte. For generated
 * code only.
 */
public final class Splices {
    private static final int[] NONE = {};
    private static final byte[] NOTHING = {};
    /**
     * The longest span of the original that the new body copies rather than slices: copying a
     * short span beside the new bytes around it costs less than a slice and a component of its own
     * (a Metadata response's brokers, patched host by host, become one copied run). Longer spans,
     * records among them, are always retained slices of the original, never copied.
     */
    public static final int COPIED_SPAN = 256;

    /**
     * One change of the region: {@code from..to} becomes {@code head} then {@code tailLength} bytes
     * of {@code tail}. {@code order}: the tag of an inserted field: among insertions at one
     * position (which go before anything else that starts there), a struct's own go before those of
     * the struct around it, then by tag. {@code enclosing}: where the value of each
     * tagged field that holds the change starts, innermost first. {@code section}: the tagged-field
     * section whose count the change adds {@code countDelta} to, -1 for none. {@code identity}: a
     * later change of the same identity (the same field of the same struct) replaces it.
     */
    private record Piece(int from, int to, int order, byte[] head, ByteBuf tail, int tailLength, int[] enclosing,
            int section, int countDelta, long identity) {
        int delta() {
            return head.length + tailLength - (to - from);
        }

        boolean encloses(int valueAt) {
            for (int at : enclosing) {
                if (at == valueAt) {
                    return true;
                }
            }
            return false;
        }
    }

    private ByteBuf buffer;
    private int index;
    private int length;
    private final List<Piece> pieces = new ArrayList<>();
    /** The largest identity among {@link #pieces}. */
    private long largestIdentity;

    /** Starts over on the region of {@code length} bytes of {@code buffer} from {@code index}: no patch. */
    void start(ByteBuf buffer, int index, int length) {
        clear();
        this.buffer = buffer;
        this.index = index;
        this.length = length;
    }

    /** Forgets every patch set, and the buffers they hold (none of them retained). */
    public void clear() {
        pieces.clear();
    }

    /** The number of patches set. */
    public int count() {
        return pieces.size();
    }

    /**
     * Replaces {@code from..to}, the value of a field that is not tagged or of an element, with
     * {@code head}, then, if not null, the readable bytes of {@code tail} as they are now (not
     * retained until {@link #build}); a patch of exactly that span already set is replaced.
     */
    void replace(int from, int to, byte[] head, ByteBuf tail, int[] enclosing) {
        put(new Piece(from, to, -1, head, tail, tail == null ? 0 : tail.readableBytes(), enclosing, -1, 0,
                ((long) from << 32) | to));
    }

    /**
     * Replaces the value of tagged field {@code tag}, sent, of the section at {@code section}: as
     * {@link #replace}, a patch of the same field replaced.
     */
    void replaceTagged(int section, int tag, int from, int to, byte[] head, ByteBuf tail, int[] enclosing) {
        put(new Piece(from, to, -1, head, tail, tail == null ? 0 : tail.readableBytes(), enclosing, -1, 0,
                taggedIdentity(section, tag)));
    }

    /**
     * Adds tagged field {@code tag}, not sent, to the section at {@code section}: its tag, its size
     * and its value ({@code value} then the readable bytes of {@code tail}), before the first field
     * of a higher tag, and one more in the section's count.
     */
    void addTagged(int section, int tag, byte[] value, ByteBuf tail, int[] enclosing) {
        int tailLength = tail == null ? 0 : tail.readableBytes();
        int size = value.length + tailLength;
        byte[] head = new byte[Varints.sizeOfUnsignedVarint(tag) + Varints.sizeOfUnsignedVarint(size) + value.length];
        int at = Writes.unsignedVarint(head, 0, head.length, tag);
        at = Writes.unsignedVarint(head, at, head.length, size);
        System.arraycopy(value, 0, head, at, value.length);
        int insertAt = insertionPoint(section, tag);
        put(new Piece(insertAt, insertAt, tag, head, tail, tailLength, enclosing, section, 1,
                taggedIdentity(section, tag)));
    }

    /**
     * Removes tagged field {@code tag}, sent, whose value starts at {@code valueAt}, from the
     * section at {@code section}: its tag, size and value, and one less in the section's count.
     */
    void removeTagged(int section, int tag, int valueAt, int[] enclosing) {
        int sizeAt = varintStartBefore(valueAt);
        int from = sizeAt - Varints.sizeOfUnsignedVarint(tag);
        int to = valueAt + readUnsignedVarint(sizeAt);
        put(new Piece(from, to, -1, NOTHING, null, 0, enclosing, section, -1, taggedIdentity(section, tag)));
    }

    /** Forgets the patch of tagged field {@code tag} of the section at {@code section}, if one is set. */
    void cancelTagged(int section, int tag) {
        long identity = taggedIdentity(section, tag);
        pieces.removeIf(piece -> piece.identity() == identity);
    }

    private static long taggedIdentity(int section, int tag) {
        return -(((long) section << 32) | tag) - 1;
    }

    private void put(Piece piece) {
        // A walk patches forward, each field's identity above the last's: appended at once, not looked for, so
        // that patching every element of an array costs in proportion to its length, not to its square.
        if (pieces.isEmpty() || piece.identity() > largestIdentity) {
            largestIdentity = piece.identity();
            pieces.add(piece);
            return;
        }
        for (int i = 0; i < pieces.size(); i++) {
            if (pieces.get(i).identity() == piece.identity()) {
                pieces.set(i, piece);
                return;
            }
        }
        pieces.add(piece);
    }

    /** Where a field of {@code tag}, not in the section at {@code section}, goes: before the first of a higher tag. */
    private int insertionPoint(int section, int tag) {
        int at = varintEnd(section);
        int count = readUnsignedVarint(section);
        for (int i = 0; i < count; i++) {
            int entry = at;
            int fieldTag = readUnsignedVarint(at);
            at = varintEnd(at);
            int size = readUnsignedVarint(at);
            at = varintEnd(at) + size;
            if (fieldTag > tag) {
                return entry;
            }
        }
        return at;
    }

    /**
     * The new body: retained slices of the original region for spans longer than
     * {@value #COPIED_SPAN} bytes, each patch's tail (a retained slice), and between them one
     * buffer of the new bytes and the shorter spans around them, with the count of every
     * tagged-field section that gains or loses a field and the size of every tagged field holding
     * a change of length rewritten; a composite of them where there is more than one. The caller
     * releases it; the patches stay set. With no patch, a retained slice of the region.
     */
    public ByteBuf build(ByteBufAllocator alloc) {
        if (pieces.isEmpty()) {
            return buffer.retainedSlice(index, length);
        }
        List<Piece> all = new ArrayList<>(pieces);
        addCounts(all);
        addSizes(all);
        // At one position: insertions first, a struct's own (deeper) before its holder's, then by tag.
        all.sort((a, b) -> a.from() != b.from() ? Integer.compare(a.from(), b.from())
                : a.to() - a.from() != b.to() - b.from() ? Integer.compare(a.to() - a.from(), b.to() - b.from())
                : a.enclosing().length != b.enclosing().length
                        ? Integer.compare(b.enclosing().length, a.enclosing().length)
                : Integer.compare(a.order(), b.order()));
        NewBody body = new NewBody(alloc, copiedBytes(all), 3 * all.size() + 1);
        try {
            int position = 0;
            for (Piece piece : all) {
                if (piece.from() < position) {
                    throw new IllegalStateException("two patches overlap at byte " + piece.from() + " of the message:"
                            + " an element replaced and a field inside it, or a field inside a tagged field removed");
                }
                span(body, position, piece.from());
                body.copy(piece.head());
                if (piece.tailLength() > 0) {
                    body.slice(piece.tail().retainedSlice(piece.tail().readerIndex(), piece.tailLength()));
                }
                position = piece.to();
            }
            span(body, position, length);
            return body.build();
        } catch (RuntimeException e) {
            body.release();
            throw e;
        }
    }

    /** The original's {@code from..to} into the body: copied if short, else a retained slice. */
    private void span(NewBody body, int from, int to) {
        if (to - from > COPIED_SPAN) {
            body.slice(buffer.retainedSlice(index + from, to - from));
        } else if (to > from) {
            body.copy(buffer, index + from, to - from);
        }
    }

    /** How many bytes of the new body {@link #build} copies: the heads, and the spans between pieces it does not slice. */
    private int copiedBytes(List<Piece> sorted) {
        int bytes = 0;
        int position = 0;
        for (Piece piece : sorted) {
            int gap = piece.from() - position;
            bytes += piece.head().length + (gap > 0 && gap <= COPIED_SPAN ? gap : 0);
            position = Math.max(position, piece.to());
        }
        int last = length - position;
        return bytes + (last > 0 && last <= COPIED_SPAN ? last : 0);
    }

    /** The new count of each tagged-field section that gains or loses fields. */
    private void addCounts(List<Piece> all) {
        int n = all.size();
        for (int i = 0; i < n; i++) {
            int section = all.get(i).section();
            if (section < 0 || firstOfSection(all, i, section) != i) {
                continue;
            }
            int change = 0;
            for (int j = i; j < n; j++) {
                if (all.get(j).section() == section) {
                    change += all.get(j).countDelta();
                }
            }
            if (change != 0) {
                int count = readUnsignedVarint(section) + change;
                all.add(new Piece(section, varintEnd(section), -1, unsignedVarint(count), null, 0,
                        all.get(i).enclosing(), -1, 0, 0));
            }
        }
    }

    private static int firstOfSection(List<Piece> all, int upTo, int section) {
        for (int i = 0; i <= upTo; i++) {
            if (all.get(i).section() == section) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The new size of each tagged field that holds a change of length, innermost first, so that a
     * size rewritten to more or fewer bytes counts in the size of the field around it.
     */
    private void addSizes(List<Piece> all) {
        int[] found = new int[8];
        int size = 0;
        for (Piece piece : all) {
            if (piece.delta() == 0) {
                continue;
            }
            for (int valueAt : piece.enclosing()) {
                if (indexOf(found, size, valueAt) < 0) {
                    if (size == found.length) {
                        found = Arrays.copyOf(found, size * 2);
                    }
                    found[size++] = valueAt;
                }
            }
        }
        int[] values = Arrays.copyOf(found, size);
        Arrays.sort(values);
        // A field inside another starts after it: the highest position first is the innermost first.
        for (int s = values.length - 1; s >= 0; s--) {
            int valueAt = values[s];
            long change = 0;
            int[] outer = null;
            for (Piece piece : all) {
                if (piece.encloses(valueAt)) {
                    change += piece.delta();
                    if (outer == null) {
                        outer = outside(piece.enclosing(), valueAt);
                    }
                }
            }
            if (change != 0) {
                int sizeAt = varintStartBefore(valueAt);
                int newSize = Math.toIntExact(readUnsignedVarint(sizeAt) + change);
                all.add(new Piece(sizeAt, valueAt, -1, unsignedVarint(newSize), null, 0, outer, -1, 0, 0));
            }
        }
    }

    /** The tagged fields of {@code enclosing} around the one whose value starts at {@code valueAt}. */
    private static int[] outside(int[] enclosing, int valueAt) {
        for (int i = 0; i < enclosing.length; i++) {
            if (enclosing[i] == valueAt) {
                return Arrays.copyOfRange(enclosing, i + 1, enclosing.length);
            }
        }
        return NONE;
    }

    private static int indexOf(int[] values, int size, int value) {
        for (int i = 0; i < size; i++) {
            if (values[i] == value) {
                return i;
            }
        }
        return -1;
    }

    private static byte[] unsignedVarint(int value) {
        byte[] bytes = new byte[Varints.sizeOfUnsignedVarint(value)];
        Writes.unsignedVarint(bytes, 0, bytes.length, value);
        return bytes;
    }

    /**
     * Where the size varint that ends just before {@code valueAt} starts: its last byte has the high
     * bit clear, each byte before it in it set; the byte before it ends the tag, so has it clear.
     */
    private int varintStartBefore(int valueAt) {
        int at = valueAt - 1;
        while (at > 0 && (buffer.getByte(index + at - 1) & 0x80) != 0) {
            at--;
        }
        return at;
    }

    /** The position past the varint at {@code at}, which a view has already read. */
    private int varintEnd(int at) {
        while (buffer.getByte(index + at) < 0) {
            at++;
        }
        return at + 1;
    }

    private int readUnsignedVarint(int at) {
        int value = 0;
        for (int shift = 0;; shift += 7) {
            byte b = buffer.getByte(index + at++);
            value |= (b & 0x7F) << shift;
            if (b >= 0) {
                return value;
            }
        }
    }

    /** The length prefix of bytes or records {@code value} (null for null), classic or compact. */
    public static byte[] bytesPrefix(ByteBuf value, boolean compact) {
        int length = value == null ? LengthPrefix.NULL : value.readableBytes();
        byte[] out = new byte[LengthPrefix.size(length, compact)];
        LengthPrefix.write(out, 0, out.length, length, compact);
        return out;
    }
}
