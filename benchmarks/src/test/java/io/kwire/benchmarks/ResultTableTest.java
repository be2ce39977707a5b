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
        List<String> lines = report(
                run("KwireBenchmark", "encodeFrame", "DeleteTopicsRequest-100", 400_000, 0.002),
                run("KafkaBenchmark", "encode", "DeleteTopicsRequest-100", 100_000, 10_000),
                run("CopyFloorBenchmark", "encodeFrame", "DeleteTopicsRequest-100", 8_000_000, 0),
                run("KwireBenchmark", "decode", "DeleteTopicsRequest-100", 150_000, 6_000),
                run("KafkaBenchmark", "decode", "DeleteTopicsRequest-100", 100_000, 10_000),
                run("KwireBenchmark", "decodeDirect", "DeleteTopicsRequest-100", 250_000, 6_000),
                run("CopyFloorBenchmark", "decodeDirect", "DeleteTopicsRequest-100", 5_000_000, 0),
                run("KwireBenchmark", "encodeFrame", "DeleteTopicsRequest-1000", 40_000, 0.5),
                run("KwireBenchmark", "encodeSized", "DeleteTopicsRequest-100", 300_000, 2),
                run("CopyFloorBenchmark", "encodeSized", "DeleteTopicsRequest-100", 15_000_000, 0.04),
                run("KwireBenchmark", "encodeSized", "DeleteTopicsRequest-1000", 3_000, 100),
                run("KafkaBenchmark", "encode", "DeleteTopicsRequest-1000", 1_000, 100_000),
                run("CopyFloorBenchmark", "encodeSized", "DeleteTopicsRequest-1000", 15_000, 2),
                run("KwireBenchmark", "decode", "DeleteTopicsRequest-1000", 15_000, 40_000),
                run("KafkaBenchmark", "decode", "DeleteTopicsRequest-1000", 1_000, 100_000));

        assertLine(lines, "| DeleteTopicsRequest v6, N = 100 | 1.50x | – | 2.50x | 20.0 | 4.00x | 20.0 | 3.00x | 50.0 |");
        assertLine(lines, "| DeleteTopicsRequest v6, N = 1000 | 15.00x | – | – | – | 40.00x | – | 3.00x | 5.0 |");
        assertLine(lines, "| DeleteTopicsRequest v6, N = 100 | encodeFrame | 400,000 | 100,000 | 4.00x | 0"
                + " | 10,000 | 8,000,000 | 20.0 | 80.0 |");
        // Both of kwire's decodes face Kafka's one decode, of a heap buffer.
        assertLine(lines, "| DeleteTopicsRequest v6, N = 100 | decode | 150,000 | 100,000 | 1.50x | 6,000"
                + " | 10,000 | – | – | – |");
        assertLine(lines, "| DeleteTopicsRequest v6, N = 100 | decodeDirect | 250,000 | 100,000 | 2.50x | 6,000"
                + " | 10,000 | 5,000,000 | 20.0 | 50.0 |");
        assertEquals(1, lines.stream().filter(line -> line.startsWith("| DeleteTopicsRequest v6, N = 1000 | decode |"))
                .count());
        assertLine(lines, "- decode, from a heap and from a pooled direct buffer, at least 2.00x Kafka's throughput:"
                + " met in 2 of 3 rows; missed in DeleteTopicsRequest v6, N = 100 decode (1.50x)");
        assertLine(lines, "- encode, as the frame encoders and as the quick start, at least 2.00x Kafka's throughput:"
                + " met in 4 of 4 rows");
        // 2 B/op at 300,000 ops/s is the 600 KB/s its copy floor shows too: JMH's, not kwire's.
        assertLine(lines, "- encode allocates 0 B/op (no more bytes a second than the copy floor, which allocates"
                + " nothing: the rest is JMH's own): met in 3 of 4 rows; missed in DeleteTopicsRequest v6, N = 1000"
                + " encodeSized (100 B/op)");
        assertLine(lines, "| DeleteTopicsRequest | encodeFrame | 10.0 | 100.0 |");
        assertLine(lines, "| DeleteTopicsRequest | decode | 10.0 | 100.0 |");
    }

    @Test
    void printsDecodeOfNewNamesBesideRecurringNamesAndItsTarget() throws IOException {
        List<String> lines = report(
                run("KwireBenchmark", "decode", "CreateTopicsRequest-100", 40_000, 65_000),
                run("KafkaBenchmark", "decode", "CreateTopicsRequest-100", 10_000, 194_000),
                run("KwireNewNamesBenchmark", "decode", "CreateTopicsRequest-100", 12_000, 120_000),
                run("KafkaNewNamesBenchmark", "decode", "CreateTopicsRequest-100", 8_000, 194_000),
                run("KwireNewNamesBenchmark", "decode", "CreateTopicsRequest-10", 90_000, 12_000),
                run("KafkaNewNamesBenchmark", "decode", "CreateTopicsRequest-10", 100_000, 19_000));

        assertLine(lines, "| CreateTopicsRequest v7, N = 100 | 12,000 | 8,000 | 1.50x | 120,000 | 194,000 | 40,000"
                + " | 10,000 | 4.00x |");
        assertLine(lines, "| CreateTopicsRequest v7, N = 10 | 90,000 | 100,000 | 0.90x | 12,000 | 19,000 | – | – | – |");
        assertLine(lines, "- decode faster than Kafka when every name is new: met in 1 of 2 rows; missed in"
                + " CreateTopicsRequest v7, N = 10 (0.90x)");
    }

    /** The whole suite's JSON holds messages' and record batches' workloads: each table takes its own. */
    @Test
    void aRunOfMessagesAndRecordBatchesPrintsBothTables() throws IOException {
        List<String> lines = report(
                run("KwireBenchmark", "decode", "DeleteTopicsRequest-100", 150_000, 6_000),
                run("KafkaBenchmark", "decode", "DeleteTopicsRequest-100", 100_000, 10_000),
                run("KwireRecordsBenchmark", "iterateHeap", "1000-none", 30_000, 0),
                run("KafkaRecordsBenchmark", "iterateHeap", "1000-none", 10_000, 500));

        assertLine(lines, "| DeleteTopicsRequest v6, N = 100 | 1.50x | – | – | – | – | – | – | – |");
        assertLine(lines, "| 1000 records, uncompressed | iterateHeap | 30,000 | Kafka DefaultRecordBatch | 10,000"
                + " | 3.00x | 0 | 500 | at least 3.00x, 0 B/op | yes |");
    }

    private List<String> report(String... runs) throws IOException {
        Path json = dir.resolve("result.json");
        Files.writeString(json, "[" + String.join(",", runs) + "]");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ResultTable.print(JmhResults.read(json), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
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
