package io.kwire.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.codec.sasl.ScramCredential;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/**
 * Runs each login benchmark once and checks it did the work it claims: both PLAIN refusals read the
 * same, the right password logs in, each SCRAM client-first is answered with a salt and the store's
 * count, and the derivation gives the stored credential back.
 */
class SaslLoginBenchmarkTest {
    private static final String REFUSAL = "Authentication failed: invalid username or password";

    private final SaslLoginBenchmark benchmark = new SaslLoginBenchmark();

    SaslLoginBenchmarkTest() {
        benchmark.setUp();
    }

    @Test
    void plainRefusesAWrongPasswordAndAnUnknownUserAlikeAndTakesTheRightOne() {
        assertEquals(REFUSAL, benchmark.plainWrongPassword());
        assertEquals(REFUSAL, benchmark.plainUnknownUser());
        assertEquals(SaslLoginBenchmark.USER, benchmark.plainRightPassword());
    }

    @Test
    void scramAnswersEachClientFirstWithASaltAndTheStoresCount() {
        ScramCredential stored = benchmark.store.credential(SaslLoginBenchmark.USER, SaslMechanism.SCRAM_SHA_512);
        String[] known = text(benchmark.scramFirstKnownUser()).split(",");
        String[] unknown = text(benchmark.scramFirstUnknownUser()).split(",");
        assertTrue(known[0].startsWith("r=fyko+d2lbbFgONRv9qkxdawL") && unknown[0].startsWith("r=fyko+d2lbbFgONRv9qkxdawL"));
        assertEquals("s=" + Base64.getEncoder().encodeToString(stored.salt()), known[1]);
        assertEquals(known[1].length(), unknown[1].length());
        assertEquals("i=4096", known[2]);
        assertEquals("i=4096", unknown[2]);
    }

    @Test
    void theDerivationGivesTheStoredCredential() {
        ScramCredential stored = benchmark.store.credential(SaslLoginBenchmark.USER, SaslMechanism.SCRAM_SHA_512);
        assertArrayEquals(stored.storedKey(), benchmark.scramKeyDerivation().storedKey());
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
