package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.netty.KafkaServerHooks;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.testkit.oracle.KafkaFrames;
import io.kwire.testkit.pipeline.FaultLog;
import io.netty.channel.Channel;
import io.netty.channel.WriteBufferWaterMark;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import org.apache.kafka.common.errors.SaslAuthenticationException;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link KafkaServerHooks} installed on the example server, with Kafka's own Admin and raw sockets as the
 * clients: each request read and response written is reported with its API, its exact size and its times,
 * each refused frame as a decode failure, a client that leaves its responses unread as paused then resumed
 * reads, each SASL login as it went, each connection opened and closed; and a hook that throws breaks nothing.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ServerHooksTest {
    private static final short CREATE_TOPICS_V7 = 7;
    private static final short METADATA_V12 = 12;
    private static final long DEADLINE_SECONDS = 10;

    private final RecordingHooks hooks = new RecordingHooks();

    @Test
    void kafkasAdminGetsAReportOfEachRequestAndResponse() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withHooks(hooks))) {
            AdminClients.assertLifecycle(server, AdminClients.base(server));
            await(() -> !hooks.opened.isEmpty() && hooks.closed.size() == hooks.opened.size(),
                    "every connection reported closed");
        }
        Set<Short> apis = hooks.read.stream().map(RecordingHooks.Exchange::apiKey).collect(Collectors.toSet());
        assertTrue(apis.containsAll(Set.of(key(ApiKeys.API_VERSIONS), key(ApiKeys.METADATA),
                key(ApiKeys.CREATE_TOPICS), key(ApiKeys.DELETE_TOPICS))), apis::toString);
        for (Channel connection : hooks.opened) {
            assertEquals(apisOf(hooks.read, connection), apisOf(hooks.written, connection),
                    "each request read on " + connection + " has its response written, at its version");
        }
        for (RecordingHooks.Exchange exchange : hooks.read) {
            assertTrue(exchange.bytes() >= 4 + 8 && exchange.nanos() >= 0, exchange::toString);
        }
        for (RecordingHooks.Exchange exchange : hooks.written) {
            assertTrue(exchange.bytes() >= 4 + 4 && exchange.nanos() > 0, exchange::toString);
        }
        assertEquals(List.of(), hooks.decodeFailures);
        assertEquals(List.of(), hooks.logins);
    }

    @Test
    void sizesAreTheFramesOnTheWireAndTheServerTimeIncludesTheDecodeTime() throws Exception {
        byte[] request = KafkaFrames.request(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7, 42, createTopic("measured"));
        RawClient.Response response;
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withHooks(hooks));
                RawClient client = RawClient.connect(server)) {
            client.send(request);
            response = client.read(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7);
        }
        await(() -> hooks.closed.size() == 1, "the connection reported closed");
        assertEquals(1, hooks.read.size());
        assertEquals(1, hooks.written.size());
        RecordingHooks.Exchange read = hooks.read.get(0);
        RecordingHooks.Exchange written = hooks.written.get(0);
        assertEquals(key(ApiKeys.CREATE_TOPICS), read.apiKey());
        assertEquals(CREATE_TOPICS_V7, read.apiVersion());
        assertEquals(request.length, read.bytes());
        assertEquals(key(ApiKeys.CREATE_TOPICS), written.apiKey());
        assertEquals(CREATE_TOPICS_V7, written.apiVersion());
        assertEquals(4 + response.frameBytes(), written.bytes());
        assertTrue(written.nanos() >= read.nanos(), "server time " + written.nanos() + " ns, decode time "
                + read.nanos() + " ns");
        assertEquals(hooks.opened, hooks.closed);
    }

    @Test
    void refusedFramesAreReportedAsDecodeFailures() throws Exception {
        byte[] hugeSize = ByteBuffer.allocate(8).putInt(Integer.MAX_VALUE).array();
        byte[] unknownApi = KafkaFrames.frame(ByteBuffer.allocate(8).putShort((short) 999).putShort((short) 0)
                .putInt(7).array(), new byte[0]);
        byte[] badBody = KafkaFrames.frame(KafkaFrames.requestHeader(ApiKeys.CREATE_TOPICS, CREATE_TOPICS_V7, 8),
                new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff});
        try (FaultLog faults = new FaultLog();
                AdminServer server = AdminServer.start(AdminServerConfig.defaults().withHooks(hooks))) {
            for (byte[] bytes : List.of(hugeSize, unknownApi, badBody)) {
                try (RawClient client = RawClient.connect(server)) {
                    client.send(bytes);
                    assertTrue(client.closedByServer());
                }
            }
            await(() -> hooks.closed.size() == 3, "three connections reported closed");
            List<String> logged = faults.lines().stream().map(line -> line.substring(line.indexOf(": ") + 2)).toList();
            assertEquals(logged, hooks.decodeFailures, "each failure reported as its log line says it");
        }
        assertEquals(3, hooks.decodeFailures.size(), hooks.decodeFailures::toString);
        assertEquals("frame size 2147483647 is over the limit of " + KafkaFrameDecoder.DEFAULT_MAX_FRAME_BYTES
                + " bytes", hooks.decodeFailures.get(0));
        assertTrue(hooks.decodeFailures.get(1).startsWith("request with unknown API key 999 "),
                hooks.decodeFailures.get(1));
        assertTrue(hooks.decodeFailures.get(2).startsWith("malformed API 19 request v7 (correlation id 8): "),
                hooks.decodeFailures.get(2));
        assertEquals(List.of(), hooks.read, "a refused request is not reported read");
    }

    @Test
    void aClientLeavingItsResponsesUnreadIsReportedPausedThenResumed() throws Exception {
        int requests = 400;
        byte[] pipelined = metadataRequests(requests);
        // Responses of some 27 KB each, 10 MB in all: more than loopback's socket buffers take.
        AdminServerConfig config = AdminServerConfig.defaults().withHooks(hooks)
                .withWriteBufferWaterMark(new WriteBufferWaterMark(1024, 2048));
        try (AdminServer server = AdminServer.start(config); RawClient client = RawClient.connect(server)) {
            for (int topic = 0; topic < 100; topic++) {
                server.topics().create(new TopicRequest(String.format(Locale.ROOT, "%0249d", topic), 1, (short) 1,
                        Map.of(), Map.of(), (short) -1), false);
            }
            client.send(pipelined);
            await(() -> !hooks.paused.isEmpty(), "reads reported paused");
            assertTrue(hooks.written.size() < requests, hooks.written.size() + " responses written while paused");
            for (int correlationId = 0; correlationId < requests; correlationId++) {
                assertEquals(correlationId, client.read(ApiKeys.METADATA, METADATA_V12).correlationId());
            }
            await(() -> hooks.written.size() == requests, "every response reported written");
            await(() -> hooks.resumedAfterNanos.size() == hooks.paused.size(), "each pause reported resumed");
        }
        assertTrue(hooks.resumedAfterNanos.stream().allMatch(nanos -> nanos > 0), hooks.resumedAfterNanos::toString);
        assertEquals(requests, hooks.read.size());
    }

    @Test
    void saslLoginsAreReportedAndTheirRequestsAreNot() throws Exception {
        InMemoryCredentialStore users = new InMemoryCredentialStore().addUser("alice", "alice-secret");
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withSasl(users).withHooks(hooks))) {
            AdminClients.assertLifecycle(server, AdminClients.sasl(server, "SASL_PLAINTEXT", "SCRAM-SHA-512",
                    "alice", "alice-secret", null));
            Throwable refused = AdminClients.listingFailure(AdminClients.sasl(server, "SASL_PLAINTEXT", "PLAIN",
                    "alice", "guess", null));
            assertTrue(refused instanceof SaslAuthenticationException, refused.toString());
        }
        assertFalse(hooks.logins.isEmpty());
        for (RecordingHooks.Login login : hooks.logins) {
            assertEquals("SCRAM-SHA-512", login.mechanism());
            assertEquals(KafkaPrincipal.user("alice"), login.principal());
        }
        assertFalse(hooks.failedLogins.isEmpty());
        for (RecordingHooks.Login failure : hooks.failedLogins) {
            assertEquals("PLAIN", failure.mechanism());
            assertTrue(failure.problem().startsWith("PLAIN authentication failed: "), failure.problem());
        }
        Set<Short> sasl = Set.of(key(ApiKeys.SASL_HANDSHAKE), key(ApiKeys.SASL_AUTHENTICATE));
        assertTrue(hooks.read.stream().noneMatch(read -> sasl.contains(read.apiKey())), hooks.read::toString);
        assertTrue(hooks.read.stream().anyMatch(read -> read.apiKey() == key(ApiKeys.CREATE_TOPICS)));
    }

    @Test
    void aHookThatThrowsBreaksNothing() throws Exception {
        KafkaServerHooks throwing = new KafkaServerHooks() {
            @Override
            public void connectionOpened(Channel channel) {
                throw new IllegalStateException("a faulty hook");
            }

            @Override
            public void requestRead(Channel channel, short apiKey, short apiVersion, int bytes, long decodeNanos) {
                throw new IllegalStateException("a faulty hook");
            }

            @Override
            public void responseWritten(Channel channel, short apiKey, short apiVersion, int bytes,
                    long serverNanos) {
                throw new IllegalStateException("a faulty hook");
            }
        };
        try (FaultLog log = new FaultLog();
                AdminServer server = AdminServer.start(AdminServerConfig.defaults().withHooks(throwing))) {
            AdminClients.assertLifecycle(server, AdminClients.base(server));
            List<String> warnings = log.everything().stream().filter(line -> line.contains("the hook's ")).toList();
            assertFalse(warnings.isEmpty(), "the faulty hook was called and its throw logged");
            assertTrue(warnings.stream().allMatch(line -> line.contains("the hook's connectionOpened threw")),
                    warnings::toString);
        }
    }

    /** The APIs and versions of {@code exchanges} on {@code connection}, each with how often it came. */
    private static Map<String, Integer> apisOf(List<RecordingHooks.Exchange> exchanges, Channel connection) {
        Map<String, Integer> counts = new HashMap<>();
        for (RecordingHooks.Exchange exchange : exchanges) {
            if (exchange.channel() == connection) {
                counts.merge(exchange.apiKey() + " v" + exchange.apiVersion(), 1, Integer::sum);
            }
        }
        return counts;
    }

    private static short key(ApiKeys api) {
        return api.id;
    }

    private static CreateTopicsRequestData createTopic(String name) {
        var topics = new CreateTopicsRequestData.CreatableTopicCollection();
        topics.add(new CreateTopicsRequestData.CreatableTopic().setName(name).setNumPartitions(1)
                .setReplicationFactor((short) 1));
        return new CreateTopicsRequestData().setTopics(topics).setTimeoutMs(30_000);
    }

    private static byte[] metadataRequests(int count) {
        MetadataRequestData allTopics = new MetadataRequestData().setTopics(null).setAllowAutoTopicCreation(false);
        List<byte[]> frames = new ArrayList<>();
        int bytes = 0;
        for (int correlationId = 0; correlationId < count; correlationId++) {
            byte[] frame = KafkaFrames.request(ApiKeys.METADATA, METADATA_V12, correlationId, allTopics);
            frames.add(frame);
            bytes += frame.length;
        }
        ByteBuffer all = ByteBuffer.allocate(bytes);
        frames.forEach(all::put);
        return all.array();
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "not within " + DEADLINE_SECONDS + " s: " + what);
            Thread.sleep(1);
        }
    }
}
