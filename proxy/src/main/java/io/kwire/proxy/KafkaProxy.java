package io.kwire.proxy;

import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.kafka.KwireApis;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * A Kafka proxy Kafka's clients use as their cluster: it listens on a bootstrap port, which leads to
 * the cluster's bootstrap broker, and on a port of its own for each broker of the cluster
 * ({@link PortPerBroker}), all bound at start and each given to a broker when a response first names it
 * (a connection to a port no broker has yet is closed). Each client connection gets
 * a broker connection of its own; every broker address a response carries is rewritten to the
 * proxy's ({@link EndpointRewriter}), ApiVersions narrowed to what the filter offers
 * ({@link ApiVersionsOffer}), and reads on either side follow the other's writability
 * ({@link Backpressure}). Each request and response passes the options' {@link ProxyFilter}. TLS
 * either side is optional; SASL passes through untouched, the broker authenticating the client.
 *
 * <pre>{@code
 * ProxyOptions options = ProxyOptions.to(new Endpoint("kafka.internal", 9092)).listen("0.0.0.0", 9192);
 * try (KafkaProxy proxy = KafkaProxy.start(options)) {
 *     System.out.println("bootstrap.servers=" + proxy.bootstrapServers());
 *     ...
 * }
 * }</pre>
 */
public final class KafkaProxy implements AutoCloseable {
    /** How many blocks of free ports to try when the bootstrap port is chosen free and a broker port is taken. */
    private static final int FREE_BLOCK_ATTEMPTS = 20;

    private final ProxyOptions options;
    private final EventLoopGroup acceptors = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
    private final EventLoopGroup connections = new MultiThreadIoEventLoopGroup(NioIoHandler.newFactory());
    private final List<Channel> listeners = new CopyOnWriteArrayList<>();
    private final String advertisedHost;
    /** Set once the bootstrap port is known, before a response can name a broker. */
    private volatile PortPerBroker brokers;
    private int port;

    private KafkaProxy(ProxyOptions options, String advertisedHost) {
        this.options = options;
        this.advertisedHost = advertisedHost;
    }

    /**
     * Starts a proxy: it listens on the bootstrap port and the brokers' ports once this returns.
     *
     * @throws IllegalStateException if it cannot listen there or on one of the brokers' ports; nothing is left
     *     running
     * @throws IllegalArgumentException if the brokers' ports, after a bootstrap port chosen free, pass 65535
     * @throws IllegalArgumentException if the advertised host is not given and this machine has no name
     */
    public static KafkaProxy start(ProxyOptions options) {
        KafkaProxy proxy = new KafkaProxy(options, advertisedHost(options));
        try {
            proxy.listenOnAllPorts();
        } catch (RuntimeException e) {
            proxy.close();
            throw e;
        }
        return proxy;
    }

    /**
     * Listens on the bootstrap port and every broker port after it. Every broker port now, not when a response
     * first names its broker: a port taken meanwhile (by any outgoing connection's ephemeral port) would fail
     * clients then, far from the cause. With a bootstrap port chosen free, a block whose broker ports are not all
     * free is let go and another tried.
     */
    private void listenOnAllPorts() {
        for (int attempt = 1; ; attempt++) {
            port = listen(options.port(), options::bootstrap).getPort();
            brokers = new PortPerBroker(advertisedHost, port + 1, port + options.brokerPorts(), broker -> {
            });
            try {
                for (int brokerPort = port + 1; brokerPort <= port + options.brokerPorts(); brokerPort++) {
                    int proxyPort = brokerPort;
                    listen(proxyPort, () -> upstreamOf(proxyPort));
                }
                return;
            } catch (IllegalStateException taken) {
                if (options.port() != 0 || attempt == FREE_BLOCK_ATTEMPTS) {
                    throw taken;
                }
                closeListeners();
            }
        }
    }

