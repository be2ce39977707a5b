package io.kwire.codec.records;

import io.kwire.codec.wire.Staging;
import io.kwire.codec.wire.Utf8;
import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;

/**
 * Writes one record's fields into an array by plain stores, after one capacity check: a heap
 * buffer's own array, where the record is written in place; for any other buffer (direct, or a
 * composite of parts), this thread's {@link Staging} array, put into the buffer in one bulk copy,
 * since a Netty or NIO call per varint byte costs more than copying the record once (without
 * {@code Unsafe}, from Java 25 on, every such call checks the buffer's access and bounds twice). The
 * writer index moves once, when the record is whole: a record that fails part-way has moved
 * nothing. Reused from record to record; allocates nothing for records within the staging cap.
 */
final class RecordWriter {
    private static final int NULL_LENGTH = -1;

    /** The staging memory of the thread that wrote the last staged record: kept so that the next needs no lookup. */
    private Staging staging;
    private ByteBuf target;
    /** Whether the record is written in place, into {@link #target}'s own array. */
    private boolean inPlace;
    private byte[] array;
    /** Where the record starts in {@link #array}. */
    private int from;
    private int at;
    private int length;

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
        this.length = length;
        inPlace = out.hasArray();
        if (inPlace) {
            array = out.array();
            from = out.arrayOffset() + out.writerIndex();
        } else {
            staging = Staging.ofThisThread(staging);
            array = staging.borrow(length);
            from = 0;
        }
        at = from;
    }

    void writeByte(int value) {
        array[at++] = (byte) value;
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
        at = Varints.writeVarint(array, at, value);
    }

    void writeVarlong(long value) {
        at = Varints.writeVarlong(array, at, value);
    }

    /** {@code value} in UTF-8, with no prefix, as {@link Utf8#measure} measured it. */
    void writeUtf8(String value, int measured) {
        at = Utf8.write(array, at, value, measured);
    }

    /** {@code value}'s readable bytes behind their length, -1 for null; its reader index stays. */
    void writeBytes(ByteBuf value) {
        if (value == null) {
            writeVarint(NULL_LENGTH);
            return;
        }
        int length = value.readableBytes();
        writeVarint(length);
        value.getBytes(value.readerIndex(), array, at, length);
        at += length;
    }

    /** Ends the record: it must have taken exactly the bytes begun with; moves the writer index past it. */
    void end() {
        int written = at - from;
        if (written != length) {
            clear();
            throw new IllegalStateException("a record wrote " + written + " bytes where its size said " + length);
        }
        try {
            if (inPlace) {
                target.writerIndex(target.writerIndex() + length);
            } else {
                target.writeBytes(array, from, length);
            }
        } finally {
            clear();
        }
    }

    /** Drops a record begun and not ended: nothing of it is in the target. */
    void abandon() {
        clear();
    }

    private void clear() {
        if (!inPlace && array != null) {
            staging.giveBack(array);
        }
        array = null;
        target = null;
    }
}
