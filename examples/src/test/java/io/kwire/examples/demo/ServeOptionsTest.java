package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.examples.server.AdminServer;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
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
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The demo's {@code serve} options: each security protocol they make, their errors, and a server
 * made from them that Kafka's own Admin reaches over SASL_SSL as the users they name, each with
 * what it may do.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ServeOptionsTest {
    @TempDir
    static Path directory;

    private static TestPki pki;
    private static KeyFiles serverKeys;

    @BeforeAll
    static void makeCertificates() throws Exception {
        pki = TestPki.create(directory.resolve("pki"));
        serverKeys = pki.server();
    }

    @Test
    void withNoOptionsTheServerListensInPlaintextOnPort9092OfEveryInterfaceAdvertisingItsHostName() {
        ServeOptions options = ServeOptions.parse(List.of());
        assertEquals("PLAINTEXT", options.securityProtocol());
        assertEquals("0.0.0.0", options.config().host());
        assertEquals(9092, options.config().port());
        assertNull(options.config().tls());
        assertNull(options.config().sasl());
        assertNull(options.config().acls());
        assertEquals("kafka.example", ServeOptions.parse(List.of("--advertised-host", "kafka.example")).config()
                .advertisedHost());
        assertEquals("127.0.0.1", ServeOptions.parse(List.of("--host", "127.0.0.1")).config().advertisedHost());
        assertTrue(options.config().advertisedHost() != null && !options.config().advertisedHost().isEmpty());
        assertEquals(ServeOptions.NO_METRICS, options.metricsPort());
        assertEquals(9404, ServeOptions.parse(List.of("--metrics-port", "9404")).metricsPort());
    }

    @ParameterizedTest
    @CsvSource({"false, false, PLAINTEXT", "true, false, SSL", "false, true, SASL_PLAINTEXT", "true, true, SASL_SSL"})
    void theOptionsNameTheirSecurityProtocol(boolean tls, boolean sasl, String protocol) {
        List<String> arguments = new ArrayList<>(List.of("--port", "0"));
        if (tls) {
            arguments.addAll(tlsOptions());
        }
        if (sasl) {
            arguments.addAll(List.of("--describe-only-user", "viewer:secret"));
        }
        ServeOptions options = ServeOptions.parse(arguments);
        assertEquals(protocol, options.securityProtocol());
        assertEquals(tls, options.config().tls() != null);
        assertEquals(sasl, options.config().sasl() != null);
        assertEquals(sasl, options.config().acls() != null);
    }

    /** Kafka's {@code connections.max.reauth.ms}: SASL sessions never expire unless it says otherwise. */
    @Test
    void connectionsMaxReauthMsGivesSaslSessionsTheirLifetime() throws Exception {
        assertEquals(Duration.ZERO, ServeOptions.parse(List.of("--sasl-user", "alice:secret")).config()
                .saslSessionLifetime());
        ServeOptions options = ServeOptions.parse(List.of("--port", "0", "--sasl-user", "alice:secret",
                "--connections-max-reauth-ms", "60000"));
        assertEquals(Duration.ofMinutes(1), options.config().saslSessionLifetime());
        try (AdminServer server = AdminServer.start(options.config())) {
            String banner = options.banner(server);
            assertTrue(banner.contains(", SASL sessions of 60000 ms (clients re-authenticate, KIP-368)"), banner);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--tls|unknown option --tls",
        "--port|--port needs a value",
        "--port nine|--port takes a number, not 'nine'",
        "--sasl-user alice|--sasl-user takes NAME:PASSWORD",
        "--describe-only-user :secret|--describe-only-user takes NAME:PASSWORD",
        "--sasl-user alice:a --describe-only-user alice:b|user 'alice' is named twice",
        "--tls-key key.pem|TLS needs both --tls-cert and --tls-key; only --tls-key was given",
        "--tls-cert missing.pem --tls-key missing.pem|missing.pem",
        "--connections-max-reauth-ms 5000|--connections-max-reauth-ms applies to SASL sessions",
        "--sasl-user a:b --connections-max-reauth-ms -1|--connections-max-reauth-ms takes 0 (sessions never expire)",
        "--sasl-user a:b --connections-max-reauth-ms soon|--connections-max-reauth-ms takes a number, not 'soon'",
        "--metrics-port|--metrics-port needs a value",
        "--metrics-port http|--metrics-port takes a number, not 'http'",
        "--metrics-port 65536|--metrics-port takes a port from 0 (a free one) to 65535, not 65536"})
    void aBadOptionIsRefusedNamingWhatIsWrong(String arguments, String message) {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ServeOptions.parse(List.of(arguments.split(" "))));
        assertTrue(refused.getMessage().contains(message), refused.getMessage());
    }

    @Test
    void kafkasAdminReachesTheServedServerOverSaslSslAsEachUserMay() throws Exception {
        List<String> arguments = new ArrayList<>(List.of("--host", "127.0.0.1", "--port", "0",
                "--sasl-user", "admin:admin:secret", "--describe-only-user", "viewer:viewer-secret"));
        arguments.addAll(tlsOptions());
        ServeOptions options = ServeOptions.parse(arguments);
        try (AdminServer server = AdminServer.start(options.config())) {
            assertTrue(options.banner(server).startsWith("kwire server listening on " + server.bootstrap()
                    + ", bootstrap.servers=" + server.bootstrap()
                    + " security.protocol=SASL_SSL (sasl.mechanism PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512)"),
                    options.banner(server));
            try (Admin admin = Admin.create(saslSsl(server, "PLAIN", "admin", "admin:secret"))) {
                admin.createTopics(List.of(new NewTopic("served", 1, (short) 1))).all().get();
            }
            try (Admin viewer = Admin.create(saslSsl(server, "SCRAM-SHA-512", "viewer", "viewer-secret"))) {
                assertEquals(Set.of("served"), viewer.listTopics().names().get());
                ExecutionException refused = assertThrows(ExecutionException.class,
                        () -> viewer.deleteTopics(List.of("served")).all().get());
                assertInstanceOf(TopicAuthorizationException.class, refused.getCause());
            }
            assertEquals("served", server.topics().byName("served").name());
        }
    }

    private static List<String> tlsOptions() {
        return List.of("--tls-cert", serverKeys.certificateChain().toString(), "--tls-key",
                serverKeys.privateKey().toString());
    }

    private static Properties saslSsl(AdminServer server, String mechanism, String user, String password)
            throws Exception {
        Properties properties = new Properties();
        properties.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, server.bootstrap());
        properties.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 10_000);
        properties.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 15_000);
        properties.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SASL_SSL");
        properties.put(SaslConfigs.SASL_MECHANISM, mechanism);
        String module = mechanism.equals("PLAIN") ? "org.apache.kafka.common.security.plain.PlainLoginModule"
                : "org.apache.kafka.common.security.scram.ScramLoginModule";
        properties.put(SaslConfigs.SASL_JAAS_CONFIG, module + " required username=\"" + user + "\" password=\""
                + password + "\";");
        properties.put(SslConfigs.SSL_TRUSTSTORE_TYPE_CONFIG, "PEM");
        properties.put(SslConfigs.SSL_TRUSTSTORE_CERTIFICATES_CONFIG, Files.readString(pki.caCertificate()));
        return properties;
    }
}
