package io.kwire.examples.kip409;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Seeded random values for the KIP-409 dialect's tests, favouring boundaries: extreme numbers,
 * empty, non-ASCII and long strings, nulls, empty and several-element lists.
 */
final class RandomValues {
    /** Names of topics and configs: empty, ASCII, 2-, 3- and 4-byte UTF-8 characters, and a long one. */
    private static final List<String> NAMES = List.of("", "orders", "tópico-ñ-日本", "\uD83D\uDE00",
            "x".repeat(300), "payments.v2", "_internal", "ü");

    private final Random random;

    RandomValues(long seed) {
        this.random = new Random(seed);
    }

    /** {@code count} different names, so that Kafka's keyed collections hold each element once. */
    List<String> distinctNames(int count) {
        List<String> names = new ArrayList<>(NAMES);
        Collections.shuffle(names, random);
        return names.subList(0, count);
    }

    /** A list length from 0 to {@code max}, an empty list one time in four. */
    int length(int max) {
        return random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(max);
    }

    int anyInt() {
        int[] values = {0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, random.nextInt()};
        return values[random.nextInt(values.length)];
    }

    short anyShort() {
        short[] values = {0, 1, -1, 3, Short.MIN_VALUE, Short.MAX_VALUE, (short) random.nextInt()};
        return values[random.nextInt(values.length)];
    }

    boolean anyBoolean() {
        return random.nextBoolean();
    }

    /** A string, null one time in four. */
    String nullableText() {
        return random.nextInt(4) == 0 ? null : NAMES.get(random.nextInt(NAMES.size()));
    }

    /** Up to four broker IDs, extremes included. */
    List<Integer> brokerIds() {
        List<Integer> ids = new ArrayList<>();
        for (int i = length(4); i > 0; i--) {
            ids.add(anyInt());
        }
        return ids;
    }
}
