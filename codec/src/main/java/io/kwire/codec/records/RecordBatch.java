package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;

/**
 * One record batch of magic v2, read where it lies: every header field is read from the buffer
 * when asked, nothing is copied or decompressed. A view that {@link RecordBatches} moves from batch
 * to batch; it is valid until the next {@link RecordBatches#next()}. The base offset and the
 * partition leader epoch, which the CRC does not cover, can be set in place, as a broker does.
 *
 * <pre>{@code
 * RecordBatches batches = new RecordBatches();
 * batches.reset(produce.records);
 * while (batches.next()) {
 *     RecordBatch batch = batches.batch();
 *     batch.checkCrc();
 *     batch.setBaseOffset(log.nextOffset());
 * }
 * }</pre>
 */
public final class RecordBatch {
    /** The bytes of a batch before its first record. */
    public static final int HEADER_SIZE = 61;
    /** The only magic this reader accepts. */
    public static final byte MAGIC = 2;
    /** The producer id of a batch from a producer without idempotence. */
    public static final long NO_PRODUCER_ID = -1L;
    /** The producer epoch of a batch from a producer without idempotence. */
    public static final short NO_PRODUCER_EPOCH = -1;
    /** The base sequence of a batch from a producer without idempotence. */
    public static final int NO_SEQUENCE = -1;
    /** The partition leader epoch before a broker has set it. */
    public static final int NO_PARTITION_LEADER_EPOCH = -1;
    /** A timestamp that is not set. */
    public static final long NO_TIMESTAMP = -1L;

    static final int BASE_OFFSET = 0;
    static final int BATCH_LENGTH = 8;
    /** The bytes up to and including the batch length: the rest of the batch is {@link #batchLength()}. */
    static final int LOG_OVERHEAD = 12;
    static final int PARTITION_LEADER_EPOCH = 12;
    static final int MAGIC_OFFSET = 16;
    static final int CRC = 17;
    static final int ATTRIBUTES = 21;
    static final int LAST_OFFSET_DELTA = 23;
    static final int BASE_TIMESTAMP = 27;
    static final int MAX_TIMESTAMP = 35;
    static final int PRODUCER_ID = 43;
    static final int PRODUCER_EPOCH = 51;
    static final int BASE_SEQUENCE = 53;
    static final int RECORD_COUNT = 57;

    /**
     * The fewest bytes a record takes: its length, attributes, timestamp delta, offset delta, key
     * length, value length and header count, one byte each.
     */
    static final int MIN_RECORD_SIZE = 7;

    static final int COMPRESSION_MASK = 0x07;
    static final int TIMESTAMP_TYPE_FLAG = 0x08;
    static final int TRANSACTIONAL_FLAG = 0x10;
    static final int CONTROL_FLAG = 0x20;
    static final int DELETE_HORIZON_FLAG = 0x40;

    private final BatchCrc crc = new BatchCrc();
    private ByteBuf buf;
    private int start;
    private int origin;
    /** The batch length and record count {@link RecordBatches} read and checked when it moved here. */
    private int batchLength;
    private int recordCount;

    /** A view on nothing yet; {@link RecordBatches} points it at batches. */
    RecordBatch() {
    }

    /**
     * Points this view at the batch at {@code start}; {@code origin} is where the records begin. Its batch length
     * and record count, read and checked by the caller, are kept: the batches are walked by that length.
     */
    void wrap(ByteBuf buf, int start, int origin, int batchLength, int recordCount) {
        this.buf = buf;
        this.start = start;
        this.origin = origin;
        this.batchLength = batchLength;
        this.recordCount = recordCount;
    }

    /** The buffer that holds the batch. */
    public ByteBuf buffer() {
        return buf;
    }

    /** The index of the batch's first byte in {@link #buffer()}. */
    public int start() {
        return start;
    }

    /** Where the batch starts, in bytes from the start of the records it was read from. */
    public int position() {
        return start - origin;
    }

    /** The batch's whole size in bytes, header included. */
    public int sizeInBytes() {
        return LOG_OVERHEAD + batchLength();
    }

    /** The batch as a slice of its buffer, for passing it on unchanged; not retained. */
    public ByteBuf slice() {
        return buf.slice(start, sizeInBytes());
    }

    /** The batch as a retained slice of its buffer, which the caller releases. */
    public ByteBuf retainedSlice() {
        return buf.retainedSlice(start, sizeInBytes());
    }

    /** The offset of the first record. */
    public long baseOffset() {
        return buf.getLong(start + BASE_OFFSET);
    }

    /** The bytes after the batch length field: the whole size less 12. */
    public int batchLength() {
        return batchLength;
    }

    /** The epoch of the leader that appended the batch, or {@link #NO_PARTITION_LEADER_EPOCH}. */
    public int partitionLeaderEpoch() {
        return buf.getInt(start + PARTITION_LEADER_EPOCH);
    }

    /** The format version: always {@link #MAGIC}. */
    public byte magic() {
        return buf.getByte(start + MAGIC_OFFSET);
    }

