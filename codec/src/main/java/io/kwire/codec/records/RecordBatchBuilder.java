package io.kwire.codec.records;

import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;

/**
 * Writes record batches of magic v2 straight into the caller's buffer (the outbound frame's, say),
 * with the sizes, the CRC32C and, when asked, compression. Reusable: settings stay until changed
 * and apply to each batch {@link #begin begun} after. Uncompressed, records go straight into the
 * output and nothing is allocated per record; compressed, they gather in one buffer from the
 * builder's allocator, kept for the next batch until {@link #close()}.
 *
 * <pre>{@code
 * builder.compression(Compression.LZ4).producer(producerId, epoch, sequence);
 * builder.begin(out, 0L);
 * builder.append(now, key, value);
 * builder.append(now, key, value, headers.clear().add("trace-id", traceId));
 * int written = builder.finish();
 * }</pre>
 *
 * <p>Nothing is half-written: a record that cannot be appended leaves the batch as it was, and
 * {@link #abort()} takes the whole batch back out of the buffer.
 */
public final class RecordBatchBuilder implements AutoCloseable {
    private static final int NO_HEADERS_SIZE = 1;

    private final ByteBufAllocator allocator;
    private final BatchCrc crc = new BatchCrc();
    private final RecordWriter writer = new RecordWriter();

    private Compression compression = Compression.NONE;
    private long producerId = RecordBatch.NO_PRODUCER_ID;
    private short producerEpoch = RecordBatch.NO_PRODUCER_EPOCH;
    private int baseSequence = RecordBatch.NO_SEQUENCE;
    private boolean transactional;
    private int partitionLeaderEpoch = RecordBatch.NO_PARTITION_LEADER_EPOCH;
    private long logAppendTime = RecordBatch.NO_TIMESTAMP;

    private ByteBuf out;
    private ByteBuf records;
    private ByteBuf scratch;
    private int start;
    private long baseOffset;
    private boolean control;
    private Compression batchCompression;
    private long baseTimestamp;
    private long maxTimestamp;
    private int count;

    /** A builder that compresses through buffers from {@link ByteBufAllocator#DEFAULT}. */
    public RecordBatchBuilder() {
        this(ByteBufAllocator.DEFAULT);
    }

    /** A builder that gathers records to compress in a buffer from {@code allocator}. */
    public RecordBatchBuilder(ByteBufAllocator allocator) {
        this.allocator = allocator;
    }

    /** Compresses the records of the batches begun after this; {@link Compression#NONE} by default. */
    public RecordBatchBuilder compression(Compression compression) {
        this.compression = compression;
        return this;
    }

    /**
     * Marks the batches begun after this as an idempotent producer's: its id and epoch, and the
     * first record's sequence number. {@link RecordBatch#NO_PRODUCER_ID} and the other NO_
     * constants, the default, for a producer without idempotence.
     */
    public RecordBatchBuilder producer(long producerId, short producerEpoch, int baseSequence) {
        this.producerId = producerId;
        this.producerEpoch = producerEpoch;
        this.baseSequence = baseSequence;
        return this;
    }

    /** Marks the batches begun after this as part of a transaction (false by default). */
    public RecordBatchBuilder transactional(boolean transactional) {
        this.transactional = transactional;
        return this;
    }

    /** The partition leader epoch of batches begun after this; {@link RecordBatch#NO_PARTITION_LEADER_EPOCH} by default. */
    public RecordBatchBuilder partitionLeaderEpoch(int epoch) {
        this.partitionLeaderEpoch = epoch;
        return this;
    }

    /**
     * Gives the batches begun after this log-append time, {@code time}, as a broker writes them;
     * {@link RecordBatch#NO_TIMESTAMP}, the default, for create time.
     */
    public RecordBatchBuilder logAppendTime(long time) {
        this.logAppendTime = time;
        return this;
    }

    /**
     * Takes every setting from {@code batch}: its compression, producer id, epoch and base sequence,
     * transactional flag, partition leader epoch and timestamp type, so that a proxy that changes a
     * batch's records re-encodes them as the batch was.
     */
    public RecordBatchBuilder settingsFrom(RecordBatch batch) {
        compression = batch.compression();
        producerId = batch.producerId();
        producerEpoch = batch.producerEpoch();
        baseSequence = batch.baseSequence();
        transactional = batch.isTransactional();
        partitionLeaderEpoch = batch.partitionLeaderEpoch();
        logAppendTime = batch.timestampType() == TimestampType.LOG_APPEND_TIME ? batch.maxTimestamp() : RecordBatch.NO_TIMESTAMP;
        return this;
    }

