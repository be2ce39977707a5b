package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.Uuids;
import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataResponse;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.ssl.SslHandler;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The pipelined load of {@link PipelinedLoadTest} and {@link HooksCost}: kwire clients, each on its own
 * connection, send cycles of four requests about a topic of their own (create it, describe it, delete it,
 * describe it again) to the example server without waiting for any response; every response must arrive,
 * paired with its own request, and say what that request's place in its client's sequence implies.
 */
final class PipelinedLoad {
    /** Each cycle is four requests about one topic. */
    static final int REQUESTS_PER_CYCLE = 4;
    private static final long TIMEOUT_SECONDS = 120;
    private static final short NONE = ErrorCode.NONE.code();

    private PipelinedLoad() {
    }

    /**
     * Connects {@code clients} clients to {@code server} on {@code group}, over TLS trusting {@code tls} if not
     * null (each handshake done before this returns), has each send {@code requestsPerClient} pipelined
     * requests, checks every response, closes the clients and returns the nanoseconds from the first request
     * sent to the last response received.
     */
    static long run(AdminServer server, EventLoopGroup group, ClientTls tls, int clients, int requestsPerClient)
            throws Exception {
        List<KafkaClientChannel> connected = connect(group, server, tls, clients);
        try {
            int cyclesPerClient = requestsPerClient / REQUESTS_PER_CYCLE;
            long start = System.nanoTime();
            List<Cycle> cycles = new ArrayList<>(clients * cyclesPerClient);
            for (int cycle = 0; cycle < cyclesPerClient; cycle++) {
                for (int client = 0; client < clients; client++) {
                    cycles.add(Cycle.send(connected.get(client), "load-" + client + "-" + cycle, 1 + cycle % 3));
                }
            }
            CompletableFuture.allOf(cycles.stream().flatMap(Cycle::responses).toArray(CompletableFuture[]::new))
                    .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            long elapsedNanos = System.nanoTime() - start;

            for (Cycle cycle : cycles) {
                cycle.check();
            }
            assertEquals(clients * requestsPerClient, cycles.size() * REQUESTS_PER_CYCLE);
            connected.forEach(client -> assertTrue(client.channel().isActive(), client.channel() + " was closed"));
            assertTrue(server.topics().topics().isEmpty(), "every topic created was deleted");
            return elapsedNanos;
        } finally {
            connected.forEach(KafkaClientChannel::close);
        }
    }

    /** The clients, connected; over TLS, each with its handshake done. */
    private static List<KafkaClientChannel> connect(EventLoopGroup group, AdminServer server, ClientTls tls,
            int clients) throws InterruptedException {
        String host = server.address().getHostString();
        int port = server.address().getPort();
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
        List<KafkaClientChannel> connected = new ArrayList<>(clients);
        for (int client = 0; client < clients; client++) {
            Channel channel = bootstrap.connect(host, port).sync().channel();
            if (tls != null) {
                channel.pipeline().get(SslHandler.class).handshakeFuture().sync();
            }
            connected.add(new KafkaClientChannel(channel));
        }
        return connected;
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
