package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.channel.Channel;
import java.io.IOException;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The example server's idle timeout, set to {@value #IDLE_TIMEOUT_MS} ms here (Kafka's ten minutes by
 * default): a connection on which nothing is read and no response finishes writing for that long is closed;
 * one with any traffic stays open, however slow. Kafka's Admin client is served throughout.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class IdleConnectionsTest {
    private static final long IDLE_TIMEOUT_MS = 1000;
    private static final long PAUSE_MS = IDLE_TIMEOUT_MS / 5;
    private static final short API_VERSIONS_V0 = 0;
    private static final short METADATA_V12 = 12;
    private static final int PIPELINED_REQUESTS = 20_000;

    @Test
    void aSilentConnectionIsClosed() throws Exception {
        try (ServerUnderAbuse abused = idleAfterTimeout(); RawClient silent = RawClient.connect(abused.server())) {
            assertTrue(silent.closedByServer());
            abused.finish("silent connection, idle timeout " + IDLE_TIMEOUT_MS + " ms");
        }
    }

    /** The idle timeout is no defence against a dribbler: a byte now and then is traffic. */
    @Test
    void aDribblerSendingAByteWithinEachTimeoutIsNotIdle() throws Exception {
        byte[] frame = KafkaFrames.request(ApiKeys.API_VERSIONS, API_VERSIONS_V0, 9, new ApiVersionsRequestData());
        try (ServerUnderAbuse abused = idleAfterTimeout()) {
            try (RawClient dribbler = RawClient.connect(abused.server())) {
                dribbler.dribble(frame, PAUSE_MS);
                RawClient.Response response = dribbler.read(ApiKeys.API_VERSIONS, API_VERSIONS_V0);
                assertEquals(9, response.correlationId());
                assertEquals(0, ((ApiVersionsResponseData) response.body()).errorCode());
            }
            long dribbledMs = frame.length * PAUSE_MS;
            assertTrue(dribbledMs > 4 * IDLE_TIMEOUT_MS, dribbledMs + " ms");
            System.out.printf(Locale.ROOT, "IdleConnectionsTest: a %d-byte frame dribbled over %d ms, a byte every"
                    + " %d ms, was answered with an idle timeout of %d ms%n", frame.length, dribbledMs, PAUSE_MS,
                    IDLE_TIMEOUT_MS);
            abused.finish("frame dribbled within the idle timeout");
        }
    }

    /**
     * A client that pipelines requests and never reads is no longer read from, and no response to it
     * finishes writing: idle, it is dropped.
     */
    @Test
    void aClientThatNeverReadsIsDroppedAfterTheTimeout() throws Exception {
        byte[] request = KafkaFrames.request(ApiKeys.METADATA, METADATA_V12, 0,
                new MetadataRequestData().setTopics(null).setAllowAutoTopicCreation(false));
        byte[] requests = new byte[request.length * PIPELINED_REQUESTS];
        for (int copy = 0; copy < PIPELINED_REQUESTS; copy++) {
            System.arraycopy(request, 0, requests, copy * request.length, request.length);
        }
        try (ServerUnderAbuse abused = idleAfterTimeout()) {
            for (int topic = 0; topic < 20; topic++) {
                abused.server().topics().create(new TopicRequest(String.format(Locale.ROOT, "%0249d", topic), 1,
                        (short) 1, Map.of(), Map.of(), (short) -1), false);
            }
            try (RawClient nonReader = RawClient.connect(abused.server())) {
                Thread sender = new Thread(() -> {
                    try {
                        nonReader.send(requests);
                    } catch (IOException dropped) {
                        // The server closed the connection before every request was sent: what this test expects.
                    }
                }, "idle-non-reader");
                sender.start();
                Channel paused = abused.awaitConnection(connection -> !connection.config().isAutoRead(),
                        "that stopped reading");
                assertTrue(paused.closeFuture().await(ServerUnderAbuse.DEADLINE_SECONDS, TimeUnit.SECONDS),
                        "the server closed the connection");
                long discarded = nonReader.discardUntilClosed();
                sender.join();
                System.out.printf(Locale.ROOT, "IdleConnectionsTest: a client that never read was dropped after"
                        + " the idle timeout, %d bytes of responses left unread%n", discarded);
                assertTrue(discarded < (long) PIPELINED_REQUESTS * 20 * 249, "not every response was written");
            }
            abused.finish("client never reading, idle timeout " + IDLE_TIMEOUT_MS + " ms");
        }
    }

    private static ServerUnderAbuse idleAfterTimeout() throws InterruptedException {
        return ServerUnderAbuse.start(config -> config.withIdleTimeout(Duration.ofMillis(IDLE_TIMEOUT_MS)));
    }
}
