package io.kwire.benchmarks;

import static io.kwire.benchmarks.Cells.bytes;
import static io.kwire.benchmarks.Cells.ratio;
import static io.kwire.benchmarks.Cells.time;
import static io.kwire.benchmarks.Cells.times;

import io.kwire.benchmarks.JmhResults.Score;
import java.io.PrintStream;
import java.util.List;

/**
 * The proxy part of the report {@link ResultTable} prints (issue 36), which {@code benchmarks/run.sh
 * proxy} shows: per exchange,
 * kwire's proxy's time and heap bytes beside the decode and re-encode with Kafka's classes
 * (Kroxylicious's way), how many times kwire's time Kafka's takes, the target (at least 10x on
 * Produce and Fetch) and whether it is met; then whether kwire's time and bytes stay the same from
 * Fetch records of 4 KiB a partition to 64 KiB.
 */
final class ProxyTable {
    private static final String KWIRE = "KwireProxyBenchmark";
    private static final String KAFKA = "KafkaProxyBenchmark";
    private static final String OPERATION = "exchange";
    /** How many times kwire's time Kafka's must take, where the issue sets a target. */
    private static final double TARGET = 10;

    /** One exchange of the table: its workload, what it carries, and whether the issue sets it a target. */
    private record Row(String workload, String what, boolean hasTarget) {
    }

    private static final List<Row> ROWS = List.of(
            new Row(ProxyWorkloads.PRODUCE, "Produce v13, 100 partitions of 16 KiB: records counted per topic,"
                    + " forwarded; its response of 100 partitions back", true),
            new Row(ProxyWorkloads.FETCH_SMALL, "Fetch v17 of 100 partitions; its response of 100 partitions of"
                    + " 4 KiB, 3 node endpoints rewritten", true),
            new Row(ProxyWorkloads.FETCH_LARGE, "Fetch v17 of 100 partitions; its response of 100 partitions of"
                    + " 64 KiB, 3 node endpoints rewritten", true),
            new Row(ProxyWorkloads.METADATA, "Metadata v12 of every topic; its response of 6 brokers and 100 topics,"
                    + " every broker rewritten", false));

    private ProxyTable() {
    }

    /** Prints the proxy rows of {@code results} to {@code out}, if there are any. */
    static void print(JmhResults results, PrintStream out) {
        if (results.params(KWIRE).isEmpty() && results.params(KAFKA).isEmpty()) {
            return;
        }
        out.println("The proxy's work per exchange (issue 36), a request from the client and the broker's response,"
                + " over EmbeddedChannels from pooled direct frames; \"Kafka ÷ kwire\" is how many times kwire's time"
                + " Kafka's takes; B/op is heap bytes (the gc profiler's), pooled buffers not counted:");
        out.println();
        out.println("| exchange | kwire | kwire B/op | Kafka | Kafka B/op | Kafka ÷ kwire | target | met |");
        out.println("|---|--:|--:|--:|--:|--:|---|---|");
        for (Row row : ROWS) {
            Score kwire = results.get(KWIRE, OPERATION, row.workload());
            Score kafka = results.get(KAFKA, OPERATION, row.workload());
            double ratio = ratio(kwire, kafka);
            String met = !row.hasTarget() || Double.isNaN(ratio) ? "–" : ratio >= TARGET ? "yes" : "no";
            out.println("| " + row.what() + " | " + time(kwire) + " | " + bytes(kwire) + " | " + time(kafka) + " | "
                    + bytes(kafka) + " | " + times(ratio) + " | " + (row.hasTarget() ? times(TARGET) : "none") + " | "
                    + met + " |");
        }
        Score small = results.get(KWIRE, OPERATION, ProxyWorkloads.FETCH_SMALL);
        Score large = results.get(KWIRE, OPERATION, ProxyWorkloads.FETCH_LARGE);
        if (small != null && large != null) {
            double growth = ratio(small, large);
            boolean same = growth <= ViewTable.SAME && ViewTable.sameBytes(small, large);
            out.println();
            out.println("kwire's Fetch exchange from 4 KiB of records a partition to 64 KiB: " + time(small) + " then "
                    + time(large) + " (" + times(growth) + "), " + bytes(small) + " then " + bytes(large)
                    + " B/op; target the same time and bytes (at most " + times(ViewTable.SAME) + "): "
                    + (same ? "met" : "missed") + ".");
        }
    }
}
