package io.kwire.benchmarks;

import static io.kwire.benchmarks.Cells.NO_ALLOCATION;
import static io.kwire.benchmarks.Cells.bytes;
import static io.kwire.benchmarks.Cells.ratio;
import static io.kwire.benchmarks.Cells.time;
import static io.kwire.benchmarks.Cells.times;

import io.kwire.benchmarks.JmhResults.Score;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The views part of the report {@link ResultTable} prints (issue 35): for each view operation,
 * size and kind of buffer, the view's time beside kwire's full decode (with the change and the
 * encode, for a patch) and Kafka's, how many times faster the view is than each, the bytes each
 * allocates, the target and whether it is met; then, where the target asks for it, whether the
 * view's time (and bytes) stay the same from the smallest size to the largest; then how each
 * target fared. Prints nothing when the results hold no view benchmark.
 */
final class ViewTable {
    /**
     * At most this many times the time, or the bytes, at the smallest size counts as the same: a
     * row's time moves by 10 to 20 percent from run to run of single forks on a 2-core machine.
     */
    static final double SAME = 1.25;
    /**
     * What JMH itself allocates on the measured thread, at most, in bytes a second: some 32 KB, some
     * 80 KB with Netty's buffers (see {@link ResultTable} and {@link RecordsTable}), which the gc
     * profiler divides among the operations. An operation that allocates no more allocates nothing.
     */
    private static final double JMH_OWN_RATE = 100_000;
    private static final String BUFFER = "buffer";
    private static final List<String> BUFFERS = List.of(KwireViewState.HEAP, KwireViewState.DIRECT);

    /** Whether a row's view must take the same time, or the same time and bytes, at every size. */
    private enum Scaling {
        NONE, TIME, TIME_AND_BYTES
    }

    /** One view operation of issue 35's table: what it is compared with, and what it must reach. */
    private enum Spec {
        PRODUCE_HEADER("ProduceView", "partitions", "readHeader", "acks and transactionalId",
                "decode", "read (record slices released)", "decode", "new ProduceRequestData",
                100, Double.NaN, false, Scaling.TIME),
        PRODUCE_PARTITIONS("ProduceView", "partitions", "readPartitions",
                "every partition's topic id, index, records' size and position",
                "decode", "read (record slices released)", "decode", "new ProduceRequestData",
                10, 3, true, Scaling.NONE),
        METADATA("MetadataView", "topics", "patchBrokers", "every broker's host and port, patched",
                "decodeSetEncode", "read, set, size, write into a reused pooled buffer",
                "decodeSetWrite", "read, set, size, write into a reused heap ByteBuffer",
                100, 20, false, Scaling.TIME),
        FETCH("FetchView", "recordsKiB", "patchEndpoints", "node endpoints' hosts and ports, patched",
                "decodeSetEncode", "read, set, size, write into a reused pooled buffer (records copied)",
                "decodeSetWrite", "read, set, size, write into a reused heap ByteBuffer (records copied)",
                50, Double.NaN, false, Scaling.TIME_AND_BYTES),
        FETCH_SEND("FetchView", "recordsKiB", "patchEndpoints", "the same, beside Kafka's own send path",
                "decodeSetEncode", "read, set, size, write into a reused pooled buffer (records copied)",
                "decodeSetSend", "read, set, SendBuilder.buildResponseSend (records sent where they lie, not copied)",
                Double.NaN, Double.NaN, false, Scaling.NONE),
        CREATE_TOPICS("CreateTopicsView", "topics", "prefixNames", "every topic name prefixed (\"acme.\"), patched",
                "decodeSetEncode", "read, rename, size, write into a reused pooled buffer",
                "decodeSetWrite", "read, rename, size, write into a reused heap ByteBuffer",
                10, 3, false, Scaling.NONE);

        final String message;
        final String size;
        final String view;
        final String what;
        final String kwire;
        final String kwireWhat;
        final String kafka;
        final String kafkaWhat;
        final double overKafka;
        final double overKwire;
        final boolean allocatesNothing;
        final Scaling scaling;

