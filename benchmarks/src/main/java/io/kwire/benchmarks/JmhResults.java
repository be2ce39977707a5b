package io.kwire.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The scores of a JMH JSON result file ({@code -rf json}), by side, operation and workload:
 * throughput and, from the gc profiler, bytes allocated per operation.
 */
final class JmhResults {
    private static final String ALLOCATION = "gc.alloc.rate.norm";

    /** One benchmark's result: operations a second and bytes allocated per operation (NaN: not profiled). */
    record Score(double opsPerSecond, double bytesPerOp) {
    }

    /** Which benchmark: {@code side} is the class's simple name, {@code operation} the method's name. */
    record Key(String side, String operation, String workload) {
    }

    private final Map<Key, Score> scores = new HashMap<>();
    private final List<String> workloads = new ArrayList<>();

    private JmhResults() {
    }

    /** Reads {@code file}. */
    static JmhResults read(Path file) throws IOException {
        JmhResults results = new JmhResults();
        for (JsonNode run : new ObjectMapper().readTree(file.toFile())) {
            String benchmark = run.path("benchmark").asText();
            int method = benchmark.lastIndexOf('.');
            int side = benchmark.lastIndexOf('.', method - 1);
            String workload = run.path("params").path("workload").asText();
            String operation = benchmark.substring(method + 1);
            JsonNode primary = run.path("primaryMetric");
            if (!"ops/s".equals(primary.path("scoreUnit").asText())) {
                throw new IOException(benchmark + " is in " + primary.path("scoreUnit").asText()
                        + "; the report needs throughput in ops/s");
            }
            results.scores.put(new Key(benchmark.substring(side + 1, method), operation, workload),
                    new Score(primary.path("score").asDouble(), allocation(run.path("secondaryMetrics"))));
            addOnce(results.workloads, workload);
        }
        return results;
    }

    private static double allocation(JsonNode secondary) {
        // JMH before 1.37 put a '·' before the profilers' metric names.
        for (String name : List.of(ALLOCATION, "\u00b7" + ALLOCATION)) {
            if (secondary.has(name)) {
                return secondary.path(name).path("score").asDouble();
            }
        }
        return Double.NaN;
    }

    private static void addOnce(List<String> list, String value) {
        if (!list.contains(value)) {
            list.add(value);
        }
    }

    /** The score of {@code side}'s {@code operation} on {@code workload}, or null if it did not run. */
    Score get(String side, String operation, String workload) {
        return scores.get(new Key(side, operation, workload));
    }

    /** The workloads, in the order they ran. */
    List<String> workloads() {
        return workloads;
    }
}
