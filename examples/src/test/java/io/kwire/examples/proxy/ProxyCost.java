package io.kwire.examples.proxy;

import io.kwire.examples.broker.KafkaBroker;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToDoubleFunction;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * What the example proxy costs end to end, run by {@code benchmarks/proxy.sh} (not a test): a real
 * Kafka 4.4.0 broker, the demo's {@code proxy} in a process of its own in front of it, and Kafka's
 * own idempotent producer (each compression type in turn) and a consumer with assign/seek carrying
 * the same records straight to the broker and through the proxy, round after round (which goes
 * first alternating). Every round is checked: each record back exactly, or the run fails. Prints,
 * per compression type and for all five together, the median over the measured rounds of the wall
 * time both ways (each client connected before its clock starts), the proxy process's CPU time as
 * the OS counts it (before and after), the broker's for comparison, and the proxy's resident
 * memory, now and at its peak. The warm-up rounds let C2 compile the proxy's paths, which it does
 * only after thousands of requests: with one warm-up round it was still compiling (seconds of CPU)
 * through the measured rounds.
 *
 * <p>Arguments: the demo jar, then optionally the records per compression type (100,000), the
 * warm-up rounds (10) and the measured rounds (5); the proxy's JVM options come from
 * {@code PROXY_JAVA_OPTS}.
 */
public final class ProxyCost {
    private static final String[] COMPRESSIONS = {"none", "gzip", "snappy", "lz4", "zstd"};
    private static final int PARTITIONS = 3;
    private static final int VALUE_BYTES = 100;
    private static final Duration AWAIT = Duration.ofSeconds(120);
    /** Where each producer sends one record before its clock starts, to be connected. */
    private static final String WARM_UP_TOPIC = "cost-warm-up";

    private ProxyCost() {
    }

    public static void main(String[] args) throws Exception {
        Path demoJar = Path.of(args[0]);
        int records = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
        int warmRounds = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        int measuredRounds = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        int rounds = warmRounds + measuredRounds;
        try (KafkaBroker broker = KafkaBroker.start(); ProxyProcess proxy = ProxyProcess.start(demoJar, broker)) {
            createTopics(broker, rounds);
            System.out.printf(Locale.ROOT, "proxy: %s, JVM options: %s%n", proxy.bootstrap(), proxy.javaOptions());
            Map<String, List<Row>> measured = new LinkedHashMap<>();
            for (int round = 0; round < rounds; round++) {
                List<Row> roundRows = new ArrayList<>();
                for (String compression : COMPRESSIONS) {
                    roundRows.add(measure(broker, proxy, compression, round, records));
                }
                if (round >= warmRounds) {
                    roundRows.forEach(row -> measured.computeIfAbsent(row.compression(), c -> new ArrayList<>())
                            .add(row));
                    measured.computeIfAbsent("all five", c -> new ArrayList<>()).add(Row.sum("all five", roundRows));
                }
            }
            System.out.printf(Locale.ROOT, "%n%d records of %d bytes a compression type; the median of %d rounds"
                    + " after %d warm-up rounds (resident memory: the last round's):%n", records, VALUE_BYTES,
                    measuredRounds, warmRounds);
            System.out.println("| compression | straight to the broker | through the proxy | wall time added"
                    + " | proxy CPU | broker CPU (proxied run) | proxy resident, now / peak |");
            System.out.println("|---|---|---|---|---|---|---|");
            measured.values().forEach(rows -> System.out.println(Row.median(rows).markdown()));
        }
    }

    /**
     * One compression type: the records straight to the broker and through the proxy, each timed; straight first
     * in even rounds, through the proxy first in odd ones, so that neither gains from going second.
     */
    private static Row measure(KafkaBroker broker, ProxyProcess proxy, String compression, int round, int records)
            throws Exception {
        String topic = topic(compression, round);
        boolean directFirst = round % 2 == 0;
        double direct = directFirst ? carry(broker.bootstrap(), topic + "-direct", compression, records) : 0;
        Duration proxyCpu = proxy.cpu();
        Duration brokerCpu = cpuOf(broker.process());
        double proxied = carry(proxy.bootstrap(), topic + "-proxied", compression, records);
        double proxySeconds = seconds(proxy.cpu().minus(proxyCpu));
        double brokerSeconds = seconds(cpuOf(broker.process()).minus(brokerCpu));
        if (!directFirst) {
            direct = carry(broker.bootstrap(), topic + "-direct", compression, records);
        }
        return new Row(compression, direct, proxied, proxySeconds, brokerSeconds, proxy.residentMiB("VmRSS"),
                proxy.residentMiB("VmHWM"));
    }

