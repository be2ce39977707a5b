package io.kwire.examples.demo;

import io.kwire.codec.records.RecordBatch;
import io.kwire.codec.records.RecordCursor;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders a record batch as {@link FieldTree} renders a message: every header field in wire order,
 * then each record (offset, timestamp, key, value, headers). Keys, values and header values that
 * are printable ASCII show as text, others as hex.
 */
final class BatchTree {
    private static final String INDENT = "  ";
    private static final int FIRST_PRINTABLE = 0x20;
    private static final int LAST_PRINTABLE = 0x7e;

    private BatchTree() {
    }

    /** The lines of {@code batch}, its records read with {@code records}. */
    static List<String> lines(RecordBatch batch, RecordCursor records) {
        List<String> lines = new ArrayList<>();
        lines.add("batch (RecordBatch)");
        field(lines, "baseOffset", batch.baseOffset());
        field(lines, "batchLength", batch.batchLength());
        field(lines, "partitionLeaderEpoch", batch.partitionLeaderEpoch());
        field(lines, "magic", batch.magic());
        field(lines, "crc", String.format("0x%08x", batch.crc()) + (batch.isCrcValid() ? " (valid)"
                : String.format(" (the bytes give 0x%08x)", batch.computeCrc())));
        field(lines, "attributes", String.format("0x%04x", batch.attributes()) + " (" + attributes(batch) + ")");
        field(lines, "lastOffsetDelta", batch.lastOffsetDelta());
        field(lines, "baseTimestamp", batch.baseTimestamp());
        field(lines, "maxTimestamp", batch.maxTimestamp());
        field(lines, "producerId", batch.producerId());
        field(lines, "producerEpoch", batch.producerEpoch());
        field(lines, "baseSequence", batch.baseSequence());
        lines.add(INDENT + "records [" + batch.recordCount() + "]");
        records.reset(batch);
        while (records.next()) {
            String indent = INDENT.repeat(2);
            lines.add(indent + "[" + records.offsetDelta() + "] offset " + records.offset() + ", timestamp "
                    + records.timestamp());
            lines.add(indent + INDENT + "key = " + bytes(records.key()));
            lines.add(indent + INDENT + "value = " + bytes(records.value()));
            lines.add(indent + INDENT + "headers [" + records.headerCount() + "]");
            while (records.nextHeader()) {
                lines.add(indent + INDENT.repeat(2) + "\"" + records.headerKeyString() + "\" = "
                        + bytes(records.headerValue()));
            }
        }
        return lines;
    }

    private static void field(List<String> lines, String name, Object value) {
        lines.add(INDENT + name + " = " + value);
    }

    private static String attributes(RecordBatch batch) {
        return "compression " + batch.compression().kafkaName() + ", " + batch.timestampType()
                + (batch.isTransactional() ? ", transactional" : "") + (batch.isControl() ? ", control" : "");
    }

    /** Printable ASCII in quotes, anything else as hex; null as null. */
    private static String bytes(ByteBuf bytes) {
        if (bytes == null) {
            return "null";
        }
        for (int i = bytes.readerIndex(); i < bytes.writerIndex(); i++) {
            int b = bytes.getUnsignedByte(i);
            if (b < FIRST_PRINTABLE || b > LAST_PRINTABLE) {
                return "0x" + ByteBufUtil.hexDump(bytes);
            }
        }
        return "\"" + bytes.toString(StandardCharsets.US_ASCII) + "\"";
    }
}
