package io.kwire.codec.records;

import io.kwire.codec.internal.Utf8Strings;
import io.kwire.codec.internal.Varints;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Writes one record's fields into the bytes reserved for it after one capacity check: into a heap
 * buffer's array by plain stores, into any other through one NIO view of those bytes, never a
 * Netty call with its own capacity and access checks per varint byte. The writer index moves once,
 * when the record is whole: a record that fails part-way has moved nothing. Into a buffer of more
 * than one part (a composite), which has neither array nor single view, the record goes through a
 * pooled heap buffer of its size. Reused from record to record; allocates nothing.
 */
final class RecordWriter {
    private static final int NULL_LENGTH = -1;

    private static final int INITIAL_SCRATCH = 64;

    private final ByteBufAllocator allocator;
    /** Where a header key is encoded before it is put into a buffer that is not a heap array; grows, never shrinks. */
    private byte[] scratch = new byte[INITIAL_SCRATCH];
    private ByteBuf target;
    private ByteBuf buf;
    /** {@link #buf}'s array, written at {@link #at}; null where the record goes through {@link #view}. */
    private byte[] array;
    private int at;
    private ByteBuffer view;
    /** Where {@link #array} or {@link #view} holds {@link #buf}'s index 0. */
    private int shift;
    private int start;
    private int end;

    RecordWriter(ByteBufAllocator allocator) {
        this.allocator = allocator;
    }

    /** The bytes a varint-prefixed field takes for {@code value}'s readable bytes; 1 for null. */
    static int sizeOfBytes(ByteBuf value) {
        if (value == null) {
            return 1;
        }
        int length = value.readableBytes();
        return Varints.sizeOfVarint(length) + length;
    }

    /** Starts a record of {@code length} bytes at {@code out}'s writer index. */
    void begin(ByteBuf out, int length) {
        out.ensureWritable(length);
        target = out;
        buf = out.nioBufferCount() == 1 ? out : allocator.heapBuffer(length);
        start = buf.writerIndex();
        end = start + length;
        if (buf.hasArray()) {
            array = buf.array();
            shift = buf.arrayOffset();
            at = shift + start;
        } else {
            // Kafka is big-endian; a view's order is the only state of it this writer relies on.
            view = buf.internalNioBuffer(start, length).order(ByteOrder.BIG_ENDIAN);
            shift = view.position() - start;
        }
    }

    void writeByte(int value) {
        if (array != null) {
            array[at++] = (byte) value;
        } else {
            view.put((byte) value);
        }
    }

    void writeShort(int value) {
        writeByte(value >>> 8);
        writeByte(value);
    }

    void writeInt(int value) {
        writeShort(value >>> 16);
        writeShort(value);
    }

    void writeVarint(int value) {
        if (array != null) {
            at = Varints.writeVarint(array, at, value);
        } else {
            Varints.writeVarint(view, value);
        }
    }

    void writeVarlong(long value) {
        if (array != null) {
            at = Varints.writeVarlong(array, at, value);
        } else {
            Varints.writeVarlong(view, value);
        }
    }

    /**
     * {@code value} in UTF-8, with no prefix, as {@link Utf8Strings#measure} measured it: encoded
     * in place into a heap buffer's array, otherwise into this writer's own scratch array and put
     * in bulk, with no per-thread lookup.
     */
    void writeUtf8(String value, int measured) {
        if (array != null) {
            at = Utf8Strings.write(array, at, value, measured);
            return;
        }
        int length = Utf8Strings.length(measured);
        if (scratch.length < length) {
            scratch = new byte[Math.max(length, 2 * scratch.length)];
        }
        Utf8Strings.write(scratch, 0, value, measured);
        view.put(scratch, 0, length);
    }

    /** {@code value}'s readable bytes behind their length, -1 for null; its reader index stays. */
    void writeBytes(ByteBuf value) {
        if (value == null) {
            writeVarint(NULL_LENGTH);
            return;
        }
        int length = value.readableBytes();
        writeVarint(length);
        if (array != null) {
            value.getBytes(value.readerIndex(), array, at, length);
            at += length;
        } else if (value.hasArray()) {
            // Netty without Unsafe (Java 25+) copies a ByteBuf into a direct buffer through new NIO
            // views of both; from the array, the view copies with none.
            view.put(value.array(), value.arrayOffset() + value.readerIndex(), length);
        } else {
            int position = view.position();
            buf.setBytes(position - shift, value, value.readerIndex(), length);
            view.position(position + length);
        }
    }

    /** Ends the record: it must have taken exactly the bytes begun with; moves the writer index past it. */
    void end() {
        int written = position();
        if (written != end) {
            clear();
            throw new IllegalStateException("a record wrote " + (written - start) + " bytes where its size said "
                    + (end - start));
        }
        buf.writerIndex(end);
        if (buf != target) {
            target.writeBytes(buf);
        }
        clear();
    }

    /** Drops a record begun and not ended: nothing of it is in the target. */
    void abandon() {
        clear();
    }

    private void clear() {
        if (buf != null && buf != target) {
            buf.release();
        }
        array = null;
        view = null;
        buf = null;
        target = null;
    }

    /** {@link #buf}'s index of the next byte to write. */
    private int position() {
        return (array != null ? at : view.position()) - shift;
    }
}
