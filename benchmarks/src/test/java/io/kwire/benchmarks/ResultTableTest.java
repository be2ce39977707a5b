package io.kwire.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultTableTest {
    @TempDir
    Path dir;

    @Test
    void printsARowPerWorkloadAndOperationWithRatiosTargetsAndScaling() throws IOException {
        Path json = dir.resolve("result.json");
        Files.writeString(json, "[" + String.join(",",
                run("KwireBenchmark", "encodeHeap", "DeleteTopicsRequest-100", 400_000, 0.002),
                run("KafkaBenchmark", "encodeHeap", "DeleteTopicsRequest-100", 100_000, 10_000),
                run("CopyFloorBenchmark", "encodeHeap", "DeleteTopicsRequest-100", 8_000_000, 0),
                run("KwireBenchmark", "decode", "DeleteTopicsRequest-100", 150_000, 6_000),
                run("KafkaBenchmark", "decode", "DeleteTopicsRequest-100", 100_000, 10_000),
                run("KwireBenchmark", "encodeHeap", "DeleteTopicsRequest-1000", 40_000, 0.5),
                run("KwireBenchmark", "encodeDirect", "DeleteTopicsRequest-100", 3_000, 10),
                run("KafkaBenchmark", "encodeDirect", "DeleteTopicsRequest-100", 1_000, 10_000),
                run("CopyFloorBenchmark", "encodeDirect", "DeleteTopicsRequest-100", 150_000, 0.2),
                run("KwireBenchmark", "encodeDirect", "DeleteTopicsRequest-1000", 3_000, 100),
                run("KafkaBenchmark", "encodeDirect", "DeleteTopicsRequest-1000", 500, 100_000),
                run("CopyFloorBenchmark", "encodeDirect", "DeleteTopicsRequest-1000", 15_000, 2),
                run("KafkaBenchmark", "encodeHeap", "DeleteTopicsRequest-1000", 5_000, 100_000),
                run("KwireBenchmark", "decode", "DeleteTopicsRequest-1000", 15_000, 40_000),
                run("KafkaBenchmark", "decode", "DeleteTopicsRequest-1000", 1_000, 100_000)) + "]");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ResultTable.print(JmhResults.read(json), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();

        assertLine(lines, "| DeleteTopicsRequest v6, N = 100 | encodeHeap | 400,000 | 100,000 | 4.00x | 0"
                + " | 10,000 | 8,000,000 | 20.0 | 80.0 |");
        assertLine(lines, "| DeleteTopicsRequest v6, N = 100 | decode | 150,000 | 100,000 | 1.50x | 6,000"
                + " | 10,000 | – | – | – |");
        assertEquals(1, lines.stream().filter(line -> line.startsWith("| DeleteTopicsRequest v6, N = 1000 | decode"))
                .count());
        assertLine(lines, "- encode at least 3.00x Kafka's throughput: met in 4 of 4 rows");
        // 10 B/op at 3,000 ops/s is the 30 KB/s the copy floor shows too: JMH's, not kwire's.
        assertLine(lines, "- encode allocates 0 B/op (no more bytes a second than the copy floor, which allocates"
                + " nothing: the rest is JMH's own): met in 3 of 4 rows; missed in DeleteTopicsRequest v6, N = 1000"
                + " encodeDirect (100 B/op)");
        assertLine(lines, "- decode allocates at most half of Kafka's bytes: met in 1 of 2 rows; missed in"
                + " DeleteTopicsRequest v6, N = 100 (6,000 of 10,000 B/op)");
        assertLine(lines, "| DeleteTopicsRequest | encodeHeap | 10.0 | 20.0 |");
        assertLine(lines, "| DeleteTopicsRequest | decode | 10.0 | 100.0 |");
    }

    @Test
    void printsDecodeOfNewNamesBesideRecurringNamesAndItsTarget() throws IOException {
        Path json = dir.resolve("result.json");
        Files.writeString(json, "[" + String.join(",",
                run("KwireBenchmark", "decode", "CreateTopicsRequest-100", 40_000, 65_000),
                run("KafkaBenchmark", "decode", "CreateTopicsRequest-100", 10_000, 194_000),
                run("KwireNewNamesBenchmark", "decode", "CreateTopicsRequest-100", 12_000, 120_000),
                run("KafkaNewNamesBenchmark", "decode", "CreateTopicsRequest-100", 8_000, 194_000),
                run("KwireNewNamesBenchmark", "decode", "CreateTopicsRequest-10", 90_000, 12_000),
                run("KafkaNewNamesBenchmark", "decode", "CreateTopicsRequest-10", 100_000, 19_000)) + "]");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ResultTable.print(JmhResults.read(json), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();

        assertLine(lines, "| CreateTopicsRequest v7, N = 100 | 12,000 | 8,000 | 1.50x | 120,000 | 194,000 | 40,000"
                + " | 10,000 | 4.00x |");
        assertLine(lines, "| CreateTopicsRequest v7, N = 10 | 90,000 | 100,000 | 0.90x | 12,000 | 19,000 | – | – | – |");
        assertLine(lines, "- decode faster than Kafka when every name is new: met in 1 of 2 rows; missed in"
                + " CreateTopicsRequest v7, N = 10 (0.90x)");
    }

    private static void assertLine(List<String> lines, String line) {
        assertTrue(lines.contains(line), () -> "no line\n" + line + "\nin\n" + String.join("\n", lines));
    }

    private static String run(String side, String operation, String workload, double opsPerSecond, double bytes) {
        return """
                {"benchmark": "io.kwire.benchmarks.%s.%s", "mode": "thrpt", "params": {"workload": "%s"},
                 "primaryMetric": {"score": %s, "scoreError": 1.0, "scoreUnit": "ops/s"},
                 "secondaryMetrics": {"gc.alloc.rate.norm": {"score": %s, "scoreUnit": "B/op"}}}
                """.formatted(side, operation, workload, opsPerSecond, bytes);
    }
}
