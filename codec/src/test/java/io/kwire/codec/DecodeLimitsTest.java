package io.kwire.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class DecodeLimitsTest {
    private static final String PROPERTY = "kwire.decode.test";
    private static final long CHILD_TIMEOUT_SECONDS = 60;

    @Test
    void unsetPropertyGivesTheDefault() {
        assertEquals(7, DecodeLimits.parse(PROPERTY, null, 7));
    }

    @Test
    void nonNegativeIntsAreLimits() {
        assertEquals(0, DecodeLimits.parse(PROPERTY, "0", 7));
        assertEquals(100000, DecodeLimits.parse(PROPERTY, " 100000 ", 7));
        assertEquals(Integer.MAX_VALUE, DecodeLimits.parse(PROPERTY, "2147483647", 7));
    }

    @Test
    void anythingElseIsRefusedNamingTheProperty() {
        for (String value : new String[] {"-1", "lots", "", "2147483648", "1e6"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> DecodeLimits.parse(PROPERTY, value, 7));
            assertEquals("System property kwire.decode.test is '" + value + "', not a non-negative int",
                    e.getMessage());
        }
    }

    @Test
    void thisJvmUsesTheDefaults() {
        assertEquals(DecodeLimits.DEFAULT_MAX_ARRAY_ELEMENTS, DecodeLimits.maxArrayElements());
        assertEquals(DecodeLimits.DEFAULT_MAX_TAGGED_FIELDS, DecodeLimits.maxTaggedFields());
    }

    @Test
    void systemPropertiesSetTheLimits() throws IOException, InterruptedException {
        Process child = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dkwire.decode.maxArrayElements=12", "-Dkwire.decode.maxTaggedFields=3",
                "-cp", System.getProperty("java.class.path"),
                PrintDecodeLimits.class.getName())
                .redirectErrorStream(true)
                .start();
        assertTrue(child.waitFor(CHILD_TIMEOUT_SECONDS, TimeUnit.SECONDS), "the child JVM did not finish");
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals("12 3", output);
        assertEquals(0, child.exitValue());
    }

    /** Prints the limits its JVM was started with. */
    static final class PrintDecodeLimits {
        private PrintDecodeLimits() {
        }

        public static void main(String[] args) {
            System.out.println(DecodeLimits.maxArrayElements() + " " + DecodeLimits.maxTaggedFields());
        }
    }
}
