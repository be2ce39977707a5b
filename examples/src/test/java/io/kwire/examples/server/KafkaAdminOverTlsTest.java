package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ServerTls;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.common.config.SslConfigs;
import org.apache.kafka.common.errors.SslAuthenticationException;
import org.apache.kafka.common.errors.TimeoutException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kafka's own Admin (kafka-clients 4.4.0) with {@code security.protocol=SSL} against the example server
 * behind {@link ServerTls}, with certificates made for the run: topics are created, listed and deleted
 * over TLS and mTLS; an untrusted server, a client without a certificate and a plaintext client each
 * fail with the exception Kafka's client raises for it, and the server serves a good client after.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KafkaAdminOverTlsTest {
    @TempDir
    static Path directory;

    private static TestPki pki;
    private static KeyFiles serverKeys;
    private static KeyFiles clientKeys;

    @BeforeAll
    static void makeCertificates() throws Exception {
        pki = TestPki.create(directory.resolve("pki"));
        serverKeys = pki.server();
        clientKeys = pki.issue("admin", "CN=admin,O=kwire");
    }

    @Test
    void adminCreatesListsAndDeletesTopicsOverTls() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withTls(tls().build()))) {
            AdminClients.assertLifecycle(server, ssl(server, pki.caCertificate(), null));
        }
    }

    @Test
    void adminWithAClientCertificateIsServedOverMutualTls() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withTls(mutualTls()))) {
            AdminClients.assertLifecycle(server, ssl(server, pki.caCertificate(), clientKeys));
        }
    }

    @Test
    void adminWithoutAClientCertificateFailsAuthenticationWhereOneIsRequired() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withTls(mutualTls()))) {
            assertFailsWith(SslAuthenticationException.class, ssl(server, pki.caCertificate(), null));
            AdminClients.assertLifecycle(server, ssl(server, pki.caCertificate(), clientKeys));
        }
    }

    @Test
    void adminRefusesAServerCertificateItDoesNotTrust() throws Exception {
        Path otherCa = TestPki.create(directory.resolve("other-ca")).caCertificate();
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withTls(tls().build()))) {
            assertFailsWith(SslAuthenticationException.class, ssl(server, otherCa, null));
            AdminClients.assertLifecycle(server, ssl(server, pki.caCertificate(), null));
        }
    }

    /** Kafka's client cannot tell a TLS port from a dead one: it times out, as against a real broker. */
    @Test
    void adminSpeakingPlaintextToTheTlsPortTimesOutAndOthersAreServed() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withTls(tls().build()))) {
            Properties plaintext = AdminClients.base(server);
            plaintext.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 3_000);
            plaintext.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 2_000);
            assertFailsWith(TimeoutException.class, plaintext);
            AdminClients.assertLifecycle(server, ssl(server, pki.caCertificate(), null));
        }
    }

    private static ServerTls.Builder tls() {
        return ServerTls.pem(serverKeys.certificateChain(), serverKeys.privateKey());
    }

    private static ServerTls mutualTls() {
        return tls().requireClientCertificates(pki.caCertificate()).build();
    }

    /** Kafka's SSL settings: PEM trust store of {@code ca}, and {@code client}'s key if not null. */
    private static void assertFailsWith(Class<? extends Exception> expected, Properties properties) {
        Throwable failure = AdminClients.listingFailure(properties);
        assertInstanceOf(expected, failure, failure.toString());
    }

    private static Properties ssl(AdminServer server, Path ca, KeyFiles client) throws Exception {
        Properties properties = AdminClients.base(server);
        properties.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SSL");
        properties.put(SslConfigs.SSL_TRUSTSTORE_TYPE_CONFIG, "PEM");
        properties.put(SslConfigs.SSL_TRUSTSTORE_CERTIFICATES_CONFIG, Files.readString(ca));
        if (client != null) {
            properties.put(SslConfigs.SSL_KEYSTORE_TYPE_CONFIG, "PEM");
            properties.put(SslConfigs.SSL_KEYSTORE_CERTIFICATE_CHAIN_CONFIG, client.certificateChainPem());
            properties.put(SslConfigs.SSL_KEYSTORE_KEY_CONFIG, client.privateKeyPem());
        }
        return properties;
    }
}
