package io.kwire.examples.client;

import io.kwire.codec.ApiCodecs;
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
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * A small asynchronous Kafka admin client on kwire's client pipeline: create topics, delete topics
 * by name or id, create partitions, list topics. It asks the server's versions first (retrying at
 * the version the server names, KIP-511) and uses the highest both sides speak. Per-topic errors
 * come back as data, in {@link TopicOutcome}s.
 */
public final class KwireAdmin implements AutoCloseable {
    private static final String CLIENT_ID = "kwire-admin";
    private static final String SOFTWARE_NAME = "kwire-examples";
    private static final String SOFTWARE_VERSION = "0.1.0";

    private final EventLoopGroup group;
    private final KafkaClientChannel kafka;
    private final TopicRequests requests;
    private final ServerVersions versions;

    private KwireAdmin(EventLoopGroup group, KafkaClientChannel kafka, Dialect dialect, ServerVersions versions) {
        this.group = group;
        this.kafka = kafka;
        this.versions = versions;
        this.requests = new TopicRequests(kafka, dialect, versions);
    }

    /** Connects to the Kafka server at {@code host}:{@code port}, speaking {@code dialect}. */
    public static KwireAdmin connect(String host, int port, Dialect dialect) throws Exception {
        return connect(host, port, dialect, null);
    }

    /**
     * Connects as {@link #connect(String, int, Dialect)} does, with {@code frameTap} (if not null)
     * in the pipeline between the frame decoder and the client codec: it sees every frame both ways.
     */
    public static KwireAdmin connect(String host, int port, Dialect dialect, ChannelHandler frameTap)
            throws Exception {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        try {
            Channel channel = new Bootstrap().group(group).channel(NioSocketChannel.class)
                    .handler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            KafkaClientChannel.initialize(ch.pipeline(), CLIENT_ID);
                            if (frameTap != null) {
                                String framing = ch.pipeline().context(KafkaFrameDecoder.class).name();
                                ch.pipeline().addAfter(framing, "frame-tap", frameTap);
                            }
                        }
                    })
                    .connect(host, port).sync().channel();
            KafkaClientChannel kafka = new KafkaClientChannel(channel);
            return new KwireAdmin(group, kafka, dialect, new ServerVersions(apiVersions(kafka)));
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

    /** The version this client uses for {@code api}, as negotiated. */
    public short version(ApiCodecs<?, ?> api) {
        return versions.highest(api, "API " + api.apiKey());
    }

    /** Creates {@code topics}, or with {@code validateOnly} asks whether the server would. */
    public CompletableFuture<List<TopicOutcome>> createTopics(Collection<NewTopic> topics, boolean validateOnly) {
        return requests.createTopics(topics, validateOnly);
    }

    /** Deletes the topics named. */
    public CompletableFuture<List<TopicOutcome>> deleteTopics(Collection<String> names) {
        return requests.deleteTopics(names);
    }

    /** Deletes the topics with these ids (DeleteTopics v6 and later). */
    public CompletableFuture<List<TopicOutcome>> deleteTopicsById(Collection<UUID> ids) {
        return requests.deleteTopicsById(ids);
    }

    /** Grows topics to the partition counts given. */
    public CompletableFuture<List<TopicOutcome>> createPartitions(Map<String, NewPartition> partitions,
            boolean validateOnly) {
        return requests.createPartitions(partitions, validateOnly);
    }

    /** Every topic of the cluster. */
    public CompletableFuture<List<TopicListing>> listTopics() {
        return requests.listTopics();
    }

    /** Closes the connection; requests in flight fail. */
    @Override
    public void close() {
        kafka.close();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
