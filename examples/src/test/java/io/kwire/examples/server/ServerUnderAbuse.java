package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.netty.buffer.PoolArenaMetric;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocatorMetric;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOutboundBuffer;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;

/**
 * An {@link AdminServer} under test: it takes every buffer from a pooled allocator of its own, without
 * thread caches, so that the allocator's figures are the server's alone and a freed buffer goes straight
 * back to its arena. A sampler thread records the peak of the allocator's memory and of the bytes any one
 * connection has waiting to be written; Kafka's own Admin client creates, lists and deletes topics on the
 * server the whole time, each call within a deadline.
 */
final class ServerUnderAbuse implements AutoCloseable {
    /** Memory the allocator may hold at any moment: it allocates in chunks of 128 KiB. */
    static final long MEMORY_BOUND_BYTES = 4L * 1024 * 1024;
    /** How long the well-behaved client's calls, and the waits for the server, may take: liveness, not speed. */
    static final long DEADLINE_SECONDS = 10;
    private static final int PAGE_BYTES = 8192;
    private static final int CHUNK_ORDER = 4;
    private static final long SAMPLE_EVERY_MS = 1;
    private static final long WELL_BEHAVED_PAUSE_MS = 10;

    private final AdminServer server;
    private final PooledByteBufAllocator allocator;
    private final Thread sampler;
    private final Thread wellBehaved;
    private final AtomicInteger served = new AtomicInteger();
    private final AtomicReference<Throwable> wellBehavedFailure = new AtomicReference<>();
    private volatile boolean stopping;
    private volatile long peakMemory;
    private volatile long peakPendingBytes;
    private volatile int peakConnections;

    private ServerUnderAbuse(AdminServer server, PooledByteBufAllocator allocator) {
        this.server = server;
        this.allocator = allocator;
        this.sampler = new Thread(this::sample, "abuse-sampler");
        this.wellBehaved = new Thread(this::serveWellBehaved, "abuse-well-behaved-admin");
    }

    /** Starts a server configured as {@code config} leaves the defaults, the sampler and the well-behaved client. */
    static ServerUnderAbuse start(UnaryOperator<AdminServerConfig> config) throws InterruptedException {
        PooledByteBufAllocator allocator = new PooledByteBufAllocator(true, 2, 2, PAGE_BYTES, CHUNK_ORDER, 0, 0,
                false);
        ServerUnderAbuse abused = new ServerUnderAbuse(
                AdminServer.start(config.apply(AdminServerConfig.defaults()).withAllocator(allocator)), allocator);
        abused.sampler.start();
        abused.wellBehaved.start();
        return abused;
    }

    AdminServer server() {
        return server;
    }

    /** Topics the well-behaved client has created, seen listed and deleted so far. */
    int served() {
        return served.get();
    }

