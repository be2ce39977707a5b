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

class ViewTableTest {
    private static final String PRODUCE_10 = "ProduceRequest v13, 10 partitions of 16 KiB";

    @TempDir
    Path dir;

    @Test
    void printsARowPerViewSizeAndBufferWithBothComparisonsTargetsAndScaling() throws IOException {
        List<String> lines = report(
                run("KwireProduceViewBenchmark", "readHeader", "partitions", "10", "heap", 50_000_000, 0.001),
                run("KwireProduceViewBenchmark", "readHeader", "partitions", "1000", "heap", 42_000_000, 0.001),
                run("KwireProduceViewBenchmark", "readHeader", "partitions", "10", "direct", 25_000_000, 0.001),
                run("KwireProduceViewBenchmark", "readHeader", "partitions", "1000", "direct", 10_000_000, 0.002),
                run("KwireProduceViewBenchmark", "readPartitions", "partitions", "10", "heap", 2_000_000, 96),
                run("KwireProduceViewBenchmark", "decode", "partitions", "10", "heap", 1_000_000, 2_000),
                run("KafkaProduceViewBenchmark", "decode", "partitions", "10", null, 400_000, 5_000),
                run("KafkaProduceViewBenchmark", "decode", "partitions", "1000", null, 4_000, 500_000),
                run("KwireFetchViewBenchmark", "patchEndpoints", "recordsKiB", "4", "heap", 200_000, 1_000),
                run("KwireFetchViewBenchmark", "patchEndpoints", "recordsKiB", "64", "heap", 190_000, 1_000),
                run("KafkaFetchViewBenchmark", "decodeSetWrite", "recordsKiB", "4", null, 2_000, 50_000),
                run("KafkaFetchViewBenchmark", "decodeSetSend", "recordsKiB", "4", null, 20_000, 60_000));

        assertTrue(lines.stream().noneMatch(line -> line.startsWith("| workload | operation |")),
                () -> "no message table\n" + String.join("\n", lines));
        // Kafka's decode reads a heap buffer: both of kwire's buffers face it.
        assertLine(lines, "| " + PRODUCE_10 + ", heap | acks and transactionalId | 20.0 ns | 1.0 µs | 2.5 µs"
                + " | 125.00x | 50.00x | 0 | 2,000 | 5,000 | 100x Kafka | yes |");
        assertLine(lines, "| " + PRODUCE_10 + ", direct | acks and transactionalId | 40.0 ns | – | 2.5 µs"
                + " | 62.50x | – | 0 | – | 5,000 | 100x Kafka | no |");
        assertLine(lines, "| " + PRODUCE_10 + ", heap | every partition's topic id, index, records' size and position"
                + " | 500.0 ns | 1.0 µs | 2.5 µs | 5.00x | 2.00x | 96 | 2,000 | 5,000 | 10x Kafka, 3x kwire, 0 B/op | no |");
        assertLine(lines, "| FetchResponse v17, 100 partitions of 4 KiB, heap | node endpoints' hosts and ports, patched"
                + " | 5.0 µs | – | 500.0 µs | 100.00x | – | 1,000 | – | 50,000 | 50x Kafka | yes |");
        assertLine(lines, "| FetchResponse v17, 100 partitions of 4 KiB, heap | the same, beside Kafka's own send path"
                + " | 5.0 µs | – | 50.0 µs | 10.00x | – | 1,000 | – | 60,000 | none | – |");
        // Kafka did not run at 64 KiB: nothing to judge.
        assertLine(lines, "| FetchResponse v17, 100 partitions of 64 KiB, heap | node endpoints' hosts and ports,"
                + " patched | 5.3 µs | – | – | – | – | 1,000 | – | – | 50x Kafka | – |");
        assertLine(lines, "| Produce | acks and transactionalId | heap | 10 → 1000 partitions | 20.0 ns | 23.8 ns"
                + " | 1.19x | 0 | 0 | the same time (at most 1.25x) | yes |");
        assertLine(lines, "| Produce | acks and transactionalId | direct | 10 → 1000 partitions | 40.0 ns | 100.0 ns"
                + " | 2.50x | 0 | 0 | the same time (at most 1.25x) | no |");
        assertLine(lines, "| Fetch | node endpoints' hosts and ports, patched | heap | 4 → 64 KiB | 5.0 µs | 5.3 µs"
                + " | 1.05x | 1,000 | 1,000 | the same time and bytes (at most 1.25x) | yes |");
        assertLine(lines, "- acks and transactionalId: 100x Kafka: met in 3 of 4 rows; missed in " + PRODUCE_10
                + ", direct (62.50x Kafka)");
        assertLine(lines, "- every partition's topic id, index, records' size and position: 10x Kafka, 3x kwire, 0 B/op:"
                + " met in 0 of 1 rows; missed in " + PRODUCE_10 + ", heap (5.00x Kafka, 2.00x kwire, 96 B/op)");
        assertLine(lines, "- node endpoints' hosts and ports, patched: 50x Kafka: met in 1 of 1 rows");
        assertLine(lines, "- acks and transactionalId: the same time (at most 1.25x) at 10 and 1000 partitions: met in 1"
                + " of 2 rows; missed in direct (2.50x the time, 0 then 0 B/op)");
        assertLine(lines, "- node endpoints' hosts and ports, patched: the same time and bytes (at most 1.25x) at 4 and"
                + " 64 KiB: met in 1 of 1 rows");
        assertTrue(lines.stream().noneMatch(line -> line.startsWith("- the same, beside Kafka's own send path:")),
                "no target for the send path's row");
    }

