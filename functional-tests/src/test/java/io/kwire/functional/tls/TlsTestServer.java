package io.kwire.functional.tls;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.RefuseUnauthorizedRequests;
import io.kwire.codec.netty.RequestAuthorizer;
import io.kwire.codec.netty.ServerTls;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ProduceRequest;
import io.kwire.kafka.ProduceResponse;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.ssl.SslHandler;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.net.ssl.SSLSession;

/**
 * A kwire server pipeline on 127.0.0.1 behind {@link ServerTls}: CreateTopics answered with every
 * topic created, Produce with every partition appended at offset 0, each request recorded with its
 * principal and the TLS session it came on; optionally a {@link RequestAuthorizer} in front.
 */
final class TlsTestServer implements AutoCloseable {
    /** CreateTopics and Produce, what the tests send. */
    static final ApiRegistry REGISTRY = ApiRegistry.of(KwireApis.CREATE_TOPICS, KwireApis.PRODUCE);

    /** A request the handler answered: its API, principal and TLS session. */
    record Served(short apiKey, KafkaPrincipal principal, SSLSession session) {
    }

    private final Channel channel;
    private final List<Served> served = new CopyOnWriteArrayList<>();

    private TlsTestServer(EventLoopGroup group, ServerTls tls, RequestAuthorizer authorizer)
            throws InterruptedException {
        channel = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ch.pipeline().addLast(new KafkaFrameDecoder(), new KafkaRequestDecoder(REGISTRY),
                                new KafkaResponseEncoder());
                        if (authorizer != null) {
                            ch.pipeline().addLast(new RefuseUnauthorizedRequests(authorizer));
                        }
                        ch.pipeline().addLast(new Answerer());
                        tls.install(ch.pipeline());
                    }
                }).bind("127.0.0.1", 0).sync().channel();
    }

    /** A server on a free port of 127.0.0.1. */
    static TlsTestServer start(EventLoopGroup group, ServerTls tls, RequestAuthorizer authorizer)
            throws InterruptedException {
        return new TlsTestServer(group, tls, authorizer);
    }

    /** The port listened on. */
    int port() {
        return ((InetSocketAddress) channel.localAddress()).getPort();
    }

    /** The requests answered so far, in order. */
    List<Served> served() {
        return served;
    }

    @Override
    public void close() {
        channel.close().syncUninterruptibly();
    }

    private final class Answerer extends SimpleChannelInboundHandler<KafkaRequest<?, ?>> {
        @Override
        protected void channelRead0(ChannelHandlerContext ctx, KafkaRequest<?, ?> request) {
            served.add(new Served(request.apiKey(), request.principal(),
                    ctx.pipeline().get(SslHandler.class).engine().getSession()));
            if (request.apiKey() == KwireApis.CREATE_TOPICS.apiKey()) {
                KafkaRequest<CreateTopicsRequest, CreateTopicsResponse> create = request.as(KwireApis.CREATE_TOPICS);
                CreateTopicsResponse response = new CreateTopicsResponse();
                for (CreateTopicsRequest.CreatableTopic topic : create.body().topics) {
                    CreateTopicsResponse.CreatableTopicResult result = new CreateTopicsResponse.CreatableTopicResult();
                    result.name = topic.name;
                    result.numPartitions = topic.numPartitions;
                    result.replicationFactor = topic.replicationFactor;
                    response.topics.add(result);
                }
                ctx.writeAndFlush(create.respond(response));
            } else {
                KafkaRequest<ProduceRequest, ProduceResponse> produce = request.as(KwireApis.PRODUCE);
                ctx.writeAndFlush(produce.respond(TlsTestMessages.produced(produce.body(), (short) 0)));
                KwireApis.PRODUCE.request().releaseBuffers(produce.body());
            }
        }
    }
}
