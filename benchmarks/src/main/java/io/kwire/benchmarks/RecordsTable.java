package io.kwire.benchmarks;

import static io.kwire.benchmarks.Cells.NO_ALLOCATION;
import static io.kwire.benchmarks.Cells.bytes;
import static io.kwire.benchmarks.Cells.number;
import static io.kwire.benchmarks.Cells.ops;
import static io.kwire.benchmarks.Cells.ratio;
import static io.kwire.benchmarks.Cells.times;

import io.kwire.benchmarks.JmhResults.Score;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The record batch part of the report {@link ResultTable} prints: one row per batch and operation
 * with kwire's throughput and allocation beside its baseline's (Kafka's record classes, or the
 * JDK's CRC32C for the CRC check) and the target the row is held to, then how each target fared.
 * Prints nothing when the results hold no record batch benchmark.
 */
final class RecordsTable {
    private static final String KWIRE = "KwireRecordsBenchmark";
    private static final String KAFKA = "KafkaRecordsBenchmark";
    private static final String KWIRE_CRC = "KwireCrcBenchmark";
    private static final String JDK_CRC = "JdkCrcBenchmark";
    private static final List<String> ITERATES = List.of("iterateHeap", "iterateDirect");
    private static final List<String> BUILDS = List.of("buildHeap", "buildDirect");
    private static final List<String> CRCS = List.of("checkCrcHeap", "checkCrcDirect");
    private static final String UNCOMPRESSED = "none";
    private static final double ITERATE_SPEEDUP = 3.0;
    private static final double BUILD_SPEEDUP = 2.0;
    private static final double COMPRESSED_SPEEDUP = 1.0;
    /** kwire's CRC check may take at most this many times the JDK's CRC32C's time. */
    private static final double CRC_SLOWDOWN = 1.2;
    /** Below this many bytes per operation, the gc profiler's figure is noise: nothing was allocated. */
    /** How far past the floor's allocation rate an operation may go and still allocate nothing; see ResultTable. */
    private static final double FLOOR_RATE_TOLERANCE = 1.25;

    /** One kind of row: which benchmarks it compares and what kwire must reach. */
    private enum Kind {
        ITERATE_UNCOMPRESSED("iterate an uncompressed batch", KWIRE, KAFKA, "Kafka DefaultRecordBatch", ITERATE_SPEEDUP, true),
        BUILD_UNCOMPRESSED("build an uncompressed batch", KWIRE, KAFKA, "Kafka MemoryRecordsBuilder", BUILD_SPEEDUP, true),
        ITERATE_COMPRESSED("iterate a compressed batch", KWIRE, KAFKA, "Kafka DefaultRecordBatch", COMPRESSED_SPEEDUP, false),
        BUILD_COMPRESSED("build a compressed batch", KWIRE, KAFKA, "Kafka MemoryRecordsBuilder", COMPRESSED_SPEEDUP, false),
        CRC("check an uncompressed batch's CRC", KWIRE_CRC, JDK_CRC, "JDK CRC32C", 1 / CRC_SLOWDOWN, false);

        final String what;
        final String kwire;
        final String baseline;
        final String baselineName;
        final double speedup;
        final boolean allocatesNothing;

        Kind(String what, String kwire, String baseline, String baselineName, double speedup, boolean allocatesNothing) {
            this.what = what;
            this.kwire = kwire;
            this.baseline = baseline;
            this.baselineName = baselineName;
            this.speedup = speedup;
            this.allocatesNothing = allocatesNothing;
        }

        String target() {
            return (this == CRC ? "time at most " + number(CRC_SLOWDOWN) + "x"
                    : "at least " + times(speedup)) + (allocatesNothing ? ", 0 B/op" : "");
        }
    }

    /** One row: a workload's operation on both sides. */
    private record Row(String workload, String operation, Kind kind, Score kwire, Score baseline) {
        boolean fastEnough() {
            return ratio(kwire, baseline) >= kind.speedup;
        }
    }

    private final JmhResults results;
    private final PrintStream out;
    private final List<Row> rows = new ArrayList<>();
    /**
     * The bytes a second the gc profiler counts for a benchmark that allocates nothing but uses
     * Netty's buffers: about 80 KB whatever its throughput, so it is not per operation. kwire's CRC
     * check shows it: it allocates nothing (RecordsBenchmarksTest counts it).
     */
    private final double floorRate;

    private RecordsTable(JmhResults results, PrintStream out) {
        this.results = results;
        this.out = out;
        for (String workload : results.workloads()) {
            boolean uncompressed = workload.endsWith("-" + UNCOMPRESSED);
            addRows(workload, ITERATES, uncompressed ? Kind.ITERATE_UNCOMPRESSED : Kind.ITERATE_COMPRESSED);
            addRows(workload, BUILDS, uncompressed ? Kind.BUILD_UNCOMPRESSED : Kind.BUILD_COMPRESSED);
            addRows(workload, CRCS, Kind.CRC);
        }
        double rate = 0;
        for (Row row : rows) {
            if (row.kind == Kind.CRC && row.kwire != null) {
                rate = Math.max(rate, row.kwire.bytesPerOp() * row.kwire.opsPerSecond());
            }
        }
        this.floorRate = rate;
    }

    /** Prints the record batch rows of {@code results} to {@code out}, if there are any; whether there were. */
    static boolean print(JmhResults results, PrintStream out) {
        return new RecordsTable(results, out).print();
    }

    private void addRows(String workload, List<String> operations, Kind kind) {
        for (String operation : operations) {
            Score kwire = results.get(kind.kwire, operation, workload);
            Score baseline = results.get(kind.baseline, operation, workload);
            if (kwire != null || baseline != null) {
                rows.add(new Row(workload, operation, kind, kwire, baseline));
            }
        }
    }

    private boolean print() {
        if (rows.isEmpty()) {
            return false;
        }
        out.println("Record batches:");
        out.println();
        out.println("| batch | operation | kwire ops/s | baseline | baseline ops/s | kwire ÷ baseline | kwire B/op"
                + " | baseline B/op | target | met |");
        out.println("|---|---|--:|---|--:|--:|--:|--:|---|---|");
        for (Row row : rows) {
            out.println("| " + label(row.workload) + " | " + row.operation + " | " + ops(row.kwire)
                    + " | " + row.kind.baselineName + " | " + ops(row.baseline) + " | " + times(ratio(row.kwire, row.baseline))
                    + " | " + bytes(row.kwire) + " | " + bytes(row.baseline) + " | " + row.kind.target()
                    + " | " + (met(row) ? "yes" : "no") + " |");
        }
        out.println();
        out.println("Record batch targets:");
        for (Kind kind : Kind.values()) {
            printTarget(kind);
        }
        return true;
    }

    private void printTarget(Kind kind) {
        int compared = 0;
        List<String> slow = new ArrayList<>();
        List<String> allocating = new ArrayList<>();
        for (Row row : rows) {
            if (row.kind != kind || row.kwire == null || row.baseline == null) {
                continue;
            }
            compared++;
            String name = label(row.workload) + " " + row.operation;
            if (!row.fastEnough()) {
                slow.add(name + " (" + times(ratio(row.kwire, row.baseline)) + ")");
            }
            if (kind.allocatesNothing && !allocatesNothing(row.kwire)) {
                allocating.add(name + " (" + bytes(row.kwire) + " B/op)");
            }
        }
        if (compared == 0) {
            return;
        }
        String speed = kind == Kind.CRC
                ? "in at most " + number(CRC_SLOWDOWN) + "x the time of the " + kind.baselineName
                : "at least " + times(kind.speedup) + " as fast as " + kind.baselineName;
        target(kind.what + " " + speed, compared, slow);
        if (kind.allocatesNothing) {
            target(kind.what + " allocating 0 B/op (no more bytes a second than kwire's CRC check, which"
                    + " allocates nothing)", compared, allocating);
        }
    }

    private void target(String target, int compared, List<String> misses) {
        out.println("- " + target + ": met in " + (compared - misses.size()) + " of " + compared + " rows"
                + (misses.isEmpty() ? "" : "; missed in " + String.join(", ", misses)));
    }

    private boolean met(Row row) {
        return row.kwire != null && row.baseline != null && row.fastEnough()
                && (!row.kind.allocatesNothing || allocatesNothing(row.kwire));
    }

    /** Whether {@code score} allocates nothing beyond what the gc profiler counts for the floor. */
    private boolean allocatesNothing(Score score) {
        return score.bytesPerOp() < NO_ALLOCATION
                || score.bytesPerOp() * score.opsPerSecond() <= FLOOR_RATE_TOLERANCE * floorRate;
    }

    /** {@code 1000-lz4} as {@code 1000 records, lz4}. */
    private static String label(String workload) {
        int dash = workload.indexOf('-');
        String codec = workload.substring(dash + 1);
        return workload.substring(0, dash) + " records, " + (codec.equals(UNCOMPRESSED) ? "uncompressed" : codec);
    }





}
