package io.kwire.functional.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.netty.ServerTls;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad TLS settings: each refused with an error naming what was wrong, before any connection. */
class TlsConfigErrorsTest {
    @TempDir
    static Path directory;

    private static TestPki pki;
    private static KeyFiles server;

    @BeforeAll
    static void makeCertificates() throws Exception {
        pki = TestPki.create(directory.resolve("pki"));
        server = pki.server();
    }

    @Test
    void aMissingKeyFileIsNamed() {
        Path missing = directory.resolve("no-such.key");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServerTls.pem(server.certificateChain(), missing));
        assertEquals("TLS private key " + missing + " is not a readable file", e.getMessage());
    }

    @Test
    void aKeyFileThatHoldsNoKeyIsNamed() throws Exception {
        Path garbage = Files.writeString(directory.resolve("garbage.key"), "not a key\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServerTls.pem(server.certificateChain(), garbage).build());
        assertEquals("TLS server keys: cannot load certificate chain " + server.certificateChain()
                + " and private key " + garbage + ": TLS private key " + garbage + " holds no unencrypted PKCS#8 key"
                + " (-----BEGIN PRIVATE KEY-----): no private key found", e.getMessage());
    }

    @Test
    void anEncryptedOrPkcs1KeySaysHowToConvertIt() throws Exception {
        Path encrypted = Files.writeString(directory.resolve("encrypted.key"),
                "-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ServerTls.pem(server.certificateChain(),
                encrypted).build()).getMessage().endsWith("it is encrypted; decrypt it with openssl pkcs8"
                        + " -in KEY -out KEY.pk8"));
        Path pkcs1 = Files.writeString(directory.resolve("pkcs1.key"),
                "-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClientTls.trustingJdkDefaults()
                .clientCertificate(server.certificateChain(), pkcs1).build()).getMessage()
                .contains("convert it with openssl pkcs8 -topk8 -nocrypt -in KEY"));
    }

    @Test
    void aCertificateChainThatHoldsNoCertificateIsNamed() throws Exception {
        Path garbage = Files.writeString(directory.resolve("garbage-chain.pem"), "not a certificate\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServerTls.pem(garbage, server.privateKey()).build());
        assertTrue(e.getMessage().contains("TLS certificate chain " + garbage + " holds no"), e.getMessage());
    }

    @Test
    void aKeyOfAnotherCertificateIsRefused() throws Exception {
        KeyFiles other = pki.issue("other", "CN=other");
        IllegalArgumentException server = assertThrows(IllegalArgumentException.class,
                () -> ServerTls.pem(TlsConfigErrorsTest.server.certificateChain(), other.privateKey()).build());
        assertTrue(server.getMessage().endsWith("TLS private key " + other.privateKey() + ": the private key does"
                + " not belong to the certificate of CN=localhost,O=kwire"), server.getMessage());
        IllegalArgumentException client = assertThrows(IllegalArgumentException.class,
                () -> ClientTls.trustingJdkDefaults().clientCertificate(other.certificateChain(),
                        TlsConfigErrorsTest.server.privateKey()).build());
        assertEquals("TLS client: TLS client private key " + TlsConfigErrorsTest.server.privateKey()
                + ": the private key does not belong to the certificate of CN=other", client.getMessage());
    }

    @Test
    void aWrongKeyStorePasswordIsNamed() throws Exception {
        Path store = pki.issuePkcs12("store", "right".toCharArray(), TestPki.SERVER_SUBJECT, "127.0.0.1");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServerTls.pkcs12(store, "wrong".toCharArray()).build());
        assertTrue(e.getMessage().startsWith("TLS server keys: cannot load PKCS12 key store " + store + ": "),
                e.getMessage());
    }

    @Test
    void trustedCertificatesThatHoldNoCertificateAreNamed() throws Exception {
        Path garbage = Files.writeString(directory.resolve("garbage-ca.pem"), "not a certificate\n");
        IllegalArgumentException server = assertThrows(IllegalArgumentException.class,
                () -> ServerTls.pem(TlsConfigErrorsTest.server.certificateChain(),
                        TlsConfigErrorsTest.server.privateKey()).requireClientCertificates(garbage).build());
        assertTrue(server.getMessage().contains("trusted CA certificates " + garbage), server.getMessage());
        IllegalArgumentException client = assertThrows(IllegalArgumentException.class,
                () -> ClientTls.trusting(garbage).build());
        assertTrue(client.getMessage().startsWith("TLS client: trusted CA certificates " + garbage + " holds no"),
                client.getMessage());
    }

    @Test
    void aHandshakeTimeoutMustBePositive() {
        ServerTls.Builder builder = ServerTls.pem(server.certificateChain(), server.privateKey());
        assertEquals("TLS handshake timeout is PT0S; it must be more than zero and at most a day",
                assertThrows(IllegalArgumentException.class, () -> builder.handshakeTimeout(Duration.ZERO))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> ClientTls.trustingJdkDefaults()
                .handshakeTimeout(Duration.ofMillis(-1)));
        assertEquals(Duration.ofSeconds(10), builder.build().handshakeTimeout());
    }

    @Test
    void aPrincipalNeedsATypeAndAName() {
        assertEquals("a principal needs a type, e.g. User; it was empty",
                assertThrows(IllegalArgumentException.class, () -> new KafkaPrincipal("", "alice")).getMessage());
        assertEquals("a principal of type User needs a name; it was null",
                assertThrows(IllegalArgumentException.class, () -> KafkaPrincipal.user(null)).getMessage());
    }
}
