package io.kwire.examples.broker;

import io.kwire.testkit.tls.TestPki.KeyFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.DescribeClusterOptions;
import org.apache.kafka.clients.admin.ScramCredentialInfo;
import org.apache.kafka.clients.admin.ScramMechanism;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.admin.UserScramCredentialAlteration;
import org.apache.kafka.clients.admin.UserScramCredentialUpsertion;
import org.apache.kafka.common.KafkaFuture;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;

/**
 * A real Apache Kafka broker for tests: one KRaft node, broker and controller at once, on free loopback ports, in
 * a child JVM on the test class path, with its storage in a temporary directory. The child halts when the test JVM
 * goes away, however it goes, and {@link #close()} leaves neither process nor directory behind.
 *
 * <pre>{@code
 * try (KafkaBroker broker = KafkaBroker.start()) {
 *     broker.admin().createTopics(List.of(new NewTopic("t", 3, (short) 1))).all().get();
 *     broker.awaitTopicNames(names -> names.contains("t"));
 * }
 * }</pre>
 *
 * <p>{@link KafkaBrokerExtension} shares one broker among the tests of a class.
 */
public final class KafkaBroker implements AutoCloseable {
    private static final String HOST = "127.0.0.1";
    private static final int NODE_ID = 1;
    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(90);
    private static final Duration AWAIT_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration POLL_INTERVAL = Duration.ofMillis(100);
    private static final Duration EXIT_TIMEOUT = Duration.ofSeconds(15);
    private static final int START_ATTEMPTS = 3;
    private static final int LOG_TAIL_LINES = 60;
    private static final String LOG_FILE = "broker.log";

    private final Path workDir;
    private final Process process;
    private final Thread killOnExit;
    private final String bootstrap;
    private final String controller;
    private final String saslSslBootstrap;
    private final Admin admin;
    private boolean closed;

    private KafkaBroker(Path workDir, Process process, Thread killOnExit, String bootstrap, String controller,
            String saslSslBootstrap, Admin admin) {
        this.workDir = workDir;
        this.process = process;
        this.killOnExit = killOnExit;
        this.bootstrap = bootstrap;
        this.controller = controller;
        this.saslSslBootstrap = saslSslBootstrap;
        this.admin = admin;
    }

    /**
     * Starts a broker and returns once Kafka's {@code Admin} has seen it in {@code describeCluster()}. A start
     * that loses one of its ports to another process before the broker binds it is tried again on new ports.
     *
     * @throws IllegalStateException if the broker does not come up; the message ends with the tail of its log
     */
    public static KafkaBroker start() {
        return start(null, false, Duration.ZERO);
    }

    /**
     * Starts a broker as {@link #start()} does, with a second listener, SASL_SSL, that takes SCRAM-SHA-256 and
     * SCRAM-SHA-512 logins over TLS with {@code serverKeys}; {@link #addScramUser} adds the users it knows.
     */
    public static KafkaBroker startWithSaslSsl(KeyFiles serverKeys) {
        return start(serverKeys, false, Duration.ZERO);
    }

    /**
     * Starts a broker as {@link #startWithSaslSsl(KeyFiles)} does, whose SASL sessions last
     * {@code connectionsMaxReauth} (Kafka's {@code connections.max.reauth.ms}, KIP-368).
     */
    public static KafkaBroker startWithSaslSsl(KeyFiles serverKeys, Duration connectionsMaxReauth) {
        return start(serverKeys, false, connectionsMaxReauth);
    }

    /**
     * Starts a broker as {@link #startWithSaslSsl} does, with Kafka's own authorizer ({@code StandardAuthorizer}):
     * the SASL_SSL listener's users may do only what ACLs created with {@link #admin()} allow, while the PLAINTEXT
     * listener's {@code User:ANONYMOUS}, {@link #admin()}'s, is a super user.
     */
    public static KafkaBroker startWithSaslSslAndAcls(KeyFiles serverKeys) {
        return start(serverKeys, true, Duration.ZERO);
    }

