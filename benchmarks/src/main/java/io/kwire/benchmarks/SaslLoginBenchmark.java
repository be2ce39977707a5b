package io.kwire.benchmarks;

import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.codec.sasl.SaslAuthenticationException;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.codec.sasl.SaslServerExchange;
import io.kwire.codec.sasl.ScramCredential;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What one login attempt costs a kwire server, on the connection's event loop: a PLAIN token with
 * a wrong password for a known user, for an unknown user, and with the right password; a
 * SCRAM-SHA-512 client-first naming a known and an unknown user. Beside them, one SCRAM-SHA-512 key
 * derivation of the store's 4096 iterations: what a client pays per SCRAM login, and what a PLAIN
 * attempt cost the server before PLAIN had credentials of its own. Run: {@code benchmarks/run.sh sasl}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-Dio.netty.leakDetection.level=disabled"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public class SaslLoginBenchmark {
    static final String USER = "alice";
    static final String PASSWORD = "alice-secret";

    private static final byte[] PLAIN_WRONG_PASSWORD = bytes("\0" + USER + "\0guess");
    private static final byte[] PLAIN_UNKNOWN_USER = bytes("\0mallory\0guess");
    private static final byte[] PLAIN_RIGHT_PASSWORD = bytes("\0" + USER + "\0" + PASSWORD);
    private static final byte[] SCRAM_KNOWN_USER = bytes("n,,n=" + USER + ",r=fyko+d2lbbFgONRv9qkxdawL");
    private static final byte[] SCRAM_UNKNOWN_USER = bytes("n,,n=mallory,r=fyko+d2lbbFgONRv9qkxdawL");

    InMemoryCredentialStore store;
    private byte[] salt;

    @Setup
    public void setUp() {
        store = new InMemoryCredentialStore().addUser(USER, PASSWORD);
        salt = store.credential(USER, SaslMechanism.SCRAM_SHA_512).salt();
    }

    /** A known user's wrong password, refused. */
    @Benchmark
    public String plainWrongPassword() {
        return refusal(PLAIN_WRONG_PASSWORD);
    }

    /** An unknown user, refused. */
    @Benchmark
    public String plainUnknownUser() {
        return refusal(PLAIN_UNKNOWN_USER);
    }

    /** The right password, taken. */
    @Benchmark
    public String plainRightPassword() {
        SaslServerExchange server = SaslServerExchange.start(SaslMechanism.PLAIN, store);
        server.evaluate(PLAIN_RIGHT_PASSWORD);
        return server.user();
    }

    /** The server-first answering a known user's client-first. */
    @Benchmark
    public byte[] scramFirstKnownUser() {
        return SaslServerExchange.start(SaslMechanism.SCRAM_SHA_512, store).evaluate(SCRAM_KNOWN_USER);
    }

    /** The server-first answering an unknown user's client-first. */
    @Benchmark
    public byte[] scramFirstUnknownUser() {
        return SaslServerExchange.start(SaslMechanism.SCRAM_SHA_512, store).evaluate(SCRAM_UNKNOWN_USER);
    }

    /** The known user's SCRAM-SHA-512 credential derived from the password and its salt. */
    @Benchmark
    public ScramCredential scramKeyDerivation() {
        return ScramCredential.fromPassword(SaslMechanism.SCRAM_SHA_512, PASSWORD, salt, ScramCredential.MIN_ITERATIONS);
    }

    private String refusal(byte[] token) {
        try {
            SaslServerExchange.start(SaslMechanism.PLAIN, store).evaluate(token);
        } catch (SaslAuthenticationException e) {
            return e.getMessage();
        }
        throw new IllegalStateException("the PLAIN token was taken");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
