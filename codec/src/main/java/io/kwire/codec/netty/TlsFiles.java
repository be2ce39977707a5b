package io.kwire.codec.netty;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.Collections;
import javax.net.ssl.KeyManagerFactory;

/** The checks and loading that {@link ServerTls} and {@link ClientTls} share: key files and timeouts. */
final class TlsFiles {
    /** Kafka's default {@code ssl.enabled.protocols}. */
    static final String[] PROTOCOLS = {"TLSv1.3", "TLSv1.2"};

    private TlsFiles() {
    }

    /** {@code file}, checked to be a readable regular file; {@code what} names it in the error. */
    static Path readable(Path file, String what) {
        if (file == null) {
            throw new IllegalArgumentException(what + " is null; give the path of a file");
        }
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new IllegalArgumentException(what + " " + file + " is not a readable file");
        }
        return file;
    }

    /** The key managers of the PKCS12 key store {@code keyStore}, whose store and key share {@code password}. */
    static KeyManagerFactory pkcs12KeyManagers(Path keyStore, char[] password)
            throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keyStore)) {
            store.load(in, password);
        }
        checkPairs(store, keyStore, password);
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(store, password);
        return keyManagers;
    }

    /** Checks that each key of {@code store} belongs to its certificate. */
    private static void checkPairs(KeyStore store, Path keyStore, char[] password) throws GeneralSecurityException {
        for (String alias : Collections.list(store.aliases())) {
            if (store.isKeyEntry(alias) && store.getCertificate(alias) instanceof X509Certificate certificate
                    && store.getKey(alias, password) instanceof PrivateKey key) {
                PemFiles.checkPair(key, certificate, "PKCS12 key store " + keyStore + ", entry " + alias);
            }
        }
    }

    /** {@code timeout}, checked to be positive and at most a day. */
    static Duration handshakeTimeout(Duration timeout) {
        if (timeout == null || timeout.isNegative() || timeout.isZero() || timeout.compareTo(Duration.ofDays(1)) > 0) {
            throw new IllegalArgumentException("TLS handshake timeout is " + timeout
                    + "; it must be more than zero and at most a day");
        }
        return timeout;
    }

    /** The message of a failure to load keys or certificates, with its cause's message. */
    static String problem(String what, Exception cause) {
        return what + ": " + (cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName());
    }
}
