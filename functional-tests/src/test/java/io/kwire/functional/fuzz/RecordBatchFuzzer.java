package io.kwire.functional.fuzz;

import io.kwire.codec.leaks.TrackingAllocator;
import io.kwire.codec.records.Compression;
import io.kwire.codec.records.InvalidRecordBatchException;
import io.kwire.codec.records.RecordBatch;
import io.kwire.codec.records.RecordBatchValidator;
import io.kwire.codec.records.RecordBatches;
import io.kwire.codec.records.RecordCursor;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MutableRecordBatch;
import org.apache.kafka.common.record.internal.Record;

/**
 * The fuzz target of kwire's record batches: an input's first byte chooses the buffers (heap or
 * direct, for the records and for decompressing) and the decompression cap (0, 512 bytes, 64 KiB
 * or 1 MiB); the rest, behind three bytes of padding, is the records, which every part of the API
 * reads: {@link RecordBatches}, each batch's header and {@link RecordBatch#checkCrc()},
 * {@link RecordBatchValidator}, and {@link RecordCursor} over every record and header.
 * {@link #check} fails with an {@link AssertionError} unless:
 * <ul>
 *   <li>only {@link InvalidRecordBatchException} escapes, naming the position of the batch read;
 *   <li>the input's reader and writer indexes never move, and its reference count stays 1;
 *   <li>every buffer decompressed into is released, and none grew past twice the cap plus 64 KiB;
 *   <li>a batch the validator passes, the cursor reads whole;
 *   <li>a batch the cursor reads whole, Kafka 4.4's reader reads to the same records (and passes
 *       its CRC check where kwire's does); for an uncompressed batch it must read it (kwire is the stricter), for a compressed
 *       one the two judges are tallied when they differ (Kafka has its own LZ4 frame reader).
 * </ul>
 */
final class RecordBatchFuzzer {
    private static final byte[] PADDING = {(byte) 0xAA, (byte) 0xBB, (byte) 0xCC};
    private static final int[] CAPS = {0, 512, 64 * 1024, 1 << 20};
    private static final int GROWTH_ALLOWANCE = 64 * 1024;
    private static final int DESCRIBED_BYTES = 256;

    private final LongAdder checked = new LongAdder();
    private final LongAdder batches = new LongAdder();
    private final LongAdder validated = new LongAdder();
    private final LongAdder readWhole = new LongAdder();
    private final LongAdder readByKafka = new LongAdder();
    private final LongAdder refusedByKafkaOnly = new LongAdder();

    /** The option byte for a seed: heap buffers and a cap of 1 MiB, so that seeds reach every record. */
    static final byte SEED_OPTIONS = 0x0c;

    /** Holds one input to the contract; see the class comment. */
    void check(byte[] input) {
        if (input.length == 0) {
            return;
        }
        checked.increment();
        int options = input[0];
        int cap = CAPS[(options >>> 2) & 3];
        TrackingAllocator allocator = new TrackingAllocator((options & 2) != 0);
        ByteBuf records = (options & 1) != 0 ? Unpooled.directBuffer(input.length + 2) : Unpooled.buffer(input.length + 2);
        records.writeBytes(PADDING).writeBytes(input, 1, input.length - 1).readerIndex(PADDING.length);
        try (RecordCursor cursor = new RecordCursor(allocator, cap);
                RecordBatchValidator validator = new RecordBatchValidator(allocator, cap)) {
            readAll(records, cursor, validator, input);
        } finally {
            check(records.refCnt() == 1, "the input's reference count is " + records.refCnt(), input);
            records.release();
        }
        allocator.assertAllReleased();
        check(allocator.largestCapacity() <= 2L * cap + GROWTH_ALLOWANCE,
                "a buffer decompressed into grew to " + allocator.largestCapacity() + " bytes, cap " + cap, input);
    }

    private void readAll(ByteBuf records, RecordCursor cursor, RecordBatchValidator validator, byte[] input) {
        RecordBatches reader = new RecordBatches().reset(records);
        int length = records.readableBytes();
        while (true) {
            int position = reader.position();
            boolean more;
            try {
                more = reader.next();
            } catch (InvalidRecordBatchException e) {
                check(e.batchStart() == position, "next() refused the batch at " + position + " as at " + e.batchStart(), input);
                check(reader.position() == position, "a refusing next() moved", input);
                unmoved(records, input);
                return;
            }
            unmoved(records, input);
            if (!more) {
                check(reader.position() + reader.truncatedTail() == length, "the cut-off tail does not reach the end", input);
                return;
            }
            batches.increment();
            read(reader.batch(), records, cursor, validator, input);
        }
    }