    /**
     * Every round's topics, made before the first is used: a topic produced to the moment its
     * leader is known can refuse the first batch (NOT_LEADER_OR_FOLLOWER), and Kafka's idempotent
     * producer then went on getting OUT_OF_ORDER_SEQUENCE_NUMBER until its batches expired.
     */
    private static void createTopics(KafkaBroker broker, int rounds) throws Exception {
        List<NewTopic> topics = new ArrayList<>();
        topics.add(new NewTopic(WARM_UP_TOPIC, 1, (short) 1));
        for (int round = 0; round < rounds; round++) {
            for (String compression : COMPRESSIONS) {
                topics.add(new NewTopic(topic(compression, round) + "-direct", PARTITIONS, (short) 1));
                topics.add(new NewTopic(topic(compression, round) + "-proxied", PARTITIONS, (short) 1));
            }
        }
        broker.admin().createTopics(topics).all().get(60, TimeUnit.SECONDS);
        for (NewTopic topic : topics) {
            broker.awaitTopic(topic.name(), description -> description.partitions().stream()
                    .allMatch(partition -> partition.leader() != null));
        }
    }

    private static String topic(String compression, int round) {
        return "cost-" + compression + "-" + round;
    }

    /**
     * Produces {@code count} records with an idempotent producer and reads them back by assign/seek:
     * the seconds both took once their clients were connected. A client's first connections
     * (bootstrap, then the leader; through the proxy, each is two) are made before its clock starts,
     * so that the time is the records', not a few round trips' that would weigh a tenth of a
     * 0.3-second run.
     */
    private static double carry(String bootstrap, String topic, String compression, int count) {
        double seconds;
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true,
                ProducerConfig.ACKS_CONFIG, "all",
                ProducerConfig.COMPRESSION_TYPE_CONFIG, compression,
                ProducerConfig.LINGER_MS_CONFIG, 5), new ByteArraySerializer(), new ByteArraySerializer())) {
            producer.send(new ProducerRecord<>(WARM_UP_TOPIC, value(0))).get(AWAIT.toSeconds(), TimeUnit.SECONDS);
            long start = System.nanoTime();
            AtomicReference<Exception> failed = new AtomicReference<>();
            for (int i = 0; i < count; i++) {
                producer.send(new ProducerRecord<>(topic, i % PARTITIONS, null, value(i)), (sent, e) -> {
                    if (e != null) {
                        failed.compareAndSet(null, e);
                    }
                });
            }
            producer.flush();
            seconds = (System.nanoTime() - start) / 1e9;
            if (failed.get() != null) {
                throw new IllegalStateException(topic + ": a record was not produced", failed.get());
            }
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            throw new IllegalStateException(topic + ": the producer did not connect", e);
        }
        return seconds + readBack(bootstrap, topic, count);
    }

    /**
     * Reads {@code count} records from the start of every partition and checks each is one that was
     * sent: the seconds it took once the consumer had the partitions' first offsets.
     */
    private static double readBack(String bootstrap, String topic, int count) {
        boolean[] seen = new boolean[count];
        int received = 0;
        List<TopicPartition> partitions = new ArrayList<>();
        for (int p = 0; p < PARTITIONS; p++) {
            partitions.add(new TopicPartition(topic, p));
        }
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 5000), new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            partitions.forEach(partition -> consumer.position(partition, AWAIT));
            long start = System.nanoTime();
            long deadline = start + AWAIT.toNanos();
            while (received < count) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(topic + ": " + received + " of " + count + " records came back");
                }
                for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(100))) {
                    int index = indexOf(record.value());
                    if (seen[index] || record.partition() != index % PARTITIONS) {
                        throw new IllegalStateException(topic + ": record " + index + " came back twice or elsewhere");
                    }
                    seen[index] = true;
                    received++;
                }
            }
            return (System.nanoTime() - start) / 1e9;
        }
    }

    /** Record {@code i}'s value: its index, then filler. */
    private static byte[] value(int i) {
        byte[] value = new byte[VALUE_BYTES];
        for (int b = 0; b < 4; b++) {
            value[b] = (byte) (i >>> (24 - 8 * b));
        }
        for (int b = 4; b < VALUE_BYTES; b++) {
            value[b] = (byte) ('a' + (i + b) % 26);
        }
        return value;
    }

    private static int indexOf(byte[] value) {
        int i = (value[0] & 0xff) << 24 | (value[1] & 0xff) << 16 | (value[2] & 0xff) << 8 | value[3] & 0xff;
        if (!java.util.Arrays.equals(value, value(i))) {
            throw new IllegalStateException("a record came back changed: index " + i);
        }
        return i;
    }

    private static Duration cpuOf(ProcessHandle process) {
        return process.info().totalCpuDuration().orElseThrow(
                () -> new IllegalStateException("the OS gives no CPU time for process " + process.pid()));
    }

    private static double seconds(Duration duration) {
        return duration.toNanos() / 1e9;
    }

    /** One compression type's figures. */
    private record Row(String compression, double direct, double proxied, double proxyCpu, double brokerCpu,
            long residentMiB, long peakMiB) {
        /** One round's rows added up, as {@code name}: every compression type's records; the resident memory now. */
        static Row sum(String name, List<Row> rows) {
            Row last = rows.get(rows.size() - 1);
            return new Row(name, rows.stream().mapToDouble(Row::direct).sum(),
                    rows.stream().mapToDouble(Row::proxied).sum(), rows.stream().mapToDouble(Row::proxyCpu).sum(),
                    rows.stream().mapToDouble(Row::brokerCpu).sum(), last.residentMiB(), last.peakMiB());
        }

        /** Each figure's median over {@code rows}; the resident memory of the last. */
        static Row median(List<Row> rows) {
            Row last = rows.get(rows.size() - 1);
            return new Row(last.compression(), median(rows, Row::direct), median(rows, Row::proxied),
                    median(rows, Row::proxyCpu), median(rows, Row::brokerCpu), last.residentMiB(), last.peakMiB());
        }

        private static double median(List<Row> rows, ToDoubleFunction<Row> figure) {
            double[] values = rows.stream().mapToDouble(figure).sorted().toArray();
            int middle = values.length / 2;
            return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
        }

        String markdown() {
            return String.format(Locale.ROOT, "| %s | %.2f s | %.2f s | %+.0f%% | %.2f s | %.2f s | %d / %d MiB |",
                    compression, direct, proxied, 100 * (proxied / direct - 1), proxyCpu, brokerCpu, residentMiB,
                    peakMiB);
        }
    }

    /** The demo's proxy in a JVM of its own, on loopback, its output in a file. */
    private static final class ProxyProcess implements AutoCloseable {
        private final Process process;
        private final int port;
        private final List<String> javaOptions;

        private ProxyProcess(Process process, int port, List<String> javaOptions) {
            this.process = process;
            this.port = port;
            this.javaOptions = javaOptions;
        }

        static ProxyProcess start(Path demoJar, KafkaBroker broker) throws IOException, InterruptedException {
            int port = freePortPair();
            List<String> options = javaOptionsFromEnvironment();
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.addAll(options);
            command.addAll(List.of("-jar", demoJar.toString(), "proxy", "--host", "127.0.0.1", "--port",
                    String.valueOf(port), "--bootstrap", broker.bootstrap()));
            Path log = Files.createTempFile("kwire-proxy-", ".log");
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            ProxyProcess proxy = new ProxyProcess(process, port, options);
            proxy.awaitListening(log);
            return proxy;
        }

        private static List<String> javaOptionsFromEnvironment() {
            String options = System.getenv().getOrDefault("PROXY_JAVA_OPTS", "").trim();
            return options.isEmpty() ? List.of() : List.of(options.split("\\s+"));
        }

        /** A port free a moment ago whose next port was free too: the proxy's first broker gets that one. */
        private static int freePortPair() throws IOException {
            for (int attempt = 0; attempt < 50; attempt++) {
                try (ServerSocket first = new ServerSocket(0)) {
                    int port = first.getLocalPort();
                    new ServerSocket(port + 1).close();
                    return port;
                } catch (IOException taken) {
                    // The next port was taken: try another pair.
                }
            }
            throw new IOException("no two free ports in a row on loopback");
        }

        private void awaitListening(Path log) throws InterruptedException {
            long deadline = System.nanoTime() + AWAIT.toNanos();
            while (System.nanoTime() < deadline && process.isAlive()) {
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                    return;
                } catch (IOException notYet) {
                    Thread.sleep(100);
                }
            }
            close();
            throw new IllegalStateException("the proxy did not listen on " + port + "; its output: " + read(log));
        }

        String bootstrap() {
            return "127.0.0.1:" + port;
        }

        List<String> javaOptions() {
            return javaOptions;
        }

        Duration cpu() {
            return cpuOf(process.toHandle());
        }

        /** A line of {@code /proc/PID/status} ({@code VmRSS}, {@code VmHWM}) in MiB. */
        long residentMiB(String field) {
            try {
                for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(process.pid()), "status"))) {
                    if (line.startsWith(field + ":")) {
                        return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            throw new IllegalStateException("no " + field + " in the proxy's /proc status");
        }

        private static String read(Path log) {
            try {
                return Files.readString(log);
            } catch (IOException e) {
                return "(unreadable: " + e.getMessage() + ")";
            }
        }

        @Override
        public void close() {
            process.destroy();
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