    private static String advertisedHost(ProxyOptions options) {
        if (options.advertisedHost() != null) {
            return options.advertisedHost();
        }
        if (!options.host().equals(ProxyOptions.EVERY_INTERFACE)) {
            return options.host();
        }
        try {
            return InetAddress.getLocalHost().getCanonicalHostName();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("this machine has no host name to advertise (" + e.getMessage()
                    + "); give one with ProxyOptions.advertise");
        }
    }

    /** The broker clients on {@code proxyPort} reach, as the cluster last advertised it. */
    private Endpoint upstreamOf(int proxyPort) {
        PortPerBroker.Broker broker = brokers.upstream(proxyPort);
        return broker == null ? null : broker.address();
    }

    /** Listens on {@code port}; each connection there goes to the broker {@code upstream} names then. */
    private InetSocketAddress listen(int port, Supplier<Endpoint> upstream) {
        ChannelFuture bound = new ServerBootstrap().group(acceptors, connections).channel(NioServerSocketChannel.class)
                .childOption(ChannelOption.AUTO_READ, false)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        addClientHandlers(ch.pipeline(), options.filter(),
                                (nodeId, host, brokerPort) -> brokers.advertised(nodeId, host, brokerPort),
                                loop -> connect(loop, upstream.get()));
                        if (options.clientTls() != null) {
                            options.clientTls().install(ch.pipeline());
                        }
                    }
                })
                .bind(options.host(), port).awaitUninterruptibly();
        if (!bound.isSuccess()) {
            throw new IllegalStateException("the proxy cannot listen on " + options.host() + ":" + port + ": "
                    + bound.cause().getMessage(), bound.cause());
        }
        listeners.add(bound.channel());
        return (InetSocketAddress) bound.channel().localAddress();
    }

    /** A new connection to {@code broker} for a client connection on {@code loop}; null if {@code broker} is. */
    private CompletableFuture<BrokerConnection> connect(EventLoop loop, Endpoint broker) {
        // Mapped, not kept: the filter may send requests of its own on the same connection (broker()).
        return broker == null ? null
                : BrokerConnection.connect(loop, broker, options.brokerTls(), BrokerConnection.CorrelationIds.MAPPED);
    }

    /**
     * Adds to {@code pipeline}, a client connection's (after TLS's, if any), the handlers a proxy's
     * client connection has, with {@code broker} as its broker connection: already open, its channel's
     * pipeline set up by {@link BrokerConnection#initialize} with {@code CorrelationIds.MAPPED} as a
     * proxy's. Requests and responses then take the path they take through a {@link KafkaProxy},
     * which is how tests and benchmarks drive that path over channels of their own (Netty's
     * {@code EmbeddedChannel}s, say) with no socket and no proxy listening. Add them before the client
     * channel is active: the connection couples the two when it becomes so.
     */
    public static void initializeClient(ChannelPipeline pipeline, ProxyFilter filter, BrokerAddresses addresses,
            BrokerConnection broker) {
        addClientHandlers(pipeline, filter, addresses, loop -> CompletableFuture.completedFuture(broker));
    }

    /** Adds a client connection's handlers, whose broker connection {@code upstream} gives. */
    private static void addClientHandlers(ChannelPipeline pipeline, ProxyFilter filter, BrokerAddresses addresses,
            ProxiedClient.Upstream upstream) {
        pipeline.addLast(new KafkaFrameDecoder(), new KafkaResponseEncoder(),
                new KafkaRequestDecoder(KwireApis.REGISTRY, filter.forms()),
                new ProxiedClient(upstream, filter, addresses));
    }

    private void closeListeners() {
        for (Channel listener : listeners) {
            listener.close().syncUninterruptibly();
        }
        listeners.clear();
    }

    /** The bootstrap port listened on. */
    public int port() {
        return port;
    }

    /** What clients set {@code bootstrap.servers} to: the advertised host and the bootstrap port. */
    public String bootstrapServers() {
        return advertisedHost + ":" + port;
    }

    /** Stops listening, closes every connection and waits for the proxy's threads to end. */
    @Override
    public void close() {
        closeListeners();
        connections.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        acceptors.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
