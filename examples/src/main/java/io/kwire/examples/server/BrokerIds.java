package io.kwire.examples.server;

import java.util.Arrays;
import java.util.List;

/** Broker ids as the messages carry them ({@code int[]}) and as the topic registry keeps them (lists). */
final class BrokerIds {
    private BrokerIds() {
    }

    static List<Integer> list(int[] ids) {
        return Arrays.stream(ids).boxed().toList();
    }

    static int[] array(List<Integer> ids) {
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }
}
