package io.kwire.codec.netty;

import io.netty.buffer.ByteBufAllocator;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslHandler;
import io.netty.handler.ssl.SslProvider;
import java.io.IOException;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;

/**
 * TLS for a Kafka client connection, as Kafka's clients have it with {@code security.protocol=SSL}:
 * the server's certificate checked against given CA certificates or the JDK's default ones, its host
 * name verified (endpoint identification {@code HTTPS}, Kafka's default) unless turned off, TLS 1.3
 * and 1.2, optionally a client certificate for servers that require one (mTLS).
 *
 * <pre>{@code
 * ClientTls tls = ClientTls.trusting(Path.of("ca.pem")).build();
 * // in the ChannelInitializer:
 * KafkaClientChannel.initialize(ch.pipeline(), "my-client", tls, host, port);
 * }</pre>
 *
 * <p>A handshake that fails (an untrusted certificate, a host name it does not name, a server that
 * refuses the client) or does not finish within the timeout closes the connection, and each request
 * sent meanwhile fails with the handshake's exception as its cause. Uses the JDK's TLS
 * implementation; one instance serves every connection.
 */
public final class ClientTls {
    /** Netty's default handshake timeout: 10 seconds. */
    public static final Duration DEFAULT_HANDSHAKE_TIMEOUT = ServerTls.DEFAULT_HANDSHAKE_TIMEOUT;

    private final SslContext context;
    private final Duration handshakeTimeout;

    private ClientTls(SslContext context, Duration handshakeTimeout) {
        this.context = context;
        this.handshakeTimeout = handshakeTimeout;
    }

    /**
     * A builder of TLS that trusts the servers whose certificates a CA certificate in the PEM file
     * {@code caCertificates} signed.
     *
     * @throws IllegalArgumentException if the file is not readable
     */
    public static Builder trusting(Path caCertificates) {
        return new Builder(TlsFiles.readable(caCertificates, "trusted CA certificates"));
    }

    /** A builder of TLS that trusts the servers the JDK's default trust store trusts. */
    public static Builder trustingJdkDefaults() {
        return new Builder(null);
    }

    /** The Netty context every connection's {@code SslHandler} comes from. */
    public SslContext context() {
        return context;
    }

    /** How long the handshake may take before the connection is closed. */
    public Duration handshakeTimeout() {
        return handshakeTimeout;
    }

    /**
     * The {@code SslHandler} of one connection to {@code peerHost}:{@code peerPort}, the name or address
     * the client connects to, which the server's certificate must name unless host name verification
     * is off.
     */
    public SslHandler newHandler(ByteBufAllocator allocator, String peerHost, int peerPort) {
        SslHandler ssl = context.newHandler(allocator, peerHost, peerPort);
        ssl.setHandshakeTimeoutMillis(handshakeTimeout.toMillis());
        return ssl;
    }

    /** Collects the options of a {@link ClientTls}; not thread-safe. */
    public static final class Builder {
        private final Path caCertificates;
        private Path certificateChain;
        private Path privateKey;
        private boolean verifyHostName = true;
        private Duration handshakeTimeout = DEFAULT_HANDSHAKE_TIMEOUT;

        private Builder(Path caCertificates) {
            this.caCertificates = caCertificates;
        }

        /**
         * Presents the certificate chain (the client's first) and unencrypted PKCS#8 private key in the
         * PEM files {@code certificateChain} and {@code privateKey} to servers that ask for one.
         *
         * @throws IllegalArgumentException if either file is not readable
         */
        public Builder clientCertificate(Path certificateChain, Path privateKey) {
            this.certificateChain = TlsFiles.readable(certificateChain, "TLS client certificate chain");
            this.privateKey = TlsFiles.readable(privateKey, "TLS client private key");
            return this;
        }

        /**
         * Accepts a trusted certificate whatever host it names, as Kafka's clients do with
         * {@code ssl.endpoint.identification.algorithm} empty; only for tests and trusted networks.
         */
        public Builder withoutHostNameVerification() {
            this.verifyHostName = false;
            return this;
        }

        /**
         * Closes the connection if the handshake has not finished {@code timeout} after it began;
         * {@link #DEFAULT_HANDSHAKE_TIMEOUT} unless set.
         *
         * @throws IllegalArgumentException if the timeout is not positive or over a day
         */
        public Builder handshakeTimeout(Duration timeout) {
            this.handshakeTimeout = TlsFiles.handshakeTimeout(timeout);
            return this;
        }

        /**
         * Loads the certificates and key.
         *
         * @throws IllegalArgumentException naming the file, if one holds no usable certificates or key
         */
        public ClientTls build() {
            SslContextBuilder builder = SslContextBuilder.forClient().sslProvider(SslProvider.JDK)
                    .protocols(TlsFiles.PROTOCOLS).endpointIdentificationAlgorithm(verifyHostName ? "HTTPS" : null);
            if (caCertificates != null) {
                try {
                    builder.trustManager(PemFiles.certificates(caCertificates, "trusted CA certificates"));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("TLS client: " + e.getMessage(), e);
                }
            }
            if (certificateChain != null) {
                try {
                    List<X509Certificate> chain = PemFiles.certificates(certificateChain, "TLS client certificate chain");
                    PrivateKey key = PemFiles.privateKey(privateKey, chain.get(0).getPublicKey().getAlgorithm());
                    PemFiles.checkPair(key, chain.get(0), "TLS client private key " + privateKey);
                    builder.keyManager(key, chain);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("TLS client: " + e.getMessage(), e);
                }
            }
            try {
                return new ClientTls(builder.build(), handshakeTimeout);
            } catch (IOException | IllegalArgumentException e) {
                throw new IllegalArgumentException(TlsFiles.problem("TLS client: cannot build its context", e), e);
            }
        }
    }
}
