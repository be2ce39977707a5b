package io.kwire.examples.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every diagnostic the processor declares is asserted by a test in this package: a new entry in
 * {@code io.kwire.processor.Diagnostic} without a test that expects its {@code "[kwire/Key]"} fails here.
 */
class DiagnosticCoverageTest {
    private static final Path TESTS = Path.of("src", "test", "java", "io", "kwire", "examples", "diagnostics");

    @Test
    void everyDiagnosticKeyIsExpectedBySomeTest() throws ReflectiveOperationException, IOException {
        String tests = allTestSources();
        List<String> untested = new ArrayList<>();
        for (String key : diagnosticKeys()) {
            if (!tests.contains("\"[kwire/" + key + "]")) {
                untested.add(key);
            }
        }
        assertEquals(List.of(), untested, "diagnostics no test in " + TESTS + " expects");
    }

    /** The keys of the processor's package-private {@code Diagnostic} enum, read reflectively. */
    private static List<String> diagnosticKeys() throws ReflectiveOperationException {
        Class<?> diagnostic = Class.forName("io.kwire.processor.Diagnostic");
        Field key = diagnostic.getDeclaredField("key");
        key.setAccessible(true);
        List<String> keys = new ArrayList<>();
        for (Object constant : diagnostic.getEnumConstants()) {
            keys.add((String) key.get(constant));
        }
        return keys;
    }

    private static String allTestSources() throws IOException {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.list(TESTS)) {
            for (Path file : (Iterable<Path>) files.filter(path -> path.toString().endsWith("Test.java"))::iterator) {
                if (!file.getFileName().toString().equals("DiagnosticCoverageTest.java")) {
                    all.append(Files.readString(file, StandardCharsets.UTF_8));
                }
            }
        }
        return all.toString();
    }
}
