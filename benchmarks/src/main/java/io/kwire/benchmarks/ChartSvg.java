package io.kwire.benchmarks;

import java.awt.Dimension;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.batik.svggen.SVGGraphics2D;
import org.jfree.chart.JFreeChart;
import org.w3c.dom.Document;

/** Writes a chart as an SVG file through Batik's SVG generator, text as text. */
final class ChartSvg {
    private static final String SVG_NAMESPACE = "http://www.w3.org/2000/svg";

    private ChartSvg() {
    }

    /** Draws {@code chart} at {@code width} by {@code height} into {@code file}. */
    static void write(JFreeChart chart, int width, int height, Path file) throws IOException {
        SVGGraphics2D svg = new SVGGraphics2D(document());
        svg.setSVGCanvasSize(new Dimension(width, height));
        chart.draw(svg, new Rectangle2D.Double(0, 0, width, height));
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            svg.stream(out, true);
        }
    }

    private static Document document() {
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().getDOMImplementation()
                    .createDocument(SVG_NAMESPACE, "svg", null);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's default XML parser is not configurable", e);
        }
    }
}