    /** Begins a batch of records at the end of {@code out}; its first record gets {@code baseOffset}. */
    public RecordBatchBuilder begin(ByteBuf out, long baseOffset) {
        return begin(out, baseOffset, false);
    }

    /**
     * Begins a control batch, for transaction markers: {@link #appendControl} then appends its one
     * record. Such a batch is never compressed.
     */
    public RecordBatchBuilder beginControl(ByteBuf out, long baseOffset) {
        return begin(out, baseOffset, true);
    }

    private RecordBatchBuilder begin(ByteBuf out, long baseOffset, boolean control) {
        if (this.out != null) {
            throw new IllegalStateException("a batch is already begun: finish() or abort() it first");
        }
        this.start = out.writerIndex();
        out.ensureWritable(RecordBatch.HEADER_SIZE);
        out.writerIndex(start + RecordBatch.HEADER_SIZE);
        this.out = out;
        this.baseOffset = baseOffset;
        this.control = control;
        this.batchCompression = control ? Compression.NONE : compression;
        this.count = 0;
        this.baseTimestamp = RecordBatch.NO_TIMESTAMP;
        this.maxTimestamp = RecordBatch.NO_TIMESTAMP;
        if (batchCompression == Compression.NONE) {
            records = out;
        } else {
            if (scratch == null) {
                scratch = allocator.buffer();
            }
            scratch.clear();
            records = scratch;
        }
        return this;
    }

    /** Appends a record without headers; {@code key} and {@code value} may be null, their reader indexes stay. */
    public RecordBatchBuilder append(long timestamp, ByteBuf key, ByteBuf value) {
        return append(timestamp, key, value, null);
    }

    /**
     * Appends a record: its timestamp ({@link RecordBatch#NO_TIMESTAMP} or not negative), key and
     * value (each may be null; their readable bytes, reader indexes unchanged) and headers (may be null).
     */
    public RecordBatchBuilder append(long timestamp, ByteBuf key, ByteBuf value, RecordHeaders headers) {
        checkBegun();
        if (control) {
            throw new IllegalStateException("a control batch holds one control record: use appendControl");
        }
        if (timestamp < 0 && timestamp != RecordBatch.NO_TIMESTAMP) {
            throw new IllegalArgumentException("record timestamp " + timestamp + " is negative");
        }
        long base = count == 0 ? timestamp : baseTimestamp;
        long timestampDelta = timestamp - base;
        int bodySize = Byte.BYTES + Varints.sizeOfVarlong(timestampDelta) + Varints.sizeOfVarint(count)
                + RecordWriter.sizeOfBytes(key) + RecordWriter.sizeOfBytes(value)
                + (headers == null ? NO_HEADERS_SIZE : headers.sizeInRecord());
        writer.begin(records, Varints.sizeOfVarint(bodySize) + bodySize);
        try {
            writer.writeVarint(bodySize);
            writer.writeByte(0);
            writer.writeVarlong(timestampDelta);
            writer.writeVarint(count);
            writer.writeBytes(key);
            writer.writeBytes(value);
            if (headers == null) {
                writer.writeVarint(0);
            } else {
                headers.writeTo(writer);
            }
        } catch (RuntimeException | Error e) {
            writer.abandon();
            throw e;
        }
        writer.end();
        appended(base, timestamp);
        return this;
    }

