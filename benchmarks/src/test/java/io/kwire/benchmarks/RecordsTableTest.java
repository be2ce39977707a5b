package io.kwire.benchmarks;

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

class RecordsTableTest {
    @TempDir
    Path dir;

    @Test
    void printsARowPerBatchAndOperationWithItsBaselineAndTargetAndLeavesOutTheMessageTable() throws IOException {
        Path json = dir.resolve("result.json");
        Files.writeString(json, "[" + String.join(",",
                run("KwireRecordsBenchmark", "iterateHeap", "1000-none", 40_000, 0.5),
                run("KafkaRecordsBenchmark", "iterateHeap", "1000-none", 10_000, 280_000),
                run("KwireRecordsBenchmark", "iterateDirect", "1000-none", 20_000, 100),
                run("KafkaRecordsBenchmark", "iterateDirect", "1000-none", 10_000, 280_000),
                run("KwireRecordsBenchmark", "buildHeap", "1000-none", 15_000, 3),
                run("KafkaRecordsBenchmark", "buildHeap", "1000-none", 10_000, 45_000),
                run("KwireRecordsBenchmark", "iterateHeap", "1000-lz4", 9_000, 300_000),
                run("KafkaRecordsBenchmark", "iterateHeap", "1000-lz4", 8_000, 560_000),
                run("KwireCrcBenchmark", "checkCrcHeap", "1000-none", 80_000, 0.5),
                run("JdkCrcBenchmark", "checkCrcHeap", "1000-none", 100_000, 0.4),
                run("KwireCrcBenchmark", "checkCrcDirect", "1000-none", 70_000, 0.5),
                run("JdkCrcBenchmark", "checkCrcDirect", "1000-none", 100_000, 0.4)) + "]");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ResultTable.print(JmhResults.read(json), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();

        assertTrue(lines.stream().noneMatch(line -> line.startsWith("| workload |")), () -> String.join("\n", lines));
        assertLine(lines, "| 1000 records, uncompressed | iterateHeap | 40,000 | Kafka DefaultRecordBatch | 10,000"
                + " | 4.00x | 0 | 280,000 | at least 3.00x, 0 B/op | yes |");
        assertLine(lines, "| 1000 records, uncompressed | iterateDirect | 20,000 | Kafka DefaultRecordBatch | 10,000"
                + " | 2.00x | 100 | 280,000 | at least 3.00x, 0 B/op | no |");
        // 3 B/op at 15,000 ops/s is 45 KB/s, within the 40 KB/s of kwire's CRC check, the floor, and its tolerance.
        assertLine(lines, "| 1000 records, uncompressed | buildHeap | 15,000 | Kafka MemoryRecordsBuilder | 10,000"
                + " | 1.50x | 3 | 45,000 | at least 2.00x, 0 B/op | no |");
        assertLine(lines, "| 1000 records, lz4 | iterateHeap | 9,000 | Kafka DefaultRecordBatch | 8,000"
                + " | 1.13x | 300,000 | 560,000 | at least 1.00x | yes |");
        assertLine(lines, "| 1000 records, uncompressed | checkCrcHeap | 80,000 | JDK CRC32C | 100,000"
                + " | 0.80x | 0 | 0 | time at most 1.2x | no |");
        assertLine(lines, "- iterate an uncompressed batch at least 3.00x as fast as Kafka DefaultRecordBatch: met in 1"
                + " of 2 rows; missed in 1000 records, uncompressed iterateDirect (2.00x)");
        assertLine(lines, "- iterate an uncompressed batch allocating 0 B/op (no more bytes a second than kwire's CRC"
                + " check, which allocates nothing): met in 1 of 2 rows; missed in 1000 records, uncompressed"
                + " iterateDirect (100 B/op)");
        assertLine(lines, "- build an uncompressed batch allocating 0 B/op (no more bytes a second than kwire's CRC"
                + " check, which allocates nothing): met in 1 of 1 rows");
        assertLine(lines, "- iterate a compressed batch at least 1.00x as fast as Kafka DefaultRecordBatch: met in 1 of 1 rows");
        assertLine(lines, "- check an uncompressed batch's CRC in at most 1.2x the time of the JDK CRC32C: met in 0 of 2"
                + " rows; missed in 1000 records, uncompressed checkCrcHeap (0.80x), 1000 records, uncompressed"
                + " checkCrcDirect (0.70x)");
        assertTrue(lines.stream().noneMatch(line -> line.startsWith("- build a compressed batch")), "no compressed builds ran");
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
