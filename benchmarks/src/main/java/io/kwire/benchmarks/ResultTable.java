package io.kwire.benchmarks;

import static io.kwire.benchmarks.Cells.NO_ALLOCATION;
import static io.kwire.benchmarks.Cells.bytes;
import static io.kwire.benchmarks.Cells.number;
import static io.kwire.benchmarks.Cells.ops;
import static io.kwire.benchmarks.Cells.ratio;
import static io.kwire.benchmarks.Cells.times;

import io.kwire.benchmarks.JmhResults.Score;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints a JMH JSON result of the suite as Markdown: the ratios docs/performance.md carries
 * ({@link RatioTable}); then, for the run's log, one row per workload and operation with both sides'
 * throughput and allocation and the copy floor, how each target of issue 34 fared, and how time grows
 * from 100 to 1000 topics; then the record batch rows ({@link RecordsTable}); then the views'
 * ({@link ViewTable}); then the proxy's exchanges ({@link ProxyTable}). Each part is left out when the
 * run did not measure it.
 *
 * <pre>{@code java -cp benchmarks.jar io.kwire.benchmarks.ResultTable jmh-result.json}</pre>
 */
public final class ResultTable {
    private static final String KWIRE_NEW_NAMES = "KwireNewNamesBenchmark";
    private static final String KAFKA_NEW_NAMES = "KafkaNewNamesBenchmark";
    private static final double SPEEDUP = 2.0;
    /**
     * JMH itself allocates some 32 KB a second on the measured thread, which the gc profiler
     * divides among the operations: a few bytes each at a few thousand operations a second. The
     * copy floor allocates nothing else, so an operation that allocates no more bytes a second
     * than its copy floor, give or take this share, allocates nothing.
     */
    private static final double JMH_RATE_TOLERANCE = 1.25;
    private static final String LARGE = "-1000";
    private static final String SMALL = "-100";

    private final JmhResults results;
    private final PrintStream out;

    private ResultTable(JmhResults results, PrintStream out) {
        this.results = results;
        this.out = out;
    }

    /** Prints the report of the JMH JSON result file {@code args[0]} to standard output. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: ResultTable <jmh-result.json>");
            System.exit(2);
        }
        print(JmhResults.read(Path.of(args[0])), new PrintStream(System.out, true, StandardCharsets.UTF_8));
    }

    /** Prints the report of {@code results} to {@code out}. */
    static void print(JmhResults results, PrintStream out) {
        new ResultTable(results, out).print();
    }

    private void print() {
        if (hasMessageRows()) {
            RatioTable.print(results, out);
            out.println();
            printMessages();
            out.println();
        }
        if (RecordsTable.print(results, out)) {
            out.println();
        }
        ViewTable.print(results, out);
        ProxyTable.print(results, out);
    }

    private boolean hasMessageRows() {
        for (String workload : results.workloads()) {
            for (Operation operation : Operation.values()) {
                if (operation.kwire(results, workload) != null || operation.kafka(results, workload) != null) {
                    return true;
                }
            }
        }
        return false;
    }

    private void printMessages() {
        out.println("| workload | operation | kwire ops/s | Kafka ops/s | kwire ÷ Kafka | kwire B/op | Kafka B/op"
                + " | copy floor ops/s | kwire time ÷ floor | Kafka time ÷ floor |");
        out.println("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|");
        for (String workload : results.workloads()) {
            for (Operation operation : Operation.values()) {
                printRow(workload, operation);
            }
        }
        out.println();
        printNewNames();
        printTargets();
        if (results.workloads().stream().anyMatch(workload -> workload.endsWith(LARGE))) {
            out.println();
            printScaling();
        }
    }

    /** Decode with names never seen before beside decode of the same shape whose names recur. */
    private void printNewNames() {
        List<String> rows = new ArrayList<>();
        for (String workload : results.workloads()) {
            Score kwire = results.get(KWIRE_NEW_NAMES, "decode", workload);
            Score kafka = results.get(KAFKA_NEW_NAMES, "decode", workload);
            if (kwire == null && kafka == null) {
                continue;
            }
            Score kwireRecurring = Operation.DECODE.kwire(results, workload);
            Score kafkaRecurring = Operation.DECODE.kafka(results, workload);
            rows.add("| " + Workloads.label(workload) + " | " + ops(kwire) + " | " + ops(kafka) + " | "
                    + times(ratio(kwire, kafka)) + " | " + bytes(kwire) + " | " + bytes(kafka) + " | "
                    + ops(kwireRecurring) + " | " + ops(kafkaRecurring) + " | "
                    + times(ratio(kwireRecurring, kafkaRecurring)) + " |");
        }
        if (rows.isEmpty()) {
            return;
        }
        out.println("Decode when every topic name and config value is new (more than "
                + String.format("%,d", NewNames.STRINGS_BETWEEN) + " others read between two readings of one),"
                + " beside the decode above, where they recur:");
        out.println();
        out.println("| workload | kwire ops/s, new | Kafka ops/s, new | kwire ÷ Kafka, new | kwire B/op, new"
                + " | Kafka B/op, new | kwire ops/s, recurring | Kafka ops/s, recurring | kwire ÷ Kafka, recurring |");
        out.println("|---|--:|--:|--:|--:|--:|--:|--:|--:|");
        rows.forEach(out::println);
        out.println();
    }

