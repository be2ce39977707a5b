package io.kwire.examples.server;

import io.kwire.codec.netty.ServerTls;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import io.netty.buffer.PoolArenaMetric;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocatorMetric;
import io.netty.channel.Channel;
import io.netty.util.ResourceLeakDetector;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * What a connection to the example server holds: the server's Java heap, measured after full collections
 * before and after the connections open, and its buffers, from the metrics of a pooled allocator of the
 * server's own (Netty's {@link PooledByteBufAllocatorMetric}), both divided by the connections. The clients run
 * in a JVM of their own ({@link ConnectionClients}), so nothing of theirs is counted. Each connection is served
 * one request first (TLS handshake and SASL login done), then either left idle or made to pipeline Metadata
 * requests for 100 topics of long names (answers of some 27 KB) while it reads nothing.
 *
 * <p>The allocator has no thread caches, so a freed buffer goes straight back to its arena: its active
 * allocations are the buffers the connections hold, its active bytes their size in its pages, and its used
 * memory what its arenas reserved (chunks of 128 KiB), which includes pages it keeps whatever the connections.
 * The main method prints the table of docs/operations.md; {@code benchmarks/connection-memory.sh} runs it.
 */
public final class ConnectionMemory {
    /** How the clients connect. */
    enum Kind { PLAINTEXT, TLS, SASL }

    /**
     * What each connection held, on average.
     *
     * @param heapBytes the server's Java heap, live objects after a full collection
     * @param buffers the buffers of the server's allocator in use
     * @param bufferBytes their bytes, as the allocator counts them (in pages, or parts of a page)
     * @param reservedBytes the memory the allocator reserved, direct and heap, in chunks: for a few connections,
     *     or idle ones, mostly the allocator's own pages that it keeps whatever the connections
     */
    record PerConnection(Kind kind, int connections, int pipelined, double heapBytes, double buffers,
            double bufferBytes, double reservedBytes) {
        String markdown() {
            return String.format(Locale.ROOT, "| %s | %,d | %s | %,.0f | %.2f | %,.0f | %,.0f |", kind, connections,
                    pipelined == 0 ? "idle" : String.format(Locale.ROOT, "%,d pipelined, unread", pipelined),
                    heapBytes, buffers, bufferBytes, reservedBytes);
        }
    }

    private static final int PAGE_BYTES = 8192;
    private static final int CHUNK_ORDER = 4;
    private static final int TOPICS = 100;
    private static final int TOPIC_NAME_CHARS = 249;
    private static final String USER = "memory";
    private static final String PASSWORD = "memory-secret";
    private static final long DEADLINE_SECONDS = 120;
    private static final long SETTLE_SAMPLE_MS = 100;
    private static final int SETTLED_SAMPLES = 5;

    private ConnectionMemory() {
    }

