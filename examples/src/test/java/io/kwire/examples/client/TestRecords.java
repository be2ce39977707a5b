package io.kwire.examples.client;

import io.netty.buffer.ByteBufUtil;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.Header;

/**
 * Random records for the records tests, and one line for each record that says all of it (offset, timestamp, key,
 * value, headers; null apart from empty), whichever client's class holds it, so that lists compare with one
 * assertion.
 */
final class TestRecords {
    private static final byte[] TEXT = "kwire writes record batches where they lie; ".repeat(100)
            .getBytes(StandardCharsets.UTF_8);

    private final Random random;
    /** Ten minutes ago: recent enough for the broker's retention, which would delete records days old. */
    private final long since = System.currentTimeMillis() - 600_000L;

    TestRecords(long seed) {
        this.random = new Random(seed);
    }

    /**
     * {@code count} records: keys and values null, empty, short or long (random bytes or text), 0 to 3 headers,
     * timestamps in the last ten minutes or, with {@code noTimestamps}, now and then none.
     */
    List<NewRecord> next(int count, boolean noTimestamps) {
        List<NewRecord> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            List<RecordHeader> headers = new ArrayList<>();
            for (int h = random.nextInt(4); h > 0; h--) {
                headers.add(new RecordHeader("header-" + random.nextInt(10), bytes(40)));
            }
            long timestamp = noTimestamps && random.nextInt(10) == 0 ? -1L : since + random.nextInt(600_000);
            records.add(new NewRecord(timestamp, bytes(30), bytes(2000), headers));
        }
        return records;
    }

    private byte[] bytes(int longest) {
        switch (random.nextInt(6)) {
            case 0:
                return null;
            case 1:
                return new byte[0];
            case 2: {
                int start = random.nextInt(TEXT.length - longest);
                return Arrays.copyOfRange(TEXT, start, start + 1 + random.nextInt(longest));
            }
            default: {
                byte[] bytes = new byte[1 + random.nextInt(longest)];
                random.nextBytes(bytes);
                return bytes;
            }
        }
    }

    /** The line of a record produced at {@code offset}, which a log without log-append time keeps as it is. */
    static String line(long offset, NewRecord record) {
        return line(offset, record.timestamp(), record.key(), record.value(), record.headers().stream()
                .map(header -> header(header.key(), header.value())).toList());
    }

    static String line(FetchedRecord record) {
        return line(record.offset(), record.timestamp(), record.key(), record.value(), record.headers().stream()
                .map(header -> header(header.key(), header.value())).toList());
    }

    static String line(ConsumerRecord<byte[], byte[]> record) {
        List<String> headers = new ArrayList<>();
        for (Header header : record.headers()) {
            headers.add(header(header.key(), header.value()));
        }
        return line(record.offset(), record.timestamp(), record.key(), record.value(), headers);
    }

    static List<String> lines(long baseOffset, List<NewRecord> records) {
        List<String> lines = new ArrayList<>(records.size());
        for (int i = 0; i < records.size(); i++) {
            lines.add(line(baseOffset + i, records.get(i)));
        }
        return lines;
    }

    private static String line(long offset, long timestamp, byte[] key, byte[] value, List<String> headers) {
        return offset + " @" + timestamp + " key " + hex(key) + " value " + hex(value) + " headers "
                + headers.stream().collect(Collectors.joining(", ", "[", "]"));
    }

    private static String header(String key, byte[] value) {
        return key + "=" + hex(value);
    }

    private static String hex(byte[] bytes) {
        return bytes == null ? "null" : "0x" + ByteBufUtil.hexDump(bytes);
    }
}
