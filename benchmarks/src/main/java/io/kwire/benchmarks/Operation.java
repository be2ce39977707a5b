package io.kwire.benchmarks;

import io.kwire.benchmarks.JmhResults.Score;
import java.util.List;

/**
 * The operations of the message tables and chart: kwire's benchmark method, which {@link CopyFloorBenchmark}
 * has too, and the {@link KafkaBenchmark} method it is judged against. Kafka reads and writes a heap
 * {@code ByteBuffer}, as its network layer does, so both of kwire's decodes face Kafka's one decode and
 * both encodes Kafka's one size and write.
 */
enum Operation {
    DECODE("decode", "decode", "decode, heap"),
    DECODE_DIRECT("decodeDirect", "decode", "decode, pooled direct"),
    ENCODE_FRAME("encodeFrame", "encode", "encode as the frame encoders (write, heap)"),
    ENCODE_SIZED("encodeSized", "encode", "encode as the quick start (size + write, pooled direct)"),
    ROUND_TRIP("roundTrip", "roundTrip", "round trip, heap");

    /** The operations issue 34's targets judge, in the order the ratio table and the chart show them. */
    static final List<Operation> JUDGED = List.of(DECODE, DECODE_DIRECT, ENCODE_FRAME, ENCODE_SIZED);

    /** kwire's and the copy floor's benchmark method. */
    final String method;
    /** Kafka's benchmark method. */
    final String kafkaMethod;
    /** What the operation does, for a reader. */
    final String label;

    Operation(String method, String kafkaMethod, String label) {
        this.method = method;
        this.kafkaMethod = kafkaMethod;
        this.label = label;
    }

    /** kwire's score on {@code workload}, or null if it did not run. */
    Score kwire(JmhResults results, String workload) {
        return results.get("KwireBenchmark", method, workload);
    }

    /** Kafka's score on {@code workload}, or null if it did not run. */
    Score kafka(JmhResults results, String workload) {
        return results.get("KafkaBenchmark", kafkaMethod, workload);
    }

    /** The copy floor's score on {@code workload}, or null if it did not run. */
    Score floor(JmhResults results, String workload) {
        return results.get("CopyFloorBenchmark", method, workload);
    }

    /** Whether the operation writes a message. */
    boolean encodes() {
        return this == ENCODE_FRAME || this == ENCODE_SIZED;
    }
}
