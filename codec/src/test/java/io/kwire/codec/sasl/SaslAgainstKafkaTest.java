package io.kwire.codec.sasl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import javax.security.sasl.SaslClient;
import javax.security.sasl.SaslServer;
import org.apache.kafka.common.security.scram.internals.ScramFormatter;
import org.apache.kafka.common.security.scram.internals.ScramMechanism;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** kwire's SASL exchanges against Kafka's own clients and servers, for every mechanism. */
class SaslAgainstKafkaTest {
    private static final String USER = "alice";
    private static final String PASSWORD = "alice-secret";

    private final InMemoryCredentialStore store = new InMemoryCredentialStore().addUser(USER, PASSWORD);

    @ParameterizedTest
    @EnumSource(SaslMechanism.class)
    void kafkasClientLogsInToKwiresServer(SaslMechanism mechanism) throws Exception {
        SaslClient client = KafkaSasl.client(mechanism, USER, PASSWORD);
        SaslServerExchange server = KafkaSasl.authenticate(client, SaslServerExchange.start(mechanism, store));
        assertTrue(server.isComplete());
        assertTrue(client.isComplete(), "Kafka's client accepted the server's signature");
        assertEquals(USER, server.user());
    }

    @ParameterizedTest
    @EnumSource(SaslMechanism.class)
    void aWrongPasswordAndAnUnknownUserAreRefusedAlike(SaslMechanism mechanism) throws Exception {
        SaslAuthenticationException wrong = assertThrows(SaslAuthenticationException.class, () -> KafkaSasl
                .authenticate(KafkaSasl.client(mechanism, USER, "guess"), SaslServerExchange.start(mechanism, store)));
        SaslAuthenticationException unknown = assertThrows(SaslAuthenticationException.class, () -> KafkaSasl
                .authenticate(KafkaSasl.client(mechanism, "mallory", PASSWORD), SaslServerExchange.start(mechanism, store)));
        assertEquals("Authentication failed: invalid username or password", wrong.getMessage());
        assertEquals(wrong.getMessage(), unknown.getMessage());
    }

    @ParameterizedTest
    @EnumSource(SaslMechanism.class)
    void kwiresClientLogsInToKafkasServer(SaslMechanism mechanism) throws Exception {
        SaslServer server = KafkaSasl.server(mechanism, USER, PASSWORD);
        SaslClientExchange client = SaslClientExchange.start(mechanism, USER, PASSWORD);
        byte[] token = client.initialToken();
        while (!client.isComplete()) {
            byte[] challenge = server.evaluateResponse(token);
            token = client.evaluate(challenge);
        }
        assertNull(token);
        assertTrue(server.isComplete());
        assertEquals(USER, server.getAuthorizationID());
    }

    @ParameterizedTest
    @EnumSource(SaslMechanism.class)
    void kafkasServerRefusesKwiresClientWithAWrongPassword(SaslMechanism mechanism) throws Exception {
        SaslServer server = KafkaSasl.server(mechanism, USER, PASSWORD);
        SaslClientExchange client = SaslClientExchange.start(mechanism, USER, "guess");
        Exception refused = assertThrows(Exception.class, () -> {
            byte[] token = client.initialToken();
            while (!client.isComplete()) {
                token = client.evaluate(server.evaluateResponse(token));
            }
        });
        assertTrue(refused.getClass().getName().startsWith("org.apache.kafka") || refused instanceof javax.security.sasl.SaslException,
                "refused by Kafka's server: " + refused);
        assertTrue(!client.isComplete() && !server.isComplete());
    }

    @ParameterizedTest
    @EnumSource(value = SaslMechanism.class, names = {"SCRAM_SHA_256", "SCRAM_SHA_512"})
    void credentialsAreTheOnesKafkaComputes(SaslMechanism mechanism) throws Exception {
        byte[] salt = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
        ScramFormatter formatter = new ScramFormatter(ScramMechanism.forMechanismName(mechanism.mechanismName()));
        org.apache.kafka.common.security.scram.ScramCredential kafka = formatter.generateCredential(salt,
                formatter.saltedPassword(PASSWORD, salt, 4096), 4096);
        ScramCredential kwire = ScramCredential.fromPassword(mechanism, PASSWORD, salt, 4096);
        assertArrayEquals(kafka.storedKey(), kwire.storedKey());
        assertArrayEquals(kafka.serverKey(), kwire.serverKey());
        assertArrayEquals(kafka.salt(), kwire.salt());
        assertEquals(kafka.iterations(), kwire.iterations());
    }
}
