package io.kwire.codec.records;

import io.kwire.codec.internal.Utf8Strings;
import io.kwire.codec.internal.Varints;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.nio.ByteBuffer;

/**
 * Writes one record's fields through one NIO view of the bytes reserved for it, so that each
 * varint byte is a plain put rather than a Netty call with its own capacity and access checks,
 * and moves the writer index once, when the record is whole: a record that fails part-way has
 * moved nothing. Into a buffer of more than one part (a composite), which has no single view, the
 * record goes through a pooled heap buffer of its size. Reused from record to record; allocates
 * nothing.
 */
final class RecordWriter {
    private static final int NULL_LENGTH = -1;

    private final ByteBufAllocator allocator;
    private ByteBuf target;
    private ByteBuf buf;
    private ByteBuffer view;
    /** {@link #buf}'s index of the view's position 0 is this less than the view's own position of it. */
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
        view = buf.internalNioBuffer(start, length);
        shift = view.position() - start;
        end = start + length;
    }

    void writeByte(int value) {
        view.put((byte) value);
    }

    void writeVarint(int value) {
        Varints.writeVarint(view, value);
    }

    void writeVarlong(long value) {
        Varints.writeVarlong(view, value);
    }

    /** {@code value} in UTF-8, as {@link Utf8Strings#length} measures it, with no prefix. */
    void writeUtf8(String value) {
        Utf8Strings.write(view, value);
    }

    /** {@code value}'s readable bytes behind their length, -1 for null; its reader index stays. */
    void writeBytes(ByteBuf value) {
        if (value == null) {
            writeVarint(NULL_LENGTH);
            return;
        }
        int length = value.readableBytes();
        writeVarint(length);
        if (value.hasArray()) {
            // Netty without Unsafe (Java 25+) copies a ByteBuf into a direct buffer through new NIO
            // views of both; from the array, the view copies with none.
            view.put(value.array(), value.arrayOffset() + value.readerIndex(), length);
            return;
        }
        int position = view.position();
        buf.setBytes(position - shift, value, value.readerIndex(), length);
        view.position(position + length);
    }

    /** Ends the record: it must have taken exactly the bytes begun with; moves the writer index past it. */
    void end() {
        int written = view.position() - shift;
        view = null;
        if (written != end) {
            releaseCopy();
            throw new IllegalStateException("a record wrote " + (written - start) + " bytes where its size said "
                    + (end - start));
        }
        buf.writerIndex(end);
        if (buf != target) {
            target.writeBytes(buf);
            releaseCopy();
        }
        buf = null;
        target = null;
    }

    /** Drops a record begun and not ended: nothing of it is in the target. */
    void abandon() {
        view = null;
        releaseCopy();
        buf = null;
        target = null;
    }

    private void releaseCopy() {
        if (buf != null && buf != target) {
            buf.release();
        }
    }
}
