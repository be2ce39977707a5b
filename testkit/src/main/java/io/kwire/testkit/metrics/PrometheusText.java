package io.kwire.testkit.metrics;

import java.util.LinkedHashMap;
import java.util.Map;

/** Prometheus' text format read back, to check a scrape: each sample's name with its labels, and its value. */
public final class PrometheusText {
    private PrometheusText() {
    }

    /**
     * The samples of {@code text}, keyed {@code name{labels}} as written ({@code name} alone without labels),
     * comments and type lines left out.
     */
    public static Map<String, Double> samples(String text) {
        Map<String, Double> samples = new LinkedHashMap<>();
        text.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).forEach(line -> {
            int space = line.lastIndexOf(' ');
            samples.put(line.substring(0, space), Double.valueOf(line.substring(space + 1)));
        });
        return samples;
    }

    /** The sum of the samples of {@code text} named {@code name} whose labels include {@code label}. */
    public static double sum(String text, String name, String label) {
        double sum = 0;
        for (Map.Entry<String, Double> sample : samples(text).entrySet()) {
            String key = sample.getKey();
            if (key.startsWith(name + "{") && key.contains(label)) {
                sum += sample.getValue();
            }
        }
        return sum;
    }
}
