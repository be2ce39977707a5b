package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.testkit.pipeline.FaultLog;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.channel.Channel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.message.CreateTopicsResponseData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The example server under abuse over real TCP, while Kafka's own Admin client keeps creating and listing
 * topics on it ({@link ServerUnderAbuse}): every call of that client must succeed, the server's allocator
 * must stay within {@link ServerUnderAbuse#MEMORY_BOUND_BYTES} and hold no buffer once every client is gone,
 * every server connection must close, and Netty's leak detector must report nothing.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class AdminServerAbuseTest {
    private static final short CREATE_TOPICS_V7 = 7;
    private static final short METADATA_V12 = 12;
    private static final short API_VERSIONS_V3 = 3;
    private static final long DRIBBLE_PAUSE_MS = 10;
    private static final int PIPELINED_REQUESTS = 1200;
    /**
     * Topics with names of Kafka's longest, 249 characters: large responses from few writes, as the leak
     * detector at PARANOID records a stack trace on every write into a buffer.
     */
    private static final int TOPICS = 100;
    private static final int TOPIC_NAME_CHARS = 249;
    private static final int CONNECTIONS = 1000;

    @Test
    void aFrameDribbledOneByteAtATimeIsAnsweredInTheEnd() throws Exception {
        try (ServerUnderAbuse abused = ServerUnderAbuse.start(config -> config)) {
            byte[] frame = KafkaFrames.request(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7, 42, createTopic("dribbled"));
            try (RawClient dribbler = RawClient.connect(abused.server())) {
                dribbler.dribble(frame, DRIBBLE_PAUSE_MS);
                RawClient.Response response = dribbler.read(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7);
                assertEquals(42, response.correlationId());
                CreateTopicsResponseData.CreatableTopicResult result =
                        ((CreateTopicsResponseData) response.body()).topics().find("dribbled");
                assertNotNull(result, "the response names the dribbled topic");
                assertEquals(0, result.errorCode(), result.errorMessage());
                assertNotNull(abused.server().topics().byName("dribbled"));
            }
            System.out.printf(Locale.ROOT, "AdminServerAbuseTest: a %d-byte CreateTopics frame dribbled one byte"
                    + " every %d ms was answered%n", frame.length, DRIBBLE_PAUSE_MS);
            abused.finish("dribbled frame");
        }
    }

    @Test
    void aHugeOrNegativeSizePrefixClosesTheConnectionWithNothingAllocated() throws Exception {
        int[] sizes = {Integer.MAX_VALUE, -1, Integer.MIN_VALUE};
        try (FaultLog faults = new FaultLog(); ServerUnderAbuse abused = ServerUnderAbuse.start(config -> config)) {
            for (int size : sizes) {
                try (RawClient client = RawClient.connect(abused.server())) {
                    // The size, then what could be the start of a frame: the server must not wait for the rest.
                    client.send(ByteBuffer.allocate(4 + 16).putInt(size).array());
                    assertTrue(client.closedByServer(), "closed after size prefix " + size);
                }
            }
            abused.awaitServedMore(1);
            abused.finish("size prefixes 2^31-1, -1, -2^31");
            assertEquals(List.of(
                    "frame size 2147483647 is over the limit of " + KafkaFrameDecoder.DEFAULT_MAX_FRAME_BYTES
                            + " bytes",
                    "frame size -1 is negative", "frame size -2147483648 is negative"), problems(faults));
        }
    }

    @Test
    void aFrameOfGarbageClosesTheConnectionWithOneLogLine() throws Exception {
        byte[] garbage = new byte[64];
        Arrays.fill(garbage, (byte) 0xff);
        byte[] allGarbage = ByteBuffer.allocate(4 + garbage.length).putInt(garbage.length).put(garbage).array();
        byte[] garbageBody = KafkaFrames.frame(KafkaFrames.requestHeader(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7, 7), garbage);
        try (FaultLog faults = new FaultLog(); ServerUnderAbuse abused = ServerUnderAbuse.start(config -> config)) {
            for (byte[] frame : List.of(allGarbage, garbageBody)) {
                try (RawClient client = RawClient.connect(abused.server())) {
                    client.send(frame);
                    assertTrue(client.closedByServer(), "closed after " + frame.length + " bytes of garbage");
                }
            }
            abused.awaitServedMore(1);
            abused.finish("frames of garbage");
            List<String> problems = problems(faults);
            assertEquals(2, problems.size(), problems::toString);
            assertTrue(problems.get(0).startsWith("request with unknown API key -1 "), problems.get(0));
            assertTrue(problems.get(1).startsWith("malformed API 19 request v7 (correlation id 7): "),
                    problems.get(1));
        }
    }

    /**
     * A client pipelines {@value #PIPELINED_REQUESTS} Metadata requests for all of {@value #TOPICS} long-named
     * topics and reads nothing: the server stops reading from it once its responses pass the high-water mark,
     * while the well-behaved client is served. Then it reads, and gets every response, in order.
     */
    @Test
    void aClientThatDoesNotReadItsResponsesIsNoLongerReadFromUntilItDoes() throws Exception {
        try (ServerUnderAbuse abused = ServerUnderAbuse.start(config -> config)) {
            for (int topic = 0; topic < TOPICS; topic++) {
                String name = String.format(Locale.ROOT, "%0" + TOPIC_NAME_CHARS + "d", topic);
                abused.server().topics().create(new TopicRequest(name, 1, (short) 1, Map.of(), Map.of(), (short) -1),
                        false);
            }
            byte[] requests = pipelinedMetadataRequests();
            try (RawClient nonReader = RawClient.connect(abused.server())) {
                Thread sender = new Thread(() -> send(nonReader, requests), "abuse-non-reader");
                sender.start();
                Channel paused = abused.awaitConnection(connection -> !connection.config().isAutoRead(),
                        "that stopped reading");
                abused.awaitServedMore(5);
                assertFalse(paused.config().isAutoRead(), "still not reading from the non-reader");
                long pendingWhilePaused = ServerUnderAbuse.pendingBytes(paused);
                long highWaterMark = paused.config().getWriteBufferHighWaterMark();

                long responseBytes = 0;
                int largestResponse = 0;
                for (int correlationId = 0; correlationId < PIPELINED_REQUESTS; correlationId++) {
                    RawClient.Response response = nonReader.read(ApiKeys.METADATA, METADATA_V12);
                    assertEquals(correlationId, response.correlationId(), "responses in request order");
                    assertTrue(((MetadataResponseData) response.body()).topics().size() >= TOPICS);
                    responseBytes += 4 + response.frameBytes();
                    largestResponse = Math.max(largestResponse, 4 + response.frameBytes());
                }
                sender.join();
                System.out.printf(Locale.ROOT, "AdminServerAbuseTest: %d pipelined Metadata requests (%d bytes)"
                        + " unread: reading paused with %d bytes pending (high-water mark %d); then read every"
                        + " response in order: %d bytes, the largest %d%n", PIPELINED_REQUESTS, requests.length,
                        pendingWhilePaused, highWaterMark, responseBytes, largestResponse);
                assertTrue(abused.peakPendingBytes() <= highWaterMark + largestResponse,
                        "peak pending bytes " + abused.peakPendingBytes());
                assertTrue(responseBytes > 8 * ServerUnderAbuse.MEMORY_BOUND_BYTES,
                        "the responses were more than the bound: without backpressure they would have broken it");
            }
            abused.finish("client not reading its responses");
        }
    }

    /** {@value #CONNECTIONS} connections opened and dropped, in five ways, some mid-frame and some reset. */
    @Test
    void aThousandConnectionsOpenedAndDroppedLeaveNothingBehind() throws Exception {
        byte[] createTopic = KafkaFrames.request(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7, 1, createTopic("never"));
        byte[] apiVersions = KafkaFrames.request(ApiKeys.API_VERSIONS, API_VERSIONS_V3, 1,
                new ApiVersionsRequestData().setClientSoftwareName("raw-client").setClientSoftwareVersion("1"));
        try (FaultLog faults = new FaultLog(); ServerUnderAbuse abused = ServerUnderAbuse.start(config -> config)) {
            for (int connection = 0; connection < CONNECTIONS; connection++) {
                RawClient client = RawClient.connect(abused.server());
                switch (connection % 5) {
                    case 0 -> client.close();
                    case 1 -> {
                        client.send(Arrays.copyOf(createTopic, 2));
                        client.close();
                    }
                    case 2 -> {
                        client.send(Arrays.copyOf(createTopic, createTopic.length / 2));
                        client.reset();
                    }
                    case 3 -> {
                        client.send(apiVersions);
                        client.close();
                    }
                    default -> {
                        client.send(Arrays.copyOf(createTopic, createTopic.length - 1));
                        client.close();
                    }
                }
            }
            abused.awaitServedMore(1);
            abused.finish(CONNECTIONS + " connections opened and dropped");
            assertNull(abused.server().topics().byName("never"), "no cut-off request was answered");
            assertEquals(List.of(), problems(faults), "a client going away is no protocol fault");
        }
    }

    @Test
    void requestsCutOffMidFrameAreDroppedWithTheConnection() throws Exception {
        byte[] whole = KafkaFrames.request(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7, 1, createTopic("whole"));
        byte[] cut = KafkaFrames.request(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7, 2, createTopic("cut-off"));
        int[] cutAt = {1, 3, 4, 10, cut.length / 2, cut.length - 1};
        try (FaultLog faults = new FaultLog(); ServerUnderAbuse abused = ServerUnderAbuse.start(config -> config)) {
            for (int at : cutAt) {
                try (RawClient client = RawClient.connect(abused.server())) {
                    byte[] wholeThenCut = Arrays.copyOf(whole, whole.length + at);
                    System.arraycopy(cut, 0, wholeThenCut, whole.length, at);
                    client.send(wholeThenCut);
                    assertEquals(1, client.read(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7).correlationId());
                }
            }
            abused.awaitServedMore(1);
            abused.finish("requests cut off mid-frame at bytes " + Arrays.toString(cutAt));
            assertNotNull(abused.server().topics().byName("whole"), "the whole request before the cut was answered");
            assertNull(abused.server().topics().byName("cut-off"), "no cut-off request was answered");
            assertEquals(List.of(), problems(faults), "a client going away is no protocol fault");
        }
    }

    private static CreateTopicsRequestData createTopic(String name) {
        var topics = new CreateTopicsRequestData.CreatableTopicCollection();
        topics.add(new CreateTopicsRequestData.CreatableTopic().setName(name).setNumPartitions(1)
                .setReplicationFactor((short) 1));
        return new CreateTopicsRequestData().setTopics(topics).setTimeoutMs(30_000);
    }

    private static byte[] pipelinedMetadataRequests() {
        MetadataRequestData allTopics = new MetadataRequestData().setTopics(null).setAllowAutoTopicCreation(false);
        byte[] one = KafkaFrames.request(ApiKeys.METADATA, METADATA_V12, 0, allTopics);
        ByteBuffer all = ByteBuffer.allocate(one.length * PIPELINED_REQUESTS);
        for (int correlationId = 0; correlationId < PIPELINED_REQUESTS; correlationId++) {
            all.put(KafkaFrames.request(ApiKeys.METADATA, METADATA_V12, correlationId, allTopics));
        }
        return all.array();
    }

    private static void send(RawClient client, byte[] bytes) {
        try {
            client.send(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What each fault line said was wrong, the peer's address left out. */
    private static List<String> problems(FaultLog faults) {
        return faults.lines().stream().map(line -> line.substring(line.indexOf(": ") + 2)).toList();
    }
}
