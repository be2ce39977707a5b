package io.kwire.examples.demo;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.records.Compression;
import io.kwire.examples.client.Acks;
import io.kwire.examples.client.Dialect;
import io.kwire.examples.client.FetchOutcome;
import io.kwire.examples.client.FetchedRecord;
import io.kwire.examples.client.KwireAdmin;
import io.kwire.examples.client.KwireRecordsClient;
import io.kwire.examples.client.NewPartition;
import io.kwire.examples.client.NewRecord;
import io.kwire.examples.client.NewTopic;
import io.kwire.examples.client.ProduceOutcome;
import io.kwire.examples.client.RecordHeader;
import io.kwire.examples.client.TopicListing;
import io.kwire.examples.client.TopicOutcome;
import io.kwire.kafka.KwireApis;
import io.kwire.examples.server.AdminServer;
import io.kwire.examples.server.AdminServerConfig;
import io.kwire.examples.server.ErrorCode;
import io.kwire.proxy.KafkaProxy;
import io.kwire.proxy.ProxyFilter;
import io.kwire.proxy.ProxyOptions;
import io.kwire.proxy.tenant.TenantFilter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * kwire's demo. With no arguments it starts the example admin server on a free loopback port and
 * the kwire admin client creates, lists and grows topics, the kwire records client produces three
 * records and fetches them back, the admin client deletes the topics, then shows KIP-409's
 * under-replicated case against a second server in KIP-409 mode, printing each frame as hex beside
 * its decoded form, and each record batch as hex beside its header fields and records.
 *
 * <pre>{@code
 * java -jar examples/target/kwire-demo.jar                              # embedded server
 * java -jar examples/target/kwire-demo.jar --bootstrap 127.0.0.1:9092   # a real Kafka broker
 * java -jar examples/target/kwire-demo.jar serve --port 9092 [--kip409] [--brokers 3]
 *     [--sasl-user NAME:PASSWORD]... [--describe-only-user NAME:PASSWORD]... [--connections-max-reauth-ms MS]
 *     [--tls-cert FILE --tls-key FILE] [--metrics-port PORT]
 * java -jar examples/target/kwire-demo.jar proxy --port 9192 --bootstrap 127.0.0.1:9092
 *     [--host H] [--advertised-host H] [--tls-cert FILE --tls-key FILE] [--broker-tls-ca FILE]
 * java -jar examples/target/kwire-demo.jar seeds                        # the seed frames
 * }</pre>
 */
public final class KafkaDemo {
    private static final short KIP_409_BROKERS = 3;
    private static final int FETCH_MAX_BYTES = 1 << 20;

    private final PrintStream out;

    KafkaDemo(PrintStream out) {
        this.out = out;
    }

    /** Runs the demo; see the class description for the arguments. */
    public static void main(String[] args) throws Exception {
        KafkaDemo demo = new KafkaDemo(System.out);
        List<String> arguments = List.of(args);
        if (arguments.isEmpty()) {
            demo.runEmbedded();
        } else if (arguments.size() == 2 && arguments.get(0).equals("--bootstrap")) {
            demo.runAgainst(arguments.get(1));
        } else if (arguments.get(0).equals("serve")) {
            serve(arguments.subList(1, arguments.size()));
        } else if (arguments.get(0).equals("proxy")) {
            proxy(arguments.subList(1, arguments.size()));
        } else if (arguments.equals(List.of("seeds"))) {
            SeedFramesDemo.main(new String[0]);
        } else {
            System.err.println("usage: kwire-demo.jar [--bootstrap host:port | " + ServeOptions.USAGE + " | "
                    + ProxyArguments.USAGE + " | seeds]");
            System.exit(2);
        }
    }

