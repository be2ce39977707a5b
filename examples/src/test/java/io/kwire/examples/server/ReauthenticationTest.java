package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.sasl.CredentialStore;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.codec.sasl.PlainCredential;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.codec.sasl.ScramCredential;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataResponse;
import io.kwire.testkit.oracle.KafkaFrames;
import io.kwire.testkit.pipeline.FaultLog;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.MetricName;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.message.FetchRequestData;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.SaslAuthenticateRequestData;
import org.apache.kafka.common.message.SaslAuthenticateResponseData;
import org.apache.kafka.common.message.SaslHandshakeRequestData;
import org.apache.kafka.common.message.SaslHandshakeResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.Errors;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * KIP-368 re-authentication on the example server, with SASL sessions of a few seconds: Kafka's own
 * producer re-authenticates for a minute of producing and loses nothing; a client that does not
 * re-authenticate is closed at its first request after its session ends; a re-authentication keeps
 * the order of the responses around it; one that ends with another principal or mechanism is refused
 * and closed; kwire's own client re-authenticates by itself. The server's logins are counted by the
 * credential store, which each login asks once.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ReauthenticationTest {
    private static final String TOPIC = "renewed";
    private static final short HANDSHAKE_V1 = 1;
    private static final short AUTHENTICATE_V2 = 2;
    private static final short METADATA_V12 = 12;
    private static final short FETCH_V12 = 12;
    /** How long a Fetch at the log's end waits for records that never come: long enough to hold what follows it. */
    private static final int FETCH_WAIT_MS = 500;

    private final CountingStore users = new CountingStore(new InMemoryCredentialStore()
            .addUser("alice", "alice-secret").addUser("bob", "bob-secret").addUser("reader", "reader-secret"));

    /**
     * The case: Kafka's idempotent producer, acks=all, SCRAM-SHA-512, sessions of 3 s, producing for a
     * minute. The server counts more logins than the producer opened connections, by at least the
     * re-authentications the producer counts itself; no connection is closed for an expired session; every
     * record is read back, in order, once. It runs on Java 17 to 24: CI's Java 25 stage, which runs the examples'
     * tests again for Netty's paths there, would spend another minute on the same protocol code.
     */
    @Test
    @DisabledForJreRange(min = JRE.JAVA_25)
    void kafkasProducerReauthenticatesThroughAMinuteOfProducingAndLosesNothing() throws Exception {
        try (FaultLog faults = new FaultLog(); AdminServer server = AdminServer.start(config(Duration.ofSeconds(3)))) {
            createTopic(server);
            List<Future<RecordMetadata>> sent = new ArrayList<>();
            double connections;
            double reauthenticated;
            try (KafkaProducer<byte[], byte[]> producer = producer(server)) {
                long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (System.nanoTime() - end < 0) {
                    sent.add(producer.send(new ProducerRecord<>(TOPIC, 0, null, value(sent.size()))));
                    Thread.sleep(10);
                }
                producer.flush();
                for (int i = 0; i < sent.size(); i++) {
                    assertEquals(i, sent.get(i).get().offset());
                }
                connections = metric(producer.metrics(), "connection-creation-total");
                reauthenticated = metric(producer.metrics(), "successful-reauthentication-total");
                assertEquals(0.0, metric(producer.metrics(), "failed-reauthentication-total"));
            }
            int serverReauthentications = users.logins("alice") - (int) connections;
            assertTrue(reauthenticated >= 10, "the producer re-authenticated " + reauthenticated + " times");
            assertTrue(serverReauthentications >= reauthenticated, "the server saw " + serverReauthentications
                    + " re-authentications, the producer " + reauthenticated);
            assertEquals(List.of(), faults.lines().stream().filter(line -> line.contains("expired")).toList());
            assertEquals(sent.size(), readBack(server, sent.size()));
        }
    }

    /** Logged in with sessions of 1.5 s, the client is answered until then, and closed at its first request after. */
    @Test
    void aClientThatDoesNotReauthenticateIsClosedAtItsFirstRequestAfterItsSession() throws Exception {
        try (FaultLog faults = new FaultLog(); AdminServer server = AdminServer.start(config(Duration.ofMillis(1500)));
                RawClient client = RawClient.connect(server)) {
            assertEquals(1500, logIn(client, 1, "alice").sessionLifetimeMs());
            long loggedIn = System.nanoTime();
            client.send(metadata(3));
            assertEquals(3, client.read(ApiKeys.METADATA, METADATA_V12).correlationId());
            sleepUntil(loggedIn, 1700);
            client.send(metadata(4));
            assertTrue(client.closedByServer());
            List<String> lines = faults.lines();
            assertEquals(1, lines.size(), lines::toString);
            assertTrue(lines.get(0).contains("the SASL session of User:alice expired"), lines.get(0));
        }
    }

    /**
     * A Fetch that waits, then a re-authentication, in one write: the answers come in request order, the
     * Fetch's first. The new session outlives the first one: a request after the first would have expired is
     * answered.
     */
    @Test
    void aReauthenticationInTheMiddleOfTheStreamKeepsTheResponsesInOrderAndRenewsTheSession() throws Exception {
        try (AdminServer server = AdminServer.start(config(Duration.ofSeconds(3)));
                RawClient client = RawClient.connect(server)) {
            createTopic(server);
            logIn(client, 1, "alice");
            long loggedIn = System.nanoTime();
            Thread.sleep(1500);
            byte[] fetch = KafkaFrames.request(ApiKeys.FETCH, FETCH_V12, 11, fetchAtTheEnd());
            byte[] handshake = handshake(12, "PLAIN");
            byte[] authenticate = authenticate(13, "alice");
            client.send(ByteBuffer.allocate(fetch.length + handshake.length + authenticate.length).put(fetch)
                    .put(handshake).put(authenticate).array());
            List<byte[]> responses = List.of(client.readRaw(), client.readRaw(), client.readRaw());
            assertEquals(List.of(11, 12, 13), responses.stream().map(frame -> ByteBuffer.wrap(frame).getInt()).toList(),
                    "correlation ids of the responses, in the order they came");
            assertEquals(Errors.NONE.code(), ((FetchResponseData) RawClient.parse(responses.get(0), ApiKeys.FETCH,
                    FETCH_V12).body()).errorCode());
            assertEquals(Errors.NONE.code(), ((SaslHandshakeResponseData) RawClient.parse(responses.get(1),
                    ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1).body()).errorCode());
            SaslAuthenticateResponseData renewed = (SaslAuthenticateResponseData) RawClient.parse(responses.get(2),
                    ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2).body();
            assertEquals(Errors.NONE.code(), renewed.errorCode(), renewed.errorMessage());
            assertEquals(3000, renewed.sessionLifetimeMs());
            sleepUntil(loggedIn, 3500);
            client.send(metadata(14));
            assertEquals(14, client.read(ApiKeys.METADATA, METADATA_V12).correlationId());
            assertEquals(2, users.logins("alice"));
        }
    }

    /** As Kafka: a re-authentication within a second of the last one's start is not one; its handshake answers 34. */
    @Test
    void aSecondReauthenticationWithinASecondAnswersIllegalSaslStateAndTheConnectionServesOn() throws Exception {
        try (AdminServer server = AdminServer.start(config(Duration.ofSeconds(10)));
                RawClient client = RawClient.connect(server)) {
            logIn(client, 1, "alice");
            logIn(client, 3, "alice");
            client.send(handshake(5, "PLAIN"));
            assertEquals(Errors.ILLEGAL_SASL_STATE.code(), ((SaslHandshakeResponseData) client
                    .read(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1).body()).errorCode());
            client.send(metadata(6));
            assertEquals(6, client.read(ApiKeys.METADATA, METADATA_V12).correlationId());
        }
    }

    /** Alice re-authenticating as bob, whose password is right: refused, as Kafka refuses it, and closed. */
    @Test
    void aReauthenticationAsAnotherPrincipalIsRefusedAndTheConnectionClosed() throws Exception {
        try (FaultLog faults = new FaultLog(); AdminServer server = AdminServer.start(config(Duration.ofSeconds(10)));
                RawClient client = RawClient.connect(server)) {
            logIn(client, 1, "alice");
            client.send(handshake(3, "PLAIN"));
            client.read(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1);
            client.send(authenticate(4, "bob"));
            SaslAuthenticateResponseData refused = (SaslAuthenticateResponseData) client
                    .read(ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2).body();
            assertEquals(Errors.SASL_AUTHENTICATION_FAILED.code(), refused.errorCode());
            assertEquals("cannot change principals during re-authentication, from User:alice to User:bob",
                    refused.errorMessage());
            assertTrue(client.closedByServer());
            assertEquals(1, faults.lines().size(), faults.lines()::toString);
        }
    }

    /** A re-authentication naming another mechanism than the session's is refused at its first token, and closed. */
    @Test
    void aReauthenticationWithAnotherMechanismIsRefusedAndTheConnectionClosed() throws Exception {
        try (AdminServer server = AdminServer.start(config(Duration.ofSeconds(10)));
                RawClient client = RawClient.connect(server)) {
            logIn(client, 1, "alice");
            client.send(handshake(3, "SCRAM-SHA-256"));
            assertEquals(Errors.NONE.code(), ((SaslHandshakeResponseData) client
                    .read(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1).body()).errorCode());
            byte[] clientFirst = "n,,n=alice,r=abc".getBytes(StandardCharsets.UTF_8);
            client.send(KafkaFrames.request(ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2, 4,
                    new SaslAuthenticateRequestData().setAuthBytes(clientFirst)));
            SaslAuthenticateResponseData refused = (SaslAuthenticateResponseData) client
                    .read(ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2).body();
            assertEquals(Errors.SASL_AUTHENTICATION_FAILED.code(), refused.errorCode());
            assertEquals("SASL mechanism SCRAM-SHA-256 requested for re-authentication, but the session was"
                    + " authenticated with PLAIN", refused.errorMessage());
            assertTrue(client.closedByServer());
        }
    }

    /**
     * kwire's client, SCRAM-SHA-512, sessions of 2 s, sending bursts of pipelined Metadata requests for 5 s:
     * each is answered, and the server counts at least two logins more than the first.
     */
    @Test
    void kwiresClientReauthenticatesByItself() throws Exception {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        try (FaultLog faults = new FaultLog(); AdminServer server = AdminServer.start(config(Duration.ofSeconds(2)))) {
            KafkaClientChannel client = connect(group, server);
            try {
                long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
                int answered = 0;
                while (System.nanoTime() - end < 0) {
                    List<CompletableFuture<MetadataResponse>> burst = new ArrayList<>();
                    for (int i = 0; i < 5; i++) {
                        burst.add(client.send(KwireApis.METADATA, METADATA_V12, new MetadataRequest()));
                    }
                    for (CompletableFuture<MetadataResponse> response : burst) {
                        assertEquals(3, response.get(10, TimeUnit.SECONDS).brokers.size());
                        answered++;
                    }
                    Thread.sleep(50);
                }
                assertTrue(answered > 100, answered + " answered");
                assertTrue(users.logins("alice") >= 3, users.logins("alice") + " logins");
                assertEquals(List.of(), faults.lines());
            } finally {
                client.close();
            }
        } finally {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
        }
    }

    private AdminServerConfig config(Duration sessionLifetime) {
        return AdminServerConfig.defaults().withSasl(users).withSaslSessionLifetime(sessionLifetime);
    }

    private static void createTopic(AdminServer server) throws Exception {
        try (Admin admin = Admin.create(AdminClients.sasl(server, "SASL_PLAINTEXT", "PLAIN", "bob", "bob-secret",
                null))) {
            admin.createTopics(List.of(new NewTopic(TOPIC, 1, (short) 1))).all().get();
        }
    }

    private static KafkaProducer<byte[], byte[]> producer(AdminServer server) throws Exception {
        Properties properties = AdminClients.sasl(server, "SASL_PLAINTEXT", "SCRAM-SHA-512", "alice", "alice-secret",
                null);
        properties.put(ProducerConfig.ACKS_CONFIG, "all");
        properties.put(ProducerConfig.LINGER_MS_CONFIG, 5);
        properties.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 10_000);
        properties.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 30_000);
        return new KafkaProducer<>(properties, new ByteArraySerializer(), new ByteArraySerializer());
    }

    /** Reads the partition from offset 0 with Kafka's consumer as reader, checking each value; returns the count. */
    private static int readBack(AdminServer server, int expected) throws Exception {
        Properties properties = AdminClients.sasl(server, "SASL_PLAINTEXT", "PLAIN", "reader", "reader-secret", null);
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        properties.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "none");
        int read = 0;
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(properties, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            TopicPartition partition = new TopicPartition(TOPIC, 0);
            consumer.assign(List.of(partition));
            consumer.seek(partition, 0);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (read < expected && System.nanoTime() - deadline < 0) {
                for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofSeconds(1))) {
                    assertEquals(read, record.offset());
                    assertEquals(read, ByteBuffer.wrap(record.value()).getInt());
                    read++;
                }
            }
            assertTrue(consumer.poll(Duration.ofMillis(200)).isEmpty(), "records beyond those produced");
        }
        return read;
    }

    /** Sleeps until {@code ms} milliseconds after {@code start}, a {@link System#nanoTime()}. */
    private static void sleepUntil(long start, long ms) throws InterruptedException {
        Thread.sleep(Math.max(0, ms - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)));
    }

    private static byte[] value(int index) {
        return ByteBuffer.allocate(4).putInt(index).array();
    }

    private static double metric(Map<MetricName, ? extends Metric> metrics, String name) {
        return metrics.entrySet().stream().filter(entry -> entry.getKey().name().equals(name)
                && entry.getKey().group().equals("producer-metrics")).mapToDouble(entry -> (Double) entry.getValue()
                        .metricValue()).sum();
    }

    /** Logs {@code user} in with PLAIN, correlation ids from {@code correlationId}, and returns the final answer. */
    private static SaslAuthenticateResponseData logIn(RawClient client, int correlationId, String user)
            throws Exception {
        client.send(handshake(correlationId, "PLAIN"));
        assertEquals(Errors.NONE.code(), ((SaslHandshakeResponseData) client.read(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1)
                .body()).errorCode());
        client.send(authenticate(correlationId + 1, user));
        SaslAuthenticateResponseData done = (SaslAuthenticateResponseData) client
                .read(ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2).body();
        assertEquals(Errors.NONE.code(), done.errorCode(), done.errorMessage());
        return done;
    }

    private static byte[] handshake(int correlationId, String mechanism) {
        return KafkaFrames.request(ApiKeys.SASL_HANDSHAKE, HANDSHAKE_V1, correlationId,
                new SaslHandshakeRequestData().setMechanism(mechanism));
    }

    /** A PLAIN SaslAuthenticate of {@code user}, with the right password. */
    private static byte[] authenticate(int correlationId, String user) {
        String token = user + "\0" + user + "\0" + user + "-secret";
        return KafkaFrames.request(ApiKeys.SASL_AUTHENTICATE, AUTHENTICATE_V2, correlationId,
                new SaslAuthenticateRequestData().setAuthBytes(token.getBytes(StandardCharsets.UTF_8)));
    }

    private static byte[] metadata(int correlationId) {
        return KafkaFrames.request(ApiKeys.METADATA, METADATA_V12, correlationId, new MetadataRequestData());
    }

    /** A Fetch of the topic from offset 0, where nothing is: it waits {@value #FETCH_WAIT_MS} ms. */
    private static FetchRequestData fetchAtTheEnd() {
        FetchRequestData request = new FetchRequestData().setMaxWaitMs(FETCH_WAIT_MS).setMinBytes(1)
                .setMaxBytes(1 << 20).setSessionId(0).setSessionEpoch(-1);
        FetchRequestData.FetchPartition partition = new FetchRequestData.FetchPartition().setPartition(0)
                .setFetchOffset(0).setPartitionMaxBytes(1 << 20);
        request.topics().add(new FetchRequestData.FetchTopic().setTopic(TOPIC).setPartitions(List.of(partition)));
        return request;
    }

    private KafkaClientChannel connect(EventLoopGroup group, AdminServer server) throws InterruptedException {
        return new KafkaClientChannel(new Bootstrap().group(group).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        KafkaClientChannel.initialize(ch.pipeline(), "reauthentication-test");
                        KafkaClientChannel.authenticate(ch.pipeline(), SaslMechanism.SCRAM_SHA_512, "alice",
                                "alice-secret");
                    }
                })
                .connect(server.address()).sync().channel());
    }

    /** The users of a store, and how many logins asked it for each one's credentials. */
    private static final class CountingStore implements CredentialStore {
        private final CredentialStore users;
        private final Map<String, AtomicInteger> logins = new ConcurrentHashMap<>();

        CountingStore(CredentialStore users) {
            this.users = users;
        }

        int logins(String user) {
            AtomicInteger count = logins.get(user);
            return count == null ? 0 : count.get();
        }

        @Override
        public ScramCredential credential(String user, SaslMechanism mechanism) {
            logins.computeIfAbsent(user, name -> new AtomicInteger()).incrementAndGet();
            return users.credential(user, mechanism);
        }

        @Override
        public PlainCredential plainCredential(String user) {
            logins.computeIfAbsent(user, name -> new AtomicInteger()).incrementAndGet();
            return users.plainCredential(user);
        }

        @Override
        public int scramIterations() {
            return users.scramIterations();
        }
    }
}
