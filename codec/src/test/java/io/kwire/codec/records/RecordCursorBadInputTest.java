package io.kwire.codec.records;

import static io.kwire.codec.records.BadInput.assertInvalid;
import static io.kwire.codec.records.BadInput.assertKafkaRefuses;
import static io.kwire.codec.records.BadInput.bytes;
import static io.kwire.codec.records.BadInput.goodBatch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.leaks.TrackingAllocator;
import io.kwire.codec.records.RawBatch.Wire;
import io.netty.buffer.ByteBuf;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Records that lie, in a batch after a good one, uncompressed and in every compression: the cursor
 * refuses each with {@link InvalidRecordBatchException} naming the batch's position and what was
 * wrong, the input's reader index stays, every decompressed buffer is released, and Kafka's own
 * reader refuses the same bytes. Except in one way, by design: Kafka reads a key, value or header
 * value length below -1 as null, and kwire refuses it as it refuses such a length in a message.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RecordCursorBadInputTest {
    private static final byte[] GOOD = goodBatch();
    private static final byte[] V = bytes("v");

    /** One way to break a batch's records, what the refusal should name, and whether Kafka refuses it too. */
    record Case(String problem, RawBatch batch, boolean kafkaRefuses) {
    }

    /** Records that lie before their headers: {@link RecordCursor#next()} refuses them. */
    private static final List<Named<Case>> RECORD_CASES = List.of(
            named("a record count above the records present", "counts 3 records but holds 2",
                    new RawBatch().recordCount(3).record(0, null, bytes("value")).record(1, null, bytes("value"))),
            named("a record count below the records present", "bytes after the 1 records it counts",
                    new RawBatch().recordCount(1).record(0, null, V).record(1, null, V)),
            kafkaReadsAsNull("a negative key length", "record 0 key length -2",
                    new RawBatch().record(body(0).varint(-2).field(V).varint(0))),
            kafkaReadsAsNull("a negative value length", "record 0 value length -7",
                    new RawBatch().record(body(0).field(null).varint(-7).varint(0))),
            named("a key length past the record", "record 0 key length 1000 but",
                    new RawBatch().record(body(0).varint(1000).raw(V).field(V).varint(0))),
            named("a value length past the record", "record 0 value length 4000 but",
                    new RawBatch().record(body(0).field(V).varint(4000).raw(V).varint(0))),
            named("a negative header count", "record 0 has -1 headers",
                    new RawBatch().record(body(0).field(V).field(V).varint(-1))),
            named("a header count the bytes cannot hold", "record 0 has 1000000 headers in 0 bytes",
                    new RawBatch().record(body(0).field(V).field(V).varint(1_000_000))),
            named("a record length past the batch", "record 1 length 500 but",
                    new RawBatch().record(0, null, V).raw(new Wire().varint(500).raw(body(1).field(null).field(V)
                            .varint(0).bytes()))),
            named("a negative record length", "record 0 length -3 but",
                    new RawBatch().raw(new Wire().varint(-3).raw(body(0).field(null).field(V).varint(0).bytes()))),
            named("a record length longer than its fields", "record 0 says 9 bytes but its fields end after 7",
                    new RawBatch().recordCount(1).raw(new Wire().varint(9).raw(body(0).field(null).field(V)
                            .varint(0).raw(0, 0).bytes()))),
            named("an empty record", "record 0 is empty", new RawBatch().raw(new Wire().varint(0).raw(0, 0, 0, 0, 0, 0))),
            named("a record cut off in its timestamp", "record 0 timestamp delta varlong is cut off",
                    new RawBatch().raw(new Wire().varint(2).raw(0, 0x80).raw(0, 0, 0, 0))),
            named("a six-byte offset delta varint", "record 0 offset delta varint is longer than 5 bytes",
                    new RawBatch().record(new Wire().raw(0).varlong(0).raw(0x80, 0x80, 0x80, 0x80, 0x80, 0x00)
                            .field(null).field(V).varint(0))),
            named("a six-byte record length varint", "record 0 length varint is longer than 5 bytes",
                    new RawBatch().raw(new Wire().raw(0x8c, 0x80, 0x80, 0x80, 0x80, 0x00)
                            .raw(body(0).field(null).field(V).varint(0).bytes()))),
            named("an eleven-byte timestamp varlong", "record 0 timestamp delta varlong is longer than 10 bytes",
                    new RawBatch().record(new Wire().raw(0).raw(0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                            0x80, 0x80, 0x00).varint(0).field(null).field(V).varint(0))));

    /** Headers that lie: {@link RecordCursor#nextHeader()} refuses them, not {@link RecordCursor#next()}. */
    private static final List<Named<Case>> HEADER_CASES = List.of(
            named("a null header key", "record 0 has a null header key",
                    new RawBatch().record(body(0).field(V).field(V).varint(1).varint(-1).field(V))),
            named("a negative header key length", "record 0 header key length -2",
                    new RawBatch().record(body(0).field(V).field(V).varint(1).varint(-2).field(V))),
            named("a header key length past the record", "record 0 header key length 99 but",
                    new RawBatch().record(body(0).field(V).field(V).varint(1).varint(99).raw(V).field(V))),
            kafkaReadsAsNull("a negative header value length", "record 0 header value length -3",
                    new RawBatch().record(body(0).field(V).field(V).varint(1).field(V).varint(-3))),
            named("a header value length past the record", "record 0 header value length 512 but",
                    new RawBatch().record(body(0).field(V).field(V).varint(1).field(V).varint(512).raw(V))),
            named("a record length longer than its header", "record 0 says 13 bytes but its fields end after 11",
                    new RawBatch().recordCount(1).raw(new Wire().varint(13).raw(body(0).field(null).field(V)
                            .varint(1).field(V).field(V).raw(0, 0).bytes()))));

    static Stream<Arguments> cases() {
        return inEveryCompression(Stream.concat(RECORD_CASES.stream(), HEADER_CASES.stream()));
    }

    static Stream<Arguments> headerCases() {
        return inEveryCompression(HEADER_CASES.stream());
    }

    private static Stream<Arguments> inEveryCompression(Stream<Named<Case>> cases) {
        return cases.flatMap(c -> Stream.of(Compression.values()).map(compression -> Arguments.of(c, compression)));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("cases")
    void lyingRecordsAreRefused(Case bad, Compression compression) {
        byte[] batch = bad.batch().compression(compression).bytes();
        if (bad.kafkaRefuses()) {
            assertKafkaRefuses(batch);
        }
        TrackingAllocator allocator = new TrackingAllocator(compression.ordinal() % 2 == 0);
        ByteBuf records = BadInput.records(compression.ordinal() % 2 == 1, GOOD, batch);
        try (RecordCursor cursor = new RecordCursor(allocator, 1 << 20)) {
            assertInvalid(records, GOOD.length, bad.problem(), () -> BadInput.readAll(records, cursor));
            assertEquals(compression == Compression.NONE ? 0 : 1, allocator.given(), "one buffer to decompress into");
            allocator.assertAllReleased();
        } finally {
            records.release();
        }
    }

    /**
     * The cursor reads a record's headers only when asked: a record whose headers lie passes
     * {@link RecordCursor#next()}, and is refused where {@link RecordCursor#nextHeader()} reaches
     * them and by {@link RecordBatchValidator}, which reads them all.
     */
    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("headerCases")
    void lyingHeadersAreRefusedWhereTheyAreRead(Case bad, Compression compression) {
        boolean direct = compression.ordinal() % 2 == 1;
        TrackingAllocator allocator = new TrackingAllocator(!direct);
        ByteBuf records = BadInput.records(direct, GOOD, bad.batch().compression(compression).bytes());
        try {
            RecordBatches batches = new RecordBatches().reset(records);
            assertTrue(batches.next());
            assertTrue(batches.next());
            RecordBatch lying = batches.batch();
            try (RecordCursor cursor = new RecordCursor(allocator, 1 << 20)) {
                cursor.reset(lying);
                assertTrue(cursor.next());
                assertEquals(0L, cursor.offset());
                assertFalse(cursor.next(), "the batch holds one record");
                cursor.reset(lying);
                assertTrue(cursor.next());
                assertInvalid(records, GOOD.length, bad.problem(), () -> {
                    while (cursor.nextHeader()) {
                        cursor.headerKeyLength();
                    }
                });
            }
            try (RecordBatchValidator validator = new RecordBatchValidator(allocator, 1 << 20)) {
                assertInvalid(records, GOOD.length, bad.problem(), () -> validator.validate(lying));
            }
            allocator.assertAllReleased();
        } finally {
            records.release();
        }
    }

    /** A record's attributes, timestamp delta and offset delta: the fields before its key. */
    private static Wire body(int offsetDelta) {
        return new Wire().raw(0).varlong(0).varint(offsetDelta);
    }

    private static Named<Case> named(String name, String problem, RawBatch batch) {
        return Named.of(name, new Case(problem, batch, true));
    }

    private static Named<Case> kafkaReadsAsNull(String name, String problem, RawBatch batch) {
        return Named.of(name, new Case(problem, batch, false));
    }
}
