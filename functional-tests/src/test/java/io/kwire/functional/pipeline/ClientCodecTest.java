package io.kwire.functional.pipeline;

import io.kwire.functional.support.SampleApis;
import io.kwire.testkit.pipeline.FaultLog;
import io.kwire.testkit.oracle.KafkaFrames;
import static io.kwire.testkit.oracle.KafkaFrames.buffer;
import static io.kwire.functional.pipeline.Pipelines.API_VERSIONS;
import static io.kwire.functional.pipeline.Pipelines.REGISTRY;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiCodecs;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ConnectionClosedException;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.kafka.CreatePartitionsRequest;
import io.kwire.kafka.CreatePartitionsResponse;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.FetchRequest;
import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.SyncGroupRequest;
import io.kwire.testkit.oracle.KafkaFrames.ParsedRequest;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.functional.pipeline.flexibleonly.FlexibleApiVersionsResponseCodec;
import io.kwire.functional.support.SampleMessages;
import io.kwire.functional.support.SampleMessages.Sample;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.SimpleRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The client pipeline ({@code KafkaFrameDecoder}, {@code KafkaClientCodec}) behind a
 * {@link KafkaClientChannel}, in an {@link EmbeddedChannel}: the requests it writes are read by
 * Kafka's own {@code RequestHeader} and request classes; responses written by Kafka's classes
 * complete the futures of their requests, in any order; a broken response or a closed connection
 * fails the futures with a clear exception, none left waiting.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ClientCodecTest {
    private static final String CLIENT_ID = "kwire-test";
    private static final String FAULT =
            "WARN io.kwire.codec.netty.ConnectionFaults - closing Kafka connection embedded: ";

    private final EmbeddedChannel channel = new EmbeddedChannel();
    private final KafkaClientChannel client;

    ClientCodecTest() {
        KafkaClientChannel.initialize(channel.pipeline(), CLIENT_ID);
        client = new KafkaClientChannel(channel);
    }

    /** The example requests (unknown tagged fields, non-ASCII names, nulls) at every version. */
    @Test
    void requestsAtEveryVersionAreOneExactlySizedBufferThatKafkaReads() {
        int sent = 0;
        for (Sample<?> sample : SampleMessages.all()) {
            if (sample.codec().type() == MessageType.REQUEST) {
                for (short version = sample.codec().lowestVersion(); version <= sample.codec().highestVersion();
                        version++) {
                    assertKafkaReadsWhatIsSent(sample, version, sent++);
                }
            }
        }
        for (short version = 0; version <= 5; version++) {
            ApiVersionsRequest request = new ApiVersionsRequest();
            if (version >= 3) {
                request.clientSoftwareName = "kwire";
                request.clientSoftwareVersion = "0.1.0";
            }
            client.send(API_VERSIONS, version, request);
            ParsedRequest parsed = readRequest();
            assertEquals(sent++, parsed.header().correlationId());
            ApiVersionsRequestData data = (ApiVersionsRequestData) parsed.body();
            assertEquals(version >= 3 ? "kwire" : "", data.clientSoftwareName(), "v" + version);
        }
        assertFalse(channel.finish());
    }

    /** Four requests in flight, answered in reverse order in one read: each future gets its own response. */
    @Test
    void responsesCompleteTheFuturesOfTheirRequestsAlsoOutOfOrder() throws Exception {
        CompletableFuture<CreateTopicsResponse> created = client.send(KwireApis.CREATE_TOPICS, (short) 7,
                new CreateTopicsRequest());
        int createdId = readRequest().header().correlationId();
        CompletableFuture<DeleteTopicsResponse> deleted = client.send(KwireApis.DELETE_TOPICS, (short) 6,
                new DeleteTopicsRequest());
        int deletedId = readRequest().header().correlationId();
        CompletableFuture<CreatePartitionsResponse> partitions = client.send(KwireApis.CREATE_PARTITIONS, (short) 1,
                new CreatePartitionsRequest());
        int partitionsId = readRequest().header().correlationId();
        CompletableFuture<ApiVersionsResponse> versions = client.send(API_VERSIONS, (short) 3,
                new ApiVersionsRequest());
        int versionsId = readRequest().header().correlationId();
        assertEquals(4, Arrays.stream(new int[] {createdId, deletedId, partitionsId, versionsId}).distinct().count());
        assertFalse(created.isDone() || deleted.isDone() || partitions.isDone() || versions.isDone());

        channel.writeInbound(buffer(
                response(ApiKeys.API_VERSIONS, (short) 3, versionsId, KafkaMessages.apiVersionsResponse(4)),
                response(ApiKeys.CREATE_PARTITIONS, (short) 1, partitionsId,
                        KafkaMessages.createPartitionsResponse(3)),
                response(ApiKeys.DELETE_TOPICS, (short) 6, deletedId, KafkaMessages.deleteTopicsResponse(2)),
                response(ApiKeys.CREATE_TOPICS, (short) 7, createdId, KafkaMessages.createTopicsResponse(1))));

        CreateTopicsResponse createdResponse = created.get();
        assertEquals(1, createdResponse.throttleTimeMs);
        assertEquals("tópico-ñ", createdResponse.topics.get(1).name);
        assertEquals(36, createdResponse.topics.get(1).errorCode);
        DeleteTopicsResponse deletedResponse = deleted.get();
        assertEquals(2, deletedResponse.throttleTimeMs);
        assertEquals("This server does not host this topic-partition.", deletedResponse.responses.get(1).errorMessage);
        CreatePartitionsResponse partitionsResponse = partitions.get();
        assertEquals(3, partitionsResponse.throttleTimeMs);
        assertEquals(37, partitionsResponse.results.get(1).errorCode);
        ApiVersionsResponse versionsResponse = versions.get();
        assertEquals(4, versionsResponse.throttleTimeMs);
        assertEquals(4, versionsResponse.finalizedFeaturesEpoch);
        assertEquals(List.of("18 0-5", "19 2-7"), describe(versionsResponse));
        assertTrue(channel.isOpen());
        assertFalse(channel.finish());
    }

    @Test
    void responseWithAnUnknownCorrelationIdClosesAndFailsTheOthers() {
        CompletableFuture<CreateTopicsResponse> created = client.send(KwireApis.CREATE_TOPICS, (short) 7,
                new CreateTopicsRequest());
        readRequest();
        CompletableFuture<DeleteTopicsResponse> deleted = client.send(KwireApis.DELETE_TOPICS, (short) 5,
                new DeleteTopicsRequest());
        readRequest();
        ByteBuf in = buffer(response(ApiKeys.CREATE_TOPICS, (short) 7, 999, KafkaMessages.createTopicsResponse(0)));
        try (FaultLog log = new FaultLog()) {
            channel.writeInbound(in);
            assertEquals(List.of(FAULT + "response with correlation id 999, which no request in flight has"),
                    log.lines());
        }
        assertFalse(channel.isOpen());
        ConnectionClosedException createFailure = connectionClosed(created);
        assertEquals("connection to embedded closed before the response to API 19 v7 request arrived",
                createFailure.getMessage());
        assertInstanceOf(MalformedMessageException.class, createFailure.getCause());
        assertTrue(createFailure.getCause().getMessage().contains("response with correlation id 999"),
                createFailure.getCause().getMessage());
        assertEquals("connection to embedded closed before the response to API 20 v5 request arrived",
                connectionClosed(deleted).getMessage());
        assertEquals(0, in.refCnt());
        assertFalse(channel.finish());
    }

    /** After a broken response the connection is done: what follows in the same read is dropped, unlogged. */
    @Test
    void framesAfterABrokenResponseInTheSameReadAreDropped() {
        CompletableFuture<CreateTopicsResponse> created = client.send(KwireApis.CREATE_TOPICS, (short) 7,
                new CreateTopicsRequest());
        int createdId = readRequest().header().correlationId();
        ByteBuf in = buffer(
                response(ApiKeys.CREATE_TOPICS, (short) 7, 999, KafkaMessages.createTopicsResponse(0)),
                response(ApiKeys.CREATE_TOPICS, (short) 7, 998, KafkaMessages.createTopicsResponse(0)),
                response(ApiKeys.CREATE_TOPICS, (short) 7, createdId, KafkaMessages.createTopicsResponse(0)));
        try (FaultLog log = new FaultLog()) {
            channel.writeInbound(in);
            assertEquals(List.of(FAULT + "response with correlation id 999, which no request in flight has"),
                    log.lines());
        }
        connectionClosed(created);
        assertEquals(0, in.refCnt());
        assertFalse(channel.finish());
    }

    @Test
    void closingTheChannelFailsEachRequestInFlightNamingIt() {
        CompletableFuture<CreatePartitionsResponse> partitions = client.send(KwireApis.CREATE_PARTITIONS, (short) 3,
                new CreatePartitionsRequest());
        CompletableFuture<DeleteTopicsResponse> deleted = client.send(KwireApis.DELETE_TOPICS, (short) 6,
                new DeleteTopicsRequest());
        releaseOutbound();
        client.close();
        ConnectionClosedException partitionsFailure = connectionClosed(partitions);
        assertTrue(partitionsFailure.getMessage()
                .endsWith(" closed before the response to API 37 v3 request arrived"), partitionsFailure.getMessage());
        assertNull(partitionsFailure.getCause());
        assertTrue(connectionClosed(deleted).getMessage().endsWith(" closed before the response to API 20 v6 request"
                + " arrived"), connectionClosed(deleted).getMessage());
        assertFalse(channel.finish());
    }

    @Test
    void requestOnAClosedChannelFailsWithConnectionClosed() {
        client.close();
        CompletableFuture<DeleteTopicsResponse> deleted = client.send(KwireApis.DELETE_TOPICS, (short) 6,
                new DeleteTopicsRequest());
        assertTrue(connectionClosed(deleted).getMessage().startsWith("could not send API 20 v6 request to "));
        assertFalse(channel.finish());
    }

    /** KIP-511: a server older than the request answers UNSUPPORTED_VERSION in the v0 layout; the client reads it. */
    @Test
    void unsupportedVersionAnswerToAnApiVersionsRequestIsReadAtVersionZero() throws Exception {
        CompletableFuture<ApiVersionsResponse> versions = client.send(API_VERSIONS, (short) 3,
                new ApiVersionsRequest());
        int id = readRequest().header().correlationId();
        ApiVersionsResponseData.ApiVersionCollection offered = new ApiVersionsResponseData.ApiVersionCollection();
        offered.add(new ApiVersionsResponseData.ApiVersion().setApiKey((short) 18).setMinVersion((short) 0)
                .setMaxVersion((short) 2));
        channel.writeInbound(buffer(response(ApiKeys.API_VERSIONS, (short) 0, id,
                new ApiVersionsResponseData().setErrorCode((short) 35).setApiKeys(offered))));
        ApiVersionsResponse response = versions.get();
        assertEquals(35, response.errorCode);
        assertEquals(List.of("18 0-2"), describe(response));
        assertTrue(channel.isOpen());
        assertFalse(channel.finish());
    }

    /**
     * A client whose ApiVersions response class has only the flexible versions cannot read the v0
     * answer: its future fails with the codec's exception and the connection closes, rather than
     * the future waiting forever.
     */
    @Test
    void unsupportedVersionAnswerTheResponseClassCannotReadFailsTheFuture() {
        ApiCodecs<ApiVersionsRequest, ?> flexibleOnly = new ApiCodecs<>(API_VERSIONS.request(),
                FlexibleApiVersionsResponseCodec.INSTANCE);
        CompletableFuture<?> versions = client.send(flexibleOnly, (short) 3, new ApiVersionsRequest());
        int id = readRequest().header().correlationId();
        ByteBuf in = buffer(response(ApiKeys.API_VERSIONS, (short) 0, id,
                new ApiVersionsResponseData().setErrorCode((short) 35)));
        try (FaultLog log = new FaultLog()) {
            channel.writeInbound(in);
            assertEquals(List.of(FAULT + "cannot read the response to API 18 v3 request: FlexibleApiVersionsResponse"
                    + " has no version 0; its versions are 3 to 5"), log.lines());
        }
        assertTrue(versions.isCompletedExceptionally(), "the future is done");
        ExecutionException failure = assertThrows(ExecutionException.class, versions::get);
        assertInstanceOf(UnsupportedVersionException.class, failure.getCause());
        assertFalse(channel.isOpen());
        assertEquals(0, in.refCnt());
        assertFalse(channel.finish());
    }

    @Test
    void malformedResponseFailsItsFutureAndClosesFailingTheOthers() {
        CompletableFuture<CreateTopicsResponse> created = client.send(KwireApis.CREATE_TOPICS, (short) 7,
                new CreateTopicsRequest());
        int id = readRequest().header().correlationId();
        CompletableFuture<DeleteTopicsResponse> deleted = client.send(KwireApis.DELETE_TOPICS, (short) 6,
                new DeleteTopicsRequest());
        readRequest();
        byte[] body = KafkaFrames.bytes(KafkaMessages.createTopicsResponse(0), (short) 7);
        byte[] header = ByteBuffer.allocate(5).putInt(id).put((byte) 0).array();
        ByteBuf in = buffer(KafkaFrames.frame(header, Arrays.copyOf(body, body.length - 3)));
        try (FaultLog log = new FaultLog()) {
            channel.writeInbound(in);
            assertEquals(1, log.lines().size(), log.lines().toString());
            assertTrue(log.lines().get(0).startsWith(FAULT + "cannot read the response to API 19 v7 request: "),
                    log.lines().get(0));
        }
        ExecutionException failure = assertThrows(ExecutionException.class, created::get);
        assertInstanceOf(MalformedMessageException.class, failure.getCause());
        connectionClosed(deleted);
        assertEquals(0, in.refCnt());
        assertFalse(channel.finish());
    }

    /**
     * A Fetch response's records are a retained slice of the frame: the same bytes Kafka wrote,
     * alive after the codec let the frame go, released by the holder with {@code releaseBuffers}.
     */
    @Test
    void fetchResponseRecordsAreRetainedSlicesThatTheHolderReleases() throws Exception {
        CompletableFuture<FetchResponse> fetched = client.send(KwireApis.FETCH, (short) 12,
                new FetchRequest());
        int id = readRequest().header().correlationId();
        MemoryRecords records = records();
        ByteBuf in = buffer(response(ApiKeys.FETCH, (short) 12, id, fetchResponse(records)));
        channel.writeInbound(in);
        FetchResponse response = fetched.get();
        ByteBuf received = response.responses.get(0).partitions.get(0).records;
        assertArrayEquals(kafkaBytes(records), ByteBufUtil.getBytes(received));
        assertEquals(1, in.refCnt(), "the records hold the frame's memory");
        KwireApis.FETCH.response().releaseBuffers(response);
        assertEquals(0, in.refCnt());
        assertFalse(channel.finish());
    }

    @Test
    void bytesLeftOverAfterAFetchResponseFailItsFutureAndReleaseItsRecords() {
        CompletableFuture<FetchResponse> fetched = client.send(KwireApis.FETCH, (short) 12,
                new FetchRequest());
        int id = readRequest().header().correlationId();
        byte[] frame = response(ApiKeys.FETCH, (short) 12, id, fetchResponse(records()));
        ByteBuffer.wrap(frame).putInt(0, frame.length - 4 + 2);
        ByteBuf in = buffer(frame, new byte[] {7, 7});
        String problem = "FetchResponse at offset " + (frame.length - 9) + ": 2 bytes left over after the response";
        try (FaultLog log = new FaultLog()) {
            channel.writeInbound(in);
            assertEquals(List.of(FAULT + "cannot read the response to API 1 v12 request: " + problem), log.lines());
        }
        ExecutionException failure = assertThrows(ExecutionException.class, fetched::get);
        assertInstanceOf(MalformedMessageException.class, failure.getCause());
        assertEquals(problem, failure.getCause().getMessage());
        assertEquals(0, in.refCnt());
        assertFalse(channel.isOpen());
        assertFalse(channel.finish());
    }

    /** A request its codec refuses is not sent; its future fails; the next request goes out and is answered. */
    @Test
    void requestTheCodecRefusesFailsItsFutureAndSendsNothing() throws Exception {
        CreateTopicsRequest bad = new CreateTopicsRequest();
        CreateTopicsRequest.CreatableTopic unnamed = new CreateTopicsRequest.CreatableTopic();
        unnamed.name = null;
        bad.topics.add(unnamed);
        CompletableFuture<CreateTopicsResponse> refused = client.send(KwireApis.CREATE_TOPICS, (short) 7, bad);
        ExecutionException failure = assertThrows(ExecutionException.class, refused::get);
        assertInstanceOf(UnsupportedVersionException.class, failure.getCause());
        assertNull(channel.readOutbound());

        CompletableFuture<CreateTopicsResponse> created = client.send(KwireApis.CREATE_TOPICS, (short) 7,
                new CreateTopicsRequest());
        int id = readRequest().header().correlationId();
        channel.writeInbound(buffer(response(ApiKeys.CREATE_TOPICS, (short) 7, id,
                KafkaMessages.createTopicsResponse(9))));
        assertEquals(9, created.get().throttleTimeMs);
        assertTrue(channel.isOpen());
        assertFalse(channel.finish());
    }

    @Test
    void clientNeedsTheCodecInThePipelineAndBothCodecsOfAnApi() {
        EmbeddedChannel bare = new EmbeddedChannel();
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new KafkaClientChannel(bare)).getMessage()
                .endsWith(" has no KafkaClientCodec: set it up with initialize()"));
        assertFalse(bare.finish());
        assertEquals("API 14 needs both a request and a response codec to be sent", assertThrows(
                IllegalArgumentException.class,
                () -> client.send(SampleApis.SYNC_GROUP_REQUEST_ONLY, (short) 5, new SyncGroupRequest())).getMessage());
        assertNull(channel.readOutbound());
        assertFalse(channel.finish());
    }

    /** Sends {@code sample} at {@code version} and checks Kafka's reading of the frame. */
    private <Q> void assertKafkaReadsWhatIsSent(Sample<Q> sample, short version, int correlationId) {
        String what = sample.name() + " v" + version;
        ApiCodecs<Q, ?> api = new ApiCodecs<>(sample.codec(), REGISTRY.api(sample.codec().apiKey()).response());
        client.send(api, version, sample.build(version));
        ByteBuf frame = channel.readOutbound();
        assertNull(channel.readOutbound(), what + ": one buffer per request");
        assertEquals(frame.capacity(), frame.readableBytes(), what + ": a buffer of exactly the frame's size");
        ParsedRequest parsed = KafkaFrames.parseRequest(frame);
        frame.release();
        assertEquals(sample.codec().apiKey(), parsed.header().apiKey().id, what);
        assertEquals(version, parsed.header().apiVersion(), what);
        assertEquals(correlationId, parsed.header().correlationId(), what);
        assertEquals(CLIENT_ID, parsed.header().clientId(), what);
        assertArrayEquals(KafkaFrames.bytes(parsed.body(), version), parsed.bodyBytes(),
                what + ": Kafka writes back what it read, every byte understood");
    }

    /** Kafka's reading of the next request the client wrote, which is released. */
    private ParsedRequest readRequest() {
        ByteBuf frame = channel.readOutbound();
        try {
            return KafkaFrames.parseRequest(frame);
        } finally {
            frame.release();
        }
    }

    private void releaseOutbound() {
        for (ByteBuf frame = channel.readOutbound(); frame != null; frame = channel.readOutbound()) {
            frame.release();
        }
    }

    private static byte[] response(ApiKeys api, short version, int correlationId, Message body) {
        return KafkaFrames.response(api, version, correlationId, body);
    }

    private static ConnectionClosedException connectionClosed(CompletableFuture<?> future) {
        assertTrue(future.isCompletedExceptionally(), "the future failed");
        ExecutionException failure = assertThrows(ExecutionException.class, future::get);
        return assertInstanceOf(ConnectionClosedException.class, failure.getCause());
    }

    private static List<String> describe(ApiVersionsResponse response) {
        return response.apiKeys.stream().map(api -> api.apiKey + " " + api.minVersion + "-" + api.maxVersion).toList();
    }

    private static MemoryRecords records() {
        return MemoryRecords.withRecords(Compression.NONE, new SimpleRecord("key".getBytes(), "value".getBytes()),
                new SimpleRecord("k2".getBytes(), "v2".getBytes()));
    }

    private static byte[] kafkaBytes(MemoryRecords records) {
        ByteBuffer buffer = records.buffer().duplicate();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }

    private static FetchResponseData fetchResponse(MemoryRecords records) {
        return new FetchResponseData().setThrottleTimeMs(5).setResponses(List.of(
                new FetchResponseData.FetchableTopicResponse().setTopic("orders").setPartitions(List.of(
                        new FetchResponseData.PartitionData().setPartitionIndex(0).setHighWatermark(2)
                                .setRecords(records)))));
    }
}
