package io.kwire.examples.server;

import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.UnpooledByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOutboundBuffer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The clients of {@link ConnectionMemory}, in a JVM of their own so that the server's JVM holds the server's
 * memory only: opens connections to a server, each served one Metadata request (so each is set up: TLS
 * handshake done, SASL login done), then on each stops reading and sends more Metadata requests, for all
 * topics, pipelined; once all is written to the sockets, prints {@value #READY} and holds them all open until its
 * standard input ends.
 *
 * <p>Arguments: host, port, {@code PLAINTEXT}, {@code TLS} (then the CA certificate's file) or {@code SASL}
 * (then user and password, for PLAIN), the connections, the requests to pipeline on each.
 */
public final class ConnectionClients {
    /** What it prints once every connection is set up and its requests sent. */
    static final String READY = "ready";
    private static final int EVENT_LOOP_THREADS = 2;
    private static final long TIMEOUT_SECONDS = 120;
    private static final int CONNECTING_AT_ONCE = 100;

    private ConnectionClients() {
    }

    /** Waits until every client has written all it sent to its socket. */
    private static void awaitSent(List<KafkaClientChannel> clients) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        for (KafkaClientChannel client : clients) {
            ChannelOutboundBuffer outbound = client.channel().unsafe().outboundBuffer();
            while (outbound != null && outbound.totalPendingWriteBytes() > 0) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(client.channel() + " did not send its requests");
                }
                Thread.sleep(1);
            }
        }
    }

    /** Opens the connections the arguments say; see the class comment. */
    public static void main(String[] args) throws Exception {
        String host = args[0];
        int port = Integer.parseInt(args[1]);
        String kind = args[2];
        int at = kind.equals("PLAINTEXT") ? 3 : kind.equals("TLS") ? 4 : 5;
        ClientTls tls = kind.equals("TLS") ? ClientTls.trusting(Path.of(args[3])).build() : null;
        String user = kind.equals("SASL") ? args[3] : null;
        String password = kind.equals("SASL") ? args[4] : null;
        int connections = Integer.parseInt(args[at]);
        int pipelined = Integer.parseInt(args[at + 1]);

        EventLoopGroup group = new MultiThreadIoEventLoopGroup(EVENT_LOOP_THREADS, NioIoHandler.newFactory());
        Bootstrap bootstrap = new Bootstrap().group(group).channel(NioSocketChannel.class)
                .option(ChannelOption.ALLOCATOR, UnpooledByteBufAllocator.DEFAULT)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        if (tls == null) {
                            KafkaClientChannel.initialize(ch.pipeline(), "kwire-memory");
                        } else {
                            KafkaClientChannel.initialize(ch.pipeline(), "kwire-memory", tls, host, port);
                        }
                        if (user != null) {
                            KafkaClientChannel.authenticate(ch.pipeline(), SaslMechanism.PLAIN, user, password);
                        }
                    }
                });
        List<KafkaClientChannel> clients = new ArrayList<>(connections);
        for (int first = 0; first < connections; first += CONNECTING_AT_ONCE) {
            // A hundred at a time: the server's backlog stays short, and each batch is served before the next.
            List<ChannelFuture> connecting = new ArrayList<>();
            for (int client = first; client < Math.min(connections, first + CONNECTING_AT_ONCE); client++) {
                connecting.add(bootstrap.connect(host, port));
            }
            List<CompletableFuture<?>> served = new ArrayList<>();
            for (ChannelFuture future : connecting) {
                Channel channel = future.sync().channel();
                KafkaClientChannel client = new KafkaClientChannel(channel);
                clients.add(client);
                served.add(client.send(KwireApis.METADATA, KwireApis.METADATA.highestVersion(), new MetadataRequest()));
            }
            CompletableFuture.allOf(served.toArray(CompletableFuture[]::new)).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        }
        for (KafkaClientChannel client : clients) {
            client.channel().config().setAutoRead(false);
            for (int request = 0; request < pipelined; request++) {
                MetadataRequest allTopics = new MetadataRequest();
                allTopics.topics = null;
                client.send(KwireApis.METADATA, KwireApis.METADATA.highestVersion(), allTopics);
            }
        }
        awaitSent(clients);
        System.out.println(READY);
        System.out.flush();
        while (System.in.read() != -1) {
            // Holds the connections until the measuring side is done with them.
        }
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
