package io.kwire.functional.tls;

import static io.kwire.functional.tls.TlsTestMessages.TOPIC_AUTHORIZATION_FAILED;
import static io.kwire.functional.tls.TlsAssertions.awaitLine;
import static io.kwire.functional.tls.TlsAssertions.cause;
import static io.kwire.functional.tls.TlsAssertions.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.ConnectionClosedException;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaClientCodec;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.RequestAuthorizer;
import io.kwire.codec.netty.ServerTls;
import io.kwire.functional.tls.TlsTestServer.Served;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ProduceRequest;
import io.kwire.kafka.ProduceResponse;
import io.kwire.testkit.pipeline.FaultLog;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.ssl.SslHandler;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;
import org.apache.kafka.common.security.auth.SslAuthenticationContext;
import org.apache.kafka.common.security.authenticator.DefaultKafkaPrincipalBuilder;
import org.apache.kafka.common.security.ssl.SslPrincipalMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ServerTls} and {@link ClientTls} over real sockets on 127.0.0.1: a kwire server pipeline
 * ({@link TlsTestServer}) and {@link KafkaClientChannel}, with a CA and certificates made for the run
 * ({@link TestPki}). The principal is checked against Kafka's own {@code DefaultKafkaPrincipalBuilder}
 * on the server's TLS session; every abuse case checks that the server still serves a good client after.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class TlsPipelinesTest {
    private static final short CREATE_TOPICS_VERSION = 7;
    private static final short PRODUCE_VERSION = 9;
    private static final String ALICE = "CN=alice,O=kwire";

    @TempDir
    static Path directory;

    private static EventLoopGroup group;
    private static TestPki pki;
    private static KeyFiles server;
    private static ClientTls trustingClient;

    @BeforeAll
    static void start() throws Exception {
        group = new MultiThreadIoEventLoopGroup(2, NioIoHandler.newFactory());
        pki = TestPki.create(directory.resolve("pki"));
        server = pki.server();
        trustingClient = ClientTls.trusting(pki.caCertificate()).build();
    }

    @AfterAll
    static void stop() {
        group.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }

    @Test
    void aRequestRoundTripsOverTlsFromPemKeys() throws Exception {
        try (TlsTestServer tls = TlsTestServer.start(group, ServerTls.pem(server.certificateChain(),
                server.privateKey()).build(), null)) {
            KafkaClientChannel client = connect(trustingClient, "127.0.0.1", tls.port());
            CreateTopicsResponse created = createTopics(client, "orders", "payments").get(10, TimeUnit.SECONDS);
            assertEquals(List.of("orders", "payments"), created.topics.stream().map(topic -> topic.name).toList());
            assertEquals(List.of((short) 0, (short) 0), created.topics.stream().map(topic -> topic.errorCode).toList());
            assertEquals("TLSv1.3", client.channel().pipeline().get(SslHandler.class).engine().getSession()
                    .getProtocol());
            Served served = tls.served().get(0);
            assertEquals(KafkaPrincipal.ANONYMOUS, served.principal());
            assertEquals(kafkasPrincipal(served).toString(), served.principal().toString());
            client.close();
        }
    }

    @Test
    void aRequestRoundTripsOverTlsFromAPkcs12KeyStore() throws Exception {
        char[] password = "store-secret".toCharArray();
        Path store = pki.issuePkcs12("server-store", password, TestPki.SERVER_SUBJECT, "127.0.0.1");
        try (TlsTestServer tls = TlsTestServer.start(group, ServerTls.pkcs12(store, password).build(), null)) {
            KafkaClientChannel client = connect(trustingClient, "127.0.0.1", tls.port());
            assertEquals("orders", createTopics(client, "orders").get(10, TimeUnit.SECONDS).topics.get(0).name);
            client.close();
        }
    }

    @Test
    void withMutualTlsTheRequestCarriesTheCertificateSubjectAsKafkaBuildsIt() throws Exception {
        KeyFiles alice = pki.issue("alice", ALICE);
        ClientTls aliceTls = ClientTls.trusting(pki.caCertificate())
                .clientCertificate(alice.certificateChain(), alice.privateKey()).build();
        try (TlsTestServer tls = TlsTestServer.start(group, mutualTls().build(), null)) {
            KafkaClientChannel client = connect(aliceTls, "127.0.0.1", tls.port());
            // Sent at once, before the handshake is done: the principal is there for the very first request.
            CompletableFuture<CreateTopicsResponse> first = createTopics(client, "first");
            CompletableFuture<CreateTopicsResponse> second = createTopics(client, "second");
            assertEquals("first", first.get(10, TimeUnit.SECONDS).topics.get(0).name);
            assertEquals("second", second.get(10, TimeUnit.SECONDS).topics.get(0).name);
            for (Served served : tls.served()) {
                assertEquals(new KafkaPrincipal("User", ALICE), served.principal());
                org.apache.kafka.common.security.auth.KafkaPrincipal kafka = kafkasPrincipal(served);
                assertEquals(kafka.getPrincipalType(), served.principal().type());
                assertEquals(kafka.getName(), served.principal().name());
            }
            assertEquals("User:" + ALICE, tls.served().get(0).principal().toString());
            client.close();
        }
    }

    @Test
    void withMutualTlsAClientWithoutACertificateIsRefused() throws Exception {
        try (TlsTestServer tls = TlsTestServer.start(group, mutualTls().build(), null); FaultLog log = new FaultLog()) {
            KafkaClientChannel client = connect(trustingClient, "127.0.0.1", tls.port());
            Throwable failure = failure(createTopics(client, "refused"));
            assertInstanceOf(ConnectionClosedException.class, failure);
            cause(failure, SSLException.class);
            client.channel().closeFuture().sync();
            assertEquals(List.of(), tls.served());
            awaitLine(log, "TLS handshake failed");
            KeyFiles alice = pki.issue("alice", ALICE);
            assertServes(tls, ClientTls.trusting(pki.caCertificate())
                    .clientCertificate(alice.certificateChain(), alice.privateKey()).build());
        }
    }

    @Test
    void withMutualTlsAClientCertificateOfAnotherCaIsRefused() throws Exception {
        KeyFiles mallory = TestPki.create(directory.resolve("other-ca-client")).issue("mallory", "CN=mallory");
        ClientTls malloryTls = ClientTls.trusting(pki.caCertificate())
                .clientCertificate(mallory.certificateChain(), mallory.privateKey()).build();
        try (TlsTestServer tls = TlsTestServer.start(group, mutualTls().build(), null); FaultLog log = new FaultLog()) {
            KafkaClientChannel client = connect(malloryTls, "127.0.0.1", tls.port());
            cause(failure(createTopics(client, "refused")), SSLException.class);
            assertEquals(List.of(), tls.served());
            awaitLine(log, "TLS handshake failed");
        }
    }

    @Test
    void aServerCertificateOfAnUntrustedCaFailsTheClient() throws Exception {
        try (TlsTestServer tls = startWithUntrustedCertificate("untrusted")) {
            KafkaClientChannel client = connect(trustingClient, "127.0.0.1", tls.port());
            CompletableFuture<CreateTopicsResponse> first = createTopics(client, "a");
            CompletableFuture<CreateTopicsResponse> second = createTopics(client, "b");
            for (CompletableFuture<CreateTopicsResponse> pending : List.of(first, second)) {
                Throwable failure = failure(pending);
                assertInstanceOf(ConnectionClosedException.class, failure);
                SSLHandshakeException handshake = cause(failure, SSLHandshakeException.class);
                assertTrue(String.valueOf(handshake.getMessage()).contains("PKIX"), handshake.getMessage());
            }
            assertEquals(List.of(), tls.served());
        }
    }

    /**
     * Netty empties a pipeline once its channel is deregistered: a client made after a handshake
     * that failed at once (a race, before) must still fail its requests with the handshake's failure.
     */
    @Test
    void aClientMadeAfterTheFailedHandshakeClosedItsChannelFailsItsRequests() throws Exception {
        try (TlsTestServer tls = startWithUntrustedCertificate("untrusted-late")) {
            Channel channel = open(trustingClient, "127.0.0.1", tls.port());
            assertTrue(channel.closeFuture().await(10, TimeUnit.SECONDS), "the failed handshake closes the channel");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (channel.pipeline().get(KafkaClientCodec.class) != null && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
            assertEquals(null, channel.pipeline().get(KafkaClientCodec.class), "Netty emptied the pipeline");
            Throwable failure = failure(createTopics(new KafkaClientChannel(channel), "late"));
            assertInstanceOf(ConnectionClosedException.class, failure);
            cause(failure, SSLHandshakeException.class);
            assertEquals(List.of(), tls.served());
        }
    }

    @Test
    void aServerCertificateForAnotherHostFailsTheClientUnlessVerificationIsOff() throws Exception {
        KeyFiles elsewhere = pki.issue("elsewhere", "CN=elsewhere.invalid", "elsewhere.invalid");
        try (TlsTestServer tls = TlsTestServer.start(group, ServerTls.pem(elsewhere.certificateChain(),
                elsewhere.privateKey()).build(), null)) {
            KafkaClientChannel client = connect(trustingClient, "127.0.0.1", tls.port());
            SSLHandshakeException handshake = cause(failure(createTopics(client, "a")), SSLHandshakeException.class);
            assertTrue(String.valueOf(handshake.getMessage()).contains("127.0.0.1"), handshake.getMessage());
            assertEquals(List.of(), tls.served());
            assertServes(tls, ClientTls.trusting(pki.caCertificate()).withoutHostNameVerification().build());
        }
    }

    /** The host the client names, not the address it reaches, is what the certificate must name. */
    @Test
    void hostNameVerificationChecksThePeerHostGiven() throws Exception {
        KeyFiles localhostOnly = pki.issue("localhost-only", "CN=localhost", "localhost");
        try (TlsTestServer tls = TlsTestServer.start(group, ServerTls.pem(localhostOnly.certificateChain(),
                localhostOnly.privateKey()).build(), null)) {
            KafkaClientChannel byAddress = connect(trustingClient, "127.0.0.1", tls.port());
            cause(failure(createTopics(byAddress, "a")), SSLHandshakeException.class);
            KafkaClientChannel byName = connect(trustingClient, "localhost", tls.port());
            assertEquals("b", createTopics(byName, "b").get(10, TimeUnit.SECONDS).topics.get(0).name);
            byName.close();
        }
    }

    @Test
    void plaintextSentToTheTlsPortClosesThatConnectionOnly() throws Exception {
        try (TlsTestServer tls = TlsTestServer.start(group, ServerTls.pem(server.certificateChain(),
                server.privateKey()).build(), null); FaultLog log = new FaultLog()) {
            KafkaClientChannel good = connect(trustingClient, "127.0.0.1", tls.port());
            KafkaClientChannel plaintext = connect(null, "127.0.0.1", tls.port());
            assertInstanceOf(ConnectionClosedException.class, failure(createTopics(plaintext, "plain")));
            plaintext.channel().closeFuture().sync();
            awaitLine(log, "NotSslRecordException: not a TLS record (plaintext sent to the TLS port?)");
            assertTrue(log.lines().stream().noneMatch(line -> line.contains("746c732d74657374")),
                    "the fault line dumps none of the plaintext (the client id, in hex): " + log.lines());
            assertEquals("kept", createTopics(good, "kept").get(10, TimeUnit.SECONDS).topics.get(0).name);
            assertEquals(1, tls.served().size());
            good.close();
        }
    }

    @Test
    void aHandshakeThatStallsIsDroppedAfterTheTimeout() throws Exception {
        Duration timeout = Duration.ofMillis(300);
        try (TlsTestServer tls = TlsTestServer.start(group, ServerTls.pem(server.certificateChain(),
                server.privateKey()).handshakeTimeout(timeout).build(), null);
                FaultLog log = new FaultLog();
                Socket stalled = new Socket(InetAddress.getLoopbackAddress(), tls.port())) {
            long start = System.nanoTime();
            // The first three bytes of a TLS handshake record, and then nothing.
            stalled.getOutputStream().write(new byte[] {0x16, 0x03, 0x01});
            stalled.getOutputStream().flush();
            stalled.setSoTimeout(10_000);
            assertServes(tls, trustingClient);
            InputStream in = stalled.getInputStream();
            assertEquals(-1, in.read(), "the server closes the stalled connection without a byte");
            long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertTrue(elapsedMs >= timeout.toMillis() - 50, "closed after " + elapsedMs + " ms");
            assertTrue(elapsedMs < 5_000, "closed after " + elapsedMs + " ms");
            awaitLine(log, "SslHandshakeTimeoutException");
        }
    }

    @Test
    void theAuthorizerRefusesAndAllowsByPrincipal() throws Exception {
        KeyFiles alice = pki.issue("alice", ALICE);
        KeyFiles bob = pki.issue("bob", "CN=bob,O=kwire");
        KafkaPrincipal admin = KafkaPrincipal.user(ALICE);
        RequestAuthorizer onlyAlice = request -> request.principal().equals(admin) ? null : refusal(request);
        try (TlsTestServer tls = TlsTestServer.start(group, mutualTls().build(), onlyAlice)) {
            KafkaClientChannel bobClient = connect(clientTls(bob), "127.0.0.1", tls.port());
            CreateTopicsResponse refused = createTopics(bobClient, "x", "y").get(10, TimeUnit.SECONDS);
            assertEquals(List.of("x", "y"), refused.topics.stream().map(topic -> topic.name).toList());
            assertEquals(List.of(TOPIC_AUTHORIZATION_FAILED, TOPIC_AUTHORIZATION_FAILED),
                    refused.topics.stream().map(topic -> topic.errorCode).toList());
            ProduceRequest produce = TlsTestMessages.produce("x", "a record Bob may not write");
            try {
                ProduceResponse notProduced = bobClient.send(KwireApis.PRODUCE, PRODUCE_VERSION, produce)
                        .get(10, TimeUnit.SECONDS);
                assertEquals(TOPIC_AUTHORIZATION_FAILED,
                        notProduced.responses.get(0).partitionResponses.get(0).errorCode);
            } finally {
                TlsTestMessages.release(produce);
            }
            assertEquals(List.of(), tls.served(), "the handler saw none of Bob's requests");

            KafkaClientChannel aliceClient = connect(clientTls(alice), "127.0.0.1", tls.port());
            assertEquals((short) 0, createTopics(aliceClient, "x").get(10, TimeUnit.SECONDS).topics.get(0).errorCode);
            assertEquals(1, tls.served().size());
            assertEquals(admin, tls.served().get(0).principal());
            bobClient.close();
            aliceClient.close();
        }
    }

    /** The refusal Kafka sends: TOPIC_AUTHORIZATION_FAILED for each topic or partition asked for. */
    private static io.kwire.codec.netty.KafkaResponse<?> refusal(KafkaRequest<?, ?> request) {
        if (request.apiKey() == KwireApis.CREATE_TOPICS.apiKey()) {
            KafkaRequest<CreateTopicsRequest, CreateTopicsResponse> create = request.as(KwireApis.CREATE_TOPICS);
            return create.respond(TlsTestMessages.createTopicsError(create.body(), TOPIC_AUTHORIZATION_FAILED));
        }
        KafkaRequest<ProduceRequest, ProduceResponse> produce = request.as(KwireApis.PRODUCE);
        return produce.respond(TlsTestMessages.produced(produce.body(), TOPIC_AUTHORIZATION_FAILED));
    }

    private static ServerTls.Builder mutualTls() {
        return ServerTls.pem(server.certificateChain(), server.privateKey())
                .requireClientCertificates(pki.caCertificate());
    }

    private static ClientTls clientTls(KeyFiles certificate) {
        return ClientTls.trusting(pki.caCertificate())
                .clientCertificate(certificate.certificateChain(), certificate.privateKey()).build();
    }

    /** Kafka's own principal of the connection {@code served} came on, built from its TLS session. */
    private static org.apache.kafka.common.security.auth.KafkaPrincipal kafkasPrincipal(Served served) {
        return new DefaultKafkaPrincipalBuilder(null, SslPrincipalMapper.fromRules("DEFAULT"))
                .build(new SslAuthenticationContext(served.session(), InetAddress.getLoopbackAddress(), "SSL"));
    }

    private static void assertServes(TlsTestServer tls, ClientTls clientTls) throws Exception {
        int before = tls.served().size();
        KafkaClientChannel client = connect(clientTls, "127.0.0.1", tls.port());
        assertEquals("served", createTopics(client, "served").get(10, TimeUnit.SECONDS).topics.get(0).name);
        assertEquals(before + 1, tls.served().size());
        client.close();
    }

    private static CompletableFuture<CreateTopicsResponse> createTopics(KafkaClientChannel client, String... names) {
        return client.send(KwireApis.CREATE_TOPICS, CREATE_TOPICS_VERSION, TlsTestMessages.createTopics(names));
    }

    /** A server whose certificate a CA of its own, made in {@code name}, issued: no client here trusts it. */
    private static TlsTestServer startWithUntrustedCertificate(String name) throws Exception {
        KeyFiles untrusted = TestPki.create(directory.resolve(name)).server();
        return TlsTestServer.start(group, ServerTls.pem(untrusted.certificateChain(), untrusted.privateKey()).build(),
                null);
    }

    /** A client connected to 127.0.0.1:{@code port}, with TLS to {@code host} unless {@code tls} is null. */
    private static KafkaClientChannel connect(ClientTls tls, String host, int port) throws InterruptedException {
        return new KafkaClientChannel(open(tls, host, port));
    }

    /** A channel connected to 127.0.0.1:{@code port}, its pipeline set up as {@link #connect} sets it up. */
    private static Channel open(ClientTls tls, String host, int port) throws InterruptedException {
        Bootstrap bootstrap = new Bootstrap().group(group).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        if (tls == null) {
                            KafkaClientChannel.initialize(ch.pipeline(), "tls-test");
                        } else {
                            KafkaClientChannel.initialize(ch.pipeline(), "tls-test", tls, host, port);
                        }
                    }
                });
        return bootstrap.connect("127.0.0.1", port).sync().channel();
    }
}
