package io.kwire.examples.client;

import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.netty.ApiVersionsResponses;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.KwireApis;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * One connection of the example clients to a Kafka server, on its own event loop: kwire's client
 * pipeline, and the versions the server offers, asked first (retrying at the version the server
 * names, KIP-511).
 */
final class ClientConnection implements AutoCloseable {
    private static final String SOFTWARE_NAME = "kwire-examples";
    private static final String SOFTWARE_VERSION = "0.1.0";

    private final EventLoopGroup group;
    private final KafkaClientChannel kafka;
    private final ServerVersions versions;

    private ClientConnection(EventLoopGroup group, KafkaClientChannel kafka, ServerVersions versions) {
        this.group = group;
        this.kafka = kafka;
        this.versions = versions;
    }

    /**
     * Connects to {@code host}:{@code port} sending {@code clientId}, with {@code frameTap} (if not
     * null) between the frame decoder and the client codec, where it sees every frame both ways.
     */
    static ClientConnection open(String host, int port, String clientId, ChannelHandler frameTap) throws Exception {
        return open(host, port, clientId, frameTap, ClientSecurity.PLAINTEXT);
    }

    /** Connects as {@link #open(String, int, String, ChannelHandler)} does, secured as {@code security} says. */
    static ClientConnection open(String host, int port, String clientId, ChannelHandler frameTap,
            ClientSecurity security) throws Exception {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        try {
            Channel channel = new Bootstrap().group(group).channel(NioSocketChannel.class)
                    .handler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            if (security.tls() != null) {
                                KafkaClientChannel.initialize(ch.pipeline(), clientId, security.tls(), host, port);
                            } else {
                                KafkaClientChannel.initialize(ch.pipeline(), clientId);
                            }
                            if (security.mechanism() != null) {
                                KafkaClientChannel.authenticate(ch.pipeline(), security.mechanism(), security.user(),
                                        security.password());
                            }
                            if (frameTap != null) {
                                String framing = ch.pipeline().context(KafkaFrameDecoder.class).name();
                                ch.pipeline().addAfter(framing, "frame-tap", frameTap);
                            }
                        }
                    })
                    .connect(host, port).sync().channel();
            KafkaClientChannel kafka = new KafkaClientChannel(channel);
            return new ClientConnection(group, kafka, new ServerVersions(apiVersions(kafka)));
        } catch (Exception e) {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            throw e;
        }
    }

    /** Asks ApiVersions at kwire's newest version, then, if the server says it is too new, at the server's. */
    private static ApiVersionsResponse apiVersions(KafkaClientChannel kafka)
            throws InterruptedException, ExecutionException {
        ApiVersionsRequest request = new ApiVersionsRequest();
        request.clientSoftwareName = SOFTWARE_NAME;
        request.clientSoftwareVersion = SOFTWARE_VERSION;
        short newest = KwireApis.API_VERSIONS.highestVersion();
        ApiVersionsResponse response = kafka.send(KwireApis.API_VERSIONS, newest, request).get();
        if (response.errorCode == ApiVersionsResponses.UNSUPPORTED_VERSION) {
            short retry = response.apiKeys.stream().filter(range -> range.apiKey == ApiVersionsResponses.API_KEY)
                    .map(range -> (short) Math.min(range.maxVersion, newest)).findFirst()
                    .orElseThrow(() -> new UnsupportedVersionException("the server offers no ApiVersions version"));
            response = kafka.send(KwireApis.API_VERSIONS, retry, request).get();
        }
        if (response.errorCode != 0) {
            throw new IllegalStateException("ApiVersions failed with error code " + response.errorCode);
        }
        return response;
    }

    /** The client pipeline's channel. */
    KafkaClientChannel kafka() {
        return kafka;
    }

    /** What the server offers. */
    ServerVersions versions() {
        return versions;
    }

    /** Closes the connection and its event loop; requests in flight fail. */
    @Override
    public void close() {
        kafka.close();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
