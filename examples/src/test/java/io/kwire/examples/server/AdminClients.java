package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.config.SslConfigs;

/** Kafka's own {@code Admin} as the security tests use it against the example server. */
final class AdminClients {
    private AdminClients() {
    }

    /** Kafka's settings to reach {@code server}, with timeouts a test can wait out; no security yet. */
    static Properties base(AdminServer server) {
        Properties properties = new Properties();
        properties.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, server.bootstrap());
        properties.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 10_000);
        properties.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 15_000);
        return properties;
    }

    /**
     * Kafka's settings to reach {@code server} as {@code user} with SASL, over TLS trusting
     * {@code caCertificate} for SASL_SSL.
     */
    static Properties sasl(AdminServer server, String protocol, String mechanism, String user, String password,
            Path caCertificate) throws IOException {
        Properties properties = base(server);
        properties.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, protocol);
        properties.put(SaslConfigs.SASL_MECHANISM, mechanism);
        String module = mechanism.equals("PLAIN") ? "org.apache.kafka.common.security.plain.PlainLoginModule"
                : "org.apache.kafka.common.security.scram.ScramLoginModule";
        properties.put(SaslConfigs.SASL_JAAS_CONFIG, module + " required username=\"" + user + "\" password=\""
                + password + "\";");
        if (protocol.equals("SASL_SSL")) {
            properties.put(SslConfigs.SSL_TRUSTSTORE_TYPE_CONFIG, "PEM");
            properties.put(SslConfigs.SSL_TRUSTSTORE_CERTIFICATES_CONFIG, Files.readString(caCertificate));
        }
        return properties;
    }

    /** An Admin of {@code properties} creates, lists and deletes a topic on {@code server}. */
    static void assertLifecycle(AdminServer server, Properties properties) throws Exception {
        try (Admin admin = Admin.create(properties)) {
            admin.createTopics(List.of(new NewTopic("secured", 2, (short) 1))).all().get();
            assertEquals(Set.of("secured"), admin.listTopics().names().get());
            assertEquals(2, server.topics().byName("secured").partitions());
            admin.deleteTopics(List.of("secured")).all().get();
            assertEquals(Set.of(), admin.listTopics().names().get());
        }
    }

    /** Why an Admin of {@code properties} cannot list topics; fails if it can. */
    static Throwable listingFailure(Properties properties) {
        try (Admin admin = Admin.create(properties)) {
            return assertThrows(ExecutionException.class, () -> admin.listTopics().names().get()).getCause();
        }
    }
}
