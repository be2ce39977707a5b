package io.kwire.examples.server;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Turns a request's list of entries into a map, in their order: assignments by partition, configs by name. */
final class ByKey {
    private ByKey() {
    }

    static <E, K, V> Map<K, V> of(List<E> entries, Function<E, K> key, Function<E, V> value) {
        Map<K, V> map = new LinkedHashMap<>();
        entries.forEach(entry -> map.put(key.apply(entry), value.apply(entry)));
        return map;
    }
}
