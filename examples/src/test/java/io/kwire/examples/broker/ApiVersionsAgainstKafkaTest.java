package io.kwire.examples.broker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.examples.server.AdminServer;
import io.kwire.examples.server.AdminServerConfig;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ListenerApis;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What kwire offers in ApiVersions is what a real Kafka 4.4.0 node answers, API by API: {@link ListenerApis}'
 * broker and controller registries against the node's two listeners, and the example server's answer, plain and
 * with SASL, against the broker listener's for every API the server offers.
 */
@ExtendWith({KafkaBrokerExtension.class, FailOnByteBufLeaks.class})
class ApiVersionsAgainstKafkaTest {
    private static final int TIMEOUT_MS = 30_000;

    private static EventLoopGroup group;

    @BeforeAll
    static void startGroup() {
        group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
    }

    @AfterAll
    static void stopGroup() {
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }

    @Test
    void brokerListenerAnswersWhatListenerApisBrokerOffers(KafkaBroker broker) throws Exception {
        assertSameApis(answer(broker.bootstrap()), offered(ListenerApis.BROKER), "broker listener", "ListenerApis.BROKER");
    }

    @Test
    void controllerListenerAnswersWhatListenerApisControllerOffers(KafkaBroker broker) throws Exception {
        assertSameApis(answer(broker.controller()), offered(ListenerApis.CONTROLLER), "controller listener",
                "ListenerApis.CONTROLLER");
    }

    @Test
    void exampleServerOffersEachOfItsApisAsTheBrokerListenerDoes(KafkaBroker broker) throws Exception {
        Map<Short, ApiVersionRange> kafkas = answer(broker.bootstrap());
        try (AdminServer plain = AdminServer.start(AdminServerConfig.defaults());
                AdminServer sasl = AdminServer.start(AdminServerConfig.defaults()
                        .withSasl(new InMemoryCredentialStore().addUser("alice", "alice-secret")))) {
            assertOffersAsKafka(answer(plain.bootstrap()), kafkas, "the example server");
            Map<Short, ApiVersionRange> withSasl = answer(sasl.bootstrap());
            assertOffersAsKafka(withSasl, kafkas, "the example server with SASL");
            assertEquals(kafkas.get(KwireApis.SASL_HANDSHAKE.apiKey()), withSasl.get(KwireApis.SASL_HANDSHAKE.apiKey()));
        }
    }

    /** Fails naming every API whose range differs, or that only one side offers. */
    private static void assertSameApis(Map<Short, ApiVersionRange> kafkas, Map<Short, ApiVersionRange> kwires,
            String kafka, String kwire) {
        List<String> differences = new ArrayList<>();
        Set<Short> keys = new TreeSet<>(kafkas.keySet());
        keys.addAll(kwires.keySet());
        for (short key : keys) {
            if (!Objects.equals(kafkas.get(key), kwires.get(key))) {
                differences.add("API " + key + ": " + kafka + " " + kafkas.get(key) + ", " + kwire + " "
                        + kwires.get(key));
            }
        }
        assertEquals(List.of(), differences);
    }

    private static void assertOffersAsKafka(Map<Short, ApiVersionRange> offered, Map<Short, ApiVersionRange> kafkas,
            String who) {
        List<String> differences = new ArrayList<>();
        offered.forEach((key, range) -> {
            if (!range.equals(kafkas.get(key))) {
                differences.add("API " + key + ": " + who + " " + range + ", the broker " + kafkas.get(key));
            }
        });
        assertEquals(List.of(), differences);
        assertTrue(offered.containsKey(KwireApis.PRODUCE.apiKey()), who + " offers Produce");
    }

    private static Map<Short, ApiVersionRange> offered(ApiRegistry registry) {
        Map<Short, ApiVersionRange> byKey = new TreeMap<>();
        registry.versions().forEach(range -> byKey.put(range.apiKey(), range));
        return byKey;
    }

    /** The ranges an ApiVersions answer at kwire's newest version lists, from {@code hostPort}. */
    private static Map<Short, ApiVersionRange> answer(String hostPort) throws Exception {
        String[] parts = hostPort.split(":");
        KafkaClientChannel kafka = new KafkaClientChannel(new Bootstrap().group(group).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        KafkaClientChannel.initialize(ch.pipeline(), "kwire-api-versions-test");
                    }
                })
                .connect(parts[0], Integer.parseInt(parts[1])).sync().channel());
        try {
            ApiVersionsRequest request = new ApiVersionsRequest();
            request.clientSoftwareName = "kwire-api-versions-test";
            request.clientSoftwareVersion = "0.1.0";
            ApiVersionsResponse response = kafka.send(KwireApis.API_VERSIONS, KwireApis.API_VERSIONS.highestVersion(),
                    request).get(TIMEOUT_MS, TimeUnit.MILLISECONDS);
            assertEquals(0, response.errorCode, hostPort + " answers ApiVersions");
            Map<Short, ApiVersionRange> byKey = new TreeMap<>();
            response.apiKeys.forEach(api -> byKey.put(api.apiKey,
                    new ApiVersionRange(api.apiKey, api.minVersion, api.maxVersion)));
            return byKey;
        } finally {
            kafka.close();
        }
    }
}
