package io.kwire.codec.netty;

import io.netty.channel.ChannelPipeline;
import io.netty.handler.ssl.ClientAuth;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslHandler;
import io.netty.handler.ssl.SslProvider;
import java.io.IOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;

/**
 * TLS for a Kafka server pipeline, as Kafka's SSL listener has it: the server's key and certificate
 * chain from PEM files or a PKCS12 key store, TLS 1.3 and 1.2, optionally client certificates
 * required (mTLS) and checked against trusted CA certificates, and a handshake timeout.
 *
 * <pre>{@code
 * ServerTls tls = ServerTls.pem(Path.of("server.pem"), Path.of("server.key"))
 *         .requireClientCertificates(Path.of("ca.pem"))
 *         .build();
 * // in the ChannelInitializer, after the Kafka handlers were added:
 * tls.install(ch.pipeline());
 * }</pre>
 *
 * <p>{@link #install} puts Netty's {@code SslHandler} first in the pipeline and, behind it, a handler
 * that assigns the connection's {@link KafkaPrincipal} once the handshake succeeds: {@code User:} and
 * the client certificate's full X.500 subject (e.g. {@code User:CN=alice,O=kwire}) when the client
 * sent one, as Kafka's default principal builder does, {@link KafkaPrincipal#ANONYMOUS} otherwise. A
 * handshake that fails (no client certificate where one is required, an untrusted one, plaintext
 * sent to the TLS port) or does not finish within the timeout closes that connection with one log
 * line. Uses the JDK's TLS implementation; one instance serves every connection.
 */
public final class ServerTls {
    /** Netty's default handshake timeout: 10 seconds. */
    public static final Duration DEFAULT_HANDSHAKE_TIMEOUT = Duration.ofSeconds(10);

    private final SslContext context;
    private final Duration handshakeTimeout;
    private final boolean clientCertificatesRequired;

    private ServerTls(SslContext context, Duration handshakeTimeout, boolean clientCertificatesRequired) {
        this.context = context;
        this.handshakeTimeout = handshakeTimeout;
        this.clientCertificatesRequired = clientCertificatesRequired;
    }

    /**
     * A builder of TLS with the certificate chain (the server's first) and the unencrypted PKCS#8
     * private key in the PEM files {@code certificateChain} and {@code privateKey}; {@link Builder#build}
     * checks that the key is the certificate's.
     *
     * @throws IllegalArgumentException if either file is not readable
     */
    public static Builder pem(Path certificateChain, Path privateKey) {
        Path chainFile = TlsFiles.readable(certificateChain, "TLS certificate chain");
        Path keyFile = TlsFiles.readable(privateKey, "TLS private key");
        return new Builder("certificate chain " + chainFile + " and private key " + keyFile, () -> {
            List<X509Certificate> chain = PemFiles.certificates(chainFile, "TLS certificate chain");
            PrivateKey key = PemFiles.privateKey(keyFile, chain.get(0).getPublicKey().getAlgorithm());
            PemFiles.checkPair(key, chain.get(0), "TLS private key " + keyFile);
            return SslContextBuilder.forServer(key, chain);
        });
    }

    /**
     * A builder of TLS with the key and certificate chain in the PKCS12 key store {@code keyStore},
     * whose store and key are protected by {@code password} (copied).
     *
     * @throws IllegalArgumentException if the file is not readable
     */
    public static Builder pkcs12(Path keyStore, char[] password) {
        Path store = TlsFiles.readable(keyStore, "PKCS12 key store");
        char[] copy = password == null ? new char[0] : password.clone();
        return new Builder("PKCS12 key store " + store,
                () -> SslContextBuilder.forServer(TlsFiles.pkcs12KeyManagers(store, copy)));
    }

    /** The Netty context every connection's {@code SslHandler} comes from. */
    public SslContext context() {
        return context;
    }

    /** How long a client has to finish the handshake before its connection is closed. */
    public Duration handshakeTimeout() {
        return handshakeTimeout;
    }

    /** Whether clients must present a certificate that a trusted CA signed. */
    public boolean requiresClientCertificates() {
        return clientCertificatesRequired;
    }

    /**
     * Adds TLS at the head of {@code pipeline}, the pipeline of one accepted connection: the
     * {@code SslHandler}, then the handler that assigns the principal or closes a failed handshake.
     */
    public void install(ChannelPipeline pipeline) {
        SslHandler ssl = context.newHandler(pipeline.channel().alloc());
        ssl.setHandshakeTimeoutMillis(handshakeTimeout.toMillis());
        pipeline.addFirst(ssl, new ServerTlsHandshake(ssl));
    }

    /** The key material, source of a Netty context builder. */
    @FunctionalInterface
    private interface Keys {
        SslContextBuilder builder() throws IOException, GeneralSecurityException;
    }

    /** Collects the options of a {@link ServerTls}; not thread-safe. */
    public static final class Builder {
        private final String keysDescription;
        private final Keys keys;
        private Path trustedCertificates;
        private Duration handshakeTimeout = DEFAULT_HANDSHAKE_TIMEOUT;

        private Builder(String keysDescription, Keys keys) {
            this.keysDescription = keysDescription;
            this.keys = keys;
        }

        /**
         * Requires every client to present a certificate signed by one of the CA certificates in the
         * PEM file {@code trustedCertificates} (mTLS); a client without one is refused in the handshake.
         *
         * @throws IllegalArgumentException if the file is not readable
         */
        public Builder requireClientCertificates(Path trustedCertificates) {
            this.trustedCertificates = TlsFiles.readable(trustedCertificates, "trusted CA certificates");
            return this;
        }

        /**
         * Closes connections whose handshake has not finished {@code timeout} after they opened;
         * {@link #DEFAULT_HANDSHAKE_TIMEOUT} unless set.
         *
         * @throws IllegalArgumentException if the timeout is not positive or over a day
         */
        public Builder handshakeTimeout(Duration timeout) {
            this.handshakeTimeout = TlsFiles.handshakeTimeout(timeout);
            return this;
        }

        /**
         * Loads the keys and certificates.
         *
         * @throws IllegalArgumentException naming the files, if they hold no usable key or certificates,
         *     or the password is wrong
         */
        public ServerTls build() {
            SslContextBuilder builder;
            try {
                builder = keys.builder();
            } catch (IOException | GeneralSecurityException | IllegalArgumentException e) {
                throw new IllegalArgumentException(TlsFiles.problem("TLS server keys: cannot load "
                        + keysDescription, e), e);
            }
            builder.sslProvider(SslProvider.JDK).protocols(TlsFiles.PROTOCOLS);
            if (trustedCertificates != null) {
                try {
                    builder.trustManager(PemFiles.certificates(trustedCertificates, "trusted CA certificates"))
                        .clientAuth(ClientAuth.REQUIRE);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("TLS server: " + e.getMessage(), e);
                }
            }
            try {
                return new ServerTls(builder.build(), handshakeTimeout, trustedCertificates != null);
            } catch (IOException | IllegalArgumentException e) {
                throw new IllegalArgumentException(TlsFiles.problem("TLS server: cannot use " + keysDescription
                        + (trustedCertificates != null ? " with trusted CA certificates " + trustedCertificates : ""),
                        e), e);
            }
        }
    }
}
