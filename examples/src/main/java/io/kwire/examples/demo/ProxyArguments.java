package io.kwire.examples.demo;

import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.ServerTls;
import io.kwire.proxy.Endpoint;
import io.kwire.proxy.ProxyOptions;
import io.kwire.proxy.tenant.TenantNames;
import java.nio.file.Path;
import java.util.List;

/**
 * The demo's {@code proxy} command line, read into a proxy's options.
 *
 * <pre>{@code
 * proxy --bootstrap HOST:PORT [--host H] [--port N] [--advertised-host H]
 *       [--tls-cert FILE --tls-key FILE] [--broker-tls-ca FILE] [--tenant NAME]
 * }</pre>
 *
 * <p>{@code --tls-cert} and {@code --tls-key} (PEM) turn TLS towards clients on; {@code --broker-tls-ca}
 * (the PEM CA certificates the brokers' certificates are checked against) turns TLS towards the
 * brokers on. SASL needs no option: clients log in to the brokers through the proxy. {@code --tenant}
 * turns tenant mode on ({@code io.kwire.proxy.tenant.TenantFilter}): clients see that tenant's topics
 * only, without its prefix.
 *
 * @param options the proxy's options, with no filter yet
 * @param tenant the tenant of tenant mode; null without {@code --tenant}
 */
record ProxyArguments(ProxyOptions options, TenantNames tenant) {
    /** The usage line of {@code proxy}. */
    static final String USAGE = "proxy --bootstrap HOST:PORT [--host H] [--port N] [--advertised-host H]"
            + " [--tls-cert FILE --tls-key FILE] [--broker-tls-ca FILE] [--tenant NAME]";

    /**
     * Reads {@code arguments}: every interface, port 9092, plaintext both ways, unless they say otherwise.
     *
     * @throws IllegalArgumentException naming the option that is unknown, missing, lacks its value, or is malformed
     */
    static ProxyArguments parse(List<String> arguments) {
        Endpoint bootstrap = null;
        String host = ProxyOptions.EVERY_INTERFACE;
        int port = ProxyOptions.DEFAULT_PORT;
        String advertised = null;
        Path certificate = null;
        Path key = null;
        Path brokerCa = null;
        TenantNames tenant = null;
        for (int i = 0; i < arguments.size(); i++) {
            String option = arguments.get(i);
            switch (option) {
                case "--bootstrap" -> bootstrap = endpoint(value(arguments, ++i, option), option);
                case "--host" -> host = value(arguments, ++i, option);
                case "--port" -> port = CommandLines.number(value(arguments, ++i, option), option);
                case "--advertised-host" -> advertised = value(arguments, ++i, option);
                case "--tls-cert" -> certificate = Path.of(value(arguments, ++i, option));
                case "--tls-key" -> key = Path.of(value(arguments, ++i, option));
                case "--broker-tls-ca" -> brokerCa = Path.of(value(arguments, ++i, option));
                case "--tenant" -> tenant = tenant(value(arguments, ++i, option));
                default -> throw new IllegalArgumentException("unknown option " + option + "; usage: " + USAGE);
            }
        }
        if (bootstrap == null) {
            throw new IllegalArgumentException("--bootstrap is needed: a broker of the cluster; usage: " + USAGE);
        }
        if ((certificate == null) != (key == null)) {
            throw new IllegalArgumentException("TLS needs both --tls-cert and --tls-key; only "
                    + (certificate != null ? "--tls-cert" : "--tls-key") + " was given");
        }
        ProxyOptions options = ProxyOptions.to(bootstrap).listen(host, port).advertise(advertised);
        if (certificate != null) {
            options = options.clientTls(ServerTls.pem(certificate, key).build());
        }
        if (brokerCa != null) {
            options = options.brokerTls(ClientTls.trusting(brokerCa).build());
        }
        return new ProxyArguments(options, tenant);
    }

    private static TenantNames tenant(String name) {
        try {
            return new TenantNames(name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--tenant: " + e.getMessage(), e);
        }
    }

    private static Endpoint endpoint(String hostPort, String option) {
        int colon = hostPort.lastIndexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException(option + " takes HOST:PORT, not '" + hostPort + "'");
        }
        return new Endpoint(hostPort.substring(0, colon), CommandLines.number(hostPort.substring(colon + 1), option));
    }

    private static String value(List<String> arguments, int index, String option) {
        return CommandLines.value(arguments, index, option, USAGE);
    }
}