    /** The CRC32C the batch carries, over its bytes from the attributes on. */
    public long crc() {
        return buf.getUnsignedInt(start + CRC);
    }

    /** The attributes: compression, timestamp type, transactional, control and delete-horizon bits. */
    public short attributes() {
        return buf.getShort(start + ATTRIBUTES);
    }

    /** How the records are compressed. */
    public Compression compression() {
        return Compression.ofId(attributes() & COMPRESSION_MASK);
    }

    /** What the timestamps mean. */
    public TimestampType timestampType() {
        return (attributes() & TIMESTAMP_TYPE_FLAG) == 0 ? TimestampType.CREATE_TIME : TimestampType.LOG_APPEND_TIME;
    }

    /** Whether the batch belongs to a transaction. */
    public boolean isTransactional() {
        return (attributes() & TRANSACTIONAL_FLAG) != 0;
    }

    /** Whether the batch holds a control record (a transaction marker) instead of data. */
    public boolean isControl() {
        return (attributes() & CONTROL_FLAG) != 0;
    }

    /** Whether the base timestamp is a compacted log's delete horizon (KIP-534). */
    public boolean hasDeleteHorizon() {
        return (attributes() & DELETE_HORIZON_FLAG) != 0;
    }

    /** The last record's offset less the base offset. */
    public int lastOffsetDelta() {
        return buf.getInt(start + LAST_OFFSET_DELTA);
    }

    /** The last record's offset. */
    public long lastOffset() {
        return baseOffset() + lastOffsetDelta();
    }

    /** The offset after the last record's. */
    public long nextOffset() {
        return lastOffset() + 1;
    }

    /** The first record's timestamp, which records' timestamp deltas count from. */
    public long baseTimestamp() {
        return buf.getLong(start + BASE_TIMESTAMP);
    }

    /** The largest record timestamp, or the log append time. */
    public long maxTimestamp() {
        return buf.getLong(start + MAX_TIMESTAMP);
    }

    /** The idempotent producer's id, or {@link #NO_PRODUCER_ID}. */
    public long producerId() {
        return buf.getLong(start + PRODUCER_ID);
    }

    /** The idempotent producer's epoch, or {@link #NO_PRODUCER_EPOCH}. */
    public short producerEpoch() {
        return buf.getShort(start + PRODUCER_EPOCH);
    }

    /** The first record's sequence number, or {@link #NO_SEQUENCE}. */
    public int baseSequence() {
        return buf.getInt(start + BASE_SEQUENCE);
    }

    /** The last record's sequence number, wrapping past {@code Integer.MAX_VALUE} as Kafka's do. */
    public int lastSequence() {
        int base = baseSequence();
        if (base == NO_SEQUENCE) {
            return NO_SEQUENCE;
        }
        long last = (long) base + lastOffsetDelta();
        return (int) (last > Integer.MAX_VALUE ? last - Integer.MAX_VALUE - 1 : last);
    }

    /** How many records the batch says it holds. */
    public int recordCount() {
        return recordCount;
    }

    /** The CRC32C of the bytes the CRC covers, computed now. */
    public long computeCrc() {
        return crc.compute(buf, start + ATTRIBUTES, sizeInBytes() - ATTRIBUTES);
    }

    /** Whether the CRC the batch carries matches its bytes. */
    public boolean isCrcValid() {
        return computeCrc() == crc();
    }

    /** Throws {@link InvalidRecordBatchException} if the CRC does not match the bytes. */
    public void checkCrc() {
        long computed = computeCrc();
        long carried = crc();
        if (computed != carried) {
            throw invalid("CRC mismatch: the batch carries " + Long.toHexString(carried)
                    + ", its bytes give " + Long.toHexString(computed));
        }
    }

    /** Sets the base offset in place, as a broker does on append; the CRC stays valid. */
    public void setBaseOffset(long offset) {
        buf.setLong(start + BASE_OFFSET, offset);
    }

    /** Sets the partition leader epoch in place; the CRC stays valid. */
    public void setPartitionLeaderEpoch(int epoch) {
        buf.setInt(start + PARTITION_LEADER_EPOCH, epoch);
    }

    /** An exception naming this batch's position and {@code problem}. */
    InvalidRecordBatchException invalid(String problem) {
        return new InvalidRecordBatchException(position(), problem);
    }

    /**
     * The refusal of the batch at {@code position} for a record count over what {@code bytes} bytes
     * of records hold, those bytes named by {@code whose} ("of records").
     */
    static InvalidRecordBatchException countOver(int position, int count, int bytes, String whose) {
        return new InvalidRecordBatchException(position, "record count " + count + " but " + bytes + " bytes " + whose
                + " hold at most " + bytes / MIN_RECORD_SIZE + " records of " + MIN_RECORD_SIZE + " bytes or more");
    }

    @Override
    public String toString() {
        return "RecordBatch[at " + position() + ", baseOffset " + baseOffset() + ", " + recordCount()
                + " records, " + compression().kafkaName() + ", " + sizeInBytes() + " bytes]";
    }
}