    /**
     * Appends a transaction marker, the one record of a control batch: {@link ControlType#COMMIT} or
     * {@link ControlType#ABORT}, with the transaction coordinator's epoch.
     */
    public RecordBatchBuilder appendControl(ControlType type, int coordinatorEpoch, long timestamp) {
        checkBegun();
        if (!control || count > 0) {
            throw new IllegalStateException("a control record goes alone in a batch begun with beginControl");
        }
        if (type != ControlType.COMMIT && type != ControlType.ABORT) {
            throw new IllegalArgumentException(type + " is not a transaction marker: COMMIT or ABORT");
        }
        if (timestamp < 0 && timestamp != RecordBatch.NO_TIMESTAMP) {
            throw new IllegalArgumentException("record timestamp " + timestamp + " is negative");
        }
        int keySize = 2 * Short.BYTES;
        int valueSize = Short.BYTES + Integer.BYTES;
        int bodySize = Byte.BYTES + 1 + 1 + 1 + keySize + 1 + valueSize + NO_HEADERS_SIZE;
        writer.begin(records, 1 + bodySize);
        writer.writeVarint(bodySize);
        writer.writeByte(0);
        writer.writeVarlong(0);
        writer.writeVarint(0);
        writer.writeVarint(keySize);
        writer.writeShort(0);
        writer.writeShort(type.id());
        writer.writeVarint(valueSize);
        writer.writeShort(0);
        writer.writeInt(coordinatorEpoch);
        writer.writeVarint(0);
        writer.end();
        appended(timestamp, timestamp);
        return this;
    }

    private void appended(long base, long timestamp) {
        baseTimestamp = base;
        if (timestamp > maxTimestamp) {
            maxTimestamp = timestamp;
        }
        count++;
    }

    /** How many records the batch begun holds so far. */
    public int recordCount() {
        return count;
    }

    /**
     * Ends the batch: compresses its records if asked, writes the header and the CRC, and returns
     * the batch's size in bytes. A batch with no records writes nothing and returns 0.
     */
    public int finish() {
        checkBegun();
        ByteBuf target = out;
        if (count == 0) {
            abort();
            return 0;
        }
        try {
            if (batchCompression != Compression.NONE) {
                Codecs.compress(batchCompression, scratch, target);
            }
        } catch (RuntimeException | Error e) {
            abort();
            throw e;
        }
        int size = target.writerIndex() - start;
        writeHeader(target, size);
        target.setInt(start + RecordBatch.CRC,
                (int) crc.compute(target, start + RecordBatch.ATTRIBUTES, size - RecordBatch.ATTRIBUTES));
        out = null;
        records = null;
        return size;
    }

    private void writeHeader(ByteBuf target, int size) {
        int attributes = batchCompression.id()
                | (logAppendTime == RecordBatch.NO_TIMESTAMP ? 0 : RecordBatch.TIMESTAMP_TYPE_FLAG)
                | (transactional ? RecordBatch.TRANSACTIONAL_FLAG : 0)
                | (control ? RecordBatch.CONTROL_FLAG : 0);
        target.setLong(start + RecordBatch.BASE_OFFSET, baseOffset);
        target.setInt(start + RecordBatch.BATCH_LENGTH, size - RecordBatch.LOG_OVERHEAD);
        target.setInt(start + RecordBatch.PARTITION_LEADER_EPOCH, partitionLeaderEpoch);
        target.setByte(start + RecordBatch.MAGIC_OFFSET, RecordBatch.MAGIC);
        target.setShort(start + RecordBatch.ATTRIBUTES, attributes);
        target.setInt(start + RecordBatch.LAST_OFFSET_DELTA, count - 1);
        target.setLong(start + RecordBatch.BASE_TIMESTAMP, baseTimestamp);
        target.setLong(start + RecordBatch.MAX_TIMESTAMP,
                logAppendTime == RecordBatch.NO_TIMESTAMP ? maxTimestamp : logAppendTime);
        target.setLong(start + RecordBatch.PRODUCER_ID, producerId);
        target.setShort(start + RecordBatch.PRODUCER_EPOCH, producerEpoch);
        target.setInt(start + RecordBatch.BASE_SEQUENCE, baseSequence);
        target.setInt(start + RecordBatch.RECORD_COUNT, count);
    }

    /** Takes the batch begun back out of its buffer, which is left as it was before {@link #begin}. */
    public void abort() {
        checkBegun();
        out.writerIndex(start);
        out = null;
        records = null;
    }

    /** Releases the buffer kept for compressing; the builder can still be used afterwards. */
    @Override
    public void close() {
        if (scratch != null) {
            ByteBuf old = scratch;
            scratch = null;
            old.release();
        }
    }

    private void checkBegun() {
        if (out == null) {
            throw new IllegalStateException("no batch begun: call begin first");
        }
    }
}
