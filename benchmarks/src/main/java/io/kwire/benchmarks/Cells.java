package io.kwire.benchmarks;

import io.kwire.benchmarks.JmhResults.Score;
import java.util.Locale;

/** The cells the benchmark tables share: throughputs, times, bytes per operation, ratios; "–" for what did not run. */
final class Cells {
    /** Below this many bytes per operation, a row allocates nothing: the gc profiler's own noise. */
    static final double NO_ALLOCATION = 1.0;
    private static final String NOT_RUN = "–";

    private Cells() {
    }

    /** How many times faster {@code a} is than {@code b}; NaN if either did not run. */
    static double ratio(Score a, Score b) {
        return a == null || b == null ? Double.NaN : a.opsPerSecond() / b.opsPerSecond();
    }

    static String ops(Score score) {
        return score == null ? NOT_RUN : String.format(Locale.ROOT, "%,.0f", score.opsPerSecond());
    }

    static String bytes(Score score) {
        if (score == null || Double.isNaN(score.bytesPerOp())) {
            return NOT_RUN;
        }
        return score.bytesPerOp() < NO_ALLOCATION ? "0" : String.format(Locale.ROOT, "%,.0f", score.bytesPerOp());
    }

    /** The time of one operation, from its throughput: in ns, µs or ms. */
    static String time(Score score) {
        if (score == null) {
            return NOT_RUN;
        }
        double nanos = 1e9 / score.opsPerSecond();
        if (nanos < 1_000) {
            return String.format(Locale.ROOT, "%.1f ns", nanos);
        }
        if (nanos < 1_000_000) {
            return String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
        }
        return String.format(Locale.ROOT, "%.2f ms", nanos / 1e6);
    }

    static String times(double ratio) {
        return Double.isNaN(ratio) ? NOT_RUN : String.format(Locale.ROOT, "%.2fx", ratio);
    }

    static String number(double value) {
        return Double.isNaN(value) ? NOT_RUN : String.format(Locale.ROOT, "%.1f", value);
    }
}
