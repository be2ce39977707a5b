package io.kwire.codec.internal;

import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.Unpooled;
import java.util.Arrays;

/**
 * The patches set on one message's views: each replaces a span of the original region with new
 * bytes (and, for a bytes or records field, the caller's buffer after its new length prefix).
 * {@link #build} turns them into the new body: retained slices of the original for every span no
 * patch touches, the new bytes between them, and the size of every tagged field that holds a patch
 * that changes a length rewritten. Positions count from the region's first byte. For generated
 * code only.
 */
public final class Splices {
    private static final int[] NONE = {};

    private ByteBuf buffer;
    private int index;
    private int length;
    private int count;
    private int[] from = new int[4];
    private int[] to = new int[4];
    private byte[][] head = new byte[4][];
    private ByteBuf[] tail = new ByteBuf[4];
    private int[] tailLength = new int[4];
    /** The value positions of the tagged fields that hold each patch, innermost first. */
    private int[][] enclosing = new int[4][];

    /** Starts over on the region of {@code length} bytes of {@code buffer} from {@code index}: no patch. */
    void start(ByteBuf buffer, int index, int length) {
        clear();
        this.buffer = buffer;
        this.index = index;
        this.length = length;
    }

    /** Forgets every patch set, and the buffers they hold (none of them retained). */
    public void clear() {
        Arrays.fill(head, 0, count, null);
        Arrays.fill(tail, 0, count, null);
        Arrays.fill(enclosing, 0, count, null);
        count = 0;
    }

    /** The number of patches set. */
    public int count() {
        return count;
    }

    /**
     * Replaces {@code from..to} with {@code head}, then, if not null, the readable bytes of
     * {@code tail} as they are now (not retained until {@link #build}); a patch of exactly that
     * span already set is replaced. {@code enclosing}: where the value of each tagged field that
     * holds the span starts.
     */
    void add(int from, int to, byte[] head, ByteBuf tail, int[] enclosing) {
        int at = 0;
        while (at < count && !(this.from[at] == from && this.to[at] == to)) {
            at++;
        }
        if (at == count) {
            if (count == this.from.length) {
                int grown = count * 2;
                this.from = Arrays.copyOf(this.from, grown);
                this.to = Arrays.copyOf(this.to, grown);
                this.head = Arrays.copyOf(this.head, grown);
                this.tail = Arrays.copyOf(this.tail, grown);
                this.tailLength = Arrays.copyOf(this.tailLength, grown);
                this.enclosing = Arrays.copyOf(this.enclosing, grown);
            }
            count++;
        }
        this.from[at] = from;
        this.to[at] = to;
        this.head[at] = head;
        this.tail[at] = tail;
        this.tailLength[at] = tail == null ? 0 : tail.readableBytes();
        this.enclosing[at] = enclosing == null ? NONE : enclosing;
    }

    /** The bytes patch {@code i} adds to the length of the region. */
    private int delta(int i) {
        return head[i].length + tailLength[i] - (to[i] - from[i]);
    }

