package io.kwire.benchmarks;

import io.kwire.codec.records.Compression;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MemoryRecordsBuilder;

/**
 * One record batch both sides read and write: {@code n} records, each with a 10-byte key, a
 * 100-byte value (text that compresses as JSON does) and one header ({@value #HEADER_KEY}, 16
 * bytes), timestamps a millisecond apart from offset 0, in one codec; and the batch as Kafka's
 * {@link MemoryRecordsBuilder} writes it. Built from its name, one of {@link RecordsState#workload}'s
 * values: {@code <n>-<codec>}, e.g. {@code 1000-lz4}.
 */
final class RecordsWorkload {
    /** The one header every record has. */
    static final String HEADER_KEY = "trace-id";
    static final int KEY_SIZE = 10;
    static final int VALUE_SIZE = 100;
    static final int HEADER_VALUE_SIZE = 16;
    static final long BASE_TIMESTAMP = 1_700_000_000_000L;

    /** How many records the batch holds. */
    final int records;
    /** kwire's name for the batch's compression. */
    final Compression compression;
    /** Kafka's, at its default level. */
    final org.apache.kafka.common.compress.Compression kafkaCompression;
    final long[] timestamps;
    final byte[][] keys;
    final byte[][] values;
    final byte[][] headerValues;
    /** The batch, as Kafka's builder writes it. */
    final byte[] batch;

    private RecordsWorkload(int records, Compression compression) {
        this.records = records;
        this.compression = compression;
        this.kafkaCompression = org.apache.kafka.common.compress.Compression.of(compression.kafkaName()).build();
        this.timestamps = new long[records];
        this.keys = new byte[records][];
        this.values = new byte[records][];
        this.headerValues = new byte[records][];
        Random random = new Random(14);
        for (int i = 0; i < records; i++) {
            timestamps[i] = BASE_TIMESTAMP + i;
            keys[i] = ascii(String.format("key-%06d", i));
            values[i] = ascii(value(i, random));
            headerValues[i] = ascii(String.format("%016x", random.nextLong()));
        }
        this.batch = kafkaBatch();
    }

    /** The workload {@code name} stands for: {@code <n>-<codec>}, the codec as Kafka names it. */
    static RecordsWorkload named(String name) {
        int dash = name.indexOf('-');
        int records = Integer.parseInt(name.substring(0, dash));
        String codec = name.substring(dash + 1);
        for (Compression compression : Compression.values()) {
            if (compression.kafkaName().equals(codec)) {
                return new RecordsWorkload(records, compression);
            }
        }
        throw new IllegalArgumentException("unknown compression " + codec + " in workload " + name);
    }

    /** Room for the batch uncompressed, with some to spare: both sides' reused output buffers. */
    int outputCapacity() {
        return 2 * records * (KEY_SIZE + VALUE_SIZE + HEADER_KEY.length() + HEADER_VALUE_SIZE + 16) + 1024;
    }

    /** Kafka's headers of record {@code i}, as a producer hands them to its batch. */
    Header[] kafkaHeaders(int i) {
        return new Header[] {new RecordHeader(HEADER_KEY, headerValues[i])};
    }

    private byte[] kafkaBatch() {
        MemoryRecordsBuilder builder = MemoryRecords.builder(ByteBuffer.allocate(outputCapacity()), kafkaCompression,
                TimestampType.CREATE_TIME, 0L);
        for (int i = 0; i < records; i++) {
            builder.append(timestamps[i], ByteBuffer.wrap(keys[i]), ByteBuffer.wrap(values[i]), kafkaHeaders(i));
        }
        ByteBuffer written = builder.build().buffer();
        byte[] bytes = new byte[written.remaining()];
        written.get(bytes);
        return bytes;
    }

    /** An order as JSON, cut or padded with random letters to {@value #VALUE_SIZE} bytes. */
    private static String value(int i, Random random) {
        StringBuilder value = new StringBuilder(String.format(
                "{\"order\":%d,\"customer\":\"c-%05d\",\"amount\":%d,\"currency\":\"EUR\",\"note\":\"",
                i, random.nextInt(100_000), random.nextInt(1_000_000)));
        while (value.length() < VALUE_SIZE - 2) {
            value.append((char) ('a' + random.nextInt(26)));
        }
        value.setLength(VALUE_SIZE - 2);
        return value.append("\"}").toString();
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
