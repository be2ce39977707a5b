package io.kwire.examples.server;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.KafkaServerHooks;
import io.kwire.codec.netty.PauseReadsWhileUnwritable;
import io.kwire.codec.netty.RequestAuthorizer;
import io.kwire.codec.netty.SaslServerHandler;
import io.kwire.codec.sasl.SaslMechanism;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.EnumSet;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * A Kafka-compatible server on Netty: ApiVersions, Metadata, CreateTopics, DeleteTopics and
 * CreatePartitions over an in-memory {@link TopicRegistry}, and Produce, Fetch, ListOffsets and
 * InitProducerId over an in-memory log per partition, answering as Kafka does. Kafka's own Admin,
 * KafkaProducer (idempotent, any compression) and KafkaConsumer (assign and seek, no group) can use
 * it; topics are created with Admin, never on first produce. In KIP-409 mode it speaks that KIP's
 * dialect of CreateTopics and CreatePartitions instead.
 *
 * <p>Each connection stops being read while its client leaves more responses unread than the config's
 * water mark allows ({@link PauseReadsWhileUnwritable}), and is closed after the config's idle timeout.
 * With the config's TLS, every connection speaks it, as a Kafka SSL listener does; with its SASL users,
 * each connection logs in first, and again before its SASL session lifetime runs out, if the config
 * gives one (KIP-368); with its {@link Acls}, each request's principal must be granted what the request
 * does, on each topic it names, describing too; without them, every client may do everything. With its
 * {@link KafkaServerHooks}, each connection reports what it reads, writes and refuses.
 */
public final class AdminServer implements AutoCloseable {
    private final EventLoopGroup group;
    private final Channel channel;
    private final ChannelGroup connections;
    private final TopicRegistry topics;
    private final ApiRegistry apis;

    private AdminServer(EventLoopGroup group, Channel channel, ChannelGroup connections, TopicRegistry topics,
            ApiRegistry apis) {
        this.group = group;
        this.channel = channel;
        this.connections = connections;
        this.topics = topics;
        this.apis = apis;
    }

    /**
     * Starts a server as {@code config} says; it listens once this returns.
     *
     * @throws UncheckedIOException if it cannot listen at the config's address (a port in use, a host
     *     not of this machine), with a message naming the address; nothing it started is left running
     * @throws IllegalStateException likewise for another failure to listen, such as a host name that
     *     does not resolve
     */
    public static AdminServer start(AdminServerConfig config) throws InterruptedException {
        TopicRegistry topics = new TopicRegistry(config.brokers(), config.kip409(), config.allocator());
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(config.threads(), NioIoHandler.newFactory());
        try {
            Routes routes = new Routes(config, topics);
            ApiRegistry apis = config.versions().apply(routes.registry());
            Route<?, ?>[] byKey = routes.withApiVersions(apis);
            Acls acls = config.acls() != null ? config.acls() : Acls.EVERYTHING;
            RequestAuthorizer authorizer = new AclAuthorizer(byKey, acls);
            KafkaResponseEncoder encoder = new KafkaResponseEncoder();
            ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);
            ServerBootstrap bootstrap = new ServerBootstrap()
                    .group(group)
                    .channel(NioServerSocketChannel.class)
                    .childOption(ChannelOption.ALLOCATOR, config.allocator())
                    .childOption(ChannelOption.WRITE_BUFFER_WATER_MARK, config.writeBufferWaterMark())
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            connections.add(ch);
                            KafkaServerHooks.install(ch.pipeline(), config.hooks());
                            ch.pipeline().addLast(new IdleConnectionCloser(config.idleTimeout()),
                                    new KafkaFrameDecoder(config.maxFrameBytes()));
                            if (config.sasl() != null) {
                                ch.pipeline().addLast(new SaslServerHandler(config.sasl(),
                                        EnumSet.allOf(SaslMechanism.class), SaslServerHandler.DEFAULT_FAILURE_DELAY,
                                        config.saslSessionLifetime()));
                            }
                            ch.pipeline().addLast(new KafkaRequestDecoder(apis), encoder,
                                    new PauseReadsWhileUnwritable(), new AdminRequestHandler(byKey, authorizer, acls));
                            if (config.tls() != null) {
                                config.tls().install(ch.pipeline());
                            }
                        }
                    });
            Channel channel = listen(bootstrap, config);
            routes.advertise((InetSocketAddress) channel.localAddress());
            return new AdminServer(group, channel, connections, topics, apis);
        } catch (RuntimeException | InterruptedException e) {
            group.shutdownGracefully();
            topics.close();
            throw e;
        }
    }

    /**
     * The channel of {@code bootstrap} bound to the config's address. A failure is thrown unchecked, never
     * sneaked out as the checked exception it is, so that {@link #start} shuts down what it started.
     */
    private static Channel listen(ServerBootstrap bootstrap, AdminServerConfig config) throws InterruptedException {
        ChannelFuture bound = bootstrap.bind(config.host(), config.port()).await();
        if (bound.isSuccess()) {
            return bound.channel();
        }
        Throwable cause = bound.cause();
        String problem = "cannot listen on " + config.host() + ":" + config.port() + ": "
                + (cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName());
        if (cause instanceof IOException io) {
            throw new UncheckedIOException(problem, io);
        }
        throw new IllegalStateException(problem, cause);
    }

    /** The address the server listens on. */
    public InetSocketAddress address() {
        return (InetSocketAddress) channel.localAddress();
    }

    /** {@code host:port}, as Kafka clients take it as bootstrap server. */
    public String bootstrap() {
        return address().getHostString() + ":" + address().getPort();
    }

    /** The topics. */
    public TopicRegistry topics() {
        return topics;
    }

    /** The APIs and versions the server offers. */
    public ApiRegistry apis() {
        return apis;
    }

    /** The client connections open now; each leaves the group as it closes. */
    ChannelGroup connections() {
        return connections;
    }

    /**
     * Stops listening, closes every connection, waits until the event loops are done, then releases
     * the partition logs.
     */
    @Override
    public void close() {
        channel.close().syncUninterruptibly();
        connections.close().awaitUninterruptibly();
        group.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        topics.close();
    }

    /** A cluster id in Kafka's form: a UUID in URL-safe base64 without padding. */
    static String newClusterId() {
        UUID uuid = UUID.randomUUID();
        ByteBuffer bytes = ByteBuffer.allocate(16).putLong(uuid.getMostSignificantBits())
                .putLong(uuid.getLeastSignificantBits());
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes.array());
    }
}