        Spec(String message, String size, String view, String what, String kwire, String kwireWhat, String kafka,
                String kafkaWhat, double overKafka, double overKwire, boolean allocatesNothing, Scaling scaling) {
            this.message = message;
            this.size = size;
            this.view = view;
            this.what = what;
            this.kwire = kwire;
            this.kwireWhat = kwireWhat;
            this.kafka = kafka;
            this.kafkaWhat = kafkaWhat;
            this.overKafka = overKafka;
            this.overKwire = overKwire;
            this.allocatesNothing = allocatesNothing;
            this.scaling = scaling;
        }

        String kwireSide() {
            return "Kwire" + message + "Benchmark";
        }

        String kafkaSide() {
            return "Kafka" + message + "Benchmark";
        }

        /** What the size counts: partitions, topics, KiB of records. */
        String unit() {
            return size.equals("recordsKiB") ? "KiB" : size;
        }

        boolean hasTarget() {
            return !Double.isNaN(overKafka) || !Double.isNaN(overKwire) || allocatesNothing;
        }

        String target() {
            List<String> parts = new ArrayList<>();
            if (!Double.isNaN(overKafka)) {
                parts.add(factor(overKafka) + " Kafka");
            }
            if (!Double.isNaN(overKwire)) {
                parts.add(factor(overKwire) + " kwire");
            }
            if (allocatesNothing) {
                parts.add("0 B/op");
            }
            return parts.isEmpty() ? "none" : String.join(", ", parts);
        }

        String scalingTarget() {
            return (scaling == Scaling.TIME ? "the same time" : "the same time and bytes") + " (at most "
                    + times(SAME) + ")";
        }
    }

    /** One row: a view operation at one size from one kind of buffer, and what it is compared with. */
    private record Row(Spec spec, String size, String buffer, Score view, Score kwire, Score kafka) {
        String label() {
            return ViewWorkloads.label(spec.message, size) + ", " + buffer;
        }

        boolean compared() {
            return view != null && (Double.isNaN(spec.overKafka) || kafka != null)
                    && (Double.isNaN(spec.overKwire) || kwire != null);
        }

        /** What of the target it misses, empty if none; null if a side did not run. */
        String misses() {
            if (!compared()) {
                return null;
            }
            List<String> misses = new ArrayList<>();
            if (!Double.isNaN(spec.overKafka) && !(ratio(view, kafka) >= spec.overKafka)) {
                misses.add(times(ratio(view, kafka)) + " Kafka");
            }
            if (!Double.isNaN(spec.overKwire) && !(ratio(view, kwire) >= spec.overKwire)) {
                misses.add(times(ratio(view, kwire)) + " kwire");
            }
            if (spec.allocatesNothing && !allocatesNothing(view)) {
                misses.add(bytes(view) + " B/op");
            }
            return String.join(", ", misses);
        }

        String met() {
            String misses = misses();
            return !spec.hasTarget() || misses == null ? "–" : misses.isEmpty() ? "yes" : "no";
        }
    }

    private final JmhResults results;
    private final PrintStream out;
    private final List<Row> rows = new ArrayList<>();

    private ViewTable(JmhResults results, PrintStream out) {
        this.results = results;
        this.out = out;
        for (Spec spec : Spec.values()) {
            for (String size : sizes(spec)) {
                for (String buffer : BUFFERS) {
                    Map<String, String> kwireParams = Map.of(spec.size, size, BUFFER, buffer);
                    Score view = results.get(spec.kwireSide(), spec.view, kwireParams);
                    if (view != null) {
                        rows.add(new Row(spec, size, buffer, view, results.get(spec.kwireSide(), spec.kwire, kwireParams),
                                results.get(spec.kafkaSide(), spec.kafka, Map.of(spec.size, size))));
                    }
                }
            }
        }
    }

    /** Prints the view rows of {@code results} to {@code out}, if there are any. */
    static void print(JmhResults results, PrintStream out) {
        new ViewTable(results, out).print();
    }

