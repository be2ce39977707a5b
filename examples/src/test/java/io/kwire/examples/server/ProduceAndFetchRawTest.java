package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.records.RecordBatch;
import io.kwire.codec.records.RecordBatchBuilder;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.message.FetchRequestData;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.InitProducerIdRequestData;
import org.apache.kafka.common.message.InitProducerIdResponseData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.message.ProduceResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.Errors;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MutableRecordBatch;
import org.apache.kafka.common.record.internal.Record;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Produce and Fetch from a raw client: batches that kwire's {@link RecordBatchBuilder} writes, some
 * corrupted by a byte or sent out of sequence, and Kafka's own classes reading the answers. Each bad
 * batch gets Kafka's error code, leaves the log as it was, and the server goes on serving.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ProduceAndFetchRawTest {
    private static final short PRODUCE_V12 = 12;
    private static final short FETCH_V12 = 12;
    private static final short INIT_PRODUCER_ID_V5 = 5;
    private static final short API_VERSIONS_V3 = 3;
    private static final String TOPIC = "raw";
    private static final long TIMESTAMP = 1_700_000_000_000L;
    private static final int LONG_WAIT_MS = 10_000;
    private static final int SHORT_WAIT_MS = 200;

    @Test
    void aBatchWithAWrongCrcGetsCorruptMessageAndTheServerKeepsServing() throws Exception {
        try (AdminServer server = startWithTopic(); RawClient client = RawClient.connect(server)) {
            byte[] corrupt = batch(RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE,
                    "a", "b", "c");
            // The last byte is the last record's header count, which the CRC covers.
            corrupt[corrupt.length - 1] ^= 0x01;
            assertProduced(client, 1, corrupt, Errors.CORRUPT_MESSAGE, -1);
            assertProduced(client, 2, batch(RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH,
                    RecordBatch.NO_SEQUENCE, "a", "b", "c"), Errors.NONE, 0);
            assertEquals(List.of("0=a", "1=b", "2=c"), fetch(client, 3, 0));
        }
    }

    @Test
    void anOutOfSequenceBatchGetsOutOfOrderSequenceNumberAndTheServerKeepsServing() throws Exception {
        try (AdminServer server = startWithTopic(); RawClient client = RawClient.connect(server)) {
            client.send(KafkaFrames.request(ApiKeys.INIT_PRODUCER_ID, INIT_PRODUCER_ID_V5, 1,
                    new InitProducerIdRequestData().setTransactionalId(null).setTransactionTimeoutMs(60_000)));
            InitProducerIdResponseData init = (InitProducerIdResponseData) client.read(ApiKeys.INIT_PRODUCER_ID,
                    INIT_PRODUCER_ID_V5).body();
            assertEquals(Errors.NONE.code(), init.errorCode());
            long producerId = init.producerId();
            short epoch = init.producerEpoch();

            byte[] first = batch(producerId, epoch, 0, "a", "b", "c");
            assertProduced(client, 2, first, Errors.NONE, 0);
            assertProduced(client, 3, batch(producerId, epoch, 5, "gap"), Errors.OUT_OF_ORDER_SEQUENCE_NUMBER, -1);
            // A retry of the first batch: acknowledged at its offset, not appended again.
            assertProduced(client, 4, first, Errors.NONE, 0);
            assertProduced(client, 5, batch(producerId, epoch, 3, "d", "e"), Errors.NONE, 3);
            assertEquals(List.of("0=a", "1=b", "2=c", "3=d", "4=e"), fetch(client, 6, 0));
        }
    }

    @Test
    void twoBatchesForOnePartitionGetInvalidRecord() throws Exception {
        try (AdminServer server = startWithTopic(); RawClient client = RawClient.connect(server)) {
            byte[] one = batch(RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH, RecordBatch.NO_SEQUENCE, "a");
            byte[] two = ByteBuffer.allocate(2 * one.length).put(one).put(one).array();
            assertProduced(client, 1, two, Errors.INVALID_RECORD, -1);
            assertEquals(List.of(), fetch(client, 2, 0));
        }
    }

    @Test
    void aFetchPastTheEndGetsOffsetOutOfRange() throws Exception {
        try (AdminServer server = startWithTopic(); RawClient client = RawClient.connect(server)) {
            assertProduced(client, 1, batch(RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH,
                    RecordBatch.NO_SEQUENCE, "a"), Errors.NONE, 0);
            client.send(KafkaFrames.request(ApiKeys.FETCH, FETCH_V12, 2, fetchRequest(2, 0)));
            FetchResponseData.PartitionData partition = onlyPartition(client);
            assertEquals(Errors.OFFSET_OUT_OF_RANGE.code(), partition.errorCode());
            assertEquals(0, partition.records().sizeInBytes());
        }
    }

    @Test
    void acksZeroGetsNoResponse() throws Exception {
        try (AdminServer server = startWithTopic(); RawClient client = RawClient.connect(server)) {
            client.send(produceRequest(1, (short) 0, batch(RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH,
                    RecordBatch.NO_SEQUENCE, "unacknowledged")));
            client.send(KafkaFrames.request(ApiKeys.API_VERSIONS, API_VERSIONS_V3, 2, apiVersionsRequest()));
            RawClient.Response next = client.read(ApiKeys.API_VERSIONS, API_VERSIONS_V3);
            assertEquals(2, next.correlationId(), "the next response answers ApiVersions");
            assertEquals(Errors.NONE.code(), ((ApiVersionsResponseData) next.body()).errorCode());
            assertEquals(List.of("0=unacknowledged"), fetch(client, 3, 0));
        }
    }

    /**
     * A fetch at the log's end waits; a request behind it on the same connection is answered after it,
     * and a produce from another connection ends the wait well before its {@value #LONG_WAIT_MS} ms.
     * A fetch that nothing ends is answered empty once its wait is over.
     */
    @Test
    void aFetchAtTheEndWaitsForRecordsAndTheRequestsBehindItKeepTheirOrder() throws Exception {
        try (AdminServer server = startWithTopic(); RawClient consumer = RawClient.connect(server);
                RawClient producer = RawClient.connect(server)) {
            long started = System.nanoTime();
            consumer.send(KafkaFrames.request(ApiKeys.FETCH, FETCH_V12, 1, fetchRequest(0, LONG_WAIT_MS)));
            consumer.send(KafkaFrames.request(ApiKeys.API_VERSIONS, API_VERSIONS_V3, 2, apiVersionsRequest()));
            Thread.sleep(SHORT_WAIT_MS);
            assertProduced(producer, 1, batch(RecordBatch.NO_PRODUCER_ID, RecordBatch.NO_PRODUCER_EPOCH,
                    RecordBatch.NO_SEQUENCE, "awaited"), Errors.NONE, 0);
            RawClient.Response fetched = consumer.read(ApiKeys.FETCH, FETCH_V12);
            long waitedMs = (System.nanoTime() - started) / 1_000_000;
            assertEquals(1, fetched.correlationId());
            assertEquals(List.of("0=awaited"), records(onlyPartition((FetchResponseData) fetched.body())));
            assertTrue(waitedMs >= SHORT_WAIT_MS && waitedMs < LONG_WAIT_MS / 2, "answered after " + waitedMs + " ms");
            assertEquals(2, consumer.read(ApiKeys.API_VERSIONS, API_VERSIONS_V3).correlationId());

            started = System.nanoTime();
            consumer.send(KafkaFrames.request(ApiKeys.FETCH, FETCH_V12, 3, fetchRequest(1, SHORT_WAIT_MS)));
            FetchResponseData.PartitionData empty = onlyPartition(consumer);
            waitedMs = (System.nanoTime() - started) / 1_000_000;
            assertEquals(Errors.NONE.code(), empty.errorCode());
            assertEquals(0, empty.records().sizeInBytes());
            assertEquals(1, empty.highWatermark());
            assertTrue(waitedMs >= SHORT_WAIT_MS, "answered after " + waitedMs + " ms");
        }
    }

    private static AdminServer startWithTopic() throws InterruptedException {
        AdminServer server = AdminServer.start(AdminServerConfig.defaults());
        server.topics().create(new TopicRequest(TOPIC, 1, (short) 1, Map.of(), Map.of(), (short) -1), false);
        return server;
    }

    /** A batch of kwire's builder: one record per value, keys null, at {@link #TIMESTAMP}. */
    private static byte[] batch(long producerId, short epoch, int baseSequence, String... values) {
        ByteBuf out = PooledByteBufAllocator.DEFAULT.buffer();
        try (RecordBatchBuilder builder = new RecordBatchBuilder()) {
            builder.producer(producerId, epoch, baseSequence).begin(out, 0L);
            for (String value : values) {
                ByteBuf bytes = Unpooled.wrappedBuffer(value.getBytes(StandardCharsets.UTF_8));
                builder.append(TIMESTAMP, null, bytes);
            }
            builder.finish();
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    private static void assertProduced(RawClient client, int correlationId, byte[] batch, Errors error,
            long baseOffset) throws Exception {
        client.send(produceRequest(correlationId, (short) -1, batch));
        RawClient.Response response = client.read(ApiKeys.PRODUCE, PRODUCE_V12);
        assertEquals(correlationId, response.correlationId());
        ProduceResponseData.PartitionProduceResponse partition = ((ProduceResponseData) response.body()).responses()
                .iterator().next().partitionResponses().get(0);
        assertEquals(error, Errors.forCode(partition.errorCode()), partition.errorMessage());
        assertEquals(baseOffset, partition.baseOffset());
    }

    private static byte[] produceRequest(int correlationId, short acks, byte[] batch) {
        ProduceRequestData request = new ProduceRequestData().setAcks(acks).setTimeoutMs(30_000);
        ProduceRequestData.TopicProduceData topic = new ProduceRequestData.TopicProduceData().setName(TOPIC);
        topic.partitionData().add(new ProduceRequestData.PartitionProduceData().setIndex(0)
                .setRecords(MemoryRecords.readableRecords(ByteBuffer.wrap(batch))));
        request.topicData().add(topic);
        return KafkaFrames.request(ApiKeys.PRODUCE, PRODUCE_V12, correlationId, request);
    }

    private static FetchRequestData fetchRequest(long offset, int maxWaitMs) {
        FetchRequestData request = new FetchRequestData().setMaxWaitMs(maxWaitMs).setMinBytes(1)
                .setMaxBytes(1 << 20).setSessionId(0).setSessionEpoch(-1);
        request.topics().add(new FetchRequestData.FetchTopic().setTopic(TOPIC).setPartitions(List.of(
                new FetchRequestData.FetchPartition().setPartition(0).setFetchOffset(offset)
                        .setPartitionMaxBytes(1 << 20))));
        return request;
    }

    private static ApiVersionsRequestData apiVersionsRequest() {
        return new ApiVersionsRequestData().setClientSoftwareName("raw").setClientSoftwareVersion("1");
    }

    /** The records from {@code offset} on, as Kafka reads them: "offset=value". */
    private static List<String> fetch(RawClient client, int correlationId, long offset) throws Exception {
        client.send(KafkaFrames.request(ApiKeys.FETCH, FETCH_V12, correlationId, fetchRequest(offset, 0)));
        FetchResponseData.PartitionData partition = onlyPartition(client);
        assertEquals(Errors.NONE.code(), partition.errorCode());
        return records(partition);
    }

    private static FetchResponseData.PartitionData onlyPartition(RawClient client) throws Exception {
        return onlyPartition((FetchResponseData) client.read(ApiKeys.FETCH, FETCH_V12).body());
    }

    private static FetchResponseData.PartitionData onlyPartition(FetchResponseData response) {
        assertEquals(Errors.NONE.code(), response.errorCode());
        FetchResponseData.PartitionData partition = response.responses().get(0).partitions().get(0);
        assertNotNull(partition.records());
        return partition;
    }

    /** Kafka's reading of the partition's records, each batch's CRC checked, against its high watermark. */
    private static List<String> records(FetchResponseData.PartitionData partition) {
        List<String> read = new ArrayList<>();
        for (MutableRecordBatch batch : ((MemoryRecords) partition.records()).batches()) {
            batch.ensureValid();
            for (Record record : batch) {
                read.add(record.offset() + "=" + StandardCharsets.UTF_8.decode(record.value()));
            }
        }
        assertEquals(read.size(), partition.highWatermark(), "high watermark");
        assertEquals(partition.highWatermark(), partition.lastStableOffset(), "last stable offset");
        assertEquals(0, partition.logStartOffset(), "log start offset");
        return read;
    }
}
