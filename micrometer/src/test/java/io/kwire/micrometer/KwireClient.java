package io.kwire.micrometer;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.sasl.SaslMechanism;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** kwire's own client on loopback, as the tests' peer: one connection, logged in with SASL if asked. */
final class KwireClient implements AutoCloseable {
    static final String CLIENT_ID = "micrometer-test";
    private static final int SIZE_BYTES = 4;

    private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
    private final KafkaClientChannel kafka;

    private KwireClient(int port, SaslMechanism mechanism, String user, String password) throws InterruptedException {
        try {
            Bootstrap bootstrap = new Bootstrap().group(group).channel(NioSocketChannel.class)
                    .handler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            KafkaClientChannel.initialize(ch.pipeline(), CLIENT_ID);
                            if (mechanism != null) {
                                KafkaClientChannel.authenticate(ch.pipeline(), mechanism, user, password);
                            }
                        }
                    });
            kafka = new KafkaClientChannel(bootstrap.connect("127.0.0.1", port).sync().channel());
        } catch (RuntimeException | InterruptedException e) {
            group.shutdownGracefully();
            throw e;
        }
    }

    /** A plaintext connection to {@code server}. */
    static KwireClient to(TestServer server) throws InterruptedException {
        return new KwireClient(server.port(), null, null, null);
    }

    /** A connection to {@code server} that logs in as {@code user} with {@code password} before its first request. */
    static KwireClient as(TestServer server, SaslMechanism mechanism, String user, String password)
            throws InterruptedException {
        return new KwireClient(server.port(), mechanism, user, password);
    }

    /** Sends {@code request} at {@code version}; the future completes with the response. */
    <Q, R> CompletableFuture<R> send(ApiCodecs<Q, R> api, short version, Q request) {
        return kafka.send(api, version, request);
    }

    /** {@link #send}, waiting for the response. */
    <Q, R> R call(ApiCodecs<Q, R> api, short version, Q request) throws Exception {
        return send(api, version, request).get(30, TimeUnit.SECONDS);
    }

    /** The bytes of the frame this client writes for {@code body} at {@code version}, size prefix included. */
    static <Q> int requestFrameBytes(ApiMessageCodec<Q> codec, short version, Q body) {
        RequestHeader header = new RequestHeader(codec.apiKey(), version, 0, CLIENT_ID);
        return SIZE_BYTES + RequestHeaderCodec.INSTANCE.size(header, codec.headerVersion(version))
                + codec.size(body, version);
    }

    /** The bytes of the frame a server writes for {@code body} at {@code version}, size prefix included. */
    static <R> int responseFrameBytes(ApiMessageCodec<R> codec, short version, R body) {
        return SIZE_BYTES + ResponseHeaderCodec.INSTANCE.size(new ResponseHeader(0), codec.headerVersion(version))
                + codec.size(body, version);
    }

    @Override
    public void close() {
        kafka.close();
        group.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
