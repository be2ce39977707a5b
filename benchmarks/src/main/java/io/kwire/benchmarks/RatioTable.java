package io.kwire.benchmarks;

import static io.kwire.benchmarks.Cells.number;
import static io.kwire.benchmarks.Cells.ratio;
import static io.kwire.benchmarks.Cells.times;

import java.io.PrintStream;

/**
 * The table docs/performance.md carries for each JDK: one row per workload and, for each operation of
 * {@link Operation#JUDGED}, kwire's throughput over Kafka's and kwire's time over the copy floor's.
 */
final class RatioTable {
    private RatioTable() {
    }

    /** Prints the table of {@code results} to {@code out}, a row for each workload kwire ran. */
    static void print(JmhResults results, PrintStream out) {
        StringBuilder header = new StringBuilder("| workload |");
        StringBuilder rule = new StringBuilder("|---|");
        for (Operation operation : Operation.JUDGED) {
            header.append(' ').append(operation.label).append(": kwire ÷ Kafka | time ÷ floor |");
            rule.append("--:|--:|");
        }
        out.println(header);
        out.println(rule);
        for (String workload : results.workloads()) {
            // Messages' workloads only: a record batch's ("1000-none") has no kwire message row.
            StringBuilder row = new StringBuilder();
            boolean ran = false;
            for (Operation operation : Operation.JUDGED) {
                JmhResults.Score kwire = operation.kwire(results, workload);
                ran |= kwire != null;
                row.append(' ').append(times(ratio(kwire, operation.kafka(results, workload)))).append(" | ")
                        .append(number(ratio(operation.floor(results, workload), kwire))).append(" |");
            }
            if (ran) {
                out.println("| " + Workloads.label(workload) + " |" + row);
            }
        }
    }
}
