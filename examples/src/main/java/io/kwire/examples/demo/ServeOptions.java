package io.kwire.examples.demo;

import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.netty.ServerTls;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.examples.server.AdminServer;
import io.kwire.examples.server.AdminServerConfig;
import io.kwire.examples.server.Acls;
import io.kwire.examples.server.Operation;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The demo's {@code serve} command line, read into the server's config and the security protocol a
 * Kafka client names to reach it.
 *
 * <pre>{@code
 * serve [--host H] [--port N] [--advertised-host H] [--brokers N] [--kip409]
 *       [--sasl-user NAME:PASSWORD]... [--describe-only-user NAME:PASSWORD]... [--connections-max-reauth-ms MS]
 *       [--tls-cert FILE --tls-key FILE] [--metrics-port PORT]
 * }</pre>
 *
 * <p>Either user option turns SASL on, with PLAIN, SCRAM-SHA-256 and SCRAM-SHA-512 for the users
 * named: a {@code --sasl-user} may do everything, a {@code --describe-only-user} only describe and
 * list every topic. {@code --connections-max-reauth-ms} (Kafka's setting of that name) gives SASL sessions a
 * lifetime, after which a client must have re-authenticated (KIP-368); by default, as in Kafka, they never
 * expire. {@code --tls-cert} (a PEM certificate chain) and {@code --tls-key} (its PEM private key)
 * turn TLS on. Metadata lists the brokers at {@code --advertised-host}; by default at the host listened
 * on, or, when that is every interface, at this machine's canonical host name, as Kafka advertises
 * such a listener. Clients verify the TLS certificate against that name. {@code --metrics-port} serves
 * the server's metrics in Prometheus' text format at {@code http://HOST:PORT/metrics}, on the host listened on
 * (0 for a free port).
 *
 * @param config the server's config
 * @param securityProtocol Kafka's name for the listener: PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL
 * @param metricsPort the port of the metrics endpoint, {@link #NO_METRICS} for none
 */
record ServeOptions(AdminServerConfig config, String securityProtocol, int metricsPort) {
    /** The usage line of {@code serve}. */
    static final String USAGE = "serve [--host H] [--port N] [--advertised-host H] [--brokers N] [--kip409]"
            + " [--sasl-user NAME:PASSWORD]... [--describe-only-user NAME:PASSWORD]... [--connections-max-reauth-ms MS]"
            + " [--tls-cert FILE --tls-key FILE] [--metrics-port PORT]";

    /** The {@link #metricsPort} of a server without a metrics endpoint. */
    static final int NO_METRICS = -1;
    private static final int HIGHEST_PORT = 65535;

    private static final String EVERY_INTERFACE = "0.0.0.0";

    /**
     * Reads {@code options}: every interface on port 9092, 3 brokers, Kafka's dialect, plaintext, no
     * metrics endpoint, unless they say otherwise.
     *
     * @throws IllegalArgumentException naming the option that is unknown, lacks its value, or is malformed
     */
    static ServeOptions parse(List<String> options) {
        AdminServerConfig config = AdminServerConfig.defaults().withAddress(EVERY_INTERFACE, 9092);
        InMemoryCredentialStore users = new InMemoryCredentialStore();
        Set<String> named = new HashSet<>();
        Acls acls = Acls.NONE;
        Path certificate = null;
        Path key = null;
        Integer maxReauthMs = null;
        int metricsPort = NO_METRICS;
        for (int i = 0; i < options.size(); i++) {
            String option = options.get(i);
            switch (option) {
                case "--kip409" -> config = config.withKip409();
                case "--host" -> config = config.withAddress(value(options, ++i, option), config.port());
                case "--port" -> config = config.withAddress(config.host(), number(options, ++i, option));
                case "--advertised-host" -> config = config.withAdvertisedHost(value(options, ++i, option));
                case "--brokers" -> config = config.withBrokers(number(options, ++i, option));
                case "--sasl-user", "--describe-only-user" -> {
                    String user = addUser(users, named, value(options, ++i, option), option);
                    acls = option.equals("--sasl-user") ? acls.allowAll(KafkaPrincipal.user(user))
                            : acls.allow(KafkaPrincipal.user(user), Operation.DESCRIBE);
                }
                case "--connections-max-reauth-ms" -> maxReauthMs = number(options, ++i, option);
                case "--tls-cert" -> certificate = Path.of(value(options, ++i, option));
                case "--tls-key" -> key = Path.of(value(options, ++i, option));
                case "--metrics-port" -> metricsPort = port(options, ++i, option);
                default -> throw new IllegalArgumentException("unknown option " + option + "; usage: " + USAGE);
            }
        }
        if ((certificate == null) != (key == null)) {
            throw new IllegalArgumentException("TLS needs both --tls-cert and --tls-key; only "
                    + (certificate != null ? "--tls-cert" : "--tls-key") + " was given");
        }
        if (config.advertisedHost() == null) {
            config = config.withAdvertisedHost(config.host().equals(EVERY_INTERFACE) ? canonicalHostName()
                    : config.host());
        }
        boolean tls = certificate != null;
        if (tls) {
            config = config.withTls(ServerTls.pem(certificate, key).build());
        }
        boolean sasl = !named.isEmpty();
        if (sasl) {
            config = config.withSasl(users).withAcls(acls);
        }
        if (maxReauthMs != null) {
            config = config.withSaslSessionLifetime(sessionLifetime(maxReauthMs, sasl));
        }
        return new ServeOptions(config, sasl ? (tls ? "SASL_SSL" : "SASL_PLAINTEXT") : (tls ? "SSL" : "PLAINTEXT"),
                metricsPort);
    }

    /**
     * What the demo prints once {@code server} listens: the bootstrap address to give clients, the
     * security protocol, and how to use it.
     */
    String banner(AdminServer server) {
        return "kwire server listening on " + config.host() + ":" + server.address().getPort() + ", bootstrap.servers="
                + config.advertisedHost() + ":" + server.address().getPort() + " security.protocol=" + securityProtocol
                + (config.sasl() != null ? " (sasl.mechanism PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512)" : "")
                + (config.saslSessionLifetime().isZero() ? "" : ", SASL sessions of "
                        + config.saslSessionLifetime().toMillis() + " ms (clients re-authenticate, KIP-368)")
                + (config.kip409() ? ", KIP-409 dialect" : "") + ": create topics with Kafka's Admin (never on first"
                + " produce), then produce, and consume with assign and seek (no consumer group); Ctrl-C stops it";
    }

    /** The SASL session lifetime of {@code --connections-max-reauth-ms}: it needs SASL users, and 0 ms or more. */
    private static Duration sessionLifetime(int maxReauthMs, boolean sasl) {
        if (!sasl) {
            throw new IllegalArgumentException("--connections-max-reauth-ms applies to SASL sessions: name users"
                    + " with --sasl-user or --describe-only-user");
        }
        if (maxReauthMs < 0) {
            throw new IllegalArgumentException("--connections-max-reauth-ms takes 0 (sessions never expire) or more"
                    + " milliseconds, not " + maxReauthMs);
        }
        return Duration.ofMillis(maxReauthMs);
    }

    private static String canonicalHostName() {
        try {
            return InetAddress.getLocalHost().getCanonicalHostName();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("this machine has no host name to advertise (" + e.getMessage()
                    + "); give one with --advertised-host");
        }
    }

    /** Adds the user of {@code nameAndPassword} ({@code NAME:PASSWORD}) and returns the name. */
    private static String addUser(InMemoryCredentialStore users, Set<String> named, String nameAndPassword,
            String option) {
        int colon = nameAndPassword.indexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException(option + " takes NAME:PASSWORD, with a name before the colon");
        }
        String user = nameAndPassword.substring(0, colon);
        if (!named.add(user)) {
            throw new IllegalArgumentException("user '" + user + "' is named twice");
        }
        users.addUser(user, nameAndPassword.substring(colon + 1));
        return user;
    }

    private static String value(List<String> options, int index, String option) {
        return CommandLines.value(options, index, option, USAGE);
    }

    private static int number(List<String> options, int index, String option) {
        return CommandLines.number(value(options, index, option), option);
    }

    private static int port(List<String> options, int index, String option) {
        int port = number(options, index, option);
        if (port < 0 || port > HIGHEST_PORT) {
            throw new IllegalArgumentException(option + " takes a port from 0 (a free one) to " + HIGHEST_PORT
                    + ", not " + port);
        }
        return port;
    }
}