    /** The sizes {@code spec}'s view ran at, smallest first. */
    private List<String> sizes(Spec spec) {
        List<String> sizes = new ArrayList<>();
        for (Map<String, String> params : results.params(spec.kwireSide())) {
            String size = params.get(spec.size);
            if (size != null && !sizes.contains(size)) {
                sizes.add(size);
            }
        }
        sizes.sort(Comparator.comparingLong(Long::parseLong));
        return sizes;
    }

    private void print() {
        if (rows.isEmpty()) {
            return;
        }
        out.println("Views (issue 35): time per operation; \"Kafka ÷ view\" is how many times the view's time"
                + " Kafka's takes:");
        out.println();
        out.println("| workload | the view reads or patches | view | kwire | Kafka | Kafka ÷ view | kwire ÷ view"
                + " | view B/op | kwire B/op | Kafka B/op | target | met |");
        out.println("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|---|");
        for (Row row : rows) {
            out.println("| " + row.label() + " | " + row.spec.what + " | " + time(row.view) + " | " + time(row.kwire)
                    + " | " + time(row.kafka) + " | " + times(ratio(row.view, row.kafka)) + " | "
                    + times(ratio(row.view, row.kwire)) + " | " + bytes(row.view) + " | " + bytes(row.kwire) + " | "
                    + bytes(row.kafka) + " | " + row.spec.target() + " | " + row.met() + " |");
        }
        out.println();
        out.println("What each row compares (view: the reused view, reset on the body; heap: Unpooled.wrappedBuffer;"
                + " direct: PooledByteBufAllocator.DEFAULT; Kafka reads a heap ByteBuffer):");
        for (Spec spec : Spec.values()) {
            if (rows.stream().anyMatch(row -> row.spec == spec)) {
                out.println("- " + spec.what + " (" + spec.kwireSide() + "." + spec.view + "): kwire "
                        + spec.kwireSide() + "." + spec.kwire + ", " + spec.kwireWhat + "; Kafka " + spec.kafkaSide()
                        + "." + spec.kafka + ", " + spec.kafkaWhat + ".");
            }
        }
        printFloor();
        List<String> scalingLines = printScaling();
        out.println();
        out.println("View targets:");
        for (Spec spec : Spec.values()) {
            printTarget(spec);
        }
        scalingLines.forEach(out::println);
    }

