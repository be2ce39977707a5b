package io.kwire.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

class RatioChartTest {
    /** Part of a real run's result: two workloads, every side, gc profiler on. */
    private static final String FIXTURE = "jmh-result-two-workloads.json";

    @TempDir
    Path dir;

    @Test
    void drawsEveryWorkloadAndOperationOfTheResultAsWellFormedSvg() throws Exception {
        JmhResults results = JmhResults.read(Path.of(RatioChartTest.class.getResource(FIXTURE).toURI()));
        Path svg = dir.resolve("chart.svg");

        assertTrue(RatioChart.write(results, "Java 17, a short run", svg));

        Document document = parse(svg);
        assertEquals("svg", document.getDocumentElement().getNodeName());
        Set<String> texts = texts(document);
        assertTrue(texts.contains("Java 17, a short run"), () -> "no title in " + texts);
        assertEquals(2, results.workloads().size());
        for (String workload : results.workloads()) {
            assertTrue(texts.contains(Workloads.label(workload)), () -> "no " + Workloads.label(workload) + " in " + texts);
        }
        for (Operation operation : Operation.JUDGED) {
            assertTrue(texts.contains(operation.label), () -> "no " + operation.label + " in " + texts);
        }
    }

    @Test
    void drawsNothingForAResultWithoutMessageBenchmarks() throws IOException {
        Path json = dir.resolve("records.json");
        Files.writeString(json, """
                [{"benchmark": "io.kwire.benchmarks.KwireRecordsBenchmark.iterateHeap", "params": {"workload": "1000-none"},
                  "primaryMetric": {"score": 90000.0, "scoreUnit": "ops/s"}, "secondaryMetrics": {}}]
                """);
        Path svg = dir.resolve("chart.svg");

        assertFalse(RatioChart.write(JmhResults.read(json), "records", svg));
        assertFalse(Files.exists(svg));
    }

    /** Parses {@code svg} as XML, which fails on any file that is not well-formed; fetches no DTD. */
    private static Document parse(Path svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory.newDocumentBuilder().parse(svg.toFile());
    }

    private static Set<String> texts(Document document) {
        Set<String> texts = new HashSet<>();
        NodeList nodes = document.getElementsByTagName("text");
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent().strip());
        }
        return texts;
    }
}
