package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.Uuids;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.ServerTls;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataResponse;
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
import io.netty.util.ResourceLeakDetector;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Load over loopback, over plaintext and then over TLS in the same run: {@value #CLIENTS} kwire clients, each on its
 * own connection and all on one event loop group of two threads, each send {@value #REQUESTS_PER_CLIENT} requests to
 * the example server without waiting for any response. Every response must arrive, paired with its own request: each
 * request names a topic no other request names, and each response must name it back and say what that request's
 * place in its client's sequence implies. Over TLS (certificates made for the run, the server's host name verified)
 * the clock starts once every client's handshake is done; with Netty's leak detector on, as in CI, where it tracks
 * every TLS record's buffers too and the TLS run would take twice the plaintext one, each TLS client sends
 * {@value #TRACKED_TLS_REQUESTS_PER_CLIENT} requests instead. Prints one summary line per transport with the wall
 * time and the rate.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class PipelinedLoadTest {
    private static final int CLIENTS = 50;
    private static final int REQUESTS_PER_CLIENT = 1000;
    /** Over TLS with leak detection on: 20,000 requests in all, some 15 s under PARANOID on a 2-core machine. */
    private static final int TRACKED_TLS_REQUESTS_PER_CLIENT = 400;
    /** Each cycle is four requests about one topic: create it, describe it, delete it, describe it again. */
    private static final int REQUESTS_PER_CYCLE = 4;
    private static final int EVENT_LOOP_THREADS = 2;
    private static final long TIMEOUT_SECONDS = 120;
    private static final short NONE = ErrorCode.NONE.code();

    @TempDir
    static Path directory;

    private static TestPki pki;
    private static KeyFiles serverKeys;

    /** How the clients reach the server. */
    enum Transport {
        PLAINTEXT,
        TLS;

        /** The requests each client sends: fewer over TLS while the leak detector tracks every buffer. */
        int requestsPerClient() {
            return this == TLS && ResourceLeakDetector.isEnabled() ? TRACKED_TLS_REQUESTS_PER_CLIENT
                    : REQUESTS_PER_CLIENT;
        }
    }

    @BeforeAll
    static void makeCertificates() throws Exception {
        pki = TestPki.create(directory.resolve("pki"));
        serverKeys = pki.server();
    }

    @ParameterizedTest
    @EnumSource(Transport.class)
    void everyPipelinedRequestGetsItsOwnResponse(Transport transport) throws Exception {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(EVENT_LOOP_THREADS, NioIoHandler.newFactory());
        try (AdminServer server = AdminServer.start(config(transport))) {
            List<KafkaClientChannel> clients = connect(group, server, transport);

            int requestsPerClient = transport.requestsPerClient();
            int cyclesPerClient = requestsPerClient / REQUESTS_PER_CYCLE;
            long start = System.nanoTime();
            List<Cycle> cycles = new ArrayList<>(CLIENTS * cyclesPerClient);
            for (int cycle = 0; cycle < cyclesPerClient; cycle++) {
                for (int client = 0; client < CLIENTS; client++) {
                    cycles.add(Cycle.send(clients.get(client), "load-" + client + "-" + cycle, 1 + cycle % 3));
                }
            }
            CompletableFuture.allOf(cycles.stream().flatMap(Cycle::responses).toArray(CompletableFuture[]::new))
                    .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            long elapsedNanos = System.nanoTime() - start;

            for (Cycle cycle : cycles) {
                cycle.check();
            }
            int requests = cycles.size() * REQUESTS_PER_CYCLE;
            assertEquals(CLIENTS * requestsPerClient, requests);
            clients.forEach(client -> assertTrue(client.channel().isActive(), client.channel() + " was closed"));
            assertTrue(server.topics().topics().isEmpty(), "every topic created was deleted");
            double seconds = elapsedNanos / 1e9;
            System.out.printf(Locale.ROOT, "PipelinedLoadTest: %s: %d clients x %d pipelined requests = %d requests"
                    + " over loopback in %.3f s: %.0f requests/s (Netty leak detection %s)%n", transport, CLIENTS,
                    requestsPerClient, requests, seconds, requests / seconds, ResourceLeakDetector.getLevel());
            clients.forEach(KafkaClientChannel::close);
        } finally {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        }
    }

    private static AdminServerConfig config(Transport transport) {
        AdminServerConfig plaintext = AdminServerConfig.defaults();
        return transport == Transport.TLS
                ? plaintext.withTls(ServerTls.pem(serverKeys.certificateChain(), serverKeys.privateKey()).build())
                : plaintext;
    }

    /** The clients, connected; over TLS, each with its handshake done. */
    private static List<KafkaClientChannel> connect(EventLoopGroup group, AdminServer server, Transport transport)
            throws InterruptedException {
        String host = server.address().getHostString();
        int port = server.address().getPort();
        ClientTls tls = transport == Transport.TLS ? ClientTls.trusting(pki.caCertificate()).build() : null;
        Bootstrap bootstrap = new Bootstrap().group(group).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        if (tls == null) {
                            KafkaClientChannel.initialize(ch.pipeline(), "kwire-load");
                        } else {
                            KafkaClientChannel.initialize(ch.pipeline(), "kwire-load", tls, host, port);
                        }
                    }
                });
        List<KafkaClientChannel> clients = new ArrayList<>(CLIENTS);
        for (int client = 0; client < CLIENTS; client++) {
            Channel channel = bootstrap.connect(host, port).sync().channel();
            if (tls != null) {
                channel.pipeline().get(SslHandler.class).handshakeFuture().sync();
            }
            clients.add(new KafkaClientChannel(channel));
        }
        return clients;
    }

    /**
     * Four pipelined requests of one client about one topic, and their responses. The server answers a
     * connection's requests in order, so the topic exists for the first Metadata and is gone for the second.
     */
    private record Cycle(String topic, int partitions, CompletableFuture<CreateTopicsResponse> created,
            CompletableFuture<MetadataResponse> described, CompletableFuture<DeleteTopicsResponse> deleted,
            CompletableFuture<MetadataResponse> gone) {

        static Cycle send(KafkaClientChannel client, String topic, int partitions) {
            return new Cycle(topic, partitions,
                    client.send(KwireApis.CREATE_TOPICS, KwireApis.CREATE_TOPICS.highestVersion(),
                            createTopic(topic, partitions)),
                    client.send(KwireApis.METADATA, KwireApis.METADATA.highestVersion(), metadata(topic)),
                    client.send(KwireApis.DELETE_TOPICS, KwireApis.DELETE_TOPICS.highestVersion(), deleteTopic(topic)),
                    client.send(KwireApis.METADATA, KwireApis.METADATA.highestVersion(), metadata(topic)));
        }

        Stream<CompletableFuture<?>> responses() {
            return Stream.of(created, described, deleted, gone);
        }

        void check() {
            CreateTopicsResponse.CreatableTopicResult creation = only(created.join().topics);
            assertEquals(topic, creation.name);
            assertEquals(NONE, creation.errorCode, creation.errorMessage);
            assertEquals(partitions, creation.numPartitions);
            assertNotEquals(Uuids.ZERO, creation.topicId);

            MetadataResponse.MetadataResponseTopic description = only(described.join().topics);
            assertEquals(topic, description.name);
            assertEquals(NONE, description.errorCode);
            assertEquals(creation.topicId, description.topicId);
            assertEquals(partitions, description.partitions.size());

            DeleteTopicsResponse.DeletableTopicResult deletion = only(deleted.join().responses);
            assertEquals(topic, deletion.name);
            assertEquals(NONE, deletion.errorCode, deletion.errorMessage);
            assertEquals(creation.topicId, deletion.topicId);

            MetadataResponse.MetadataResponseTopic absence = only(gone.join().topics);
            assertEquals(topic, absence.name);
            assertEquals(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION.code(), absence.errorCode);
        }

        private static CreateTopicsRequest createTopic(String name, int partitions) {
            CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
            topic.name = name;
            topic.numPartitions = partitions;
            topic.replicationFactor = 1;
            CreateTopicsRequest request = new CreateTopicsRequest();
            request.topics.add(topic);
            return request;
        }

        private static MetadataRequest metadata(String name) {
            MetadataRequest.MetadataRequestTopic topic = new MetadataRequest.MetadataRequestTopic();
            topic.name = name;
            MetadataRequest request = new MetadataRequest();
            request.topics.add(topic);
            request.allowAutoTopicCreation = false;
            return request;
        }

        private static DeleteTopicsRequest deleteTopic(String name) {
            DeleteTopicsRequest.DeleteTopicState topic = new DeleteTopicsRequest.DeleteTopicState();
            topic.name = name;
            DeleteTopicsRequest request = new DeleteTopicsRequest();
            request.topics.add(topic);
            request.timeoutMs = 30_000;
            return request;
        }

        private static <T> T only(List<T> elements) {
            assertEquals(1, elements.size(), () -> "expected one element: " + elements);
            return elements.get(0);
        }
    }
}