    /**
     * The new body: a composite of retained slices of the original region, each patch's new bytes
     * and its tail (a retained slice), with the size of every tagged field holding a patch that
     * changes a length rewritten. The caller releases it; the patches stay set. With no patch, a
     * retained slice of the region.
     */
    public ByteBuf build(ByteBufAllocator alloc) {
        if (count == 0) {
            return buffer.retainedSlice(index, length);
        }
        int n = count;
        int[] order = sortedByStart(n);
        // The sizes of the tagged fields that hold a change of length, innermost (latest) first.
        int[] sizes = taggedSizesToFix(n);
        int[] sizeFrom = new int[sizes.length];
        int[] sizeTo = new int[sizes.length];
        byte[][] sizeBytes = new byte[sizes.length][];
        int fixed = 0;
        for (int s = sizes.length - 1; s >= 0; s--) {
            int valueAt = sizes[s];
            int sizeAt = varintStartBefore(valueAt);
            int oldSize = readUnsignedVarint(sizeAt);
            int valueEnd = valueAt + oldSize;
            long change = 0;
            for (int i = 0; i < n; i++) {
                if (from[i] >= valueAt && to[i] <= valueEnd) {
                    change += delta(i);
                }
            }
            for (int f = 0; f < fixed; f++) {
                if (sizeFrom[f] >= valueAt && sizeTo[f] <= valueEnd) {
                    change += sizeBytes[f].length - (sizeTo[f] - sizeFrom[f]);
                }
            }
            if (change != 0) {
                int newSize = Math.toIntExact(oldSize + change);
                byte[] bytes = new byte[Varints.sizeOfUnsignedVarint(newSize)];
                Writes.unsignedVarint(bytes, 0, bytes.length, newSize);
                sizeFrom[fixed] = sizeAt;
                sizeTo[fixed] = valueAt;
                sizeBytes[fixed] = bytes;
                fixed++;
            }
        }
        // Merge the patches and the size rewrites, both by start; they never overlap.
        int[] sizeOrder = new int[fixed];
        for (int f = 0; f < fixed; f++) {
            sizeOrder[f] = f;
        }
        sortByKey(sizeOrder, sizeFrom);
        CompositeByteBuf body = alloc.compositeBuffer(Math.max(16, 3 * (n + fixed) + 1));
        try {
            int position = 0;
            int p = 0;
            int f = 0;
            while (p < n || f < fixed) {
                boolean size = p == n || f < fixed && sizeFrom[sizeOrder[f]] < from[order[p]];
                int start = size ? sizeFrom[sizeOrder[f]] : from[order[p]];
                int end = size ? sizeTo[sizeOrder[f]] : to[order[p]];
                if (start < position) {
                    throw new IllegalStateException("two patches overlap at byte " + start
                            + " of the message: set each field once, and not a field and a struct that holds it");
                }
                if (start > position) {
                    body.addComponent(true, buffer.retainedSlice(index + position, start - position));
                }
                if (size) {
                    body.addComponent(true, Unpooled.wrappedBuffer(sizeBytes[sizeOrder[f]]));
                    f++;
                } else {
                    int i = order[p];
                    if (head[i].length > 0) {
                        body.addComponent(true, Unpooled.wrappedBuffer(head[i]));
                    }
                    if (tailLength[i] > 0) {
                        body.addComponent(true, tail[i].retainedSlice(tail[i].readerIndex(), tailLength[i]));
                    }
                    p++;
                }
                position = end;
            }
            if (position < length) {
                body.addComponent(true, buffer.retainedSlice(index + position, length - position));
            }
            return body;
        } catch (RuntimeException e) {
            body.release();
            throw e;
        }
    }

    private int[] sortedByStart(int n) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        sortByKey(order, from);
        return order;
    }

    /** Insertion sort of {@code order} by {@code key[order[i]]}: a handful of patches. */
    private static void sortByKey(int[] order, int[] key) {
        for (int i = 1; i < order.length; i++) {
            int moving = order[i];
            int j = i - 1;
            while (j >= 0 && key[order[j]] > key[moving]) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = moving;
        }
    }

    /** The distinct value positions of tagged fields holding a patch that changes a length, ascending. */
    private int[] taggedSizesToFix(int n) {
        int[] found = new int[8];
        int size = 0;
        for (int i = 0; i < n; i++) {
            if (delta(i) == 0) {
                continue;
            }
            for (int valueAt : enclosing[i]) {
                if (indexOf(found, size, valueAt) < 0) {
                    if (size == found.length) {
                        found = Arrays.copyOf(found, size * 2);
                    }
                    found[size++] = valueAt;
                }
            }
        }
        int[] sizes = Arrays.copyOf(found, size);
        Arrays.sort(sizes);
        return sizes;
    }

    private static int indexOf(int[] values, int size, int value) {
        for (int i = 0; i < size; i++) {
            if (values[i] == value) {
                return i;
            }
        }
        return -1;
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
