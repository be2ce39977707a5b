package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;

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
