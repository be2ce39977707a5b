package io.kwire.testkit.fuzz;

import io.netty.buffer.ByteBufUtil;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.stream.Collectors;

/**
 * A tally of fuzzed inputs that kwire and Kafka's generated classes judge differently: kwire
 * refuses what Kafka reads (kwire is deliberately stricter: exact tagged-field sizes, tags in
 * ascending order, no trailing bytes in a tagged field), or reads what Kafka refuses. A record of
 * what the fuzzer met, not a check: each kind keeps a count and its first input.
 */
final class AcceptanceDifferences {
    private static final int EXAMPLE_BYTES = 64;

    private record Tally(long count, String example) {
        Tally plus(Tally other) {
            return new Tally(count + other.count, example);
        }
    }

    private final Map<String, Tally> tallies = new ConcurrentSkipListMap<>();

    /** Counts one input of {@code what} ({@code "DeleteTopicsRequest v6: kwire refuses, Kafka reads"}). */
    void add(String what, byte[] body, String detail) {
        tallies.merge(what, new Tally(1, example(body) + (detail == null ? "" : " (" + detail + ")")), Tally::plus);
    }

    /** One line per kind of difference with its count and first input; empty if there were none. */
    String summary() {
        return tallies.entrySet().stream()
                .map(entry -> entry.getKey() + ": " + entry.getValue().count() + " input(s), first "
                        + entry.getValue().example())
                .collect(Collectors.joining("\n"));
    }

    private static String example(byte[] body) {
        String hex = ByteBufUtil.hexDump(body, 0, Math.min(body.length, EXAMPLE_BYTES));
        return body.length > EXAMPLE_BYTES ? hex + "... (" + body.length + " bytes)" : hex;
    }
}