    /** The embedded server, then KIP-409 against an embedded server in that mode. */
    void runEmbedded() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults())) {
            out.println("== kwire admin client -> embedded kwire server at " + server.bootstrap());
            topics(server.bootstrap());
        }
        kip409();
    }

    /** A real Kafka broker, then KIP-409 against an embedded server, since Kafka does not speak that dialect. */
    void runAgainst(String bootstrap) throws Exception {
        out.println("== kwire admin client -> Kafka broker at " + bootstrap);
        topics(bootstrap);
        kip409();
    }

    private void topics(String bootstrap) throws Exception {
        try (KwireAdmin admin = connect(bootstrap, Dialect.KAFKA, KwireApis.REGISTRY)) {
            out.println("== CreateTopics v" + admin.version(KwireApis.CREATE_TOPICS) + ": two topics");
            List<TopicOutcome> created = admin.createTopics(List.of(
                    new NewTopic("kwire-demo-orders", 3, (short) 1).configs(Map.of("retention.ms", "3600000")),
                    new NewTopic("kwire-demo-clicks", 1, (short) 1)), false).get();
            report(created);
            out.println("== Metadata v" + admin.version(KwireApis.METADATA) + ": list topics");
            for (TopicListing topic : admin.listTopics().get()) {
                out.println("   topic " + topic.name() + " id " + topic.id() + ", " + topic.replicas().size()
                        + " partition(s)");
            }
            out.println("== CreatePartitions v" + admin.version(KwireApis.CREATE_PARTITIONS)
                    + ": kwire-demo-orders to 6 partitions");
            report(admin.createPartitions(Map.of("kwire-demo-orders", NewPartition.increaseTo(6)), false).get());
            records(bootstrap, "kwire-demo-orders");
            out.println("== DeleteTopics v" + admin.version(KwireApis.DELETE_TOPICS) + ": one by name, one by id");
            report(admin.deleteTopics(List.of("kwire-demo-clicks")).get());
            report(admin.deleteTopicsById(List.of(created.get(0).id())).get());
        }
    }

    /** Produces three records, the last a tombstone, to partition 0 of a new {@code topic}, and fetches them. */
    private void records(String bootstrap, String topic) throws Exception {
        out.println("== kwire records client -> " + bootstrap);
        try (KwireRecordsClient client = KwireRecordsClient.connect(host(bootstrap), port(bootstrap),
                new FrameTap(KwireApis.REGISTRY, out, Set.of(KwireApis.API_VERSIONS.apiKey())))) {
            long now = System.currentTimeMillis();
            List<NewRecord> records = List.of(
                    new NewRecord(now, text("order-1"), text("{\"item\":\"book\",\"qty\":1}"),
                            List.of(new RecordHeader("source", text("kwire-demo")))),
                    new NewRecord(now + 1, null, text("a record without a key")),
                    new NewRecord(now + 2, text("order-1"), null, List.of(new RecordHeader("reason", text("cancelled")),
                            new RecordHeader("empty", null))));
            out.println("== Produce v" + client.version(KwireApis.PRODUCE) + ": " + records.size()
                    + " records to " + topic + "-0 in one uncompressed batch, acks=all");
            ProduceOutcome produced = client.produce(topic, 0, records, Compression.NONE, Acks.ALL).get();
            out.println("   " + topic + "-0: " + errorName(produced.errorCode()) + ", base offset "
                    + produced.baseOffset());
            out.println();
            out.println("== Fetch v" + client.version(KwireApis.FETCH) + ": " + topic + "-0 from offset 0");
            FetchOutcome fetched = client.fetch(topic, 0, 0L, FETCH_MAX_BYTES).get();
            out.println("   " + topic + "-0: " + errorName(fetched.errorCode()) + ", high watermark "
                    + fetched.highWatermark() + ", " + fetched.records().size() + " records");
            for (FetchedRecord record : fetched.records()) {
                out.println("   offset " + record.offset() + ": key " + text(record.key()) + ", value "
                        + text(record.value()) + ", headers " + record.headers().stream()
                                .map(header -> header.key() + "=" + text(header.value())).toList());
            }
            out.println();
        }
    }

    private static byte[] text(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static String text(byte[] bytes) {
        return bytes == null ? "null" : "\"" + new String(bytes, StandardCharsets.UTF_8) + "\"";
    }

    private static String errorName(short errorCode) {
        ErrorCode error = ErrorCode.of(errorCode);
        return error != null ? error.toString() : "error " + errorCode;
    }

    private void kip409() throws Exception {
        AdminServerConfig config = AdminServerConfig.defaults().withKip409().withBrokers(KIP_409_BROKERS);
        try (AdminServer server = AdminServer.start(config);
                KwireAdmin admin = connect(server.bootstrap(), Dialect.KIP_409,
                        KwireApis.REGISTRY.with(io.kwire.examples.kip409.KwireApis.REGISTRY))) {
            out.println("== KIP-409: embedded server at " + server.bootstrap() + " with " + KIP_409_BROKERS
                    + " live brokers; CreateTopics v" + admin.version(io.kwire.examples.kip409.KwireApis.CREATE_TOPICS)
                    + " asks 5 replicas, accepting 2, then accepting 4");
            report(admin.createTopics(List.of(
                    new NewTopic("kwire-demo-kip409", 2, (short) 5).minRequiredReplicationFactor((short) 2),
                    new NewTopic("kwire-demo-kip409-strict", 2, (short) 5).minRequiredReplicationFactor((short) 4)),
                    false).get());
        }
    }

    private KwireAdmin connect(String bootstrap, Dialect dialect, ApiRegistry registry) throws Exception {
        return KwireAdmin.connect(host(bootstrap), port(bootstrap), dialect, new FrameTap(registry, out));
    }

    private static String host(String bootstrap) {
        return bootstrap.substring(0, bootstrap.lastIndexOf(':'));
    }

    private static int port(String bootstrap) {
        return Integer.parseInt(bootstrap.substring(bootstrap.lastIndexOf(':') + 1));
    }

    private void report(List<TopicOutcome> outcomes) {
        for (TopicOutcome outcome : outcomes) {
            out.println("   " + (outcome.name() != null ? outcome.name() : outcome.id()) + ": "
                    + errorName(outcome.errorCode())
                    + (outcome.errorMessage() != null ? " (" + outcome.errorMessage() + ")" : ""));
        }
        out.println();
    }

    private static void serve(List<String> arguments) throws InterruptedException {
        ServeOptions options;
        try {
            options = ServeOptions.parse(arguments);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        MetricsEndpoint metrics;
        try {
            metrics = options.metricsPort() == ServeOptions.NO_METRICS ? null
                    : MetricsEndpoint.start(options.config().host(), options.metricsPort());
        } catch (UncheckedIOException e) {
            System.err.println("kwire-demo serve: " + e.getMessage());
            System.exit(1);
            return;
        }
        AdminServer server;
        try {
            server = AdminServer.start(metrics == null ? options.config()
                    : options.config().withHooks(metrics.hooks()));
        } catch (UncheckedIOException | IllegalStateException e) {
            // It cannot listen; start left nothing running, so with the metrics endpoint stopped the JVM ends here.
            if (metrics != null) {
                metrics.close();
            }
            System.err.println("kwire-demo serve: " + e.getMessage());
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            if (metrics != null) {
                metrics.close();
            }
        }));
        System.out.println(options.banner(server));
        if (metrics != null) {
            System.out.println("Prometheus metrics at http://" + options.config().advertisedHost() + ":"
                    + metrics.address().getPort() + MetricsEndpoint.PATH);
        }
        Thread.currentThread().join();
    }

    /**
     * A proxy to a real cluster, counting each Produce's records per topic: prints the
     * {@code bootstrap.servers} to give clients, then one line per Produce, until stopped. With
     * {@code --tenant}, in tenant mode, the Produce counted as the client sent it.
     */
    private static void proxy(List<String> arguments) throws InterruptedException {
        ProxyOptions options;
        try {
            ProxyArguments parsed = ProxyArguments.parse(arguments);
            ProxyFilter counter = new ProduceCounter(System.out);
            options = parsed.options().filter(parsed.tenant() == null ? counter
                    : new TenantFilter(parsed.tenant(), counter));
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        KafkaProxy proxy;
        try {
            proxy = KafkaProxy.start(options);
        } catch (IllegalStateException e) {
            System.err.println("kwire-demo proxy: " + e.getMessage());
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(proxy::close));
        System.out.println("kwire proxy listening on " + options.host() + ":" + proxy.port() + " for the cluster of "
                + options.bootstrap() + ", bootstrap.servers=" + proxy.bootstrapServers()
                + (options.clientTls() != null ? " security.protocol=SSL" : "")
                + "; one line per Produce follows; Ctrl-C stops it");
        Thread.currentThread().join();
    }
}
