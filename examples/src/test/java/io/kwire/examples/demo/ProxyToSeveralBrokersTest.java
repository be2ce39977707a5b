package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.examples.server.AdminServer;
import io.kwire.examples.server.AdminServerConfig;
import io.kwire.proxy.Endpoint;
import io.kwire.proxy.KafkaProxy;
import io.kwire.proxy.ProxyOptions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.errors.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A cluster of several brokers behind {@link KafkaProxy}: the example server, which lists three
 * brokers, each at its own address; Kafka's Admin sees each at a port of the proxy's own, reaches
 * them there, and a cluster larger than the ports given is refused.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ProxyToSeveralBrokersTest {
    private static final int BROKERS = 3;

    private static ProxyOptions proxyTo(AdminServer server, int brokerPorts) {
        return ProxyOptions.to(new Endpoint("127.0.0.1", server.address().getPort())).listen("127.0.0.1", 0)
                .brokerPorts(brokerPorts);
    }

    @Test
    void eachBrokerGetsAPortOfItsOwnWhereClientsReachIt() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withBrokers(BROKERS));
                KafkaProxy proxy = KafkaProxy.start(proxyTo(server, BROKERS));
                Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG,
                        proxy.bootstrapServers()))) {
            Set<Integer> ports = new TreeSet<>();
            for (Node node : admin.describeCluster().nodes().get(30, TimeUnit.SECONDS)) {
                assertEquals("127.0.0.1", node.host());
                ports.add(node.port());
            }
            assertEquals(Set.of(proxy.port() + 1, proxy.port() + 2, proxy.port() + 3), ports,
                    "three brokers at three ports after the bootstrap port");
            admin.createTopics(List.of(new NewTopic("spread", 2 * BROKERS, (short) BROKERS))).all()
                    .get(30, TimeUnit.SECONDS);
            TopicDescription spread = admin.describeTopics(List.of("spread")).allTopicNames().get(30, TimeUnit.SECONDS)
                    .get("spread");
            for (TopicPartitionInfo partition : spread.partitions()) {
                assertTrue(ports.contains(partition.leader().port()), partition + " is led at a proxy port");
                assertEquals(BROKERS, partition.replicas().size());
            }
        }
    }

    @Test
    void aClusterLargerThanThePortsGivenIsRefused() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withBrokers(BROKERS));
                KafkaProxy proxy = KafkaProxy.start(proxyTo(server, BROKERS - 1));
                Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG,
                        proxy.bootstrapServers(), AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 2_000,
                        AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 3_000))) {
            ExecutionException failed = assertThrows(ExecutionException.class,
                    () -> admin.describeCluster().nodes().get(30, TimeUnit.SECONDS));
            assertInstanceOf(TimeoutException.class, failed.getCause(),
                    "every Metadata answer names a broker with no port: the connection closes each time");
        }
    }
}
