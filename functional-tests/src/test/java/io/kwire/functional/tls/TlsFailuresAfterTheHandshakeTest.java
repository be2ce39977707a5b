package io.kwire.functional.tls;

import static io.kwire.functional.tls.TlsAssertions.awaitLine;
import static io.kwire.functional.tls.TlsAssertions.cause;
import static io.kwire.functional.tls.TlsAssertions.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.ConnectionClosedException;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.ServerTls;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.testkit.pipeline.FaultLog;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.buffer.ByteBuf;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * TLS that fails once a connection is up: a request sent after the handshake failed fails with the
 * handshake's exception, and a TLS record that does not decrypt after a good handshake closes that
 * connection on either side, failing the client's pending requests with the TLS error, while the
 * server serves its other clients.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class TlsFailuresAfterTheHandshakeTest {
    private static final short CREATE_TOPICS_VERSION = 7;
    /** A TLS application-data record header (type 23, TLS 1.2 on the wire, 32 bytes) and bytes that are no ciphertext. */
    private static final byte[] FORGED_RECORD = forgedRecord();

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
    void aRequestSentAfterTheHandshakeFailedFailsWithTheHandshakesException() throws Exception {
        KeyFiles untrusted = TestPki.create(directory.resolve("untrusted")).server();
        try (TlsTestServer tls = TlsTestServer.start(group, ServerTls.pem(untrusted.certificateChain(),
                untrusted.privateKey()).build(), null)) {
            KafkaClientChannel client = connect(tls.port());
            cause(failure(createTopics(client, "first")), SSLHandshakeException.class);
            client.channel().closeFuture().sync();
            Throwable late = failure(createTopics(client, "late"));
            assertInstanceOf(ConnectionClosedException.class, late);
            assertTrue(late.getMessage().contains("the connection failed with"), late.getMessage());
            SSLHandshakeException handshake = assertInstanceOf(SSLHandshakeException.class, late.getCause());
            assertTrue(String.valueOf(handshake.getMessage()).contains("PKIX"), handshake.getMessage());
        }
    }

    @Test
    void aForgedRecordAfterTheHandshakeClosesThatConnectionAndTheServerServesOthers() throws Exception {
        try (TlsTestServer tls = TlsTestServer.start(group, ServerTls.pem(server.certificateChain(),
                server.privateKey()).build(), null); FaultLog log = new FaultLog();
                Socket plain = new Socket(InetAddress.getLoopbackAddress(), tls.port());
                SSLSocket secured = (SSLSocket) jdkClientContext().getSocketFactory().createSocket(plain, "localhost",
                        tls.port(), false)) {
            secured.startHandshake();
            plain.getOutputStream().write(FORGED_RECORD);
            plain.getOutputStream().flush();
            plain.setSoTimeout(10_000);
            assertClosedByPeer(plain.getInputStream());
            awaitLine(log, "SSLException");
            KafkaClientChannel other = connect(tls.port());
            assertEquals("served", createTopics(other, "served").get(10, TimeUnit.SECONDS).topics.get(0).name);
            assertEquals(1, tls.served().size());
            other.close();
        }
    }

    @Test
    void aForgedRecordFromTheServerFailsTheClientsPendingRequestsWithTheTlsError() throws Exception {
        Channel forger = forgingServer(ServerTls.pem(server.certificateChain(), server.privateKey()).build());
        try {
            KafkaClientChannel client = connect(((InetSocketAddress) forger.localAddress()).getPort());
            CompletableFuture<CreateTopicsResponse> first = createTopics(client, "a");
            CompletableFuture<CreateTopicsResponse> second = createTopics(client, "b");
            for (CompletableFuture<CreateTopicsResponse> pending : List.of(first, second)) {
                Throwable failure = failure(pending);
                assertInstanceOf(ConnectionClosedException.class, failure);
                assertInstanceOf(SSLException.class, failure.getCause(), String.valueOf(failure.getCause()));
            }
        } finally {
            forger.close().sync();
        }
    }

    /**
     * A TLS server that answers the first request frame with a forged TLS record, written beneath its
     * {@code SslHandler} straight to the socket.
     */
    private static Channel forgingServer(ServerTls tls) throws InterruptedException {
        return new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ch.pipeline().addLast(new KafkaFrameDecoder(), new SimpleChannelInboundHandler<ByteBuf>() {
                            @Override
                            protected void channelRead0(ChannelHandlerContext ctx, ByteBuf frame) {
                                // The first context is the SslHandler's: a write from it goes to the socket as is.
                                ctx.pipeline().firstContext().writeAndFlush(Unpooled.wrappedBuffer(FORGED_RECORD));
                            }
                        });
                        tls.install(ch.pipeline());
                    }
                }).bind(InetAddress.getLoopbackAddress(), 0).sync().channel();
    }

    private static void assertClosedByPeer(InputStream in) throws Exception {
        byte[] buffer = new byte[256];
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            // The server may send a TLS alert before it closes; then nothing more.
            if (in.read(buffer) < 0) {
                return;
            }
        }
        fail("the server kept the connection open after a forged record");
    }

    /** The JDK's own TLS client, trusting the run's CA. */
    private static SSLContext jdkClientContext() throws Exception {
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        trusted.load(null, null);
        try (InputStream in = Files.newInputStream(pki.caCertificate())) {
            trusted.setCertificateEntry("ca", CertificateFactory.getInstance("X.509").generateCertificate(in));
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trust.getTrustManagers(), null);
        return context;
    }

    private static byte[] forgedRecord() {
        byte[] record = new byte[5 + 32];
        record[0] = 23;
        record[1] = 3;
        record[2] = 3;
        record[4] = 32;
        for (int i = 5; i < record.length; i++) {
            record[i] = (byte) (i * 37);
        }
        return record;
    }

    private static CompletableFuture<CreateTopicsResponse> createTopics(KafkaClientChannel client, String... names) {
        return client.send(KwireApis.CREATE_TOPICS, CREATE_TOPICS_VERSION, TlsTestMessages.createTopics(names));
    }

    private static KafkaClientChannel connect(int port) throws InterruptedException {
        Bootstrap bootstrap = new Bootstrap().group(group).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        KafkaClientChannel.initialize(ch.pipeline(), "tls-test", trustingClient, "127.0.0.1", port);
                    }
                });
        return new KafkaClientChannel(bootstrap.connect("127.0.0.1", port).sync().channel());
    }
}
