package io.kwire.proxy;

import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.ServerTls;
import java.util.Objects;

/**
 * What a {@link KafkaProxy} is: where it listens, the cluster behind it, TLS on either side and the
 * {@link ProxyFilter} it runs. Immutable; start from {@link #to} and change one thing at a time.
 *
 * <pre>{@code
 * ProxyOptions options = ProxyOptions.to(new Endpoint("kafka-1.internal", 9092))
 *         .listen("0.0.0.0", 9192)
 *         .advertise("proxy.example.com")
 *         .clientTls(ServerTls.pem(certificate, key).build());
 * }</pre>
 *
 * @param host the address listened on; {@code 0.0.0.0} for every interface
 * @param port the bootstrap port; 0 for any free one. Brokers get the ports after it
 * @param advertisedHost the host clients dial, in every broker address they are given; null for
 *     {@code host}, or this machine's canonical name when {@code host} is every interface
 * @param brokerPorts how many ports after {@code port} the cluster's brokers get, one each
 * @param bootstrap a broker of the cluster, where clients on the bootstrap port go
 * @param clientTls TLS towards clients; null for plaintext
 * @param brokerTls TLS towards brokers; null for plaintext
 * @param filter the user code each request and response passes
 */
public record ProxyOptions(String host, int port, String advertisedHost, int brokerPorts, Endpoint bootstrap,
        ServerTls clientTls, ClientTls brokerTls, ProxyFilter filter) {
    /** Every interface. */
    public static final String EVERY_INTERFACE = "0.0.0.0";
    /** Kafka's port. */
    public static final int DEFAULT_PORT = 9092;
    /** Ports for a cluster of up to 16 brokers. */
    public static final int DEFAULT_BROKER_PORTS = 16;

    /** Checks each value. */
    public ProxyOptions {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(bootstrap, "bootstrap");
        Objects.requireNonNull(filter, "filter");
        if (port < 0 || port + brokerPorts > 65_535) {
            throw new IllegalArgumentException("port " + port + " and " + brokerPorts
                    + " ports after it are not TCP ports");
        }
        if (brokerPorts < 1) {
            throw new IllegalArgumentException("brokerPorts is " + brokerPorts + ": a cluster has a broker at least");
        }
    }

    /**
     * A plaintext proxy to the cluster of {@code bootstrap} on every interface, port 9092 and the 16
     * after it, relaying everything untouched ({@link ProxyFilter#RELAY}).
     */
    public static ProxyOptions to(Endpoint bootstrap) {
        return new ProxyOptions(EVERY_INTERFACE, DEFAULT_PORT, null, DEFAULT_BROKER_PORTS, bootstrap, null, null,
                ProxyFilter.RELAY);
    }

    /**
     * These options listening on {@code host}:{@code port}; port 0 lets the proxy choose a free bootstrap port
     * whose {@link #brokerPorts} following ports are free too.
     */
    public ProxyOptions listen(String host, int port) {
        return new ProxyOptions(host, port, advertisedHost, brokerPorts, bootstrap, clientTls, brokerTls, filter);
    }

    /** These options giving clients {@code host} to dial. */
    public ProxyOptions advertise(String host) {
        return new ProxyOptions(this.host, port, host, brokerPorts, bootstrap, clientTls, brokerTls, filter);
    }

    /** These options with {@code count} ports for brokers. */
    public ProxyOptions brokerPorts(int count) {
        return new ProxyOptions(host, port, advertisedHost, count, bootstrap, clientTls, brokerTls, filter);
    }

    /** These options with TLS towards clients. */
    public ProxyOptions clientTls(ServerTls tls) {
        return new ProxyOptions(host, port, advertisedHost, brokerPorts, bootstrap, tls, brokerTls, filter);
    }

    /** These options with TLS towards brokers. */
    public ProxyOptions brokerTls(ClientTls tls) {
        return new ProxyOptions(host, port, advertisedHost, brokerPorts, bootstrap, clientTls, tls, filter);
    }

    /** These options running {@code filter}. */
    public ProxyOptions filter(ProxyFilter filter) {
        return new ProxyOptions(host, port, advertisedHost, brokerPorts, bootstrap, clientTls, brokerTls, filter);
    }
}