    private static KafkaBroker start(KeyFiles saslSslKeys, boolean authorizer, Duration connectionsMaxReauth) {
        for (int attempt = 1; ; attempt++) {
            try {
                return startOnce(saslSslKeys, authorizer, connectionsMaxReauth);
            } catch (PortTakenException e) {
                if (attempt == START_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    /** The broker's PLAINTEXT listener, {@code 127.0.0.1:port}, for {@code bootstrap.servers}. */
    public String bootstrap() {
        return bootstrap;
    }

    /** The node's CONTROLLER listener, {@code 127.0.0.1:port}, which speaks the controller's APIs. */
    public String controller() {
        return controller;
    }

    /** The broker's SASL_SSL listener, {@code 127.0.0.1:port}; null for a broker started without it. */
    public String saslSslBootstrap() {
        return saslSslBootstrap;
    }

    /** Adds {@code user} with {@code password} for SCRAM-SHA-256 and SCRAM-SHA-512, at 4096 iterations. */
    public void addScramUser(String user, String password) {
        // Kafka takes one alteration per user and request.
        for (ScramMechanism mechanism : List.of(ScramMechanism.SCRAM_SHA_256, ScramMechanism.SCRAM_SHA_512)) {
            List<UserScramCredentialAlteration> credential = List.of(
                    new UserScramCredentialUpsertion(user, new ScramCredentialInfo(mechanism, 4096), password));
            get(admin.alterUserScramCredentials(credential).all());
        }
    }

    /** Kafka's own admin client, connected to this broker; closed by {@link #close()}. */
    public Admin admin() {
        return admin;
    }

    /** The broker's process, to see whether it is still alive. */
    public ProcessHandle process() {
        return process.toHandle();
    }

    /** The temporary directory that holds the broker's configuration, storage and log. */
    Path workDir() {
        return workDir;
    }

    /**
     * Polls {@code listTopics()} until its names satisfy the condition, and returns them: topic changes reach
     * {@code listTopics()} a moment after the futures of the change complete.
     *
     * @throws AssertionError if the condition does not hold within 30 seconds
     */
    public Set<String> awaitTopicNames(Predicate<Set<String>> condition) {
        long deadline = System.nanoTime() + AWAIT_TIMEOUT.toNanos();
        while (true) {
            Set<String> names = get(admin.listTopics().names());
            if (condition.test(names)) {
                return names;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("listTopics() still answered " + names + " after " + AWAIT_TIMEOUT);
            }
            sleep(POLL_INTERVAL);
        }
    }

    /**
     * Polls {@code describeTopics()} until the topic exists and its description satisfies the condition, and
     * returns it: a new topic or new partitions reach the broker's metadata a moment after the futures complete.
     *
     * @throws AssertionError if the condition does not hold within 30 seconds
     */
    public TopicDescription awaitTopic(String name, Predicate<TopicDescription> condition) {
        long deadline = System.nanoTime() + AWAIT_TIMEOUT.toNanos();
        while (true) {
            TopicDescription description = describe(name);
            if (description != null && condition.test(description)) {
                return description;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("describeTopics() still answered " + description + " for " + name
                        + " after " + AWAIT_TIMEOUT);
            }
            sleep(POLL_INTERVAL);
        }
    }

    /** The topic's description, or null while the broker does not know the topic. */
    private TopicDescription describe(String name) {
        try {
            return admin.describeTopics(List.of(name)).allTopicNames().get(AWAIT_TIMEOUT.toMillis(),
                    TimeUnit.MILLISECONDS).get(name);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UnknownTopicOrPartitionException) {
                return null;
            }
            throw new IllegalStateException("The Kafka broker did not describe " + name, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the Kafka broker", e);
        } catch (TimeoutException e) {
            throw new IllegalStateException("The Kafka broker did not answer", e);
        }
    }

    /** Stops the broker, waits for its process to end and deletes its directory. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            admin.close(Duration.ofSeconds(5));
        } finally {
            stop(process, workDir);
            try {
                Runtime.getRuntime().removeShutdownHook(killOnExit);
            } catch (IllegalStateException e) {
                // The JVM is already shutting down: the hook stops the process, which is stopped anyway.
            }
        }
    }

    private static KafkaBroker startOnce(KeyFiles saslSslKeys, boolean authorizer, Duration connectionsMaxReauth) {
        Path workDir = createWorkDir();
        Process process = null;
        Thread killOnExit = null;
        Admin admin = null;
        try {
            int[] ports = freePorts(3);
            int brokerPort = ports[0];
            writeProperties(workDir, brokerPort, ports[1], saslSslKeys == null ? 0 : ports[2], saslSslKeys, authorizer,
                    connectionsMaxReauth);
            process = launch(workDir);
            Process started = process;
            killOnExit = new Thread(() -> stop(started, workDir), "kafka-broker-stop");
            Runtime.getRuntime().addShutdownHook(killOnExit);

            long deadline = System.nanoTime() + STARTUP_TIMEOUT.toNanos();
            awaitListening(process, workDir, brokerPort, deadline);
            String bootstrap = HOST + ":" + brokerPort;
            admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
                    AdminClientConfig.CLIENT_ID_CONFIG, "kwire-test-admin"));
            awaitClusterNode(admin, process, workDir, deadline);
            String saslSsl = saslSslKeys == null ? null : HOST + ":" + ports[2];
            return new KafkaBroker(workDir, process, killOnExit, bootstrap, HOST + ":" + ports[1], saslSsl, admin);
        } catch (RuntimeException | Error e) {
            try {
                abandon(workDir, process, killOnExit, admin);
            } catch (RuntimeException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    /** Undoes what a failed start did so far; each argument may be null when the start failed before making it. */
    private static void abandon(Path workDir, Process process, Thread killOnExit, Admin admin) {
        if (admin != null) {
            admin.close(Duration.ZERO);
        }
        if (killOnExit != null) {
            Runtime.getRuntime().removeShutdownHook(killOnExit);
        }
        if (process != null) {
            stop(process, workDir);
        } else {
            BrokerMain.deleteTree(workDir);
        }
    }

    private static Path createWorkDir() {
        try {
            return Files.createTempDirectory("kwire-kafka-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code count} distinct ports that were free a moment ago. The broker may still lose one to another process
     * before it binds it, which {@link #start()} handles.
     */
    private static int[] freePorts(int count) {
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            int[] ports = new int[count];
            for (int i = 0; i < count; i++) {
                ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST));
                sockets.add(socket);
                ports[i] = socket.getLocalPort();
            }
            return ports;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            for (ServerSocket socket : sockets) {
                try {
                    socket.close();
                } catch (IOException e) {
                    // Closing a socket never used: nothing to lose.
                }
            }
        }
    }

    private static void writeProperties(Path workDir, int brokerPort, int controllerPort, int saslSslPort,
            KeyFiles saslSslKeys, boolean authorizer, Duration connectionsMaxReauth) {
        try (Writer out = Files.newBufferedWriter(workDir.resolve(BrokerMain.PROPERTIES))) {
            Properties properties = BrokerProperties.singleNode(workDir.resolve("data"), brokerPort, controllerPort);
            if (saslSslKeys != null) {
                BrokerProperties.addSaslSslListener(properties, saslSslPort, saslSslKeys.certificateChainPem(),
                        saslSslKeys.privateKeyPem());
                properties.setProperty("connections.max.reauth.ms", Long.toString(connectionsMaxReauth.toMillis()));
            }
            if (authorizer) {
                BrokerProperties.addAuthorizer(properties);
            }
            properties.store(out, "A one-node KRaft cluster for kwire's tests");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Process launch(Path workDir) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(Arrays.asList("-Xms128m", "-Xmx512m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Djava.awt.headless=true",
                "-Dorg.slf4j.simpleLogger.showDateTime=true",
                "-Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS",
                "-cp", System.getProperty("java.class.path"),
                BrokerMain.class.getName(), workDir.toString(), Uuid.randomUuid().toString()));
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(workDir.resolve(LOG_FILE).toFile());
        try {
            return builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void awaitListening(Process process, Path workDir, int port, long deadline) {
        while (true) {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(HOST, port), 500);
                return;
            } catch (IOException notYet) {
                checkStarting(process, workDir, deadline);
                sleep(POLL_INTERVAL);
            }
        }
    }

    private static void awaitClusterNode(Admin admin, Process process, Path workDir, long deadline) {
        DescribeClusterOptions options = new DescribeClusterOptions().timeoutMs(2_000);
        while (true) {
            try {
                for (Node node : admin.describeCluster(options).nodes().get()) {
                    if (node.id() == NODE_ID) {
                        return;
                    }
                }
            } catch (ExecutionException notYet) {
                // The broker is up but not yet registered and unfenced: ask again.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted while waiting for the Kafka broker", e);
            }
            checkStarting(process, workDir, deadline);
            sleep(POLL_INTERVAL);
        }
    }

    private static void checkStarting(Process process, Path workDir, long deadline) {
        if (!process.isAlive()) {
            String tail = logTail(workDir);
            String message = "The Kafka broker exited with " + process.exitValue() + " while starting. Its log ends:\n"
                    + tail;
            throw tail.contains("Address already in use") ? new PortTakenException(message)
                    : new IllegalStateException(message);
        }
        if (System.nanoTime() > deadline) {
            throw new IllegalStateException("The Kafka broker did not answer describeCluster() within "
                    + STARTUP_TIMEOUT + ". Its log ends:\n" + logTail(workDir));
        }
    }

    private static String logTail(Path workDir) {
        try {
            String log = new String(Files.readAllBytes(workDir.resolve(LOG_FILE)), StandardCharsets.UTF_8);
            List<String> lines = log.lines().collect(Collectors.toList());
            return String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    /** Closes the child's standard input, which makes it halt; forces it only if it does not. */
    private static void stop(Process process, Path workDir) {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // The pipe is already broken: the child sees its end as well.
        }
        try {
            if (!process.waitFor(EXIT_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        BrokerMain.deleteTree(workDir);
    }

    private static <T> T get(KafkaFuture<T> future) {
        try {
            return future.get(AWAIT_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the Kafka broker", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("The Kafka broker did not answer", e);
        }
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the Kafka broker", e);
        }
    }

    /** The broker lost one of its ports to another process between our choosing it and its binding it. */
    private static final class PortTakenException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        PortTakenException(String message) {
            super(message);
        }
    }
}
