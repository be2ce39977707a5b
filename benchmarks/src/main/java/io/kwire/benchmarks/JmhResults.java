package io.kwire.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The scores of a JMH JSON result file ({@code -rf json}), by side, operation and parameters (for
 * most benchmarks of the suite, one: the workload): throughput and, from the gc profiler, bytes
 * allocated per operation.
 */
final class JmhResults {
    private static final String ALLOCATION = "gc.alloc.rate.norm";
    private static final String WORKLOAD = "workload";

    /** One benchmark's result: operations a second and bytes allocated per operation (NaN: not profiled). */
    record Score(double opsPerSecond, double bytesPerOp) {
    }

    /**
     * Which benchmark: {@code side} is the class's simple name, {@code operation} the method's name,
     * {@code params} its parameters' values by name.
     */
    record Key(String side, String operation, Map<String, String> params) {
    }

    private final Map<Key, Score> scores = new HashMap<>();
    private final List<String> workloads = new ArrayList<>();
    private final Map<String, List<Map<String, String>>> paramsBySide = new HashMap<>();

    private JmhResults() {
    }

    /** Reads {@code file}. */
    static JmhResults read(Path file) throws IOException {
        JmhResults results = new JmhResults();
        for (JsonNode run : new ObjectMapper().readTree(file.toFile())) {
            String benchmark = run.path("benchmark").asText();
            int method = benchmark.lastIndexOf('.');
            int side = benchmark.lastIndexOf('.', method - 1);
            Map<String, String> params = new TreeMap<>();
            for (Map.Entry<String, JsonNode> param : run.path("params").properties()) {
                params.put(param.getKey(), param.getValue().asText());
            }
            String operation = benchmark.substring(method + 1);
            JsonNode primary = run.path("primaryMetric");
            if (!"ops/s".equals(primary.path("scoreUnit").asText())) {
                throw new IOException(benchmark + " is in " + primary.path("scoreUnit").asText()
                        + "; the report needs throughput in ops/s");
            }
            String sideName = benchmark.substring(side + 1, method);
            results.scores.put(new Key(sideName, operation, Map.copyOf(params)),
                    new Score(primary.path("score").asDouble(), allocation(run.path("secondaryMetrics"))));
            if (params.containsKey(WORKLOAD)) {
                addOnce(results.workloads, params.get(WORKLOAD));
            }
            addOnce(results.paramsBySide.computeIfAbsent(sideName, name -> new ArrayList<>()), Map.copyOf(params));
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

    private static <T> void addOnce(List<T> list, T value) {
        if (!list.contains(value)) {
            list.add(value);
        }
    }

    /** The score of {@code side}'s {@code operation} on {@code workload}, its one parameter, or null if it did not run. */
    Score get(String side, String operation, String workload) {
        return get(side, operation, Map.of(WORKLOAD, workload));
    }

    /** The score of {@code side}'s {@code operation} with exactly {@code params}, or null if it did not run. */
    Score get(String side, String operation, Map<String, String> params) {
        return scores.get(new Key(side, operation, params));
    }

    /** The values of the benchmarks' {@code workload} parameter, in the order they ran. */
    List<String> workloads() {
        return workloads;
    }

    /** The parameters {@code side}'s benchmarks ran with, each set once, in the order they ran. */
    List<Map<String, String>> params(String side) {
        return paramsBySide.getOrDefault(side, List.of());
    }
}
