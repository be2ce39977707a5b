package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.Unpooled;
import io.kwire.codec.wire.DirectMemory;
import io.netty.util.IllegalReferenceCountException;
import io.netty.util.internal.PlatformDependent;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Where a generated codec reads a message from: its bytes as an array, {@link #array}, and an index
 * into it, {@link #at}, so that a fixed-width read is one compare with {@link #limit} and a plain
 * load, as a write into {@code byte[] out, int at, int limit} is one compare and a store. A heap
 * buffer is read in place, from its own array. So is a direct buffer where Netty reads memory through
 * {@code Unsafe} (Java 17 to 24): from its memory, {@link #array} null and {@link #address} where
 * index 0 would be, the address taken anew at each {@link #seek} (as a slice's reads take its
 * parent's), which refuses a released buffer. Any other (pooled direct on Java 25, composite) is read through
 * this cursor's window, an array of {@value #WINDOW} bytes (a view's starts at {@value #FIRST_VIEW_WINDOW} and
 * grows when reads go on), filled by one bulk copy of the bytes
 * that follow whenever a read needs more than it holds: one bounds, reference-count and (on Java 25)
 * memory-session check a window, where a call on the buffer pays them at every field. Bytes fields
 * are slices of the buffer, and strings longer than the window are decoded from it: neither passes
 * through the window, whose position just moves past them. After such a jump (and at the start of a
 * view's region) a refill copies only {@value #AFTER_JUMP} bytes, then twice as many each time
 * reads go on without a jump, up to the whole window: a view that reads a few bytes between
 * records it skips copies those few bytes, not a window's worth.
 *
 * <p>A position the codec keeps, {@link #position()}, is an index of the buffer, which a refill
 * does not move, and so are the offsets of the {@link io.kwire.codec.MalformedMessageException}s
 * thrown here. The buffer's reader index stays where it is: the codec moves it once the whole read
 * succeeded. A thread reads through one cursor, {@link #open opened} for a read and
 * {@link #close closed} after it, which then holds no buffer; a read within a read gets a cursor of
 * its own. For generated code only.
 */
public final class WireInput {
    /**
     * Bytes a window holds: the most a refill copies. Larger windows copy more of the bytes fields
     * they do not need; smaller ones refill more often. Windows of 512 bytes to 64 KiB decoded
     * pooled direct buffers on Java 25 alike, within this project's machine's noise (Metadata
     * response of 100 topics, CreateTopics request of 1000, DeleteTopics response of 10): a refill's
     * fixed cost, the memory session's acquire, is under 0.01 ns a byte of a 4 KiB window.
     */
    public static final int WINDOW = 4096;
    /**
     * Bytes the first refill after a jump copies: the fixed-width fields and length prefixes
     * between two skipped bytes fields (a Fetch response's partition header, a Produce request's
     * index) fit, so walking past records copies about what it reads.
     */
    static final int AFTER_JUMP = 64;
    /**
     * The window a view's cursor first takes, on a region without an array: enough for a walk that reads a few
     * bytes between fields it skips, whose refills copy {@link #AFTER_JUMP} bytes at a time. A walk that reads on
     * gets a whole {@link #WINDOW}.
     */
    static final int FIRST_VIEW_WINDOW = 2 * AFTER_JUMP;
    private static final byte[] NO_WINDOW = new byte[0];
    /** Whether a direct buffer with a memory address is read in place: Netty has {@code Unsafe}, and reads unaligned. */
    private static final boolean IN_PLACE = DirectMemory.BY_ADDRESS && PlatformDependent.isUnaligned();
    private static final boolean SWAP = !PlatformDependent.BIG_ENDIAN_NATIVE_ORDER;
    /**
     * The most bytes {@link #ahead} copies a byte at a time rather than by a bulk copy, whose checks and call
     * cost more than a varint's or a short name's few loads.
     */
    private static final int SMALL_COPY = 16;
    private static final VarHandle SHORTS = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final ThreadLocal<WireInput> THREADS = ThreadLocal.withInitial(() -> new WireInput(WINDOW));

    /** The bytes being read: a heap buffer's own array, or {@link #window}; null when read in place from memory. */
    byte[] array;
    /** When read in place from memory ({@link #array} null): the address of what would be the array's index 0. */
    private long address;
    /** The index of {@link #array} that the next read starts from. */
    int at;
    /** The index of {@link #array} past the last byte it holds of the message. */
    int limit;

    /**
     * The window: a view's starts empty and grows on a region without an array, first to
     * {@link #FIRST_VIEW_WINDOW}.
     */
    private byte[] window;
    /** The most bytes {@link #window} grows to. */
    private final int capacity;
    /** The buffer's index of {@link #array}'s index 0. */
    private int base;
    /** The position past the message's last byte. */
    private int end;
    /**
     * The buffer's index of position 0: 0 for a codec's read, whose positions are the buffer's
     * indexes; the region's first index for a view's, whose positions count from there.
     */
    private int origin;
    private ByteBuf source;
    /**
     * The region's bytes, index 0 at the buffer's {@link #nioFrom}, where the window is filled from
     * them; else null.
     */
    private ByteBuffer nio;
    private int nioFrom;
    /** Whether the window is filled through the buffer's own internal NIO buffer, taken again at each fill. */
    private boolean internalNio;
    /** How many regions this cursor has started for views: what a view found in an earlier one is stale. */
    int regions;
    /** The most bytes the next refill copies, unless a read needs more: doubles each refill, up to the window. */
    private int nextRefill;
    /**
     * The buffer's index of the window's index 0 as last filled, and how many bytes it was filled with: a jump
     * empties the cursor but not the window, so a {@link #seek} back among those bytes finds them again.
     */
    private int filledBase;
    private int filledLimit;

    /** A cursor whose window holds {@code window} bytes, at least the 16 of the longest fixed-width value. */
    WireInput(int window) {
        this(new byte[window], window);
    }

    private WireInput(byte[] window, int capacity) {
        this.window = window;
        this.capacity = capacity;
        this.array = window;
    }

    /**
     * This thread's cursor, at the reader index of {@code in}, over its readable bytes; a new one if
     * this thread's is in use. A heap buffer's array is taken as it is; any other buffer's first
     * bytes are copied into the window. If that throws (a released buffer), the cursor is not in use.
     */
    public static WireInput open(ByteBuf in) {
        WireInput input = THREADS.get();
        if (input.source != null) {
            input = new WireInput(WINDOW);
        }
        input.start(in);
        return input;
    }

    /**
     * A cursor of a view's own, kept across the messages the view is reset to: a view goes back and
     * forth through its region with {@link #seek}, which this thread's cursor, in use for one read
     * at a time, cannot. Its window is taken only for a region without an array, and grows as reads need.
     */
    public static WireInput forView() {
        return new WireInput(NO_WINDOW, WINDOW);
    }

    /** Starts reading {@code in} at its reader index: its array, or the window filled from it. */
    void start(ByteBuf in) {
        start(in, in.readerIndex(), in.writerIndex(), 0, capacity);
    }

    /**
     * Starts reading the region {@code from..to} of {@code in} for a view: positions count from
     * {@code from}, so 0 is the region's first byte, and no read goes past {@code to}.
     */
    public void startRegion(ByteBuf in, int from, int to) {
        regions++;
        start(in, from, to, from, AFTER_JUMP);
    }

    /** Starts at {@code from}, copying at most {@code firstCopy} bytes into the window if {@code in} has no array. */
    private void start(ByteBuf in, int from, int to, int origin, int firstCopy) {
        if (in.hasArray()) {
            int offset = in.arrayOffset();
            array = in.array();
            nio = null;
            internalNio = false;
            base = -offset - origin;
            at = offset + from;
            limit = offset + to;
        } else if (IN_PLACE && in.hasMemoryAddress()) {
            if (from < 0 || to < from) {
                throw new IndexOutOfBoundsException("bytes " + from + " to " + to + " of a buffer of " + in.capacity());
            }
            address = DirectMemory.addressOf(in, to) + from;
            array = null;
            nio = null;
            internalNio = false;
            base = from - origin;
            at = 0;
            limit = to - from;
        } else {
            int copied = Math.min(firstCopy, to - from);
            growWindow(copied, 0);
            if (from < 0 || to < from || to > in.capacity()) {
                throw new IndexOutOfBoundsException("bytes " + from + " to " + to + " of a buffer of " + in.capacity());
            }
            // Without Unsafe (Java 25) a direct buffer's getBytes into an array makes a new ByteBuffer at every
            // call. A buffer that owns its memory lends the internal NIO buffer it keeps, at no allocation, taken
            // again at each fill since its other users move its limits (as Netty's SslHandler takes it); a derived
            // one (a frame's slice) or a composite lends only new ones, so one is made for the whole region.
            boolean throughNio = !DirectMemory.BY_ADDRESS && in.isDirect() && in.nioBufferCount() == 1;
            internalNio = throughNio && in.unwrap() == null && !(in instanceof CompositeByteBuf);
            nio = throughNio && !internalNio ? in.nioBuffer(from, to - from) : null;
            nioFrom = from;
            fillWindow(in, from, 0, copied);
            nextRefill = Math.min(2 * firstCopy, capacity);
            array = window;
            base = from - origin;
            at = 0;
            limit = copied;
            filled();
        }
        end = to - origin;
        this.origin = origin;
        source = in;
    }

    /**
     * Moves to {@code position}, which a read or skip of this region has reached before, so is
     * within it: a view reads its fields in any order. A heap buffer's array holds the whole
     * region, and so does a direct buffer's memory read in place, whose address is taken again here; the window
     * keeps what it holds if the position is among it, else is refilled by the next read.
     */
    public void seek(int position) {
        int index = position - base;
        if (array == null) {
            // Taken anew: refuses a released buffer, as its getters do, and follows memory that moved. Its capacity
            // is not checked again, as a slice's reads do not check their parent's: that check kept the UUIDs a
            // walk reads from being scalar-replaced (160 B a Produce walk of five topics).
            address = source.memoryAddress() + origin + base;
            at = index;
        } else if (array != window || index >= 0 && index <= limit) {
            at = index;
        } else if (position >= filledBase && position - filledBase <= filledLimit) {
            base = filledBase;
            limit = filledLimit;
            at = position - filledBase;
        } else {
            emptyAt(position);
        }
    }

    /** Ends the read, letting go of the buffer (and of a heap buffer's array). */
    public void close() {
        source = null;
        nio = null;
        address = 0;
        array = window;
    }

    /**
     * The position of the next byte to read: the buffer's index for a codec's read, counted from the
     * region's start for a view's.
     */
    public int position() {
        return at + base;
    }

    /** The buffer's index of the next byte to read, for a view's read as for a codec's. */
    public int index() {
        return origin + position();
    }

    /** The buffer's index of {@code position}, a position of this read: {@link #index()} had the cursor been there. */
    public int indexOf(int position) {
        return origin + position;
    }

    /** The buffer being read, not retained; null once closed. */
    ByteBuf source() {
        return source;
    }

    /**
     * Whether the next {@code length} bytes, which the message has, are the bytes of
     * {@code expected}, moving past them: compared where they are in the array, else read from
     * the buffer.
     */
    boolean contentEquals(int length, byte[] expected) {
        boolean equal;
        if (length != expected.length) {
            equal = false;
        } else if (array != null && length <= limit - at) {
            equal = Arrays.equals(array, at, at + length, expected, 0, length);
        } else {
            equal = ByteBufUtil.equals(source, origin + position(),
                    Unpooled.wrappedBuffer(expected), 0, length);
        }
        skip(length);
        return equal;
    }

    /** The bytes of the message after {@link #position()}. */
    int remaining() {
        return end - position();
    }

    /** The bytes of the message after {@code position}, a position of this read. */
    int remainingFrom(int position) {
        return end - position;
    }

    /**
     * The index of {@link #array} where the next {@code bytes} bytes (at most a window's) now are,
     * moving past them; throws {@link io.kwire.codec.MalformedMessageException} for {@code field},
     * having moved nothing, if the message has fewer.
     */
    int take(int bytes, String field) {
        int from = at;
        if (bytes > limit - from) {
            from = refillFor(bytes, field);
        }
        at = from + bytes;
        return from;
    }

    /**
     * Brings into {@link #array} at least {@code bytes} (at most a window's) of the bytes after the
     * position, or as many as the message has; returns how many it holds from {@link #at}.
     */
    int fill(int bytes) {
        int held = limit - at;
        return held >= bytes ? held : refill(bytes);
    }

    /** Moves past {@code bytes} bytes that the message has. */
    void skip(int bytes) {
        if (bytes <= limit - at) {
            at += bytes;
        } else {
            emptyAt(position() + bytes);
        }
    }

    /**
     * The next {@code length} bytes, which the message has, as an unretained slice of the buffer
     * ({@link Unpooled#EMPTY_BUFFER} when empty), moving past them: never copied.
     */
    ByteBuf slice(int length) {
        if (length == 0) {
            return Unpooled.EMPTY_BUFFER;
        }
        ByteBuf slice = source.slice(origin + position(), length);
        skip(length);
        return slice;
    }

    /** Copies the next {@code into.length} bytes, which the message has, into {@code into}, moving past them. */
    void copy(byte[] into) {
        if (array == null) {
            PlatformDependent.copyMemory(address + at, into, 0, into.length);
            at += into.length;
            return;
        }
        int inArray = Math.min(into.length, limit - at);
        System.arraycopy(array, at, into, 0, inArray);
        if (inArray < into.length) {
            source.getBytes(origin + position() + inArray, into, inArray, into.length - inArray);
        }
        skip(into.length);
    }

    /**
     * The UTF-8 string of the next {@code length} bytes, which the message has, moving past them:
     * through {@link RecentStrings} where they are in the array or fit the window, else decoded from
     * the buffer.
     */
    String utf8(int length) {
        if (array == null ? length > capacity : length > limit - at && length > capacity) {
            String value = source.toString(origin + position(), length, StandardCharsets.UTF_8);
            skip(length);
            return value;
        }
        if (array == null) {
            byte[] bytes = ahead(length);
            at += length;
            return RecentStrings.get(bytes, 0, length);
        }
        int from = take(length, null);
        return RecentStrings.get(array, from, length);
    }

    /** The byte at {@code at}, an index {@link #take} gave: of the array, or of memory read in place. */
    byte byteAt(int at) {
        byte[] bytes = array;
        return bytes != null ? bytes[at] : PlatformDependent.getByte(address + at);
    }

    /** The big-endian int16 at {@code at}, an index {@link #take} gave. */
    short shortAt(int at) {
        byte[] bytes = array;
        if (bytes != null) {
            return (short) SHORTS.get(bytes, at);
        }
        short value = PlatformDependent.getShort(address + at);
        return SWAP ? Short.reverseBytes(value) : value;
    }

    /** The big-endian int32 at {@code at}, an index {@link #take} gave. */
    int intAt(int at) {
        byte[] bytes = array;
        if (bytes != null) {
            return (int) INTS.get(bytes, at);
        }
        int value = PlatformDependent.getInt(address + at);
        return SWAP ? Integer.reverseBytes(value) : value;
    }

    /** The big-endian int64 at {@code at}, an index {@link #take} gave. */
    long longAt(int at) {
        byte[] bytes = array;
        if (bytes != null) {
            return (long) LONGS.get(bytes, at);
        }
        long value = PlatformDependent.getLong(address + at);
        return SWAP ? Long.reverseBytes(value) : value;
    }

    /**
     * When read in place from memory: the next {@code length} bytes (at most a window's), which the message has,
     * copied to the start of the window, which is returned; the position does not move.
     */
    byte[] ahead(int length) {
        if (window.length < length) {
            window = new byte[Math.min(capacity, Math.max(length, FIRST_VIEW_WINDOW))];
            filledLimit = 0;
        }
        long from = address + at;
        if (length > SMALL_COPY) {
            PlatformDependent.copyMemory(from, window, 0, length);
        } else {
            for (int i = 0; i < length; i++) {
                window[i] = PlatformDependent.getByte(from + i);
            }
        }
        return window;
    }

    /** {@link #take}'s refill, out of line: the bytes are not all in the array. */
    private int refillFor(int bytes, String field) {
        if (refill(bytes) < bytes) {
            throw Failures.truncated(field, bytes, position(), remaining());
        }
        return at;
    }

    /**
     * Brings the bytes after the position into {@link #array}, at least {@code needed} (at most a
     * window's) if the message has them, and returns how many it holds from {@link #at}: a heap
     * buffer's array already holds the whole message; the window gets the buffer's next bytes after
     * the unread ones it still held, {@link #nextRefill} of them or as many as {@code needed} takes.
     */
    private int refill(int needed) {
        if (array != window) {
            return limit - at;
        }
        int position = position();
        int kept = limit - at;
        int from = position + kept;
        int copied = Math.min(Math.min(capacity, Math.max(nextRefill, needed)) - kept, end - from);
        if (!growWindow(kept + copied, kept)) {
            System.arraycopy(window, at, window, 0, kept);
        }
        nextRefill = Math.min(2 * nextRefill, capacity);
        fillWindow(source, origin + from, kept, copied);
        base = position;
        at = 0;
        limit = kept + copied;
        filled();
        return limit;
    }

    /**
     * Copies the {@code length} bytes of {@code buffer} from {@code index} into the window at {@code at}: from
     * its internal NIO buffer or {@link #nio} if there is one, refusing a released buffer as {@code getBytes} does.
     */
    private void fillWindow(ByteBuf buffer, int index, int at, int length) {
        if (internalNio) {
            ByteBuffer memory = buffer.internalNioBuffer(index, length);
            memory.get(memory.position(), window, at, length);
        } else if (nio == null) {
            buffer.getBytes(index, window, at, length);
        } else if (buffer.refCnt() == 0) {
            throw new IllegalReferenceCountException(0);
        } else {
            nio.get(index - nioFrom, window, at, length);
        }
    }

    /**
     * Makes the window hold at least {@code bytes} (at most {@link #capacity}), the {@code kept} unread bytes it
     * held from {@link #at} moved to its start; false if it already does, having moved nothing.
     */
    private boolean growWindow(int bytes, int kept) {
        if (bytes <= window.length) {
            return false;
        }
        byte[] grown = new byte[window.length == 0 ? Math.min(capacity, Math.max(bytes, FIRST_VIEW_WINDOW)) : capacity];
        if (kept > 0) {
            System.arraycopy(array, at, grown, 0, kept);
        }
        window = grown;
        array = grown;
        filledLimit = 0;
        return true;
    }

    /** Notes that the window now holds {@link #limit} bytes from {@link #base}. */
    private void filled() {
        filledBase = base;
        filledLimit = limit;
    }

    /**
     * Moves to the buffer's index {@code position}, with nothing in the cursor: the next refill copies little. The
     * window keeps what it held until then, for a seek back.
     */
    private void emptyAt(int position) {
        nextRefill = AFTER_JUMP;
        array = window;
        base = position;
        at = 0;
        limit = 0;
    }
}
