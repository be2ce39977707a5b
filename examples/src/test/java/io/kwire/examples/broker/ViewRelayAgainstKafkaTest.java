package io.kwire.examples.broker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.RequestFilter;
import io.kwire.codec.netty.RequestForm;
import io.kwire.codec.netty.RequestForms;
import io.kwire.codec.netty.ViewedRequest;
import io.kwire.codec.netty.ViewedResponse;
import io.kwire.kafka.DescribeClusterResponseCodec;
import io.kwire.kafka.DescribeClusterResponseView;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataResponseCodec;
import io.kwire.kafka.MetadataResponseView;
import io.kwire.kafka.ProduceRequestView;
import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.util.ReferenceCountUtil;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A relay built from the pipeline's request forms, between Kafka's own 4.4.0 {@code Admin},
 * producer and consumer and a real 4.4.0 broker: Produce arrives under a view (its records counted
 * where they lie, the frame forwarded as it came), Metadata decoded with its frame (forwarded
 * without encoding), DescribeCluster too, the rest as frames; every request goes to the broker
 * through {@link KafkaClientChannel#relay}, and each Metadata and DescribeCluster answer comes back through a
 * {@link ViewedResponse} with every broker's address patched to the relay's, so the clients dial
 * the relay and nothing else.
 */
@ExtendWith({KafkaBrokerExtension.class, FailOnByteBufLeaks.class})
class ViewRelayAgainstKafkaTest {
    private static final String TOPIC = "relayed";
    private static final int RECORDS = 1000;
    private static final RequestFilter FORMS = RequestForms.otherwise(RequestForm.FRAME)
            .with(KwireApis.PRODUCE, RequestForm.view(ProduceRequestView::new))
            .with(KwireApis.METADATA, RequestForm.MESSAGE_AND_FRAME)
            .with(KwireApis.DESCRIBE_CLUSTER, RequestForm.MESSAGE_AND_FRAME);

    private static EventLoopGroup group;
    private static Channel server;
    private static int relayPort;
    private static final AtomicInteger PRODUCES_VIEWED = new AtomicInteger();
    private static final AtomicLong RECORD_BYTES_VIEWED = new AtomicLong();
    private static final AtomicInteger ADDRESSES_DECODED = new AtomicInteger();
    private static final AtomicInteger ADDRESSES_PATCHED = new AtomicInteger();

    @BeforeAll
    static void startRelay(KafkaBroker broker) throws Exception {
        group = new MultiThreadIoEventLoopGroup(2, NioIoHandler.newFactory());
        String[] hostPort = broker.bootstrap().split(":");
        InetSocketAddress upstream = new InetSocketAddress(hostPort[0], Integer.parseInt(hostPort[1]));
        server = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                .childOption(ChannelOption.AUTO_READ, false)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ch.pipeline().addLast(new KafkaFrameDecoder(), new KafkaResponseEncoder(),
                                new KafkaRequestDecoder(KwireApis.REGISTRY, FORMS), new Relay(upstream));
                    }
                })
                .bind("127.0.0.1", 0).sync().channel();
        relayPort = ((InetSocketAddress) server.localAddress()).getPort();
    }

    @AfterAll
    static void stopRelay() {
        if (server != null) {
            server.close().syncUninterruptibly();
        }
        if (group != null) {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        }
    }

    /** One client connection's relay: one broker connection of its own, opened before the client is read. */
    private static final class Relay extends ChannelInboundHandlerAdapter {
        private final InetSocketAddress broker;
        private KafkaClientChannel upstream;

        Relay(InetSocketAddress broker) {
            this.broker = broker;
        }

        @Override
        public void channelActive(ChannelHandlerContext ctx) {
            ChannelFuture connected = new Bootstrap().group(ctx.channel().eventLoop()).channel(NioSocketChannel.class)
                    .handler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            KafkaClientChannel.initialize(ch.pipeline(), "relay");
                        }
                    })
                    .connect(broker);
            connected.addListener(done -> {
                if (!done.isSuccess()) {
                    ctx.close();
                    return;
                }
                upstream = new KafkaClientChannel(connected.channel());
                connected.channel().closeFuture().addListener(closed -> ctx.close());
                ctx.channel().config().setAutoRead(true);
            });
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) {
            if (upstream != null) {
                upstream.channel().close();
            }
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            if (msg instanceof ViewedRequest produce) {
                ProduceRequestView view = produce.view(ProduceRequestView.class);
                for (int t = 0; t < view.topicDataCount(); t++) {
                    ProduceRequestView.TopicProduceDataView topic = view.topicData(t);
                    for (int p = 0; p < topic.partitionDataCount(); p++) {
                        RECORD_BYTES_VIEWED.addAndGet(topic.partitionData(p).records().readableBytes());
                    }
                }
                PRODUCES_VIEWED.incrementAndGet();
                answerWith(ctx, upstream.relay(produce.forward(ctx.alloc())));
            } else if (msg instanceof KafkaRequest<?, ?> decoded) {
                // Metadata or DescribeCluster: the brokers they name become the relay.
                ADDRESSES_DECODED.incrementAndGet();
                upstream.relay(decoded.frame()).whenComplete((frame, failed) -> {
                    if (failed != null) {
                        ctx.close();
                        return;
                    }
                    ctx.writeAndFlush(pointedAtRelay(frame).forward(ctx.alloc()));
                    ADDRESSES_PATCHED.incrementAndGet();
                });
            } else if (msg instanceof KafkaFrame frame) {
                answerWith(ctx, upstream.relay(frame));
            } else {
                ReferenceCountUtil.release(msg);
                ctx.close();
            }
        }

        /** The answer under a view, every broker it names patched to the relay's address. */
        private static ViewedResponse pointedAtRelay(KafkaFrame answer) {
            if (answer.apiKey() == KwireApis.METADATA.apiKey()) {
                ViewedResponse response = ViewedResponse.of(answer, MetadataResponseCodec.INSTANCE,
                        new MetadataResponseView());
                MetadataResponseView view = response.view(MetadataResponseView.class);
                for (int i = 0; i < view.brokersCount(); i++) {
                    view.brokers(i).setHost("127.0.0.1").setPort(relayPort);
                }
                return response;
            }
            ViewedResponse response = ViewedResponse.of(answer, DescribeClusterResponseCodec.INSTANCE,
                    new DescribeClusterResponseView());
            DescribeClusterResponseView view = response.view(DescribeClusterResponseView.class);
            for (int i = 0; i < view.brokersCount(); i++) {
                view.brokers(i).setHost("127.0.0.1").setPort(relayPort);
            }
            return response;
        }

        /** Writes the broker's answer back as it came; nothing for a Produce with acks=0. */
        private static void answerWith(ChannelHandlerContext ctx, CompletableFuture<KafkaFrame> answer) {
            answer.whenComplete((frame, failed) -> {
                if (failed != null) {
                    ctx.close();
                } else if (frame != null) {
                    ctx.writeAndFlush(frame);
                }
            });
        }
    }

    private static Properties viaRelay() {
        Properties properties = new Properties();
        properties.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, "127.0.0.1:" + relayPort);
        return properties;
    }

    @Test
    void kafkasClientsWorkThroughTheRelayAndSeeOnlyIt(KafkaBroker broker) throws Exception {
        try (Admin admin = Admin.create(viaRelay())) {
            admin.createTopics(List.of(new NewTopic(TOPIC, 3, (short) 1))).all().get(30, TimeUnit.SECONDS);
            broker.awaitTopicNames(names -> names.contains(TOPIC));
            TopicDescription description = admin.describeTopics(List.of(TOPIC)).allTopicNames()
                    .get(30, TimeUnit.SECONDS).get(TOPIC);
            for (var partition : description.partitions()) {
                Node leader = partition.leader();
                assertEquals(relayPort, leader.port(), "the leader the clients see is the relay");
            }
            assertTrue(admin.listTopics().names().get(30, TimeUnit.SECONDS).contains(TOPIC));
        }
        assertNotEquals(broker.bootstrap(), "127.0.0.1:" + relayPort);

        Properties producerProperties = viaRelay();
        producerProperties.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        producerProperties.put(ProducerConfig.ACKS_CONFIG, "all");
        producerProperties.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "lz4");
        producerProperties.put(ProducerConfig.LINGER_MS_CONFIG, 5);
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(producerProperties, new StringSerializer(),
                new StringSerializer())) {
            List<java.util.concurrent.Future<?>> sent = new ArrayList<>();
            for (int i = 0; i < RECORDS; i++) {
                sent.add(producer.send(new ProducerRecord<>(TOPIC, i % 3, "key-" + i, "value-" + i)));
            }
            for (java.util.concurrent.Future<?> future : sent) {
                future.get(30, TimeUnit.SECONDS);
            }
        }
        assertTrue(PRODUCES_VIEWED.get() > 0, "Produce requests came under a view");
        assertTrue(RECORD_BYTES_VIEWED.get() > 0, "their records were read where they lie");
        assertTrue(ADDRESSES_DECODED.get() > 0 && ADDRESSES_PATCHED.get() > 0, "Metadata and DescribeCluster decoded, their answers patched");

        Properties consumerProperties = viaRelay();
        consumerProperties.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        List<String> values = new ArrayList<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(consumerProperties, new StringDeserializer(),
                new StringDeserializer())) {
            List<TopicPartition> partitions = List.of(new TopicPartition(TOPIC, 0), new TopicPartition(TOPIC, 1),
                    new TopicPartition(TOPIC, 2));
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (values.size() < RECORDS && System.nanoTime() < deadline) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(200))) {
                    values.add(record.value());
                }
            }
        }
        assertEquals(RECORDS, values.size(), "every record came back through the relay");
        assertEquals(java.util.stream.IntStream.range(0, RECORDS).mapToObj(i -> "value-" + i).sorted().toList(),
                values.stream().sorted().toList());
    }
}
