package io.kwire.testkit.tls;

import io.netty.pkitesting.CertificateBuilder;
import io.netty.pkitesting.X509Bundle;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * A certificate authority made when a test runs, and the certificates it issues, written as PEM files
 * (certificate chains, unencrypted PKCS#8 keys) and PKCS12 key stores into a directory of the test's
 * own: nothing is committed. Two instances are two unrelated CAs, so one's certificates are untrusted
 * by the other's clients and servers. EC P-256 keys, valid from an hour ago for a day.
 *
 * <pre>{@code
 * TestPki pki = TestPki.create(tempDir);
 * KeyFiles server = pki.server();                              // names localhost and 127.0.0.1
 * KeyFiles alice = pki.issue("alice", "CN=alice,O=kwire");     // a client certificate
 * }</pre>
 */
public final class TestPki {
    /** The subject of the servers' certificates. */
    public static final String SERVER_SUBJECT = "CN=localhost,O=kwire";

    private final Path directory;
    private final X509Bundle ca;

    private TestPki(Path directory, X509Bundle ca) {
        this.directory = directory;
        this.ca = ca;
    }

    /**
     * The PEM files of one certificate: its chain, itself first and the CA last, and its private key.
     *
     * @param certificateChain the certificate chain
     * @param privateKey the unencrypted PKCS#8 private key
     */
    public record KeyFiles(Path certificateChain, Path privateKey) {
        /** The chain's PEM text. */
        public String certificateChainPem() throws IOException {
            return Files.readString(certificateChain, StandardCharsets.US_ASCII);
        }

        /** The key's PEM text. */
        public String privateKeyPem() throws IOException {
            return Files.readString(privateKey, StandardCharsets.US_ASCII);
        }
    }

    /** A new CA, its certificate written to {@code directory}/ca.pem. */
    public static TestPki create(Path directory) throws Exception {
        X509Bundle ca = validity(new CertificateBuilder()).subject("CN=kwire test CA " + System.nanoTime())
                .setIsCertificateAuthority(true).ecp256().buildSelfSigned();
        TestPki pki = new TestPki(Files.createDirectories(directory), ca);
        Files.writeString(pki.caCertificate(), ca.getCertificatePEM(), StandardCharsets.US_ASCII);
        return pki;
    }

    /** The PEM file of the CA's certificate, what clients and servers trust. */
    public Path caCertificate() {
        return directory.resolve("ca.pem");
    }

    /** A server certificate for localhost and 127.0.0.1 (subject {@value #SERVER_SUBJECT}). */
    public KeyFiles server() throws Exception {
        return issue("server", SERVER_SUBJECT, "localhost", "127.0.0.1");
    }

    /**
     * A certificate of {@code subject} (an X.500 name such as {@code CN=alice,O=kwire}), good for
     * servers and clients, naming {@code hosts} (DNS names, or IP addresses) as its alternative names,
     * written to {@code name}.pem and {@code name}.key.
     */
    public KeyFiles issue(String name, String subject, String... hosts) throws Exception {
        KeyFiles files = new KeyFiles(directory.resolve(name + ".pem"), directory.resolve(name + ".key"));
        X509Bundle bundle = bundle(subject, hosts);
        Files.writeString(files.certificateChain(), bundle.getCertificatePEM() + ca.getCertificatePEM(),
                StandardCharsets.US_ASCII);
        Files.writeString(files.privateKey(), bundle.getPrivateKeyPEM(), StandardCharsets.US_ASCII);
        return files;
    }

    /**
     * A PKCS12 key store {@code name}.p12 holding a certificate of {@code subject} naming {@code hosts},
     * with its chain and key, store and key both protected by {@code password}.
     */
    public Path issuePkcs12(String name, char[] password, String subject, String... hosts) throws Exception {
        Path file = directory.resolve(name + ".p12");
        try (OutputStream out = Files.newOutputStream(file)) {
            bundle(subject, hosts).toKeyStore(password).store(out, password);
        }
        return file;
    }

    private X509Bundle bundle(String subject, String... hosts) throws Exception {
        CertificateBuilder builder = validity(new CertificateBuilder()).subject(subject).ecp256()
                .addExtendedKeyUsageServerAuth().addExtendedKeyUsageClientAuth();
        for (String host : hosts) {
            if (Character.isDigit(host.charAt(0)) || host.contains(":")) {
                builder.addSanIpAddress(host);
            } else {
                builder.addSanDnsName(host);
            }
        }
        return builder.buildIssuedBy(ca);
    }

    private static CertificateBuilder validity(CertificateBuilder builder) {
        Instant now = Instant.now();
        return builder.notBefore(now.minus(1, ChronoUnit.HOURS)).notAfter(now.plus(1, ChronoUnit.DAYS));
    }
}
