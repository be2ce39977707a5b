package io.kwire.codec.sasl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Malformed, out-of-order and hostile tokens: each refused with a message naming what was wrong. */
class SaslAbuseTest {
    private final InMemoryCredentialStore store = new InMemoryCredentialStore().addUser("alice", "secret");

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "p=tls-unique,,n=alice,r=abc        | asks for channel binding",
        "y,,n=alice,r=abc                   | asks for channel binding",
        "x,,n=alice,r=abc                   | must start with the GS2 header",
        "n,                                 | no end to its GS2 header",
        "n,,r=abc                           | must hold n=<user>,r=<nonce>",
        "n,,n=alice                         | must hold n=<user>,r=<nonce>",
        "n,,n=al=ice,r=abc                  | malformed user name",
        "n,,n=,r=abc                        | malformed user name",
        "n,a=bob,n=alice,r=abc              | authorization id differs",
        "n,,n=alice,r=a b                   | malformed nonce",
        "n,,n=alice,r=                      | malformed nonce",
        "n,,n=alice,r=abc,m=must            | mandatory extension",
        "n,,n=alice,r=abc,tokenauth=true    | delegation tokens",
    })
    void aMalformedClientFirstIsRefused(String clientFirst, String problem) {
        SaslServerExchange server = SaslServerExchange.start(SaslMechanism.SCRAM_SHA_256, store);
        assertRefused(problem, () -> server.evaluate(bytes(clientFirst)));
        assertRefused("already failed", () -> server.evaluate(bytes("n,,n=alice,r=abc")));
    }

    @Test
    void anEscapedUserNameAndItsOwnAuthorizationIdAreTaken() {
        store.addUser("a,b=c", "pw");
        SaslServerExchange server = SaslServerExchange.start(SaslMechanism.SCRAM_SHA_512, store);
        String serverFirst = text(server.evaluate(bytes("n,a=a=2Cb=3Dc,n=a=2Cb=3Dc,r=abc")));
        assertTrue(serverFirst.startsWith("r=abc"), serverFirst);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "r=NONCE,p=AAAA                      | must hold c=<binding>,r=<nonce>,p=<proof>",
        "c=biws,r=NONCE                      | must hold c=<binding>,r=<nonce>,p=<proof>",
        "x=biws,r=NONCE,p=AAAA               | must start with c=<binding>,r=<nonce>",
        "c=eSws,r=NONCE,p=AAAA               | does not repeat the GS2 header",
        "c=biws,r=abcOTHER,p=AAAA            | nonce does not match",
        "c=biws,r=NONCE,p=not*base64         | proof is not base64",
        "c=biws,r=NONCE,p=AAAA               | proof is not base64 of 32 bytes",
        "c=biws,r=NONCE,p=PROOF32            | invalid username or password",
    })
    void aMalformedOrWrongClientFinalIsRefused(String template, String problem) {
        SaslServerExchange server = SaslServerExchange.start(SaslMechanism.SCRAM_SHA_256, store);
        String serverFirst = text(server.evaluate(bytes("n,,n=alice,r=abc")));
        String nonce = serverFirst.substring(2, serverFirst.indexOf(','));
        String clientFinal = template.replace("NONCE", nonce)
                .replace("PROOF32", Base64.getEncoder().encodeToString(new byte[32]));
        assertRefused(problem, () -> server.evaluate(bytes(clientFinal)));
        assertFalse(server.isComplete());
    }

    @Test
    void aReplayedClientFinalMeetsAFreshNonceAndFails() {
        SaslClientExchange client = SaslClientExchange.start(SaslMechanism.SCRAM_SHA_256, "alice", "secret");
        byte[] clientFirst = client.initialToken();
        SaslServerExchange first = SaslServerExchange.start(SaslMechanism.SCRAM_SHA_256, store);
        byte[] clientFinal = client.evaluate(first.evaluate(clientFirst));
        first.evaluate(clientFinal);
        assertTrue(first.isComplete());
        SaslServerExchange replayed = SaslServerExchange.start(SaslMechanism.SCRAM_SHA_256, store);
        replayed.evaluate(clientFirst);
        assertRefused("nonce does not match", () -> replayed.evaluate(clientFinal));
        assertRefused("complete: no more tokens", () -> first.evaluate(clientFinal));
    }

    @Test
    void aTokenOverTheCapIsRefusedBeforeItIsRead() {
        SaslServerExchange server = SaslServerExchange.start(SaslMechanism.PLAIN, store);
        assertRefused("over the cap of 524288", () -> server.evaluate(new byte[SaslServerExchange.MAX_TOKEN_BYTES + 1]));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "alice                    | expected authzid, username and password",
        "\\0alice                 | expected authzid, username and password",
        "\\0alice\\0secret\\0more | expected authzid, username and password",
        "\\0\\0secret             | username not specified",
        "\\0alice\\0              | password not specified",
        "bob\\0alice\\0secret     | authorization id differs",
        "\\0alice\\0guess         | invalid username or password",
    })
    void aBadPlainTokenIsRefused(String token, String problem) {
        SaslServerExchange server = SaslServerExchange.start(SaslMechanism.PLAIN, store);
        assertRefused(problem, () -> server.evaluate(bytes(token.replace("\\0", "\0"))));
    }

    @Test
    void plainTakesTheUsersOwnAuthorizationId() {
        SaslServerExchange server = SaslServerExchange.start(SaslMechanism.PLAIN, store);
        server.evaluate(bytes("alice\0alice\0secret"));
        assertEquals("alice", server.user());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "r=NONCEx,s=c2FsdA==,i=4095         | iteration count 4095 is outside 4096 to 16384",
        "r=NONCEx,s=c2FsdA==,i=16385        | iteration count 16385 is outside 4096 to 16384",
        "r=NONCEx,s=c2FsdA==,i=many         | iteration count 'many' is not a number",
        "r=other,s=c2FsdA==,i=4096          | nonce does not extend the client's",
        "r=NONCE,s=c2FsdA==,i=4096          | nonce does not extend the client's",
        "r=NONCEx,s=*,i=4096                | salt is not base64",
        "r=NONCEx,i=4096                    | must hold r=<nonce>,s=<salt>,i=<iterations>",
        "m=ext,r=NONCEx,s=c2FsdA==,i=4096   | mandatory extension",
    })
    void theClientRefusesABadServerFirst(String template, String problem) {
        SaslClientExchange client = SaslClientExchange.start(SaslMechanism.SCRAM_SHA_256, "alice", "secret");
        String clientFirst = text(client.initialToken());
        String nonce = clientFirst.substring(clientFirst.indexOf(",r=") + 3);
        assertRefused(problem, () -> client.evaluate(bytes(template.replace("NONCE", nonce))));
    }

    @Test
    void theClientRefusesAServerThatCannotProveItKnowsTheCredential() {
        SaslClientExchange client = SaslClientExchange.start(SaslMechanism.SCRAM_SHA_256, "alice", "secret");
        SaslServerExchange server = SaslServerExchange.start(SaslMechanism.SCRAM_SHA_256, store);
        client.evaluate(server.evaluate(client.initialToken()));
        String forged = "v=" + Base64.getEncoder().encodeToString(new byte[32]);
        assertRefused("signature is wrong", () -> client.evaluate(bytes(forged)));
        assertFalse(client.isComplete());
        SaslClientExchange refused = SaslClientExchange.start(SaslMechanism.SCRAM_SHA_256, "alice", "secret");
        SaslServerExchange other = SaslServerExchange.start(SaslMechanism.SCRAM_SHA_256, store);
        refused.evaluate(other.evaluate(refused.initialToken()));
        assertRefused("server refused: invalid-proof", () -> refused.evaluate(bytes("e=invalid-proof")));
    }

    @Test
    void credentialsRefuseIterationCountsOutsideKafkasRange() {
        IllegalArgumentException low = assertThrows(IllegalArgumentException.class,
                () -> new InMemoryCredentialStore(1000));
        assertEquals("SCRAM iteration count 1000 is outside 4096 to 16384", low.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ScramCredential.fromPassword(SaslMechanism.PLAIN, "pw",
                new byte[16], 4096));
    }

    @Test
    void aStoreOfScramCredentialsAloneRefusesPlainAndServesScram() {
        CredentialStore scramOnly = store::credential;
        SaslServerExchange plain = SaslServerExchange.start(SaslMechanism.PLAIN, scramOnly);
        assertRefused("invalid username or password", () -> plain.evaluate(bytes("\0alice\0secret")));
        SaslServerExchange scram = SaslServerExchange.start(SaslMechanism.SCRAM_SHA_256, scramOnly);
        assertTrue(text(scram.evaluate(bytes("n,,n=mallory,r=abc"))).endsWith(",i=4096"));
    }

    @Test
    void aPlainCredentialRefusesAHashOfTheWrongLength() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new PlainCredential(new byte[16], new byte[20]));
        assertEquals("a PLAIN credential needs a salt and a 32-byte HMAC-SHA-256; got 16 and 20 bytes", refused.getMessage());
    }

    private static void assertRefused(String problem, org.junit.jupiter.api.function.Executable call) {
        SaslAuthenticationException refused = assertThrows(SaslAuthenticationException.class, call);
        assertTrue(refused.getMessage().contains(problem), () -> "'" + refused.getMessage() + "' should say '" + problem + "'");
        assertFalse(refused.getMessage().contains("secret"), "a refusal never holds the password");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
