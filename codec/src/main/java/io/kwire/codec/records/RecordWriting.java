package io.kwire.codec.records;

import io.kwire.codec.internal.Varints;
import io.netty.buffer.ByteBuf;

/** The varint-prefixed byte fields of a record: -1 for null, then the bytes as they are. */
final class RecordWriting {
    private static final int NULL_LENGTH = -1;

    private RecordWriting() {
    }

    static int sizeOfVarint(int value) {
        return Varints.sizeOfVarint(value);
    }

    static void writeVarint(ByteBuf out, int value) {
        Varints.writeVarint(out, value);
    }

    /** The bytes {@code value}'s readable bytes take behind their length; 1 for null. */
    static int sizeOfBytes(ByteBuf value) {
        if (value == null) {
            return 1;
        }
        int length = value.readableBytes();
        return Varints.sizeOfVarint(length) + length;
    }

    /** Writes {@code value}'s readable bytes behind their length, leaving its reader index. */
    static void writeBytes(ByteBuf out, ByteBuf value) {
        if (value == null) {
            Varints.writeVarint(out, NULL_LENGTH);
            return;
        }
        int length = value.readableBytes();
        Varints.writeVarint(out, length);
        if (value.hasArray()) {
            // From a heap buffer's array: a direct buffer without Unsafe (Java 25) would otherwise
            // take another buffer's bytes through a new NIO view of them on every write.
            out.writeBytes(value.array(), value.arrayOffset() + value.readerIndex(), length);
        } else {
            out.writeBytes(value, value.readerIndex(), length);
        }
    }
}
