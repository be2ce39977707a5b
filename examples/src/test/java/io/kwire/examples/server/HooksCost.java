package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaServerHooks;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.util.ResourceLeakDetector;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * What hooks cost the example server: {@link PipelinedLoadTest}'s load ({@link PipelinedLoad}, plaintext, 50
 * clients), run with no hooks and with {@link CountingHooks} in turn, the order swapped each round, after warm-up
 * rounds that are not counted; each run on a new server. Prints each run's requests/s, then the median of each
 * and their ratio. Checks that the counting hooks saw every request and response, or fails.
 * {@code benchmarks/hooks.sh} runs it.
 *
 * <p>Arguments: measured rounds (default {@value #ROUNDS}), warm-up rounds ({@value #WARMUP_ROUNDS}), requests per
 * client ({@value #REQUESTS_PER_CLIENT}).
 */
public final class HooksCost {
    private static final int ROUNDS = 8;
    private static final int WARMUP_ROUNDS = 4;
    private static final int REQUESTS_PER_CLIENT = 4000;
    private static final int CLIENTS = 50;
    private static final int EVENT_LOOP_THREADS = 2;

    private HooksCost() {
    }

    /** Runs the rounds; see the class comment for the arguments. */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : ROUNDS;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : WARMUP_ROUNDS;
        int requestsPerClient = args.length > 2 ? Integer.parseInt(args[2]) : REQUESTS_PER_CLIENT;
        int requests = CLIENTS * requestsPerClient;
        System.out.printf(Locale.ROOT, "%d clients x %d pipelined requests = %d requests a run, plaintext over"
                + " loopback, Netty leak detection %s; %d warm-up rounds, %d measured%n", CLIENTS, requestsPerClient,
                requests, ResourceLeakDetector.getLevel(), warmup, rounds);
        List<Double> none = new ArrayList<>();
        List<Double> counting = new ArrayList<>();
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(EVENT_LOOP_THREADS, NioIoHandler.newFactory());
        try {
            for (int round = 0; round < warmup + rounds; round++) {
                boolean measured = round >= warmup;
                boolean hooksFirst = round % 2 == 1;
                for (int turn = 0; turn < 2; turn++) {
                    boolean withHooks = hooksFirst == (turn == 0);
                    double rate = run(group, withHooks, requestsPerClient);
                    System.out.printf(Locale.ROOT, "%s round %d, %-14s %,9.0f requests/s%n",
                            measured ? "measured" : "warm-up", round + 1, withHooks ? "counting hooks:" : "no hooks:",
                            rate);
                    if (measured) {
                        (withHooks ? counting : none).add(rate);
                    }
                }
            }
        } finally {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        }
        double noneMedian = median(none);
        double countingMedian = median(counting);
        System.out.printf(Locale.ROOT, "%n| hooks | requests/s, median of %d | runs |%n|---|--:|---|%n", rounds);
        System.out.printf(Locale.ROOT, "| none | %,.0f | %s |%n", noneMedian, runs(none));
        System.out.printf(Locale.ROOT, "| counting (CountingHooks) | %,.0f | %s |%n", countingMedian, runs(counting));
        System.out.printf(Locale.ROOT, "%nwith hooks / without: %.3f%n", countingMedian / noneMedian);
    }

    /** One run of the load on a new server, with counting hooks or none: its requests per second. */
    private static double run(EventLoopGroup group, boolean withHooks, int requestsPerClient) throws Exception {
        CountingHooks hooks = new CountingHooks();
        AdminServerConfig config = AdminServerConfig.defaults()
                .withHooks(withHooks ? hooks : KafkaServerHooks.NONE);
        long nanos;
        try (AdminServer server = AdminServer.start(config)) {
            nanos = PipelinedLoad.run(server, group, null, CLIENTS, requestsPerClient);
        }
        long requests = (long) CLIENTS * requestsPerClient;
        if (withHooks && (hooks.requests() != requests || hooks.responses() != requests)) {
            throw new AssertionError("the hooks counted " + hooks.requests() + " requests and " + hooks.responses()
                    + " responses, not " + requests);
        }
        return requests / (nanos / 1e9);
    }

    private static double median(List<Double> rates) {
        List<Double> sorted = rates.stream().sorted().toList();
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }

    private static String runs(List<Double> rates) {
        return String.join(", ", rates.stream().map(rate -> String.format(Locale.ROOT, "%,.0f", rate)).toList());
    }
}
