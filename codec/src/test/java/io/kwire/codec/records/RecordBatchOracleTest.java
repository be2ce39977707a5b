package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.records.BatchSpec.HeaderSpec;
import io.kwire.codec.records.BatchSpec.RecordSpec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * kwire's record batches against Kafka's own, both ways, on random batches ({@link RandomBatchSpecs}):
 * what Kafka's {@code MemoryRecordsBuilder} writes, kwire reads field for field as Kafka's
 * {@code MemoryRecords} does; what {@link RecordBatchBuilder} writes, Kafka reads as the batches
 * asked for, with a valid CRC, and uncompressed byte for byte as Kafka writes it.
 *
 * <p>Case {@code i} uses seed {@code base + i}; the base is random and printed, or
 * {@code -Dkwire.records.seed=N}. To repeat a failed case alone, pass its seed as the base: it is
 * then case 0.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RecordBatchOracleTest {
    private static final int CASES = 60;
    private static final long BASE_SEED = Long.getLong("kwire.records.seed", new Random().nextLong());
    /**
     * Buffers the leak detector tracks: under its paranoid level each access to one records a stack
     * trace, so only batches of a hundred records or so are read and written in them; the others get
     * buffers the detector leaves alone.
     */
    private static final ByteBufAllocator[] TRACKED = {
        new UnpooledByteBufAllocator(false), new PooledByteBufAllocator(false), new PooledByteBufAllocator(true)
    };
    private static final ByteBufAllocator[] UNTRACKED = {
        new UnpooledByteBufAllocator(false, true), new UnpooledByteBufAllocator(true, true)
    };
    private static final int MOST_RECORDS_TRACKED = 100;

    @BeforeAll
    static void printSeed() {
        System.out.println("RecordBatchOracleTest: seeds " + BASE_SEED + " to " + (BASE_SEED + CASES - 1)
                + "; repeat with -Dkwire.records.seed=<seed>");
    }

    static LongStream seeds() {
        return LongStream.range(0, CASES).map(i -> BASE_SEED + i);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void kwireReadsWhatKafkaWrites(long seed) {
        List<BatchSpec> specs = RandomBatchSpecs.batches(seed);
        ByteBuffer kafka = KafkaRecordsOracle.write(specs);
        List<BatchView> kafkaReads = KafkaRecordsOracle.read(kafka);
        BatchViews.assertSame(KafkaRecordsOracle.expected(specs, kafkaReads), kafkaReads, "Kafka's own reading of " + specs);

        Random random = new Random(seed);
        ByteBufAllocator[] allocators = allocators(specs);
        ByteBuf records = padded(kafka, allocators[random.nextInt(allocators.length)], random.nextInt(8));
        ByteBufAllocator decompressing = allocators[random.nextInt(allocators.length)];
        try (RecordCursor cursor = new RecordCursor(decompressing, RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES)) {
            BatchViews.assertSame(kafkaReads, KwireRecords.read(records, cursor), "kwire's reading of " + specs);
        } finally {
            records.release();
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void kafkaReadsWhatKwireWrites(long seed) {
        List<BatchSpec> specs = RandomBatchSpecs.batches(seed);
        Random random = new Random(seed);
        ByteBufAllocator[] allocators = allocators(specs);
        int padding = random.nextInt(8);
        ByteBuf out = allocators[random.nextInt(allocators.length)].buffer(random.nextInt(256)).writeZero(padding);
        try (RecordBatchBuilder builder = new RecordBatchBuilder(allocators[random.nextInt(allocators.length)])) {
            int written = KwireRecords.write(specs, builder, out, allocators[random.nextInt(allocators.length)]);
            ByteBuffer kwire = out.nioBuffer(padding, written);
            List<BatchView> kafkaReads = KafkaRecordsOracle.read(kwire);
            BatchViews.assertSame(KafkaRecordsOracle.expected(specs, kafkaReads), kafkaReads, "Kafka's reading of kwire's " + specs);

            out.readerIndex(padding);
            try (RecordCursor cursor = new RecordCursor(allocators[random.nextInt(allocators.length)],
                    RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES)) {
                BatchViews.assertSame(kafkaReads, KwireRecords.read(out, cursor), "kwire's reading of its own " + specs);
            }
            assertUncompressedAsKafkaWrites(specs, out);
        } finally {
            out.release();
        }
    }

    /**
     * The extremes every seed should reach but may not: a thousand records with 100 KB keys, values
     * and header values, null and empty ones, an idempotent producer whose sequence wraps, and a
     * commit marker after them, in every compression, both ways.
     */
    @ParameterizedTest
    @EnumSource(Compression.class)
    void aThousandRecordsWithLargeKeysAndValues(Compression compression) {
        byte[] large = new byte[RandomBatchSpecs.LARGE];
        new Random(compression.ordinal()).nextBytes(large);
        List<RecordSpec> records = new ArrayList<>();
        for (int i = 0; i < RandomBatchSpecs.MAX_RECORDS; i++) {
            byte[] small = ("record-" + i).getBytes(StandardCharsets.UTF_8);
            List<HeaderSpec> headers = i % 10 == 0
                    ? List.of(new HeaderSpec("\u00e9\u65e5-" + i, i % 500 == 0 ? large : small),
                            new HeaderSpec("", null), new HeaderSpec("empty", new byte[0]))
                    : List.of();
            records.add(new RecordSpec(1_700_000_000_000L + (i * 7919L) % 100_000, i % 333 == 0 ? large
                    : i % 3 == 0 ? null : small, i % 250 == 1 ? large : i % 5 == 0 ? new byte[0] : small, headers));
        }
        List<BatchSpec> specs = List.of(
                new BatchSpec(compression, 1L << 40, 17, 4242L, (short) 3, Integer.MAX_VALUE - 10, true,
                        RecordBatch.NO_TIMESTAMP, null, 0, records),
                new BatchSpec(Compression.NONE, (1L << 40) + records.size(), 17, 4242L, (short) 3,
                        RecordBatch.NO_SEQUENCE, true, RecordBatch.NO_TIMESTAMP, ControlType.COMMIT, 9,
                        List.of(new RecordSpec(1_700_000_100_000L, null, null, List.of()))));

        ByteBuffer kafka = KafkaRecordsOracle.write(specs);
        List<BatchView> kafkaReads = KafkaRecordsOracle.read(kafka);
        BatchViews.assertSame(KafkaRecordsOracle.expected(specs, kafkaReads), kafkaReads, "Kafka's reading");
        ByteBuf fromKafka = Unpooled.wrappedBuffer(kafka);
        ByteBuf out = UNTRACKED[1].buffer();
        try (RecordCursor cursor = new RecordCursor(UNTRACKED[0], RecordCursor.DEFAULT_MAX_DECOMPRESSED_BYTES);
                RecordBatchBuilder builder = new RecordBatchBuilder(UNTRACKED[1])) {
            BatchViews.assertSame(kafkaReads, KwireRecords.read(fromKafka, cursor), "kwire's reading of Kafka's");
            int written = KwireRecords.write(specs, builder, out, UNTRACKED[0]);
            List<BatchView> kafkaReadsKwire = KafkaRecordsOracle.read(out.nioBuffer(0, written));
            BatchViews.assertSame(KafkaRecordsOracle.expected(specs, kafkaReadsKwire), kafkaReadsKwire,
                    "Kafka's reading of kwire's");
            assertUncompressedAsKafkaWrites(specs, out);
        } finally {
            out.release();
            fromKafka.release();
        }
    }

    /** Each uncompressed batch of {@code specs} in {@code written} holds the bytes Kafka writes for it. */
    private static void assertUncompressedAsKafkaWrites(List<BatchSpec> specs, ByteBuf written) {
        int index = written.readerIndex();
        for (BatchSpec spec : specs) {
            if (spec.records().isEmpty()) {
                continue;
            }
            int size = RecordBatch.LOG_OVERHEAD + written.getInt(index + RecordBatch.BATCH_LENGTH);
            if (spec.compression() == Compression.NONE) {
                assertEquals(ByteBufUtil.hexDump(Unpooled.wrappedBuffer(KafkaRecordsOracle.write(spec))),
                        ByteBufUtil.hexDump(written, index, size), "an uncompressed batch of " + spec);
            }
            index += size;
        }
    }

    /** {@code bytes} behind {@code padding} bytes the reader index skips, in a buffer from {@code allocator}. */
    private static ByteBuf padded(ByteBuffer bytes, ByteBufAllocator allocator, int padding) {
        ByteBuf buf = allocator.buffer(padding + bytes.remaining());
        buf.writeZero(padding).writeBytes(bytes.duplicate()).readerIndex(padding);
        return buf;
    }

    /** The allocators for the buffers of a case: tracked ones, unless it has many records. */
    private static ByteBufAllocator[] allocators(List<BatchSpec> specs) {
        int records = specs.stream().mapToInt(spec -> spec.records().size()).sum();
        return records > MOST_RECORDS_TRACKED ? UNTRACKED : TRACKED;
    }
}