    private void printRow(String workload, Operation operation) {
        Score kwire = operation.kwire(results, workload);
        Score kafka = operation.kafka(results, workload);
        Score floor = operation.floor(results, workload);
        if (kwire == null && kafka == null) {
            return;
        }
        out.println("| " + Workloads.label(workload) + " | " + operation.method + " | " + ops(kwire) + " | "
                + ops(kafka) + " | " + times(ratio(kwire, kafka)) + " | " + bytes(kwire) + " | " + bytes(kafka)
                + " | " + ops(floor) + " | " + number(ratio(floor, kwire)) + " | " + number(ratio(floor, kafka))
                + " |");
    }

    private void printTargets() {
        List<String> decodeSpeed = new ArrayList<>();
        List<String> encodeSpeed = new ArrayList<>();
        List<String> encodeAllocation = new ArrayList<>();
        int decodes = 0;
        int encodes = 0;
        for (String workload : results.workloads()) {
            for (Operation operation : Operation.JUDGED) {
                Score kwire = operation.kwire(results, workload);
                Score kafka = operation.kafka(results, workload);
                if (kwire == null || kafka == null) {
                    continue;
                }
                String row = Workloads.label(workload) + " " + operation.method;
                String speed = row + " (" + times(ratio(kwire, kafka)) + ")";
                boolean fast = ratio(kwire, kafka) >= SPEEDUP;
                if (operation.encodes()) {
                    encodes++;
                    if (!fast) {
                        encodeSpeed.add(speed);
                    }
                    if (!allocatesNothing(kwire, operation.floor(results, workload))) {
                        encodeAllocation.add(row + " (" + bytes(kwire) + " B/op)");
                    }
                } else {
                    decodes++;
                    if (!fast) {
                        decodeSpeed.add(speed);
                    }
                }
            }
        }
        out.println("Targets:");
        target("decode, from a heap and from a pooled direct buffer, at least " + times(SPEEDUP)
                + " Kafka's throughput", decodes, decodeSpeed);
        target("encode, as the frame encoders and as the quick start, at least " + times(SPEEDUP)
                + " Kafka's throughput", encodes, encodeSpeed);
        target("encode allocates 0 B/op (no more bytes a second than the copy floor, which allocates nothing:"
                + " the rest is JMH's own)", encodes, encodeAllocation);
        printNewNamesTarget();
    }

    private void printNewNamesTarget() {
        List<String> misses = new ArrayList<>();
        int rows = 0;
        for (String workload : results.workloads()) {
            Score kwire = results.get(KWIRE_NEW_NAMES, "decode", workload);
            Score kafka = results.get(KAFKA_NEW_NAMES, "decode", workload);
            if (kwire == null || kafka == null) {
                continue;
            }
            rows++;
            if (!(ratio(kwire, kafka) > 1)) {
                misses.add(Workloads.label(workload) + " (" + times(ratio(kwire, kafka)) + ")");
            }
        }
        if (rows > 0) {
            target("decode faster than Kafka when every name is new", rows, misses);
        }
    }

    private void target(String target, int rows, List<String> misses) {
        out.println("- " + target + ": met in " + (rows - misses.size()) + " of " + rows + " rows"
                + (misses.isEmpty() ? "" : "; missed in " + String.join(", ", misses)));
    }

    /** Time per operation at 1000 topics over time at 100: 10 would be linear. */
    private void printScaling() {
        out.println("Time per operation at N = 1000 over N = 100 (10 is linear):");
        out.println();
        out.println("| message | operation | kwire | Kafka |");
        out.println("|---|---|--:|--:|");
        for (String workload : results.workloads()) {
            if (!workload.endsWith(LARGE)) {
                continue;
            }
            String small = workload.substring(0, workload.length() - LARGE.length()) + SMALL;
            for (Operation operation : Operation.values()) {
                Score kwireLarge = operation.kwire(results, workload);
                Score kafkaLarge = operation.kafka(results, workload);
                if (kwireLarge == null && kafkaLarge == null) {
                    continue;
                }
                out.println("| " + Workloads.message(workload) + " | " + operation.method
                        + " | " + number(ratio(operation.kwire(results, small), kwireLarge))
                        + " | " + number(ratio(operation.kafka(results, small), kafkaLarge)) + " |");
            }
        }
    }

    /** Whether {@code score} allocates nothing beyond what JMH allocates while measuring {@code floor}. */
    private static boolean allocatesNothing(Score score, Score floor) {
        if (score.bytesPerOp() < NO_ALLOCATION) {
            return true;
        }
        return floor != null && score.bytesPerOp() * score.opsPerSecond()
                <= JMH_RATE_TOLERANCE * floor.bytesPerOp() * floor.opsPerSecond();
    }
}
