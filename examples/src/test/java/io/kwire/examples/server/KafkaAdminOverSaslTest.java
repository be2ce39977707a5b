package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ServerTls;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.errors.SaslAuthenticationException;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.errors.UnsupportedSaslMechanismException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Kafka's own Admin (kafka-clients 4.4.0) with {@code security.protocol} SASL_PLAINTEXT and SASL_SSL
 * against the example server behind {@code SaslServerHandler}, for PLAIN and both SCRAMs: the right
 * credentials create, list and delete topics; a wrong password, an unknown user, an unsupported
 * mechanism and a client that skips authentication each fail as Kafka's client fails against a
 * broker, and the server serves a good client after each.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KafkaAdminOverSaslTest {
    private static final String USER = "alice";
    private static final String PASSWORD = "alice-secret";

    @TempDir
    static Path directory;

    private static TestPki pki;
    private static KeyFiles serverKeys;

    private final InMemoryCredentialStore users = new InMemoryCredentialStore().addUser(USER, PASSWORD);

    @BeforeAll
    static void makeCertificates() throws Exception {
        pki = TestPki.create(directory.resolve("pki"));
        serverKeys = pki.server();
    }

    @ParameterizedTest
    @CsvSource({"SASL_PLAINTEXT, PLAIN", "SASL_PLAINTEXT, SCRAM-SHA-256", "SASL_PLAINTEXT, SCRAM-SHA-512",
        "SASL_SSL, PLAIN", "SASL_SSL, SCRAM-SHA-256", "SASL_SSL, SCRAM-SHA-512"})
    void adminCreatesListsAndDeletesTopicsOnceAuthenticated(String protocol, String mechanism) throws Exception {
        try (AdminServer server = AdminServer.start(config(protocol))) {
            AdminClients.assertLifecycle(server, sasl(server, protocol, mechanism, USER, PASSWORD));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"})
    void aWrongPasswordAndAnUnknownUserFailAuthenticationAndOthersAreServed(String mechanism) throws Exception {
        try (AdminServer server = AdminServer.start(config("SASL_PLAINTEXT"))) {
            Throwable wrong = AdminClients.listingFailure(sasl(server, "SASL_PLAINTEXT", mechanism, USER, "guess"));
            Throwable unknown = AdminClients.listingFailure(sasl(server, "SASL_PLAINTEXT", mechanism, "mallory", PASSWORD));
            assertInstanceOf(SaslAuthenticationException.class, wrong, wrong.toString());
            assertInstanceOf(SaslAuthenticationException.class, unknown, unknown.toString());
            assertTrue(wrong.getMessage().contains("invalid username or password"), wrong.getMessage());
            assertEquals(wrong.getMessage(), unknown.getMessage());
            AdminClients.assertLifecycle(server, sasl(server, "SASL_PLAINTEXT", mechanism, USER, PASSWORD));
        }
    }

    @Test
    void anUnsupportedMechanismIsRefusedNamingTheOnesOffered() throws Exception {
        try (AdminServer server = AdminServer.start(config("SASL_PLAINTEXT"))) {
            Properties oauth = AdminClients.base(server);
            oauth.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SASL_PLAINTEXT");
            oauth.put(SaslConfigs.SASL_MECHANISM, "OAUTHBEARER");
            oauth.put(SaslConfigs.SASL_JAAS_CONFIG, "org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule"
                    + " required unsecuredLoginStringClaim_sub=\"" + USER + "\";");
            Throwable refused = AdminClients.listingFailure(oauth);
            assertInstanceOf(UnsupportedSaslMechanismException.class, refused, refused.toString());
            assertTrue(refused.getMessage().contains("[PLAIN, SCRAM-SHA-256, SCRAM-SHA-512]"), refused.getMessage());
            AdminClients.assertLifecycle(server, sasl(server, "SASL_PLAINTEXT", "SCRAM-SHA-256", USER, PASSWORD));
        }
    }

    /** A client that skips SASL gets its ApiVersions answer, then is closed on its first other request. */
    @Test
    void aClientThatDoesNotAuthenticateIsClosedAndOthersAreServed() throws Exception {
        try (AdminServer server = AdminServer.start(config("SASL_PLAINTEXT"))) {
            Properties plaintext = AdminClients.base(server);
            plaintext.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 3_000);
            plaintext.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 2_000);
            assertInstanceOf(TimeoutException.class, AdminClients.listingFailure(plaintext));
            assertEquals(List.of(), server.topics().topics());
            AdminClients.assertLifecycle(server, sasl(server, "SASL_PLAINTEXT", "PLAIN", USER, PASSWORD));
        }
    }

    private AdminServerConfig config(String protocol) {
        AdminServerConfig config = AdminServerConfig.defaults().withSasl(users);
        return protocol.equals("SASL_SSL")
                ? config.withTls(ServerTls.pem(serverKeys.certificateChain(), serverKeys.privateKey()).build())
                : config;
    }

    private static Properties sasl(AdminServer server, String protocol, String mechanism, String user,
            String password) throws Exception {
        return AdminClients.sasl(server, protocol, mechanism, user, password, pki.caCertificate());
    }
}