    /** Waits until the well-behaved client has been served {@code more} more times than now. */
    void awaitServedMore(int more) throws InterruptedException {
        int target = served() + more;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS * more);
        while (served() < target && wellBehavedFailure.get() == null) {
            assertTrue(System.nanoTime() < deadline, "the well-behaved client was served " + served() + " times, not "
                    + target);
            Thread.sleep(SAMPLE_EVERY_MS);
        }
        assertNull(wellBehavedFailure.get(), "the well-behaved client failed");
    }

    /** Waits until a server connection matches {@code condition}, and returns it. */
    Channel awaitConnection(Predicate<Channel> condition, String what)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        while (System.nanoTime() < deadline) {
            for (Channel connection : server.connections()) {
                if (condition.test(connection)) {
                    return connection;
                }
            }
            Thread.sleep(SAMPLE_EVERY_MS);
        }
        return fail("no server connection " + what + " within " + DEADLINE_SECONDS + " s");
    }

    /** The bytes {@code connection} has waiting to be written. */
    static long pendingBytes(Channel connection) {
        ChannelOutboundBuffer outbound = connection.unsafe().outboundBuffer();
        return outbound == null ? 0 : outbound.totalPendingWriteBytes();
    }

    long peakMemory() {
        return peakMemory;
    }

    long peakPendingBytes() {
        return peakPendingBytes;
    }

    /**
     * Stops the well-behaved client, checking that every one of its calls succeeded; then, with every
     * client gone, waits for the server's connections to close and checks that its allocator holds no
     * buffer and stayed within {@link #MEMORY_BOUND_BYTES}. Prints the figures under {@code name}.
     */
    void finish(String name) throws InterruptedException {
        stopping = true;
        wellBehaved.join(TimeUnit.SECONDS.toMillis(DEADLINE_SECONDS * 2));
        assertNull(wellBehavedFailure.get(), "the well-behaved client failed");
        assertTrue(served() > 0, "the well-behaved client was served");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        while (!server.connections().isEmpty()) {
            assertTrue(System.nanoTime() < deadline, server.connections().size() + " server connections still open");
            Thread.sleep(SAMPLE_EVERY_MS);
        }
        sampler.join();
        // A connection leaves the group as it closes, before its pipeline has released its buffers.
        while (activeAllocations() > 0) {
            assertTrue(System.nanoTime() < deadline, activeAllocations() + " buffers of the server's allocator"
                    + " still allocated");
            Thread.sleep(SAMPLE_EVERY_MS);
        }
        System.out.printf(Locale.ROOT, "Server under abuse, %s: peak allocator memory %d KiB (bound %d KiB),"
                + " peak %d bytes pending on one connection, peak %d connections; Kafka's Admin created, listed"
                + " and deleted %d topics meanwhile; 0 buffers left allocated, 0 connections left open%n", name,
                peakMemory / 1024, MEMORY_BOUND_BYTES / 1024, peakPendingBytes, peakConnections, served());
        assertTrue(peakMemory <= MEMORY_BOUND_BYTES, "peak allocator memory " + peakMemory);
    }

    /** Stops the well-behaved client and the server, and waits for the sampler to end. */
    @Override
    public void close() {
        stopping = true;
        server.close();
        try {
            wellBehaved.join();
            sampler.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private long activeAllocations() {
        PooledByteBufAllocatorMetric metric = allocator.metric();
        return active(metric.heapArenas()) + active(metric.directArenas());
    }

    private static long active(List<PoolArenaMetric> arenas) {
        long active = 0;
        for (PoolArenaMetric arena : arenas) {
            active += arena.numActiveAllocations();
        }
        return active;
    }

    private void sample() {
        PooledByteBufAllocatorMetric metric = allocator.metric();
        // Runs until the well-behaved client stopped and the server's connections are gone, or the server closed.
        while (!(stopping && server.connections().isEmpty())) {
            peakMemory = Math.max(peakMemory, metric.usedDirectMemory() + metric.usedHeapMemory());
            int connections = 0;
            for (Channel connection : server.connections()) {
                peakPendingBytes = Math.max(peakPendingBytes, pendingBytes(connection));
                connections++;
            }
            peakConnections = Math.max(peakConnections, connections);
            try {
                Thread.sleep(SAMPLE_EVERY_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void serveWellBehaved() {
        try (Admin admin = KafkaAdminAgainstServerTest.admin(server)) {
            for (int call = 0; !stopping; call++) {
                String topic = "well-behaved-" + call;
                admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all()
                        .get(DEADLINE_SECONDS, TimeUnit.SECONDS);
                Set<String> listed = admin.listTopics().names().get(DEADLINE_SECONDS, TimeUnit.SECONDS);
                if (!listed.contains(topic)) {
                    throw new AssertionError(topic + " not listed: " + listed);
                }
                admin.deleteTopics(List.of(topic)).all().get(DEADLINE_SECONDS, TimeUnit.SECONDS);
                served.incrementAndGet();
                Thread.sleep(WELL_BEHAVED_PAUSE_MS);
            }
        } catch (Throwable e) {
            // An assertion error or a failed call: the test's thread reports it.
            wellBehavedFailure.set(e);
        }
    }
}
