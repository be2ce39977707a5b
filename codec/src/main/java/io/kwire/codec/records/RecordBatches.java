package io.kwire.codec.records;

import io.kwire.codec.wire.DirectMemory;
import io.netty.buffer.ByteBuf;
import io.netty.util.internal.PlatformDependent;

/**
 * Iterates the record batches in a records buffer (a Produce or Fetch field), in place: each
 * {@link #next()} checks the batch's size, magic and compression, and its record count against
 * the bytes there are (at least 7 bytes a record; a compressed
 * batch's against the most any cap lets them decompress to, {@link RecordCursor} then against its
 * own cap), and points {@link #batch()} at it. Nothing is decompressed, copied or allocated, and
 * the buffer's reader index does not move. Reusable: {@link #reset} starts over on other records.
 *
 * <p>A Fetch response's last batch may be cut off by the broker's size limit. Iteration stops
 * before such a batch, as Kafka's consumer does, and {@link #truncatedTail()} says how many bytes
 * it left; a Produce request's records should have none.
 */
public final class RecordBatches {
    /** The length of the smallest batch: a header and no records. */
    private static final int MIN_BATCH_LENGTH = RecordBatch.HEADER_SIZE - RecordBatch.LOG_OVERHEAD;

    private final RecordBatch batch = new RecordBatch();
    private ByteBuf records;
    /**
     * Whether the buffer has a memory address and Netty {@code Unsafe}: a step then reads a header's fields from
     * memory, the buffer's reference count, capacity and address taken once a step, where the buffer's own reads
     * check them at every field.
     */
    private boolean fromMemory;
    /** The memory address of the buffer's index 0, as taken by the current step; 0 if not {@link #fromMemory}. */
    private long address;
    private int origin;
    private int position;
    private int end;
    private boolean onBatch;
    private boolean finished;

    /** A reader on no records yet. */
    public RecordBatches() {
    }

    /**
     * Starts over on the readable bytes of {@code records}, which are not retained: they must stay
     * alive while this reads them. A null {@code records} (Kafka's null records) holds no batches.
     */
    public RecordBatches reset(ByteBuf records) {
        return records == null ? reset(null, 0, -1) : reset(records, records.readerIndex(), records.readableBytes());
    }

    /**
     * Starts over on the {@code length} bytes of {@code buffer} from {@code index}, as a view's bytes field gives
     * them ({@code recordsIndex()}, {@code recordsLength()}): no slice made. The buffer is not retained; a
     * {@code length} of -1 (Kafka's null records) holds no batches.
     *
     * @throws IndexOutOfBoundsException if those bytes are not all the buffer's
     */
    public RecordBatches reset(ByteBuf buffer, int index, int length) {
        if (length >= 0 && (index < 0 || index > buffer.capacity() - length)) {
            throw new IndexOutOfBoundsException("records of " + length + " bytes at " + index + " in a buffer of "
                    + buffer.capacity());
        }
        this.records = length < 0 ? null : buffer;
        this.fromMemory = length >= 0 && DirectMemory.readable(buffer);
        this.origin = Math.max(index, 0);
        this.position = origin;
        this.end = origin + Math.max(length, 0);
        this.onBatch = false;
        this.finished = false;
        return this;
    }

    /**
     * Moves to the next whole batch; false when there is none, or only a cut-off one. Throws
     * {@link InvalidRecordBatchException}, staying where it was, for a batch whose header lies.
     */
    public boolean next() {
        if (finished) {
            return false;
        }
        int next = onBatch ? position + batch.sizeInBytes() : position;
        int remaining = end - next;
        if (remaining < RecordBatch.LOG_OVERHEAD) {
            return stopAt(next);
        }
        address = fromMemory ? DirectMemory.addressOf(records, end) : 0;
        int batchLength = intAt(next + RecordBatch.BATCH_LENGTH);
        if (batchLength < MIN_BATCH_LENGTH) {
            throw new InvalidRecordBatchException(next - origin, "batch length " + batchLength
                    + " is less than the " + MIN_BATCH_LENGTH + " bytes of a batch header");
        }
        if (remaining - RecordBatch.LOG_OVERHEAD < batchLength) {
            return stopAt(next);
        }
        int count = checkHeader(next, batchLength);
        position = next;
        onBatch = true;
        batch.wrap(records, next, origin, batchLength, count);
        return true;
    }

    private boolean stopAt(int next) {
        position = next;
        onBatch = false;
        finished = true;
        return false;
    }

    /** Checks the header of the batch at {@code at} and returns its record count. */
    private int checkHeader(int at, int batchLength) {
        byte magic = address != 0 ? PlatformDependent.getByte(address + at + RecordBatch.MAGIC_OFFSET)
                : records.getByte(at + RecordBatch.MAGIC_OFFSET);
        if (magic != RecordBatch.MAGIC) {
            throw new InvalidRecordBatchException(at - origin, magic == 0 || magic == 1
                    ? "magic v" + magic + " is the message format Kafka 4 removed (KIP-724); only v2 is read"
                    : "unknown magic " + magic + "; only v2 is read");
        }
        int compression = (address != 0 ? PlatformDependent.getByte(address + at + RecordBatch.ATTRIBUTES + 1)
                : records.getByte(at + RecordBatch.ATTRIBUTES + 1)) & RecordBatch.COMPRESSION_MASK;
        if (Compression.ofId(compression) == null) {
            throw new InvalidRecordBatchException(at - origin, "unknown compression id " + compression);
        }
        int count = intAt(at + RecordBatch.RECORD_COUNT);
        if (count < 0) {
            throw new InvalidRecordBatchException(at - origin, "negative record count " + count);
        }
        // Compressed records may decompress to any size under the cap, which is at most Integer.MAX_VALUE.
        int recordBytes = compression == Compression.NONE.id()
                ? batchLength + RecordBatch.LOG_OVERHEAD - RecordBatch.HEADER_SIZE : Integer.MAX_VALUE;
        if (count > recordBytes / RecordBatch.MIN_RECORD_SIZE) {
            throw RecordBatch.countOver(at - origin, count, recordBytes,
                    compression == Compression.NONE.id() ? "of records" : "decompressed, the most any cap allows,");
        }
        return count;
    }

    /** The big-endian int at {@code index} of the buffer, which the step's checks have found within it. */
    private int intAt(int index) {
        if (address == 0) {
            return records.getInt(index);
        }
        int value = PlatformDependent.getInt(address + index);
        return PlatformDependent.BIG_ENDIAN_NATIVE_ORDER ? value : Integer.reverseBytes(value);
    }

    /** The batch {@link #next()} moved to. */
    public RecordBatch batch() {
        if (!onBatch) {
            throw new IllegalStateException("not on a batch: call next() first, and only while it returns true");
        }
        return batch;
    }

    /** The bytes of a cut-off batch that iteration stopped before; 0 until it has reached the end. */
    public int truncatedTail() {
        return finished ? end - position : 0;
    }

    /** Where the next batch would start, in bytes from the start of the records. */
    public int position() {
        return (onBatch ? position + batch.sizeInBytes() : position) - origin;
    }
}
