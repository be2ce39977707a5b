package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.testkit.oracle.KafkaFrames;
import io.kwire.testkit.pipeline.FaultLog;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.message.FetchRequestData;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.message.SaslAuthenticateRequestData;
import org.apache.kafka.common.message.SaslAuthenticateResponseData;
import org.apache.kafka.common.message.SaslHandshakeRequestData;
import org.apache.kafka.common.message.SaslHandshakeResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.Errors;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The SASL server under abuse, byte for byte: requests as Kafka's classes write them, answers read by
 * Kafka's classes. Each case checks what the server answered, that it closed the connection where
 * Kafka would, and that it serves a good client afterwards. Alice may do everything, bob only describe.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class SaslServerAbuseTest {
    private static final short HANDSHAKE_V1 = 1;
    private static final short AUTHENTICATE_V2 = 2;
    private static final short METADATA_V12 = 12;
    private static final short API_VERSIONS_V3 = 3;
    private static final short FETCH_V12 = 12;
    private static final short PRODUCE_V9 = 9;
    private static final String TOPIC = "sasl-abuse";
    /** How long a Fetch at the log's end waits for records that never come: long enough to hold what follows it. */
    private static final int FETCH_WAIT_MS = 500;

    private AdminServer server;

    @BeforeEach
    void start() throws Exception {
        server = AdminServer.start(AdminServerConfig.defaults()
                .withSasl(new InMemoryCredentialStore().addUser("alice", "secret").addUser("bob", "bob-secret"))
                .withAcls(Acls.DESCRIBE_ONLY.allowAll(KafkaPrincipal.user("alice"))));
        server.topics().create(new TopicRequest(TOPIC, 1, (short) 1, Map.of(), Map.of(), (short) -1), false);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void apiVersionsIsAnsweredBeforeAuthenticationAndListsTheSaslApis() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            client.send(apiVersions(1, API_VERSIONS_V3));
            ApiVersionsResponseData versions = (ApiVersionsResponseData) client.read(ApiKeys.API_VERSIONS,
                    API_VERSIONS_V3).body();
            assertNotNull(versions.apiKeys().find(ApiKeys.SASL_HANDSHAKE.id));
            assertNotNull(versions.apiKeys().find(ApiKeys.SASL_AUTHENTICATE.id));
            assertEquals(2, versions.apiKeys().find(ApiKeys.SASL_AUTHENTICATE.id).maxVersion());
        }
    }

    /** As Kafka: ApiVersions once before login; a second one closes the connection, with one log line. */
    @Test
    void aSecondApiVersionsBeforeLoginClosesTheConnection() throws Exception {
        try (FaultLog faults = new FaultLog(); RawClient client = RawClient.connect(server)) {
            client.send(apiVersions(1, API_VERSIONS_V3));
            assertEquals(1, client.read(ApiKeys.API_VERSIONS, API_VERSIONS_V3).correlationId());
            client.send(apiVersions(2, API_VERSIONS_V3));
            assertTrue(client.closedByServer());
            List<String> lines = faults.lines();
            assertEquals(1, lines.size(), lines::toString);
            assertTrue(lines.get(0).endsWith(": a second ApiVersions request before SASL authentication"),
                    lines.get(0));
        }
        assertServesAGoodClient();
    }

    /**
     * KIP-511, as Kafka allows it before login: an ApiVersions at a version the server does not offer gets
     * UNSUPPORTED_VERSION, and the client asks again at one it offers, then logs in.
     */
    @Test
    void anApiVersionsAtAVersionNotOfferedMayBeAskedAgainBeforeLogin() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            client.send(KafkaFrames.frame(KafkaFrames.requestHeader(ApiKeys.API_VERSIONS, (short) 99, 1), new byte[0]));
            assertEquals(Errors.UNSUPPORTED_VERSION.code(), ((ApiVersionsResponseData) client
                    .read(ApiKeys.API_VERSIONS, (short) 0).body()).errorCode());
            client.send(apiVersions(2, API_VERSIONS_V3));
            assertEquals(Errors.NONE.code(), ((ApiVersionsResponseData) client
                    .read(ApiKeys.API_VERSIONS, API_VERSIONS_V3).body()).errorCode());
            logIn(client);
        }
    }

    /**
     * After login, a Fetch that waits for records, a SaslHandshake and a Metadata request in one write: the
     * handshake's ILLEGAL_SASL_STATE, which the SASL handler answers, not the server's handler, still comes
     * after the Fetch's answer and before the Metadata's.
     */
    @Test
    void aSaslHandshakeBehindAWaitingFetchIsAnsweredInItsTurn() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            logIn(client);
            byte[] fetch = KafkaFrames.request(ApiKeys.FETCH, FETCH_V12, 11, fetchAtTheEnd());
            byte[] handshake = KafkaFrames.request(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1, 12,
                    new SaslHandshakeRequestData().setMechanism("PLAIN"));
            byte[] metadata = metadata(13);
            client.send(ByteBuffer.allocate(fetch.length + handshake.length + metadata.length).put(fetch)
                    .put(handshake).put(metadata).array());
            List<byte[]> responses = List.of(client.readRaw(), client.readRaw(), client.readRaw());
            assertEquals(List.of(11, 12, 13), responses.stream().map(frame -> ByteBuffer.wrap(frame).getInt()).toList(),
                    "correlation ids of the responses, in the order they came");
            assertEquals(Errors.NONE.code(), ((FetchResponseData) RawClient.parse(responses.get(0), ApiKeys.FETCH,
                    FETCH_V12).body()).errorCode());
            assertEquals(Errors.ILLEGAL_SASL_STATE.code(), ((SaslHandshakeResponseData) RawClient.parse(
                    responses.get(1), ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1).body()).errorCode());
            RawClient.parse(responses.get(2), ApiKeys.METADATA, METADATA_V12);
        }
    }

    /**
     * Bob, logged in but not allowed to write, sends Produce with acks=0, which takes no answer: the server
     * closes the connection, as Kafka does, and says so in one log line, without a stack trace, so that a
     * user cannot fill the log.
     */
    @Test
    void aRefusedProduceWithAcksZeroClosesTheConnectionWithOneLogLine() throws Exception {
        try (FaultLog log = new FaultLog(); RawClient client = RawClient.connect(server)) {
            logIn(client, "bob", "bob-secret");
            client.send(produceWithoutAcks(3));
            assertTrue(client.closedByServer());
            List<String> lines = log.everything();
            assertEquals(1, lines.size(), () -> lines.size() + " lines:\n" + String.join("\n", lines));
            assertTrue(lines.get(0).contains("User:bob may not WRITE"), lines.get(0));
        }
        assertServesAGoodClient();
    }

    @Test
    void aRequestBeforeAuthenticationClosesTheConnection() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            client.send(metadata(1));
            assertTrue(client.closedByServer());
        }
        assertServesAGoodClient();
    }

    @Test
    void authenticateBeforeHandshakeClosesTheConnection() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            client.send(authenticate(1, "\0alice\0secret"));
            assertTrue(client.closedByServer());
        }
        assertServesAGoodClient();
    }

    @Test
    void aFrameOverTheTokenCapIsRefusedBeforeItArrives() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            client.send(ByteBuffer.allocate(4).putInt(600 * 1024).array());
            assertTrue(client.closedByServer());
        }
        assertServesAGoodClient();
    }

    @Test
    void aFailedLoginAnswersSaslAuthenticationFailedThenCloses() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            handshake(client, 1, "PLAIN");
            client.send(authenticate(2, "\0alice\0guess"));
            SaslAuthenticateResponseData failed = (SaslAuthenticateResponseData) client
                    .read(ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2).body();
            assertEquals(Errors.SASL_AUTHENTICATION_FAILED.code(), failed.errorCode());
            assertEquals("Authentication failed: invalid username or password", failed.errorMessage());
            assertTrue(client.closedByServer());
        }
        assertServesAGoodClient();
    }

    @Test
    void aHundredFailedLoginsInARowLeaveTheServerServingOthers() throws Exception {
        List<RawClient> attackers = new ArrayList<>();
        try {
            for (int i = 0; i < 100; i++) {
                RawClient attacker = RawClient.connect(server);
                attackers.add(attacker);
                attacker.send(KafkaFrames.request(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1, 1,
                        new SaslHandshakeRequestData().setMechanism("PLAIN")));
                attacker.send(authenticate(2, "\0alice\0guess-" + i));
            }
            assertServesAGoodClient();
            for (RawClient attacker : attackers) {
                attacker.read(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1);
                SaslAuthenticateResponseData failed = (SaslAuthenticateResponseData) attacker
                        .read(ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2).body();
                assertEquals(Errors.SASL_AUTHENTICATION_FAILED.code(), failed.errorCode());
                assertTrue(attacker.closedByServer());
            }
        } finally {
            for (RawClient attacker : attackers) {
                attacker.close();
            }
        }
        assertServesAGoodClient();
    }

    @Test
    void anUnsupportedMechanismAnswersTheMechanismsOfferedThenCloses() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            client.send(KafkaFrames.request(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1, 1,
                    new SaslHandshakeRequestData().setMechanism("GSSAPI")));
            SaslHandshakeResponseData refused = (SaslHandshakeResponseData) client
                    .read(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1).body();
            assertEquals(Errors.UNSUPPORTED_SASL_MECHANISM.code(), refused.errorCode());
            assertEquals(List.of("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"), refused.mechanisms());
            assertTrue(client.closedByServer());
        }
    }

    @Test
    void handshakeV0TakesRawTokens() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            client.send(KafkaFrames.request(ApiKeys.SASL_HANDSHAKE, (short) 0, 1,
                    new SaslHandshakeRequestData().setMechanism("PLAIN")));
            assertEquals(Errors.NONE.code(), ((SaslHandshakeResponseData) client
                    .read(ApiKeys.SASL_HANDSHAKE, (short) 0).body()).errorCode());
            byte[] token = "\0alice\0secret".getBytes(StandardCharsets.UTF_8);
            client.send(ByteBuffer.allocate(4 + token.length).putInt(token.length).put(token).array());
            assertEquals(0, client.readRaw().length, "PLAIN's empty server token, with a size and no header");
            client.send(metadata(2));
            assertEquals(2, client.read(ApiKeys.METADATA, METADATA_V12).correlationId());
        }
    }

    @Test
    void aSecondHandshakeAfterAuthenticationAnswersIllegalSaslState() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            logIn(client);
            client.send(KafkaFrames.request(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1, 3,
                    new SaslHandshakeRequestData().setMechanism("PLAIN")));
            assertEquals(Errors.ILLEGAL_SASL_STATE.code(), ((SaslHandshakeResponseData) client
                    .read(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1).body()).errorCode());
            client.send(metadata(4));
            assertEquals(4, client.read(ApiKeys.METADATA, METADATA_V12).correlationId());
        }
    }

    private void assertServesAGoodClient() throws Exception {
        try (RawClient client = RawClient.connect(server)) {
            logIn(client);
            client.send(metadata(9));
            MetadataResponseData metadata = (MetadataResponseData) client.read(ApiKeys.METADATA, METADATA_V12).body();
            assertEquals(server.address().getPort(), metadata.brokers().iterator().next().port());
        }
    }

    private static void logIn(RawClient client) throws Exception {
        logIn(client, "alice", "secret");
    }

    private static void logIn(RawClient client, String user, String password) throws Exception {
        handshake(client, 1, "PLAIN");
        client.send(authenticate(2, user + "\0" + user + "\0" + password));
        SaslAuthenticateResponseData done = (SaslAuthenticateResponseData) client
                .read(ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2).body();
        assertEquals(Errors.NONE.code(), done.errorCode(), done.errorMessage());
    }

    private static void handshake(RawClient client, int correlationId, String mechanism) throws Exception {
        client.send(KafkaFrames.request(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1, correlationId,
                new SaslHandshakeRequestData().setMechanism(mechanism)));
        SaslHandshakeResponseData answer = (SaslHandshakeResponseData) client.read(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1)
                .body();
        assertEquals(Errors.NONE.code(), answer.errorCode());
    }

    private static byte[] authenticate(int correlationId, String token) {
        return KafkaFrames.request(ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2, correlationId,
                new SaslAuthenticateRequestData().setAuthBytes(token.getBytes(StandardCharsets.UTF_8)));
    }

    private static byte[] apiVersions(int correlationId, short version) {
        return KafkaFrames.request(ApiKeys.API_VERSIONS, version, correlationId, new ApiVersionsRequestData()
                .setClientSoftwareName("test").setClientSoftwareVersion("1"));
    }

    /** A Fetch of the topic from offset 0, where nothing is: it waits {@value #FETCH_WAIT_MS} ms. */
    private static FetchRequestData fetchAtTheEnd() {
        FetchRequestData request = new FetchRequestData().setMaxWaitMs(FETCH_WAIT_MS).setMinBytes(1)
                .setMaxBytes(1 << 20).setSessionId(0).setSessionEpoch(-1);
        request.topics().add(new FetchRequestData.FetchTopic().setTopic(TOPIC).setPartitions(List.of(
                new FetchRequestData.FetchPartition().setPartition(0).setFetchOffset(0).setPartitionMaxBytes(1 << 20))));
        return request;
    }

    private static byte[] produceWithoutAcks(int correlationId) {
        ProduceRequestData request = new ProduceRequestData().setAcks((short) 0).setTimeoutMs(30_000);
        ProduceRequestData.TopicProduceData topic = new ProduceRequestData.TopicProduceData().setName(TOPIC);
        topic.partitionData().add(new ProduceRequestData.PartitionProduceData().setIndex(0)
                .setRecords(MemoryRecords.EMPTY));
        request.topicData().add(topic);
        return KafkaFrames.request(ApiKeys.PRODUCE, PRODUCE_V9, correlationId, request);
    }

    private static byte[] metadata(int correlationId) {
        return KafkaFrames.request(ApiKeys.METADATA, METADATA_V12, correlationId, new MetadataRequestData());
    }
}
