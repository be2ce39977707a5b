package io.kwire.codec.records;

import io.kwire.codec.records.BatchSpec.HeaderSpec;
import io.kwire.codec.records.BatchSpec.RecordSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random batches from a seed, reaching every corner both writers have: 0 to 1000 records, null,
 * empty and 100 KB keys and values, headers with null and empty values and non-ASCII keys, every
 * compression, plain, idempotent (sequences near the wrap included) and transactional producers,
 * commit and abort markers, log append time. The same seed gives the same batches.
 */
final class RandomBatchSpecs {
    static final int MAX_RECORDS = 1000;
    static final int LARGE = 100 * 1024;
    private static final int MAX_BATCHES = 4;
    private static final int MAX_HEADERS = 5;
    private static final int MAX_LARGE_PER_SPEC = 2;
    private static final String[] KEY_PARTS = {"a", "trace-id", "", "\u00e9t\u00e9", "\u65e5\u672c\u8a9e",
        "\uD83D\uDE00", "\u0000", "x".repeat(200), "\u00ff\u0100"};

    private final Random random;
    private int largeLeft = MAX_LARGE_PER_SPEC;

    private RandomBatchSpecs(Random random) {
        this.random = random;
    }

    /** One to four batches, as one records buffer holds them, from {@code seed}. */
    static List<BatchSpec> batches(long seed) {
        RandomBatchSpecs specs = new RandomBatchSpecs(new Random(seed));
        int count = 1 + specs.random.nextInt(MAX_BATCHES);
        List<BatchSpec> batches = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            batches.add(specs.batch());
        }
        return batches;
    }

    private BatchSpec batch() {
        Compression compression = Compression.values()[random.nextInt(Compression.values().length)];
        long baseOffset = random.nextInt(4) == 0 ? 0 : random.nextLong() >>> 20;
        int leaderEpoch = random.nextBoolean() ? RecordBatch.NO_PARTITION_LEADER_EPOCH : random.nextInt(Integer.MAX_VALUE);
        long logAppendTime = random.nextInt(5) == 0 ? timestamp() : RecordBatch.NO_TIMESTAMP;
        int kind = random.nextInt(8);
        if (kind == 0) {
            ControlType marker = random.nextBoolean() ? ControlType.COMMIT : ControlType.ABORT;
            return new BatchSpec(Compression.NONE, baseOffset, leaderEpoch, producerId(), producerEpoch(),
                    RecordBatch.NO_SEQUENCE, true, logAppendTime, marker, random.nextInt(Integer.MAX_VALUE),
                    List.of(new RecordSpec(timestamp(), null, null, List.of())));
        }
        List<RecordSpec> records = records();
        if (kind <= 3) {
            return new BatchSpec(compression, baseOffset, leaderEpoch, RecordBatch.NO_PRODUCER_ID,
                    RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, false, logAppendTime, null, 0, records);
        }
        return new BatchSpec(compression, baseOffset, leaderEpoch, producerId(), producerEpoch(), baseSequence(),
                kind >= 6, logAppendTime, null, 0, records);
    }

    private List<RecordSpec> records() {
        int count;
        int size = random.nextInt(20);
        if (size == 0) {
            count = 0;
        } else if (size < 12) {
            count = 1 + random.nextInt(10);
        } else if (size < 18) {
            count = 1 + random.nextInt(100);
        } else {
            count = random.nextInt(MAX_RECORDS + 1);
        }
        long base = timestamp();
        // Half the batches keep their timestamps within 8 s of the first, as a producer's do, so
        // that their deltas take one or two bytes, the cursor's fast path; the others take three.
        int spread = random.nextBoolean() ? 2_000_000 : 16_000;
        List<RecordSpec> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long timestamp = random.nextInt(40) == 0 ? RecordBatch.NO_TIMESTAMP
                    : Math.max(0, base + random.nextInt(spread) - spread / 2);
            int headers = random.nextInt(3) == 0 ? random.nextInt(MAX_HEADERS + 1) : 0;
            List<HeaderSpec> headerSpecs = new ArrayList<>(headers);
            for (int h = 0; h < headers; h++) {
                headerSpecs.add(new HeaderSpec(headerKey(), bytes()));
            }
            records.add(new RecordSpec(timestamp, bytes(), bytes(), headerSpecs));
        }
        return records;
    }

    /** Null, empty, a few bytes, a few hundred, or now and then 100 KB. */
    private byte[] bytes() {
        int kind = random.nextInt(100);
        if (kind < 12) {
            return null;
        }
        if (kind < 20) {
            return new byte[0];
        }
        int length;
        if (kind < 85) {
            length = 1 + random.nextInt(20);
        } else if (kind < 99 || largeLeft == 0 || random.nextInt(20) != 0) {
            length = 64 + random.nextInt(1000);
        } else {
            largeLeft--;
            length = LARGE;
        }
        byte[] bytes = new byte[length];
        // Half random bytes, half a repeating pattern, so that compressed batches compress.
        if (random.nextBoolean()) {
            random.nextBytes(bytes);
        } else {
            for (int i = 0; i < length; i++) {
                bytes[i] = (byte) ('a' + i % 7);
            }
        }
        return bytes;
    }

    private String headerKey() {
        StringBuilder key = new StringBuilder();
        for (int parts = random.nextInt(3); parts >= 0; parts--) {
            key.append(KEY_PARTS[random.nextInt(KEY_PARTS.length)]);
        }
        return key.toString();
    }

    private long timestamp() {
        return 1_700_000_000_000L + random.nextInt(Integer.MAX_VALUE);
    }

    private long producerId() {
        return random.nextInt(4) == 0 ? 0 : random.nextLong() >>> 1;
    }

    private short producerEpoch() {
        return (short) random.nextInt(Short.MAX_VALUE + 1);
    }

    private int baseSequence() {
        int kind = random.nextInt(4);
        if (kind == 0) {
            return 0;
        }
        return kind == 1 ? Integer.MAX_VALUE - random.nextInt(MAX_RECORDS) : random.nextInt(Integer.MAX_VALUE);
    }
}