    @Test
    void anAllocationWithinJmhsOwnRateIsNone() throws IOException {
        // 2 B/op at 20,000 ops/s is 40 KB/s: JMH's own, not the view's.
        List<String> lines = report(
                run("KwireProduceViewBenchmark", "readPartitions", "partitions", "1000", "direct", 20_000, 2),
                run("KwireProduceViewBenchmark", "decode", "partitions", "1000", "direct", 5_000, 200_000),
                run("KafkaProduceViewBenchmark", "decode", "partitions", "1000", null, 1_000, 500_000));
        assertLine(lines, "- every partition's topic id, index, records' size and position: 10x Kafka, 3x kwire, 0 B/op:"
                + " met in 1 of 1 rows");
    }

    @Test
    void printsThePartitionWalkBesideItsFloorAndKafka() throws IOException {
        List<String> lines = report(
                run("KwireProduceViewBenchmark", "readPartitions", "partitions", "100", "heap", 500_000, 0),
                run("KwireProduceViewBenchmark", "readPartitions", "partitions", "100", "direct", 400_000, 0),
                run("FloorProduceViewBenchmark", "readPartitions", "partitions", "100", null, 1_000_000, 0),
                run("KafkaProduceViewBenchmark", "decode", "partitions", "100", null, 250_000, 15_000));
        assertLine(lines, "| partitions | floor | view, heap | Kafka | Kafka ÷ floor | view ÷ floor |");
        assertLine(lines, "| 100 | 1.0 µs | 2.0 µs | 4.0 µs | 4.00x | 2.00x |");
    }

    /** The proxy's exchanges (issue 36) are a part of the same report: ProxyTable's. */
    @Test
    void printsTheProxyExchangesBesideKafkasWithTheirTargetsAndFetchsScaling() throws IOException {
        List<String> lines = report(
                run("KwireProxyBenchmark", "exchange", "workload", "Produce-100", null, 100_000, 1_000),
                run("KafkaProxyBenchmark", "exchange", "workload", "Produce-100", null, 20_000, 50_000),
                run("KwireProxyBenchmark", "exchange", "workload", "Fetch-4", null, 50_000, 2_000),
                run("KafkaProxyBenchmark", "exchange", "workload", "Fetch-4", null, 10_000, 40_000),
                run("KwireProxyBenchmark", "exchange", "workload", "Fetch-64", null, 45_000, 2_000),
                run("KafkaProxyBenchmark", "exchange", "workload", "Fetch-64", null, 1_000, 40_000),
                run("KwireProxyBenchmark", "exchange", "workload", "Metadata-100", null, 100_000, 8_000));
        assertTrue(lines.stream().noneMatch(line -> line.startsWith("| workload |")),
                () -> "no other table\n" + String.join("\n", lines));
        assertLine(lines, "| Produce v13, 100 partitions of 16 KiB: records counted per topic, forwarded; its response of"
                + " 100 partitions back | 10.0 µs | 1,000 | 50.0 µs | 50,000 | 5.00x | 10.00x | no |");
        assertLine(lines, "| Fetch v17 of 100 partitions; its response of 100 partitions of 64 KiB, 3 node endpoints"
                + " rewritten | 22.2 µs | 2,000 | 1.00 ms | 40,000 | 45.00x | 10.00x | yes |");
        // Kafka's side did not run: nothing to compare, and Metadata has no target anyway.
        assertLine(lines, "| Metadata v12 of every topic; its response of 6 brokers and 100 topics, every broker"
                + " rewritten | 10.0 µs | 8,000 | – | – | – | none | – |");
        assertLine(lines, "kwire's Fetch exchange from 4 KiB of records a partition to 64 KiB: 20.0 µs then 22.2 µs"
                + " (1.11x), 2,000 then 2,000 B/op; target the same time and bytes (at most 1.25x): met.");
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

    /** One benchmark's result, with its size parameter and, for kwire's side, its buffer. */
    private static String run(String side, String operation, String sizeParam, String size, String buffer,
            double opsPerSecond, double bytes) {
        String params = "\"" + sizeParam + "\": \"" + size + "\"" + (buffer == null ? "" : ", \"buffer\": \"" + buffer + "\"");
        return """
                {"benchmark": "io.kwire.benchmarks.%s.%s", "mode": "thrpt", "params": {%s},
                 "primaryMetric": {"score": %s, "scoreError": 1.0, "scoreUnit": "ops/s"},
                 "secondaryMetrics": {"gc.alloc.rate.norm": {"score": %s, "scoreUnit": "B/op"}}}
                """.formatted(side, operation, params, opsPerSecond, bytes);
    }
}