    private void read(RecordBatch batch, ByteBuf records, RecordCursor cursor, RecordBatchValidator validator,
            byte[] input) {
        String header = batch.toString() + batch.lastSequence() + batch.timestampType() + batch.hasDeleteHorizon();
        check(!header.isEmpty(), "", input);
        boolean crcValid = batch.isCrcValid();
        try {
            batch.checkCrc();
            check(crcValid, "checkCrc() passed a batch whose CRC isCrcValid() denies", input);
        } catch (InvalidRecordBatchException e) {
            refusedAt(e, batch, input);
            check(!crcValid, "checkCrc() refused a valid CRC", input);
        }
        unmoved(records, input);
        boolean valid;
        try {
            validator.validate(batch);
            valid = true;
            validated.increment();
        } catch (InvalidRecordBatchException e) {
            refusedAt(e, batch, input);
            valid = false;
        }
        unmoved(records, input);
        List<String> kwireRecords = new ArrayList<>();
        boolean whole;
        try {
            cursor.reset(batch);
            while (cursor.next()) {
                kwireRecords.add(describe(cursor, batch.isControl()));
            }
            whole = true;
            readWhole.increment();
        } catch (InvalidRecordBatchException e) {
            refusedAt(e, batch, input);
            whole = false;
        } finally {
            cursor.close();
        }
        unmoved(records, input);
        check(!valid || whole, "the validator passed a batch the cursor refuses", input);
        if (whole) {
            compareWithKafka(batch, crcValid, kwireRecords, input);
        }
    }

    private static String describe(RecordCursor cursor, boolean control) {
        StringBuilder record = new StringBuilder().append(cursor.offset()).append('@').append(cursor.timestamp())
                .append(' ').append(hex(cursor.key())).append('=').append(hex(cursor.value()));
        while (cursor.nextHeader()) {
            cursor.headerKeyString();
            record.append(' ').append(new String(ByteBufUtil.getBytes(cursor.headerKey()), StandardCharsets.UTF_8))
                    .append(':').append(hex(cursor.headerValue()));
        }
        if (control) {
            try {
                cursor.controlType();
            } catch (InvalidRecordBatchException e) {
                // As documented: a control key too short to hold a type is refused when the type is asked for.
                check(e.batchStart() >= 0, "a refused control type names no batch", new byte[0]);
            }
        }
        return record.toString();
    }

    /** Kafka's reading of the batch, its CRC checked where it is valid (Kafka's iterator checks none). */
    private void compareWithKafka(RecordBatch batch, boolean crcValid, List<String> kwireRecords, byte[] input) {
        List<String> kafkaRecords = new ArrayList<>();
        ByteBuffer bytes = ByteBuffer.wrap(ByteBufUtil.getBytes(batch.buffer(), batch.start(), batch.sizeInBytes()));
        try {
            for (MutableRecordBatch kafka : MemoryRecords.readableRecords(bytes).batches()) {
                if (crcValid) {
                    kafka.ensureValid();
                }
                for (Record record : kafka) {
                    StringBuilder described = new StringBuilder().append(record.offset()).append('@')
                            .append(record.timestamp()).append(' ').append(hex(record.key())).append('=')
                            .append(hex(record.value()));
                    for (Header h : record.headers()) {
                        described.append(' ').append(h.key()).append(':')
                                .append(h.value() == null ? "null" : ByteBufUtil.hexDump(h.value()));
                    }
                    kafkaRecords.add(described.toString());
                }
            }
        } catch (RuntimeException e) {
            check(batch.compression() != Compression.NONE,
                    "kwire read an uncompressed batch that Kafka refuses: " + e, input);
            refusedByKafkaOnly.increment();
            return;
        }
        readByKafka.increment();
        check(kafkaRecords.equals(kwireRecords), "kwire read " + kwireRecords + " where Kafka read " + kafkaRecords, input);
    }

    private static String hex(ByteBuf bytes) {
        return bytes == null ? "null" : ByteBufUtil.hexDump(bytes);
    }

    private static String hex(ByteBuffer bytes) {
        return bytes == null ? "null" : ByteBufUtil.hexDump(Unpooled.wrappedBuffer(bytes));
    }

    private static void refusedAt(InvalidRecordBatchException e, RecordBatch batch, byte[] input) {
        check(e.batchStart() == batch.position(),
                "refused the batch at " + batch.position() + " as at " + e.batchStart() + ": " + e.getMessage(), input);
    }

    private static void unmoved(ByteBuf records, byte[] input) {
        check(records.readerIndex() == PADDING.length && records.writerIndex() == PADDING.length + input.length - 1,
                "the input's indexes moved to " + records.readerIndex() + " and " + records.writerIndex(), input);
    }

    private static void check(boolean condition, String failure, byte[] input) {
        if (!condition) {
            throw new AssertionError(failure + "; input " + ByteBufUtil.hexDump(
                    Arrays.copyOf(input, Math.min(input.length, DESCRIBED_BYTES))) + (input.length > DESCRIBED_BYTES ? "..." : ""));
        }
    }

    /** What the run exercised. */
    String report() {
        return checked + " inputs checked, " + batches + " batches: " + validated + " validated, " + readWhole
                + " read whole by the cursor, " + readByKafka + " of those read alike by Kafka, "
                + refusedByKafkaOnly + " compressed ones refused by Kafka only";
    }
}
