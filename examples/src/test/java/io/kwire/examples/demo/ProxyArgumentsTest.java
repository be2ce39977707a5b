package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.proxy.Endpoint;
import io.kwire.proxy.ProxyOptions;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The demo's {@code proxy} options: what they make, and each mistake named. */
class ProxyArgumentsTest {
    @Test
    void withTheBootstrapAloneTheProxyListensInPlaintextOnPort9092OfEveryInterface() {
        ProxyOptions options = ProxyArguments.parse(List.of("--bootstrap", "kafka-1.internal:9093")).options();
        assertEquals(new Endpoint("kafka-1.internal", 9093), options.bootstrap());
        assertEquals("0.0.0.0:9092", options.host() + ":" + options.port());
        assertNull(options.advertisedHost(), "the proxy's own name, found when it starts");
        assertNull(options.clientTls());
        assertNull(options.brokerTls());
    }

    @Test
    void tlsEitherSideComesFromPemFiles(@TempDir Path directory) throws Exception {
        TestPki pki = TestPki.create(directory);
        KeyFiles keys = pki.server();
        ProxyOptions options = ProxyArguments.parse(List.of("--bootstrap", "[::1]:9092", "--host", "127.0.0.1",
                "--port", "19092", "--advertised-host", "proxy.example.com", "--tls-cert",
                keys.certificateChain().toString(), "--tls-key", keys.privateKey().toString(), "--broker-tls-ca",
                pki.caCertificate().toString())).options();
        assertEquals(new Endpoint("[::1]", 9092), options.bootstrap());
        assertEquals("127.0.0.1:19092 as proxy.example.com", options.host() + ":" + options.port() + " as "
                + options.advertisedHost());
        assertNotNull(options.clientTls());
        assertNotNull(options.brokerTls());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--port 9192|--bootstrap is needed",
        "--bootstrap kafka|--bootstrap takes HOST:PORT, not 'kafka'",
        "--bootstrap kafka:ninety|--bootstrap takes a number, not 'ninety'",
        "--bootstrap kafka:9092 --kip409|unknown option --kip409",
        "--bootstrap|--bootstrap needs a value",
        "--bootstrap kafka:9092 --tls-cert proxy.pem|TLS needs both --tls-cert and --tls-key; only --tls-cert"})
    void aBadOptionIsRefusedNamingWhatIsWrong(String arguments, String message) {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ProxyArguments.parse(List.of(arguments.split(" "))));
        assertTrue(refused.getMessage().contains(message), refused.getMessage());
    }
}
