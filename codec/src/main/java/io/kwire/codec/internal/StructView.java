package io.kwire.codec.internal;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.UnsupportedVersionException;
import io.netty.buffer.ByteBuf;
import java.util.Objects;

/**
 * The base of every generated view: a flyweight over one struct of a message in a region of a
 * buffer. It keeps where the struct starts and, in the generated subclass, the offset of each
 * field once a walk has found it; an element view of an array moves from element to element
 * through {@link #moveTo}, reusing what it found of the element before. Positions count from the
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

    protected StructView(WireInput in) {
        this.in = in;
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
     * Moves this element view to element {@code index} of an array of {@code count} elements whose
     * first starts at {@code first}: forward from the element it stands on, each element's end
     * found from what the view already knows of it; back to the first element to go backwards, or
     * for another array.
     */
    protected final void moveTo(int index, int count, int first, short version) {
        Objects.checkIndex(index, Math.max(count, 0));
        if (this.index < 0 || index < this.index || first != this.first || region != in.regions) {
            point(first, version);
            this.index = 0;
            this.first = first;
            this.region = in.regions;
        }
        while (this.index < index) {
            point(endAt(), version);
            this.index++;
        }
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
        point(0, version);
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