    /**
     * The partition walk beside its floor ({@link FloorProduceViewBenchmark}, a loop written for the layout over
     * the heap array), if it ran: how near to its target any walk can come.
     */
    private void printFloor() {
        Spec spec = Spec.PRODUCE_PARTITIONS;
        List<String> lines = new ArrayList<>();
        for (String size : sizes(spec)) {
            Score floor = results.get("Floor" + spec.message + "Benchmark", spec.view, Map.of(spec.size, size));
            Score kafka = results.get(spec.kafkaSide(), spec.kafka, Map.of(spec.size, size));
            Score view = results.get(spec.kwireSide(), spec.view, Map.of(spec.size, size, BUFFER, KwireViewState.HEAP));
            if (floor != null) {
                lines.add("| " + size + " | " + time(floor) + " | " + time(view) + " | " + time(kafka) + " | "
                        + times(ratio(floor, kafka)) + " | " + times(ratio(floor, view)) + " |");
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        out.println();
        out.println("The partition walk's floor: the same fields read by a loop written for the layout, over the heap"
                + " array (FloorProduceViewBenchmark.readPartitions); \"Kafka ÷ floor\" is the most any walk can be"
                + " over Kafka's decode:");
        out.println();
        out.println("| partitions | floor | view, heap | Kafka | Kafka ÷ floor | view ÷ floor |");
        out.println("|--:|--:|--:|--:|--:|--:|");
        lines.forEach(out::println);
    }

    private void printTarget(Spec spec) {
        if (!spec.hasTarget()) {
            return;
        }
        int compared = 0;
        List<String> missed = new ArrayList<>();
        for (Row row : rows) {
            String misses = row.spec == spec ? row.misses() : null;
            if (misses == null) {
                continue;
            }
            compared++;
            if (!misses.isEmpty()) {
                missed.add(ViewWorkloads.label(spec.message, row.size) + ", " + row.buffer + " (" + misses + ")");
            }
        }
        if (compared > 0) {
            out.println("- " + spec.what + ": " + spec.target() + ": met in " + (compared - missed.size()) + " of "
                    + compared + " rows" + (missed.isEmpty() ? "" : "; missed in " + String.join(", ", missed)));
        }
    }

    /**
     * Prints, for each view whose target asks for the same time (and bytes) at every size, its time
     * at the largest size over its time at the smallest; returns the lines of how those targets fared.
     */
    private List<String> printScaling() {
        List<String> table = new ArrayList<>();
        List<String> targets = new ArrayList<>();
        for (Spec spec : Spec.values()) {
            if (spec.scaling == Scaling.NONE) {
                continue;
            }
            List<String> sizes = sizes(spec);
            if (sizes.size() < 2) {
                continue;
            }
            String small = sizes.get(0);
            String large = sizes.get(sizes.size() - 1);
            int compared = 0;
            List<String> missed = new ArrayList<>();
            for (String buffer : BUFFERS) {
                Score smallScore = results.get(spec.kwireSide(), spec.view, Map.of(spec.size, small, BUFFER, buffer));
                Score largeScore = results.get(spec.kwireSide(), spec.view, Map.of(spec.size, large, BUFFER, buffer));
                if (smallScore == null || largeScore == null) {
                    continue;
                }
                compared++;
                double growth = ratio(smallScore, largeScore);
                boolean same = growth <= SAME
                        && (spec.scaling == Scaling.TIME || sameBytes(smallScore, largeScore));
                if (!same) {
                    missed.add(buffer + " (" + times(growth) + " the time, " + bytes(smallScore) + " then "
                            + bytes(largeScore) + " B/op)");
                }
                table.add("| " + spec.message.replace("View", "") + " | " + spec.what + " | " + buffer + " | "
                        + small + " → " + large + " " + spec.unit() + " | " + time(smallScore) + " | "
                        + time(largeScore) + " | " + times(growth) + " | " + bytes(smallScore) + " | "
                        + bytes(largeScore) + " | " + spec.scalingTarget() + " | " + (same ? "yes" : "no") + " |");
            }
            if (compared > 0) {
                targets.add("- " + spec.what + ": " + spec.scalingTarget() + " at " + small + " and " + large + " "
                        + spec.unit() + ": met in " + (compared - missed.size()) + " of " + compared + " rows"
                        + (missed.isEmpty() ? "" : "; missed in " + String.join(", ", missed)));
            }
        }
        if (!table.isEmpty()) {
            out.println();
            out.println("The view's time from the smallest size to the largest (1.00x: the same):");
            out.println();
            out.println("| message | the view reads or patches | buffer | sizes | time, smallest | time, largest"
                    + " | largest ÷ smallest | B/op, smallest | B/op, largest | target | met |");
            out.println("|---|---|---|---|--:|--:|--:|--:|--:|---|---|");
            table.forEach(out::println);
        }
        return targets;
    }

    /** A target's factor, a whole number: {@code 100x}. */
    private static String factor(double factor) {
        return String.format(Locale.ROOT, "%.0fx", factor);
    }

    /** Whether the view allocates at the larger size no more than at the smaller, give or take the noise. */
    static boolean sameBytes(Score small, Score large) {
        return large.bytesPerOp() <= SAME * small.bytesPerOp() + NO_ALLOCATION;
    }

    /** Whether {@code score} allocates nothing beyond what JMH itself allocates while measuring it. */
    private static boolean allocatesNothing(Score score) {
        return score.bytesPerOp() < NO_ALLOCATION || score.bytesPerOp() * score.opsPerSecond() <= JMH_OWN_RATE;
    }
}