    /** Prints the table of docs/operations.md; the first argument, if any, is the number of idle connections. */
    public static void main(String[] args) throws Exception {
        int idle = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int pipelining = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        Path directory = Files.createTempDirectory("kwire-connection-memory");
        List<PerConnection> rows = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            rows.add(measure(kind, idle, 0, directory));
        }
        for (int pipelined : new int[] {10, 100, 1000}) {
            rows.add(measure(Kind.PLAINTEXT, pipelining, pipelined, directory));
        }
        System.out.printf(Locale.ROOT, "Netty leak detection %s, server JVM %s%n%n", ResourceLeakDetector.getLevel(),
                Runtime.version());
        System.out.println("| connection | connections | requests | Java heap, bytes | buffers | their bytes"
                + " | allocator's memory, bytes |");
        System.out.println("|---|--:|---|--:|--:|--:|--:|");
        rows.forEach(row -> System.out.println(row.markdown()));
    }

    /**
     * Opens {@code connections} connections of {@code kind} to a new example server, each pipelining
     * {@code pipelined} requests it leaves unread after its first one, and returns what each held; certificates
     * for TLS go in {@code directory}.
     */
    static PerConnection measure(Kind kind, int connections, int pipelined, Path directory) throws Exception {
        PooledByteBufAllocator allocator = new PooledByteBufAllocator(true, 2, 2, PAGE_BYTES, CHUNK_ORDER, 0, 0,
                false);
        AdminServerConfig config = AdminServerConfig.defaults().withAllocator(allocator);
        List<String> clientArguments = new ArrayList<>();
        if (kind == Kind.TLS) {
            TestPki pki = TestPki.create(Files.createTempDirectory(directory, "pki"));
            KeyFiles keys = pki.server();
            config = config.withTls(ServerTls.pem(keys.certificateChain(), keys.privateKey()).build());
            clientArguments.add(pki.caCertificate().toString());
        } else if (kind == Kind.SASL) {
            config = config.withSasl(new InMemoryCredentialStore().addUser(USER, PASSWORD));
            clientArguments.addAll(List.of(USER, PASSWORD));
        }
        try (AdminServer server = AdminServer.start(config)) {
            if (pipelined > 0) {
                for (int topic = 0; topic < TOPICS; topic++) {
                    String name = String.format(Locale.ROOT, "%0" + TOPIC_NAME_CHARS + "d", topic);
                    server.topics().create(new TopicRequest(name, 1, (short) 1, Map.of(), Map.of(), (short) -1),
                            false);
                }
            }
            long heapBefore = heapAfterCollection();
            long allocationsBefore = activeAllocations(allocator);
            long buffersBefore = activeBytes(allocator);
            long reservedBefore = reservedBytes(allocator);
            Process clients = startClients(server, kind, clientArguments, connections, pipelined);
            try {
                awaitReady(clients);
                await(() -> server.connections().size() == connections, "the server has the connections open");
                awaitSettled(server, allocator);
                double heap = heapAfterCollection() - heapBefore;
                double allocations = activeAllocations(allocator) - allocationsBefore;
                double buffers = activeBytes(allocator) - buffersBefore;
                double reserved = reservedBytes(allocator) - reservedBefore;
                return new PerConnection(kind, connections, pipelined, heap / connections,
                        allocations / connections, buffers / connections, reserved / connections);
            } finally {
                clients.getOutputStream().close();
                if (!clients.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS)) {
                    clients.destroyForcibly();
                }
                await(() -> server.connections().isEmpty(), "the server's connections closed");
            }
        }
    }

    private static Process startClients(AdminServer server, Kind kind, List<String> kindArguments, int connections,
            int pipelined) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx512m", "-Dio.netty.leakDetection.level=disabled", "-cp",
                System.getProperty("java.class.path"), ConnectionClients.class.getName(),
                server.address().getHostString(), Integer.toString(server.address().getPort()), kind.name()));
        command.addAll(kindArguments);
        command.addAll(List.of(Integer.toString(connections), Integer.toString(pipelined)));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    }

    /** Waits for the clients to say they are ready; fails if they end first. */
    private static void awaitReady(Process clients) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(clients.getInputStream(),
                StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.equals(ConnectionClients.READY)) {
                return;
            }
        }
        throw new IllegalStateException("the clients ended before they were ready, exit code " + exitCode(clients));
    }

    private static String exitCode(Process process) {
        try {
            return process.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS) ? Integer.toString(process.exitValue())
                    : "none yet";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }

    /**
     * Waits until the allocator's active bytes and the bytes the connections have waiting to be written stay the
     * same over several samples: the server is done with what the clients sent.
     */
    private static void awaitSettled(AdminServer server, PooledByteBufAllocator allocator)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        long lastBytes = -1;
        long lastPending = -1;
        int same = 0;
        while (same < SETTLED_SAMPLES) {
            check(System.nanoTime() < deadline, "the server's buffers settled");
            Thread.sleep(SETTLE_SAMPLE_MS);
            long bytes = activeBytes(allocator);
            long pending = 0;
            for (Channel connection : server.connections()) {
                pending += ServerUnderAbuse.pendingBytes(connection);
            }
            same = bytes == lastBytes && pending == lastPending ? same + 1 : 0;
            lastBytes = bytes;
            lastPending = pending;
        }
    }

    /** The heap's live objects after full collections. */
    private static long heapAfterCollection() throws InterruptedException {
        for (int collection = 0; collection < 3; collection++) {
            System.gc();
            Thread.sleep(SETTLE_SAMPLE_MS);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static long activeAllocations(PooledByteBufAllocator allocator) {
        long allocations = 0;
        for (PoolArenaMetric arena : allocator.metric().directArenas()) {
            allocations += arena.numActiveAllocations();
        }
        for (PoolArenaMetric arena : allocator.metric().heapArenas()) {
            allocations += arena.numActiveAllocations();
        }
        return allocations;
    }

    private static long activeBytes(PooledByteBufAllocator allocator) {
        long bytes = 0;
        for (PoolArenaMetric arena : allocator.metric().directArenas()) {
            bytes += arena.numActiveBytes();
        }
        for (PoolArenaMetric arena : allocator.metric().heapArenas()) {
            bytes += arena.numActiveBytes();
        }
        return bytes;
    }

    private static long reservedBytes(PooledByteBufAllocator allocator) {
        return allocator.metric().usedDirectMemory() + allocator.metric().usedHeapMemory();
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        while (!condition.getAsBoolean()) {
            check(System.nanoTime() < deadline, what);
            Thread.sleep(1);
        }
    }

    private static void check(boolean condition, String what) {
        if (!condition) {
            throw new IllegalStateException("not within " + DEADLINE_SECONDS + " s: " + what);
        }
    }
}
