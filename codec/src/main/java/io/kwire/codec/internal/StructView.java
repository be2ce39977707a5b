package io.kwire.codec.internal;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.UnsupportedVersionException;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.util.Arrays;
import java.util.Objects;

/**
 * The base of every generated view: a flyweight over one struct of a message in a region of a
 * buffer. It keeps where the struct starts and, in the generated subclass, the offset of each
 * field once a walk has found it; an element view of an array moves from element to element
 * through {@link #startMove}, reusing what it found of the element before. Positions count from the
 * region's first byte. Not thread-safe. For generated code only.
 */
public abstract class StructView {
    /** An offset or count not found yet. */
    protected static final int UNKNOWN = Integer.MIN_VALUE;

    /** The cursor of the message's view, shared by the views of its structs. */
    protected final WireInput in;
    /** The version of the message viewed. */
    protected short version;
    /** Where the struct starts. */
    protected int start;
    /** The element of its array the view stands on, -1 for none. */
    private int index = -1;
    /** Where the first element of that array starts. */
    private int first;
    /** The cursor's region that array is in. */
    private int region;
    /** The patches set on the message's views, shared by all of them. */
    private Splices splices;
    /** The view that handed this one out, null for the message's. */
    private StructView parent;
    /** Where the value of the tagged field of {@link #parent} that holds this struct starts; -1 if not tagged. */
    private int taggedValueAt = -1;

    protected StructView(WireInput in) {
        this.in = in;
    }

    /**
     * The buffer the view reads, not retained (null before a {@code reset}): the indexes its bytes fields' {@code
     * <field>Index()} accessors give are this buffer's.
     */
    public final ByteBuf viewedBuffer() {
        return in.source();
    }

    /** Points the view at the struct that starts at {@code start}, forgetting every offset found. */
    protected final void point(int start, short version) {
        this.start = start;
        this.version = version;
        forget();
    }

    /** Forgets every offset found, and detaches the views of the struct's structs. */
    protected abstract void forget();

    /** Where the struct ends: walks what is not found yet, checking it as a read does. */
    protected abstract int endAt();

    /**
     * Starts moving this element view to element {@code index} of an array of {@code count} elements
     * whose first starts at {@code first}: back to the first element to go backwards, or for another
     * array; else it stays on the element it stands on. The view's own {@code movedTo} then steps
     * forward while {@link #before} holds, each element's end found from what the view already knows
     * of it: a loop in each view's class, so that its {@link #endAt} is bound, not looked up.
     */
    protected final void startMove(int index, int count, int first, short version) {
        Objects.checkIndex(index, Math.max(count, 0));
        if (this.index < 0 || index < this.index || first != this.first || region != in.regions) {
            point(first, version);
            this.index = 0;
            this.first = first;
            this.region = in.regions;
        }
    }

    /** Whether the view stands on an element before element {@code index}. */
    protected final boolean before(int index) {
        return this.index < index;
    }

    /** Steps to the next element, which starts at {@code start}. */
    protected final void step(int start) {
        point(start, version);
        index++;
    }

    /**
     * The index of the element this view stands on, if it stands on an element of the array whose
     * first element starts at {@code first} in the cursor's current region; else -1. What lies after
     * that element is all that is left to walk to the array's end.
     */
    protected final int standingIndex(int first) {
        return index >= 0 && first == this.first && region == in.regions ? index : -1;
    }

    /**
     * Starts a message view on {@code length} bytes of {@code buffer} from {@code index}, at
     * {@code version}, which must be in {@code lowest..highest}.
     */
    protected final void open(ByteBuf buffer, int index, int length, short version, short lowest, short highest,
            String message) {
        if (version < lowest || version > highest) {
            throw new UnsupportedVersionException(message + " has no version " + version + "; its versions are "
                    + lowest + " to " + highest);
        }
        Objects.checkFromIndexSize(index, length, buffer.capacity());
        in.startRegion(buffer, index, index + length);
        if (splices == null) {
            splices = new Splices();
        }
        splices.start(buffer, index, length);
        point(0, version);
    }

    /**
     * Notes that {@code parent} handed this view out, from the value of its tagged field that
     * starts at {@code taggedValueAt} (-1: not from a tagged field).
     */
    protected final void enclose(StructView parent, int taggedValueAt) {
        this.parent = parent;
        this.taggedValueAt = taggedValueAt;
        this.splices = parent.splices;
    }

    /**
     * Sets a patch: {@code from..to} of the region, the value of a field that is not tagged or an
     * element, becomes {@code head}, then, if not null, the readable bytes of {@code tail}.
     * {@code ownValueAt}: where the value of this struct's tagged field that holds the span starts
     * (a tagged array's, for an element), else -1.
     */
    protected final void splice(int from, int to, byte[] head, ByteBuf tail, int ownValueAt) {
        splices.replace(from, to, head, tail, enclosing(ownValueAt));
    }

    /**
     * Sets a patch of tagged field {@code tag} of this struct, sent, whose value starts at
     * {@code valueAt}: {@code from..to} becomes {@code head}, then, if not null, the readable bytes
     * of {@code tail}; its size is rewritten.
     */
    protected final void spliceTagged(int section, int tag, int valueAt, int from, int to, byte[] head,
            ByteBuf tail) {
        splices.replaceTagged(section, tag, from, to, head, tail, enclosing(valueAt));
    }

    /** Sets a patch that adds tagged field {@code tag}, not sent, to the section at {@code section}. */
    protected final void addTagged(int section, int tag, byte[] value, ByteBuf tail) {
        splices.addTagged(section, tag, value, tail, enclosing(-1));
    }

    /** Sets a patch that removes tagged field {@code tag}, sent, its value at {@code valueAt}. */
    protected final void removeTagged(int section, int tag, int valueAt) {
        splices.removeTagged(section, tag, valueAt, enclosing(-1));
    }

    /** Forgets the patch of tagged field {@code tag}, not sent, if one is set: it stays not sent. */
    protected final void cancelTagged(int section, int tag) {
        splices.cancelTagged(section, tag);
    }

    /**
     * Where the value of each tagged field around this struct starts, innermost first, after
     * {@code ownValueAt} if that is not -1.
     */
    private int[] enclosing(int ownValueAt) {
        int[] enclosing = new int[4];
        int n = 0;
        if (ownValueAt >= 0) {
            enclosing[n++] = ownValueAt;
        }
        for (StructView view = this; view != null; view = view.parent) {
            if (view.taggedValueAt >= 0) {
                if (n == enclosing.length) {
                    enclosing = Arrays.copyOf(enclosing, n * 2);
                }
                enclosing[n++] = view.taggedValueAt;
            }
        }
        return Arrays.copyOf(enclosing, n);
    }

    /** The new body, with every patch set: see {@link Splices#build}. */
    protected final ByteBuf buildPatched(ByteBufAllocator alloc) {
        return splices.build(alloc);
    }

    /** Forgets every patch set. */
    protected final void forgetPatches() {
        splices.clear();
    }

    /** The number of patches set. */
    protected final int countPatches() {
        return splices.count();
    }

    /**
     * Walks the whole message, checking every length, count and tagged field as a read does, and
     * that it takes exactly the region's {@code length} bytes.
     */
    protected final void validate(int length, String message) {
        int end = endAt();
        if (end != length) {
            throw new MalformedMessageException(message, end, "the message ends " + Failures.bytes(length - end)
                    + " before its region does");
        }
    }
}
