package io.kwire.codec.sasl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.sasl.HmacCounter.Counted;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What one login attempt costs the server, counted in HMACs on the thread that runs it: never a key
 * derivation (Hi of the store's 8192 iterations is 8192 HMACs), and the same for a user the store
 * holds as for one it does not, whose answer reads alike too.
 */
class LoginCostTest {
    private static final int ITERATIONS = 8192;

    private final InMemoryCredentialStore store = new InMemoryCredentialStore(ITERATIONS).addUser("alice", "secret");

    @Test
    void aPlainAttemptCostsOneHmacWhicheverUserItNames() {
        Counted<String> wrongPassword = HmacCounter.count(() -> refusal("\0alice\0guess"));
        Counted<String> unknownUser = HmacCounter.count(() -> refusal("\0mallory\0guess"));
        Counted<String> rightPassword = HmacCounter.count(() -> {
            SaslServerExchange server = SaslServerExchange.start(SaslMechanism.PLAIN, store);
            server.evaluate(bytes("\0alice\0secret"));
            return server.user();
        });
        assertEquals(1, wrongPassword.hmacs(), "HMACs of a wrong password for a known user");
        assertEquals(1, unknownUser.hmacs(), "HMACs of an unknown user");
        assertEquals(1, rightPassword.hmacs(), "HMACs of the right password");
        assertEquals(wrongPassword.result(), unknownUser.result());
        assertEquals("alice", rightPassword.result());
    }

    @ParameterizedTest
    @EnumSource(value = SaslMechanism.class, names = {"SCRAM_SHA_256", "SCRAM_SHA_512"})
    void aScramClientFirstCostsAndReadsTheSameForAKnownAndAnUnknownUser(SaslMechanism mechanism) {
        Counted<String[]> known = HmacCounter.count(() -> serverFirst(mechanism, "alice"));
        Counted<String[]> unknown = HmacCounter.count(() -> serverFirst(mechanism, "mallory"));
        assertEquals(known.hmacs(), unknown.hmacs(), "HMACs of a client-first naming a known user, then an unknown one");
        assertEquals("i=" + ITERATIONS, known.result()[2]);
        assertEquals("i=" + ITERATIONS, unknown.result()[2], "the unknown user's stand-in states the store's count");
        String salt = unknown.result()[1];
        assertEquals(known.result()[1].length(), salt.length(), "salts of one length");
        assertEquals(salt, serverFirst(mechanism, "mallory")[1], "the stand-in's salt on the next try");
        assertNotEquals(salt, serverFirst(mechanism, "mallory2")[1], "another unknown user's salt");
    }

    private String refusal(String token) {
        SaslServerExchange server = SaslServerExchange.start(SaslMechanism.PLAIN, store);
        return assertThrows(SaslAuthenticationException.class, () -> server.evaluate(bytes(token))).getMessage();
    }

    /** The server-first's attributes, {@code r=}, {@code s=} and {@code i=}, for a client-first naming {@code user}. */
    private String[] serverFirst(SaslMechanism mechanism, String user) {
        SaslServerExchange server = SaslServerExchange.start(mechanism, store);
        return new String(server.evaluate(bytes("n,,n=" + user + ",r=abc")), StandardCharsets.UTF_8).split(",");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
