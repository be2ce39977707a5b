package io.kwire.examples.broker;

import java.nio.file.Path;
import java.util.Properties;

/** The configuration of a one-node Kafka cluster on loopback, sized for tests on a small machine. */
final class BrokerProperties {
    private static final String HOST = "127.0.0.1";

    private BrokerProperties() {
    }

    /** A node that is broker and controller at once, the only voter of its own KRaft quorum. */
    static Properties singleNode(Path logDir, int brokerPort, int controllerPort) {
        String broker = "PLAINTEXT://" + HOST + ":" + brokerPort;
        String controller = "CONTROLLER://" + HOST + ":" + controllerPort;
        Properties properties = new Properties();
        properties.setProperty("process.roles", "broker,controller");
        properties.setProperty("node.id", "1");
        properties.setProperty("controller.quorum.bootstrap.servers", HOST + ":" + controllerPort);
        properties.setProperty("listeners", broker + "," + controller);
        properties.setProperty("advertised.listeners", broker + "," + controller);
        properties.setProperty("controller.listener.names", "CONTROLLER");
        properties.setProperty("inter.broker.listener.name", "PLAINTEXT");
        properties.setProperty("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
        properties.setProperty("log.dirs", logDir.toString());

        properties.setProperty("num.partitions", "1");
        properties.setProperty("auto.create.topics.enable", "false");
        properties.setProperty("offsets.topic.replication.factor", "1");
        properties.setProperty("offsets.topic.num.partitions", "1");
        properties.setProperty("transaction.state.log.replication.factor", "1");
        properties.setProperty("transaction.state.log.min.isr", "1");
        properties.setProperty("transaction.state.log.num.partitions", "1");
        properties.setProperty("share.coordinator.state.topic.replication.factor", "1");
        properties.setProperty("share.coordinator.state.topic.min.isr", "1");
        properties.setProperty("group.initial.rebalance.delay.ms", "0");

        // Kafka's defaults reserve 128 MiB for the log cleaner and a thread pool per core: far more than a test needs.
        properties.setProperty("log.cleaner.dedupe.buffer.size", String.valueOf(2 * 1024 * 1024));
        properties.setProperty("log.cleaner.threads", "1");
        properties.setProperty("num.network.threads", "2");
        properties.setProperty("num.io.threads", "2");
        properties.setProperty("background.threads", "2");
        properties.setProperty("num.recovery.threads.per.data.dir", "1");
        properties.setProperty("num.replica.fetchers", "1");
        return properties;
    }

    /**
     * Adds a SASL_SSL listener on {@code port}: SCRAM-SHA-256 and SCRAM-SHA-512 over TLS with the PEM
     * certificate chain and key given, the users' credentials kept in the cluster's metadata.
     */
    static void addSaslSslListener(Properties properties, int port, String certificateChainPem, String privateKeyPem) {
        String listener = "SASL_SSL://" + HOST + ":" + port;
        properties.setProperty("listeners", properties.getProperty("listeners") + "," + listener);
        properties.setProperty("advertised.listeners", properties.getProperty("advertised.listeners") + "," + listener);
        properties.setProperty("listener.security.protocol.map",
                properties.getProperty("listener.security.protocol.map") + ",SASL_SSL:SASL_SSL");
        properties.setProperty("sasl.enabled.mechanisms", "SCRAM-SHA-256,SCRAM-SHA-512");
        for (String mechanism : new String[] {"scram-sha-256", "scram-sha-512"}) {
            properties.setProperty("listener.name.sasl_ssl." + mechanism + ".sasl.jaas.config",
                    "org.apache.kafka.common.security.scram.ScramLoginModule required;");
        }
        properties.setProperty("listener.name.sasl_ssl.ssl.keystore.type", "PEM");
        properties.setProperty("listener.name.sasl_ssl.ssl.keystore.certificate.chain", certificateChainPem);
        properties.setProperty("listener.name.sasl_ssl.ssl.keystore.key", privateKeyPem);
    }

    /**
     * Turns on Kafka's own authorizer, which refuses what no ACL allows; {@code User:ANONYMOUS}, the principal of
     * the PLAINTEXT and CONTROLLER listeners (the node's own traffic, and the tests' admin), is a super user.
     */
    static void addAuthorizer(Properties properties) {
        properties.setProperty("authorizer.class.name", "org.apache.kafka.metadata.authorizer.StandardAuthorizer");
        properties.setProperty("super.users", "User:ANONYMOUS");
    }
}
