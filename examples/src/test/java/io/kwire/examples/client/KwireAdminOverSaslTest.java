package io.kwire.examples.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.ServerTls;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.codec.sasl.SaslAuthenticationException;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.examples.server.AdminServer;
import io.kwire.examples.server.AdminServerConfig;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * kwire's own client logging in to the example server with SASL, over plaintext and TLS, for every
 * mechanism: it creates, lists and deletes topics; with a wrong password its requests fail with the
 * server's message.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KwireAdminOverSaslTest {
    private static final String HOST = "127.0.0.1";

    @TempDir
    static Path directory;

    private static TestPki pki;
    private static KeyFiles serverKeys;

    private final InMemoryCredentialStore users = new InMemoryCredentialStore().addUser("alice", "secret");

    @BeforeAll
    static void makeCertificates() throws Exception {
        pki = TestPki.create(directory.resolve("pki"));
        serverKeys = pki.server();
    }

    @ParameterizedTest
    @CsvSource({"false, PLAIN", "false, SCRAM_SHA_256", "false, SCRAM_SHA_512", "true, PLAIN", "true, SCRAM_SHA_256",
        "true, SCRAM_SHA_512"})
    void theClientAuthenticatesThenCreatesListsAndDeletesTopics(boolean tls, SaslMechanism mechanism) throws Exception {
        try (AdminServer server = AdminServer.start(config(tls));
                KwireAdmin admin = KwireAdmin.connect(HOST, server.address().getPort(), Dialect.KAFKA,
                        ClientSecurity.sasl(clientTls(tls), mechanism, "alice", "secret"))) {
            List<TopicOutcome> created = admin.createTopics(List.of(new NewTopic("secured", 2, (short) 1)), false).get();
            assertEquals(0, created.get(0).errorCode());
            assertEquals(List.of("secured"), admin.listTopics().get().stream().map(TopicListing::name).toList());
            assertEquals(0, admin.deleteTopics(List.of("secured")).get().get(0).errorCode());
            assertEquals(List.of(), admin.listTopics().get());
        }
    }

    @ParameterizedTest
    @EnumSource(SaslMechanism.class)
    void aWrongPasswordFailsTheRequestsWithTheServersMessage(SaslMechanism mechanism) throws Exception {
        try (AdminServer server = AdminServer.start(config(false))) {
            ExecutionException failed = assertThrows(ExecutionException.class, () -> KwireAdmin.connect(HOST,
                    server.address().getPort(), Dialect.KAFKA, ClientSecurity.sasl(null, mechanism, "alice", "guess")));
            SaslAuthenticationException refused = assertInstanceOf(SaslAuthenticationException.class, failed.getCause());
            assertEquals("Authentication failed: invalid username or password", refused.getMessage());
        }
    }

    private AdminServerConfig config(boolean tls) {
        AdminServerConfig config = AdminServerConfig.defaults().withSasl(users);
        return tls ? config.withTls(ServerTls.pem(serverKeys.certificateChain(), serverKeys.privateKey()).build())
                : config;
    }

    private static ClientTls clientTls(boolean tls) {
        return tls ? ClientTls.trusting(pki.caCertificate()).build() : null;
    }
}
