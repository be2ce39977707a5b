package io.kwire.codec.records;

import io.kwire.codec.wire.Varints;
import io.kwire.codec.wire.DirectMemory;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.util.internal.PlatformDependent;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Iterates the records of one batch, in place, reusable from batch to batch. Each part of a record
 * is checked against the bytes there are when it is reached, and nothing is read before it is asked
 * for: {@link #next()} checks the record's length within the batch, its varints up to the header
 * count, its key and its value (whose bytes it does not touch), and that a record without headers
 * ends where its length says; {@link #nextHeader()} checks each header, and that the last ends
 * where the record does. So iterating for offsets, keys and values never reads the headers, and a
 * record whose headers lie is refused where its headers are read ({@link RecordBatchValidator}
 * reads them all, as a broker does). An uncompressed batch is read where it lies, from a heap
 * buffer's array or a direct buffer's memory address where Netty reads it so (Java 17 to 24), else
 * through the NIO view of its memory that the buffer keeps ({@link ByteBuf#internalNioBuffer}: on
 * Java 25, where a Netty call a byte would cost a reference-count and bounds check each), and
 * allocates nothing per record. A compressed batch is first decompressed,
 * at most {@link #maxDecompressedBytes()}, into heap buffers from the cursor's allocator (the
 * codecs write straight into their arrays), joined into one if there are several, which the
 * cursor releases on the next {@link #reset} or on {@link #close()}.
 *
 * <pre>{@code
 * try (RecordCursor records = new RecordCursor()) {
 *     records.reset(batch);
 *     while (records.next()) {
 *         long offset = records.offset();
 *         ByteBuf value = records.value(); // a slice; null for a null value
 *     }
 * }
 * }</pre>
 */
public final class RecordCursor implements AutoCloseable {
    /** The default cap on the bytes one batch may decompress to: 64 MiB. */
    public static final int DEFAULT_MAX_DECOMPRESSED_BYTES = 64 << 20;

    private final int maxDecompressedBytes;
    private final DecompressionOutput output;

    private ByteBuf decompressed;
    private ByteBuf buf;
    /** The heap array behind {@link #buf}, read directly; null for other buffers. */
    private byte[] array;
    private int arrayOffset;
    /** The memory address of {@link #buf}'s index 0 where Netty reads it so (Java 17 to 24), else 0. */
    private long address;
    /**
     * The buffer's own NIO view of its memory, read at {@link #nioBase} + index, where there is neither
     * an array nor an address to read; else null.
     */
    private ByteBuffer nio;
    private int nioBase;
    /**
     * The eight bytes read last through {@link #nio}, from {@link #wordIndex}: each NIO read costs a
     * memory-session check on Java 25, so a record's fields are read eight bytes at a time.
     */
    private long word;
    private int wordIndex;
    private int position;
    private long baseOffset;
    private long baseTimestamp;
    private boolean logAppendTime;
    private long maxTimestamp;
    private boolean control;
    private int count;
    private int read;
    private int index;
    private int end;

    private int attributes;
    private long timestampDelta;
    private int offsetDelta;
    private int keyIndex;
    private int keyLength;
    private int valueIndex;
    private int valueLength;
    private int headerCount;

    private int recordLength;
    private int recordEnd;
    private int headersLeft;
    private int headerIndex;
    private int headerKeyIndex;
    private int headerKeyLength;
    private int headerValueIndex;
    private int headerValueLength;
    /** The value of the varint or varlong read last ({@link #varint(int, int, int, String)}). */
    private long varint;

    /** A cursor that decompresses into {@link ByteBufAllocator#DEFAULT}, at most the default cap. */
    public RecordCursor() {
        this(ByteBufAllocator.DEFAULT, DEFAULT_MAX_DECOMPRESSED_BYTES);
    }

    /** A cursor that decompresses into buffers from {@code allocator}, at most {@code maxDecompressedBytes} a batch. */
    public RecordCursor(ByteBufAllocator allocator, int maxDecompressedBytes) {
        if (maxDecompressedBytes < 0) {
            throw new IllegalArgumentException("maxDecompressedBytes " + maxDecompressedBytes + " is negative");
        }
        this.maxDecompressedBytes = maxDecompressedBytes;
        this.output = new DecompressionOutput(allocator, maxDecompressedBytes);
    }

    /** The most bytes one batch's records may decompress to. */
    public int maxDecompressedBytes() {
        return maxDecompressedBytes;
    }

    /**
     * Starts on the records of {@code batch}, decompressing them first if they are compressed.
     * Throws {@link InvalidRecordBatchException} if they are corrupt or inflate past the cap, or
     * count more records than the cap holds (7 bytes each at least), and
     * {@link UnsupportedCompressionException} if the compression's library is missing.
     */
    public RecordCursor reset(RecordBatch batch) {
        releaseDecompressed();
        // Nothing to read until the records are there: a reset that fails leaves no batch behind, not the last one's.
        buf = null;
        array = null;
        address = 0;
        nio = null;
        count = 0;
        read = 0;
        index = 0;
        end = 0;
        position = batch.position();
        baseOffset = batch.baseOffset();
        baseTimestamp = batch.baseTimestamp();
        logAppendTime = batch.timestampType() == TimestampType.LOG_APPEND_TIME;
        maxTimestamp = batch.maxTimestamp();
        control = batch.isControl();
        int recordCount = batch.recordCount();
        headersLeft = 0;
        int recordsIndex = batch.start() + RecordBatch.HEADER_SIZE;
        int recordsLength = batch.sizeInBytes() - RecordBatch.HEADER_SIZE;
        Compression compression = batch.compression();
        if (compression == Compression.NONE) {
            buf = batch.buffer();
            viewArray();
            index = recordsIndex;
            end = recordsIndex + recordsLength;
        } else {
            if (recordCount > maxDecompressedBytes / RecordBatch.MIN_RECORD_SIZE) {
                throw RecordBatch.countOver(position, recordCount, maxDecompressedBytes, "decompressed, the cap,");
            }
            output.start(recordsLength);
            try {
                decompressed = Codecs.decompress(compression, batch.buffer().slice(recordsIndex, recordsLength),
                        output, position);
            } catch (RuntimeException | Error e) {
                output.release();
                throw e;
            }
            buf = decompressed;
            viewArray();
            index = buf.readerIndex();
            end = buf.writerIndex();
        }
        count = recordCount;
        return this;
    }

    /**
     * Moves to the next record; false after the last. Throws {@link InvalidRecordBatchException}
     * for a record whose length, fields before its headers, key or value do not fit its bytes, and
     * when the records present do not match the batch's record count. The headers are checked by
     * {@link #nextHeader()}.
     */
    public boolean next() {
        if (read == count) {
            if (index != end) {
                throw bytesAfterLastRecord();
            }
            return false;
        }
        int at = index;
        if (at >= end) {
            throw fewerRecordsThanCounted();
        }
        followMemory();
        read++;
        headersLeft = 0;
        at = varint(at, end, Varints.MAX_VARINT_BYTES, "length");
        int length = (int) varint;
        if (length <= 0 || length > end - at) {
            throw badLength(length, at);
        }
        int recordEnd = at + length;
        this.recordEnd = recordEnd;
        recordLength = length;
        attributes = byteAt(at);
        at = varint(at + 1, recordEnd, Varints.MAX_VARLONG_BYTES, "timestamp delta");
        timestampDelta = varint;
        at = varint(at, recordEnd, Varints.MAX_VARINT_BYTES, "offset delta");
        offsetDelta = (int) varint;
        keyIndex = bytesLength(at, recordEnd, "key length");
        keyLength = (int) varint;
        valueIndex = bytesLength(keyIndex + Math.max(keyLength, 0), recordEnd, "value length");
        valueLength = (int) varint;
        headerIndex = varint(valueIndex + Math.max(valueLength, 0), recordEnd, Varints.MAX_VARINT_BYTES,
                "header count");
        headerCount = (int) varint;
        headersLeft = headerCount;
        if (headerCount < 0 || headerCount > (recordEnd - headerIndex) / 2) {
            throw badHeaderCount(recordEnd);
        }
        if (headerCount == 0 && headerIndex != recordEnd) {
            throw fieldsEndBefore(headerIndex);
        }
        // The next record starts where this one's length says, known before the fields are read,
        // so the processor reads on without waiting for them.
        index = recordEnd;
        return true;
    }

    /** The record's offset: the batch's base offset plus its offset delta. */
    public long offset() {
        return baseOffset + offsetDelta;
    }

    /** The record's offset less the batch's base offset. */
    public int offsetDelta() {
        return offsetDelta;
    }

    /** The record's timestamp; for a batch with log append time, the batch's. */
    public long timestamp() {
        return logAppendTime ? maxTimestamp : baseTimestamp + timestampDelta;
    }

    /** The record's timestamp less the batch's base timestamp, as the record carries it. */
    public long timestampDelta() {
        return timestampDelta;
    }

    /** The record's own attributes byte, unused by Kafka so far. */
    public int attributes() {
        return attributes;
    }

    /** The buffer the key, value and header indexes point into: the batch's, or the decompressed one. */
    public ByteBuf buffer() {
        return buf;
    }

    /** The key's first byte in {@link #buffer()}. */
    public int keyIndex() {
        return keyIndex;
    }

    /** The key's length in bytes, -1 for a null key. */
    public int keyLength() {
        return keyLength;
    }

    /** The key as a slice of {@link #buffer()}, not retained; null for a null key. */
    public ByteBuf key() {
        return keyLength < 0 ? null : buf.slice(keyIndex, keyLength);
    }

    /** The value's first byte in {@link #buffer()}. */
    public int valueIndex() {
        return valueIndex;
    }

    /** The value's length in bytes, -1 for a null value. */
    public int valueLength() {
        return valueLength;
    }

    /** The value as a slice of {@link #buffer()}, not retained; null for a null value. */
    public ByteBuf value() {
        return valueLength < 0 ? null : buf.slice(valueIndex, valueLength);
    }

    /** How many headers the record has. */
    public int headerCount() {
        return headerCount;
    }

    /**
     * Moves to the record's next header; false after the last. Throws {@link InvalidRecordBatchException}
     * for a header that does not fit the record's bytes or has a null key, and after the last header
     * if the record's length says more bytes than its fields take.
     */
    public boolean nextHeader() {
        if (headersLeft == 0) {
            return false;
        }
        followMemory();
        int at = bytesLength(headerIndex, recordEnd, "header key length");
        if (varint < 0) {
            throw invalid(recordName() + " has a null header key");
        }
        int keyLength = (int) varint;
        int valueAt = bytesLength(at + keyLength, recordEnd, "header value length");
        int after = valueAt + (int) Math.max(varint, 0);
        if (headersLeft == 1 && after != recordEnd) {
            throw fieldsEndBefore(after);
        }
        headerKeyIndex = at;
        headerKeyLength = keyLength;
        headerValueIndex = valueAt;
        headerValueLength = (int) varint;
        headerIndex = after;
        headersLeft--;
        return true;
    }

    /** The header key's first byte in {@link #buffer()}. */
    public int headerKeyIndex() {
        return headerKeyIndex;
    }

    /** The header key's length in UTF-8 bytes. */
    public int headerKeyLength() {
        return headerKeyLength;
    }

    /** The header key as a slice of {@link #buffer()}, not retained. */
    public ByteBuf headerKey() {
        return buf.slice(headerKeyIndex, headerKeyLength);
    }

    /** The header key decoded from UTF-8: a new string. */
    public String headerKeyString() {
        return buf.toString(headerKeyIndex, headerKeyLength, StandardCharsets.UTF_8);
    }

    /** The header value's first byte in {@link #buffer()}. */
    public int headerValueIndex() {
        return headerValueIndex;
    }

    /** The header value's length, -1 for a null value. */
    public int headerValueLength() {
        return headerValueLength;
    }

    /** The header value as a slice of {@link #buffer()}, not retained; null for a null value. */
    public ByteBuf headerValue() {
        return headerValueLength < 0 ? null : buf.slice(headerValueIndex, headerValueLength);
    }

    /**
     * The type of a control batch's record, from its key; null for a type Kafka does not define.
     * Throws {@link IllegalStateException} in a batch that is not a control batch, and
     * {@link InvalidRecordBatchException} for a key too short to hold a type.
     */
    public ControlType controlType() {
        if (!control) {
            throw new IllegalStateException("not a control batch");
        }
        if (keyLength < 2 * Short.BYTES) {
            throw invalid(recordName() + " is a control record with a key of " + keyLength + " bytes");
        }
        return ControlType.ofId(buf.getShort(keyIndex + Short.BYTES));
    }

    /** Releases the decompressed buffer, if any; the cursor can be reset again afterwards. */
    @Override
    public void close() {
        releaseDecompressed();
        buf = null;
        array = null;
        address = 0;
        nio = null;
        count = 0;
        read = 0;
        headersLeft = 0;
        index = 0;
        end = 0;
    }

    private void releaseDecompressed() {
        if (decompressed != null) {
            ByteBuf old = decompressed;
            decompressed = null;
            old.release();
        }
    }

    private void viewArray() {
        array = buf.hasArray() ? buf.array() : null;
        arrayOffset = array == null ? 0 : buf.arrayOffset();
        address = array == null && DirectMemory.readable(buf) ? buf.memoryAddress() : 0;
        nio = null;
        if (array == null && address == 0 && buf.nioBufferCount() == 1) {
            viewNio();
        }
    }

    private void viewNio() {
        nio = buf.internalNioBuffer(0, buf.capacity()).order(ByteOrder.BIG_ENDIAN);
        nioBase = nio.position();
        wordIndex = Integer.MIN_VALUE;
    }

    /** The byte at {@code i} through {@link #nio}, from the word read last if it holds it, else from a new one. */
    private byte nioByte(int i) {
        int shift = i - wordIndex;
        if (shift < 0 || shift >= Long.BYTES) {
            if (i > nio.limit() - nioBase - Long.BYTES) {
                return nio.get(nioBase + i);
            }
            word = nio.getLong(nioBase + i);
            wordIndex = i;
            shift = 0;
        }
        return (byte) (word >>> (Long.SIZE - Byte.SIZE - Byte.SIZE * shift));
    }

    /**
     * Takes the memory address, or the NIO view, of a buffer read so anew, once a record and once a
     * header, where Netty's own reads check at every byte: Netty throws
     * {@code IllegalReferenceCountException} if the buffer has been released, so freed memory is never
     * read, and a buffer whose memory moved (its capacity changed) is read where its bytes are now.
     * The NIO view is the buffer's own, which other code may move: taken anew, it spans the buffer again.
     * A heap buffer's array is safe to read whatever becomes of the buffer, and is not checked.
     */
    private void followMemory() {
        if (address != 0) {
            address = buf.memoryAddress();
        } else if (nio != null) {
            viewNio();
        }
    }

    /**
     * The byte at {@code i}, which the caller has checked is within the records: from the heap
     * buffer's array, the direct buffer's memory by address or its NIO view, where there is one,
     * as Netty's own unchecked reads do; else through the buffer.
     */
    private byte byteAt(int i) {
        if (array != null) {
            return array[arrayOffset + i];
        }
        if (address != 0) {
            return PlatformDependent.getByte(address + i);
        }
        return nio != null ? nioByte(i) : buf.getByte(i);
    }

    /**
     * Reads a key, value or header length at {@code at} into {@link #varint}: -1 for null,
     * otherwise within {@code limit}; returns the index after it. {@code what} names it whole
     * ("key length"): a name built here would allocate on every record.
     */
    private int bytesLength(int at, int limit, String what) {
        int after = varint(at, limit, Varints.MAX_VARINT_BYTES, what);
        if (varint < -1 || varint > limit - after) {
            throw invalid(recordName() + " " + what + " " + varint + " but " + (limit - after)
                    + " bytes remain in the record");
        }
        return after;
    }

    /**
     * Reads the zig-zag varint of at most {@code maxBytes} bytes ({@link Varints#MAX_VARINT_BYTES}, or
     * {@link Varints#MAX_VARLONG_BYTES} for a varlong) at {@code at}, within {@code limit}, into
     * {@link #varint}; returns the index after it. The index is returned and the value kept apart,
     * so that where the next field starts does not wait on the value. One and two bytes are read
     * without a loop.
     */
    private int varint(int at, int limit, int maxBytes, String what) {
        if (limit - at >= 2) {
            long first = byteAt(at);
            if (first >= 0) {
                varint = Varints.unZigZag(first);
                return at + 1;
            }
            long second = byteAt(at + 1);
            if (second >= 0) {
                varint = Varints.unZigZag((first & 0x7F) | second << 7);
                return at + 2;
            }
        }
        return longerVarint(at, limit, maxBytes, what);
    }

    /** {@link #varint}'s rest: three bytes or more, or near {@code limit}; out of line, as it is rare. */
    private int longerVarint(int from, int limit, int maxBytes, String what) {
        boolean varlong = maxBytes == Varints.MAX_VARLONG_BYTES;
        String kind = varlong ? "varlong" : "varint";
        // The last byte may add only the top 1 bit of 64, or 4 of 32.
        int lastByteExcess = varlong ? 0xFE : 0xF0;
        long value = 0;
        int at = from;
        for (int i = 0; i < maxBytes; i++) {
            if (at >= limit) {
                throw invalid(recordName() + " " + what + " " + kind + " is cut off");
            }
            byte b = byteAt(at++);
            if (i == maxBytes - 1 && (b & lastByteExcess) != 0) {
                throw invalid(recordName() + " " + what + " " + kind + " is longer than " + maxBytes
                        + " bytes or overflows " + (varlong ? Long.SIZE : Integer.SIZE) + " bits");
            }
            value |= (long) (b & 0x7F) << (7 * i);
            if (b >= 0) {
                varint = Varints.unZigZag(value);
                return at;
            }
        }
        throw new AssertionError("unreachable: the last byte ends the varint");
    }

    private InvalidRecordBatchException badHeaderCount(int recordEnd) {
        return invalid(recordName() + " has " + headerCount + " headers in " + (recordEnd - headerIndex) + " bytes");
    }

    private InvalidRecordBatchException fewerRecordsThanCounted() {
        return invalid("counts " + count + " records but holds " + read);
    }

    private InvalidRecordBatchException bytesAfterLastRecord() {
        return invalid("holds " + (end - index) + " bytes after the " + count + " records it counts");
    }

    private InvalidRecordBatchException badLength(int length, int at) {
        return invalid(length == 0 ? recordName() + " is empty"
                : recordName() + " length " + length + " but " + (end - at) + " bytes remain");
    }

    /** The current record's fields end at {@code at}, before the end its length gives. */
    private InvalidRecordBatchException fieldsEndBefore(int at) {
        return invalid(recordName() + " says " + recordLength + " bytes but its fields end after "
                + (recordLength - (recordEnd - at)));
    }

    /** The name of the record {@link #next()} moved to last, or is reading. */
    private String recordName() {
        return recordName(read - 1);
    }

    private static String recordName(int record) {
        return "record " + record;
    }

    private InvalidRecordBatchException invalid(String problem) {
        return new InvalidRecordBatchException(position, problem);
    }
}
