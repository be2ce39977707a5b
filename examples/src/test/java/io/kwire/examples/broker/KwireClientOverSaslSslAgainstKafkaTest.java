package io.kwire.examples.broker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.sasl.SaslAuthenticationException;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.examples.client.ClientSecurity;
import io.kwire.examples.client.Dialect;
import io.kwire.examples.client.KwireAdmin;
import io.kwire.examples.client.NewTopic;
import io.kwire.testkit.tls.TestPki;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.common.config.ConfigResource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * kwire's client against the real Kafka 4.4.0 broker's SASL_SSL listener, with SCRAM users created when it
 * starts: it verifies the broker's certificate and host name, logs in, creates and deletes topics; a wrong
 * password fails as Kafka says. The broker's SASL sessions last 3 s ({@code connections.max.reauth.ms}): the
 * client re-authenticates and is served past them.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KwireClientOverSaslSslAgainstKafkaTest {
    @TempDir
    static Path directory;

    private static TestPki pki;
    private static final Duration SESSION_LIFETIME = Duration.ofSeconds(3);

    private static KafkaBroker broker;

    @BeforeAll
    static void startBroker() throws Exception {
        pki = TestPki.create(directory.resolve("pki"));
        broker = KafkaBroker.startWithSaslSsl(pki.server(), SESSION_LIFETIME);
        broker.addScramUser("alice", "alice-secret");
    }

    @AfterAll
    static void stopBroker() {
        if (broker != null) {
            broker.close();
        }
    }

    @ParameterizedTest
    @EnumSource(value = SaslMechanism.class, names = {"SCRAM_SHA_256", "SCRAM_SHA_512"})
    void theClientLogsInWithScramThenCreatesAndDeletesATopic(SaslMechanism mechanism) throws Exception {
        String topic = "secured-" + mechanism.name().toLowerCase();
        try (KwireAdmin admin = connect(mechanism, "alice-secret")) {
            assertEquals(0, admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1)), false).get().get(0)
                    .errorCode());
            broker.awaitTopicNames(names -> names.contains(topic));
            assertEquals(0, admin.deleteTopics(List.of(topic)).get().get(0).errorCode());
            broker.awaitTopicNames(names -> !names.contains(topic));
        }
    }

    @ParameterizedTest
    @EnumSource(value = SaslMechanism.class, names = {"SCRAM_SHA_256", "SCRAM_SHA_512"})
    void aWrongPasswordFailsWithKafkasMessage(SaslMechanism mechanism) {
        ExecutionException failed = assertThrows(ExecutionException.class, () -> connect(mechanism, "guess"));
        SaslAuthenticationException refused = assertInstanceOf(SaslAuthenticationException.class, failed.getCause());
        assertTrue(refused.getMessage().contains("invalid credentials with SASL mechanism "
                + mechanism.mechanismName()), refused.getMessage());
    }

    /**
     * The broker closes a connection at its first request after its session ends, unless the client has
     * re-authenticated: kwire's client lists topics every 200 ms for more than two sessions on one connection.
     */
    @Test
    void theClientReauthenticatesWithTheBrokerAndIsServedPastItsSessions() throws Exception {
        ConfigResource node = new ConfigResource(ConfigResource.Type.BROKER, "1");
        assertEquals("3000", broker.admin().describeConfigs(List.of(node)).all().get().get(node)
                .get("connections.max.reauth.ms").value());
        try (KwireAdmin admin = connect(SaslMechanism.SCRAM_SHA_512, "alice-secret")) {
            long end = System.nanoTime() + SESSION_LIFETIME.multipliedBy(2).plusSeconds(2).toNanos();
            int listed = 0;
            while (System.nanoTime() - end < 0) {
                admin.listTopics().get(10, TimeUnit.SECONDS);
                listed++;
                Thread.sleep(200);
            }
            assertTrue(listed > 20, listed + " listings");
        }
    }

    private static KwireAdmin connect(SaslMechanism mechanism, String password) throws Exception {
        String[] hostPort = broker.saslSslBootstrap().split(":");
        return KwireAdmin.connect(hostPort[0], Integer.parseInt(hostPort[1]), Dialect.KAFKA,
                ClientSecurity.sasl(ClientTls.trusting(pki.caCertificate()).build(), mechanism, "alice", password));
    }
}
