package io.kwire.benchmarks;

import static io.kwire.benchmarks.Cells.ratio;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.io.IOException;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * Draws the ratios of a JMH JSON result of the suite as an SVG chart: for each workload and each
 * operation of {@link Operation#JUDGED}, kwire's throughput over Kafka's beside the target, and kwire's
 * time over the copy floor's on a log scale, as {@link RatioTable} prints them.
 *
 * <pre>{@code java -cp benchmarks.jar io.kwire.benchmarks.RatioChart jmh-result.json chart.svg "Java 17, ..."}</pre>
 */
public final class RatioChart {
    private static final double TARGET = 2.0;
    private static final int WIDTH = 1100;
    private static final int MARGINS = 160;
    private static final int BAR_HEIGHT = 8;
    /** Decodes in blues, encodes in oranges; the darker of each pair reads or writes a heap buffer. */
    private static final List<Color> COLORS = List.of(
            new Color(0x1f77b4), new Color(0x9ecae1), new Color(0xe6550d), new Color(0xfdae6b));
    private static final String FONT = "SansSerif";

    private RatioChart() {
    }

    /**
     * Writes the chart of the JMH JSON result {@code args[0]} to the SVG file {@code args[1]}, titled
     * {@code args[2]}; writes nothing when the result holds none of the message benchmarks.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: RatioChart <jmh-result.json> <chart.svg> <title>");
            System.exit(2);
        }
        if (!write(JmhResults.read(Path.of(args[0])), args[2], Path.of(args[1]))) {
            System.err.println(args[0] + " holds no message benchmark: no chart");
        }
    }

    /** Writes the chart of {@code results} to {@code svg}; false, and nothing written, if it would be empty. */
    static boolean write(JmhResults results, String title, Path svg) throws IOException {
        DefaultCategoryDataset kafka = new DefaultCategoryDataset();
        DefaultCategoryDataset floor = new DefaultCategoryDataset();
        for (String workload : results.workloads()) {
            for (Operation operation : Operation.JUDGED) {
                JmhResults.Score kwire = operation.kwire(results, workload);
                add(kafka, ratio(kwire, operation.kafka(results, workload)), operation, workload);
                add(floor, ratio(operation.floor(results, workload), kwire), operation, workload);
            }
        }
        if (kafka.getColumnCount() == 0 && floor.getColumnCount() == 0) {
            return false;
        }
        int workloads = Math.max(kafka.getColumnCount(), floor.getColumnCount());
        int height = MARGINS + workloads * Operation.JUDGED.size() * BAR_HEIGHT;
        ChartSvg.write(chart(title, kafka, floor), WIDTH, height, svg);
        return true;
    }

    private static void add(DefaultCategoryDataset dataset, double value, Operation operation, String workload) {
        if (!Double.isNaN(value)) {
            dataset.addValue(value, operation.label, Workloads.label(workload));
        }
    }

    private static JFreeChart chart(String title, DefaultCategoryDataset kafka, DefaultCategoryDataset floor) {
        NumberAxis kafkaAxis = new NumberAxis("kwire ÷ Kafka, throughput (more is better; red: the "
                + Cells.times(TARGET) + " target)");
        CategoryPlot kafkaPlot = plot(kafka, kafkaAxis, 0);
        kafkaPlot.addRangeMarker(new ValueMarker(TARGET, Color.RED, new BasicStroke(1.5f)));

        LogAxis floorAxis = new LogAxis("kwire time ÷ copy floor, log scale (less is better)");
        floorAxis.setSmallestValue(1);
        floorAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        floorAxis.setNumberFormatOverride(new DecimalFormat("0"));
        CategoryPlot floorPlot = plot(floor, floorAxis, 1);
        floorPlot.getRenderer().setDefaultSeriesVisibleInLegend(false);

        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(new CategoryAxis());
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.getDomainAxis().setMaximumCategoryLabelWidthRatio(0.5f);
        plot.getDomainAxis().setTickLabelFont(new Font(FONT, Font.PLAIN, 11));
        plot.add(kafkaPlot);
        plot.add(floorPlot);
        JFreeChart chart = new JFreeChart(title, new Font(FONT, Font.BOLD, 15), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        chart.getLegend().setItemFont(new Font(FONT, Font.PLAIN, 12));
        return chart;
    }

    /** One panel: a bar per operation and workload, in the operation's colour, from {@code base}. */
    private static CategoryPlot plot(DefaultCategoryDataset dataset, ValueAxis axis, double base) {
        BarRenderer renderer = new BarRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setBase(base);
        for (Operation operation : Operation.JUDGED) {
            int series = dataset.getRowIndex(operation.label);
            if (series >= 0) {
                renderer.setSeriesPaint(series, paint(operation));
            }
        }
        axis.setLabelFont(new Font(FONT, Font.PLAIN, 12));
        axis.setTickLabelFont(new Font(FONT, Font.PLAIN, 11));
        CategoryPlot plot = new CategoryPlot(dataset, null, axis, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        return plot;
    }

    private static Paint paint(Operation operation) {
        return COLORS.get(Operation.JUDGED.indexOf(operation));
    }
}
