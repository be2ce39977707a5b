package io.kwire.micrometer;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.netty.ApiVersionsResponses;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.KafkaServerHooks;
import io.kwire.codec.netty.PauseReadsWhileUnwritable;
import io.kwire.codec.netty.RequestFilter;
import io.kwire.codec.netty.SaslServerHandler;
import io.kwire.codec.sasl.CredentialStore;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.ApiVersionsResponseCodec;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ListenerApis;
import io.kwire.kafka.MetadataResponse;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.EnumSet;
import java.util.concurrent.TimeUnit;

/**
 * A kwire server on loopback, built from the codec's pipeline as a user's server is, with hooks installed on
 * each connection: it answers ApiVersions and Metadata (one broker, no topics), and with {@link #framesOnly}
 * passes every request on as a frame and answers it with a frame holding just its correlation id.
 */
final class TestServer implements AutoCloseable {
    /** What the server decodes with: the APIs and versions of a Kafka broker's listener. */
    static final ApiRegistry APIS = ListenerApis.BROKER;
    static final String CLUSTER_ID = "micrometer-test-cluster";

    private final EventLoopGroup group;
    private final Channel channel;

    private TestServer(EventLoopGroup group, Channel channel) {
        this.group = group;
        this.channel = channel;
    }

    /** A server reporting to {@code hooks}, decoding every request; with SASL for {@code users} unless null. */
    static TestServer start(KafkaServerHooks hooks, CredentialStore users) throws InterruptedException {
        return start(hooks, users, RequestFilter.ALL);
    }

    /** A server reporting to {@code hooks} that passes every request on undecoded, whatever its API key. */
    static TestServer framesOnly(KafkaServerHooks hooks) throws InterruptedException {
        return start(hooks, null, (apiKey, apiVersion) -> false);
    }

    private static TestServer start(KafkaServerHooks hooks, CredentialStore users, RequestFilter filter)
            throws InterruptedException {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(2, NioIoHandler.newFactory());
        try {
            Channel channel = new ServerBootstrap()
                    .group(group)
                    .channel(NioServerSocketChannel.class)
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            KafkaServerHooks.install(ch.pipeline(), hooks);
                            pipeline(ch.pipeline(), users, filter);
                        }
                    })
                    .bind("127.0.0.1", 0).sync().channel();
            return new TestServer(group, channel);
        } catch (RuntimeException | InterruptedException e) {
            group.shutdownGracefully();
            throw e;
        }
    }

    /** The server side's handlers, as a user's server adds them. */
    static void pipeline(ChannelPipeline pipeline, CredentialStore users, RequestFilter filter) {
        pipeline.addLast(new KafkaFrameDecoder());
        if (users != null) {
            pipeline.addLast(new SaslServerHandler(users, EnumSet.allOf(SaslMechanism.class), Duration.ZERO));
        }
        pipeline.addLast(new KafkaRequestDecoder(APIS, filter), new KafkaResponseEncoder(),
                new PauseReadsWhileUnwritable(), new Answerer());
    }

    int port() {
        return ((InetSocketAddress) channel.localAddress()).getPort();
    }

    @Override
    public void close() {
        channel.close().syncUninterruptibly();
        group.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }

    /** Answers ApiVersions with the APIs offered, Metadata with this server as the one broker, frames in kind. */
    private static final class Answerer extends ChannelInboundHandlerAdapter {
        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            if (msg instanceof KafkaFrame frame) {
                KafkaFrame answer = new KafkaFrame(frame.apiKey(), frame.apiVersion(), frame.correlationId(),
                        ctx.alloc().buffer(Integer.BYTES).writeInt(frame.correlationId()));
                frame.release();
                ctx.writeAndFlush(answer);
            } else if (msg instanceof KafkaRequest<?, ?> request && request.apiKey() == ApiVersionsResponses.API_KEY) {
                ApiVersionsResponse offer = ApiVersionsResponses.build(APIS, ApiVersionsResponseCodec.INSTANCE,
                        request.apiVersion());
                ctx.writeAndFlush(request.as(KwireApis.API_VERSIONS).respond(offer));
            } else if (msg instanceof KafkaRequest<?, ?> request && request.apiKey() == KwireApis.METADATA.apiKey()) {
                ctx.writeAndFlush(request.as(KwireApis.METADATA).respond(metadata(ctx)));
            } else {
                throw new IllegalStateException("the test server answers no " + msg);
            }
        }

        private static MetadataResponse metadata(ChannelHandlerContext ctx) {
            InetSocketAddress local = (InetSocketAddress) ctx.channel().localAddress();
            MetadataResponse.MetadataResponseBroker broker = new MetadataResponse.MetadataResponseBroker();
            broker.nodeId = 1;
            broker.host = local.getHostString();
            broker.port = local.getPort();
            MetadataResponse response = new MetadataResponse();
            response.brokers.add(broker);
            response.clusterId = CLUSTER_ID;
            response.controllerId = 1;
            return response;
        }
    }
}
