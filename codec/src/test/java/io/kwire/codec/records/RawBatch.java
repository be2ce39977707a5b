package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.io.ByteArrayOutputStream;
import java.util.zip.CRC32C;

/**
 * A batch made by hand, to break one thing at a time: every header field settable, records as
 * raw bytes (compressed with kwire's codecs when asked), and a CRC that matches unless it is
 * broken on purpose. Unset, the record count and last offset delta follow the records added.
 */
final class RawBatch {
    private final ByteArrayOutputStream records = new ByteArrayOutputStream();
    private int added;
    private Compression compression = Compression.NONE;
    private int flags;
    private int magic = RecordBatch.MAGIC;
    private int compressionId = -1;
    private Integer recordCount;
    private Integer lastOffsetDelta;
    private long producerId = RecordBatch.NO_PRODUCER_ID;
    private short producerEpoch = RecordBatch.NO_PRODUCER_EPOCH;
    private int baseSequence = RecordBatch.NO_SEQUENCE;
    private boolean breakCrc;

    RawBatch compression(Compression compression) {
        this.compression = compression;
        return this;
    }

    /** Writes {@code id} as the compression, whatever the records are. */
    RawBatch compressionId(int id) {
        this.compressionId = id;
        return this;
    }

    RawBatch magic(int magic) {
        this.magic = magic;
        return this;
    }

    RawBatch transactional() {
        flags |= RecordBatch.TRANSACTIONAL_FLAG;
        return this;
    }

    RawBatch control() {
        flags |= RecordBatch.CONTROL_FLAG;
        return this;
    }

    RawBatch recordCount(int count) {
        this.recordCount = count;
        return this;
    }

    RawBatch lastOffsetDelta(int delta) {
        this.lastOffsetDelta = delta;
        return this;
    }

    RawBatch producer(long id, short epoch, int sequence) {
        this.producerId = id;
        this.producerEpoch = epoch;
        this.baseSequence = sequence;
        return this;
    }

    /** Leaves the CRC one off. */
    RawBatch wrongCrc() {
        this.breakCrc = true;
        return this;
    }

    /** Adds a record of {@code offsetDelta} with a key and a value and no headers. */
    RawBatch record(int offsetDelta, byte[] key, byte[] value) {
        return record(new Wire().raw(0).varlong(0).varint(offsetDelta).field(key).field(value).varint(0));
    }

    /** Adds a record whose body is {@code body}, behind its true length. */
    RawBatch record(Wire body) {
        byte[] bytes = body.bytes();
        return raw(new Wire().varint(bytes.length).raw(bytes));
    }

    /** Adds {@code bytes} as they are, counted as one record. */
    RawBatch raw(Wire bytes) {
        records.writeBytes(bytes.bytes());
        added++;
        return this;
    }

    /** The batch in a new heap buffer. */
    ByteBuf buffer() {
        return Unpooled.wrappedBuffer(bytes());
    }

    /** The batch's bytes. */
    byte[] bytes() {
        ByteBuf body = Unpooled.wrappedBuffer(records.toByteArray());
        ByteBuf out = Unpooled.buffer();
        out.writeZero(RecordBatch.HEADER_SIZE);
        if (compression == Compression.NONE) {
            out.writeBytes(body);
        } else {
            Codecs.compress(compression, body, out);
        }
        body.release();
        int count = recordCount == null ? added : recordCount;
        out.setLong(RecordBatch.BASE_OFFSET, 0L);
        out.setInt(RecordBatch.BATCH_LENGTH, out.writerIndex() - RecordBatch.LOG_OVERHEAD);
        out.setInt(RecordBatch.PARTITION_LEADER_EPOCH, RecordBatch.NO_PARTITION_LEADER_EPOCH);
        out.setByte(RecordBatch.MAGIC_OFFSET, magic);
        out.setShort(RecordBatch.ATTRIBUTES, (compressionId < 0 ? compression.id() : compressionId) | flags);
        out.setInt(RecordBatch.LAST_OFFSET_DELTA, lastOffsetDelta == null ? count - 1 : lastOffsetDelta);
        out.setLong(RecordBatch.BASE_TIMESTAMP, 1_700_000_000_000L);
        out.setLong(RecordBatch.MAX_TIMESTAMP, 1_700_000_000_000L);
        out.setLong(RecordBatch.PRODUCER_ID, producerId);
        out.setShort(RecordBatch.PRODUCER_EPOCH, producerEpoch);
        out.setInt(RecordBatch.BASE_SEQUENCE, baseSequence);
        out.setInt(RecordBatch.RECORD_COUNT, count);
        byte[] bytes = ByteBufUtil.getBytes(out);
        out.release();
        setCrc(bytes);
        if (breakCrc) {
            bytes[RecordBatch.CRC + 3]++;
        }
        return bytes;
    }

    /** Writes {@code value} big-endian at {@code index} of {@code bytes}, as a batch's header fields are. */
    static void setInt(byte[] bytes, int index, int value) {
        for (int i = 0; i < Integer.BYTES; i++) {
            bytes[index + i] = (byte) (value >>> (24 - 8 * i));
        }
    }

    /** Sets the CRC of the batch in {@code bytes} to match its bytes. */
    static void setCrc(byte[] bytes) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, RecordBatch.ATTRIBUTES, bytes.length - RecordBatch.ATTRIBUTES);
        setInt(bytes, RecordBatch.CRC, (int) crc.getValue());
    }

    /** Bytes written as a record's fields are: zigzag varints, varint-prefixed byte fields. */
    static final class Wire {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Wire raw(int... bytes) {
            for (int b : bytes) {
                out.write(b);
            }
            return this;
        }

        Wire raw(byte[] bytes) {
            out.writeBytes(bytes);
            return this;
        }

        Wire varint(int value) {
            return varlong(value);
        }

        Wire varlong(long value) {
            long zigzag = (value << 1) ^ (value >> 63);
            while ((zigzag & ~0x7FL) != 0) {
                out.write((int) (zigzag & 0x7F) | 0x80);
                zigzag >>>= 7;
            }
            out.write((int) zigzag);
            return this;
        }

        /** A length, -1 for null, then the bytes. */
        Wire field(byte[] bytes) {
            if (bytes == null) {
                return varint(-1);
            }
            return varint(bytes.length).raw(bytes);
        }

        byte[] bytes() {
            return out.toByteArray();
        }
    }
}
