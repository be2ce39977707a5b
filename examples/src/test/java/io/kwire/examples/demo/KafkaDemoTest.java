package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The demo's default run, against its embedded servers: what a new user sees first. */
@ExtendWith(FailOnByteBufLeaks.class)
class KafkaDemoTest {

    @Test
    void embeddedRunCreatesListsGrowsDeletesAndShowsKip409() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new KafkaDemo(new PrintStream(bytes, true, StandardCharsets.UTF_8)).runEmbedded();
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();

        assertEquals(3, count(lines, "   kwire-demo-orders: NONE"), "created, grown, deleted by id");
        assertEquals(2, count(lines, "   kwire-demo-clicks: NONE"), "created, deleted by name");
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("   topic kwire-demo-orders id ")
                && line.endsWith(", 3 partition(s)")), "listed with its id and partitions");
        assertEquals(1, count(lines, "   kwire-demo-kip409: CREATED_UNDER_REPLICATED (Created with 3 replica(s)"
                + " of the 5 asked, as only 3 broker(s) are live; the minimum required was 2.)"));
        assertTrue(lines.stream().anyMatch(line -> line.startsWith(
                "   kwire-demo-kip409-strict: INVALID_REPLICATION_FACTOR")));
        // Every frame is shown: a request, its hex and its tree, then the response.
        assertEquals(count(lines, "-> "), count(lines, "<- "));
        assertTrue(lines.contains("0000  00 00 00 31 00 12 00 05 00 00 00 00 00 0b 6b 77  header (RequestHeader)"),
                "the ApiVersions v5 request frame, size prefix first, beside its header");
        assertProducedAndFetched(lines);
    }

    /** The records step, the same against either server: three records produced, fetched back, their batch shown. */
    static void assertProducedAndFetched(List<String> lines) {
        String output = String.join("\n", lines);
        assertEquals(1, count(lines, "   kwire-demo-orders-0: NONE, base offset 0"), () -> "produced, in:\n" + output);
        assertEquals(1, count(lines, "   kwire-demo-orders-0: NONE, high watermark 3, 3 records"),
                () -> "fetched, in:\n" + output);
        List<String> fetched = lines.stream().filter(line -> line.startsWith("   offset ")).toList();
        assertEquals(3, fetched.size(), fetched::toString);
        assertEquals("   offset 0: key \"order-1\", value \"{\"item\":\"book\",\"qty\":1}\","
                + " headers [source=\"kwire-demo\"]", fetched.get(0));
        assertEquals("   offset 1: key null, value \"a record without a key\", headers []", fetched.get(1));
        assertEquals("   offset 2: key \"order-1\", value null, headers [reason=\"cancelled\", empty=null]",
                fetched.get(2));
        // The batch as it went out in the Produce request and as it came back in the Fetch response.
        assertEquals(2, count(lines, "   record batch of "), "one batch each way");
        assertEquals(2, lines.stream().filter(line -> line.startsWith("0000  00 00 00 00 00 00 00 00 00 00 00 ")
                && line.endsWith("batch (RecordBatch)")).count(), "each batch's hex beside its tree, base offset 0");
        assertEquals(2, lines.stream().filter(line -> line.endsWith("        \"source\" = \"kwire-demo\"")).count());
    }

    private static long count(List<String> lines, String prefix) {
        return lines.stream().filter(line -> line.startsWith(prefix)).count();
    }
}
