package io.kwire.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every diagnostic the processor declares is asserted by a test of {@code io.kwire.functional.diagnostics}:
 * a new entry in {@link Diagnostic} without a test that expects its {@code "[kwire/Key]"} fails here.
 * It sits in the processor's package to read the package-private enum as it is.
 */
class DiagnosticCoverageTest {
    private static final Path TESTS = Path.of("src", "test", "java", "io", "kwire", "functional", "diagnostics");

    @Test
    void everyDiagnosticKeyIsExpectedBySomeTest() throws IOException {
        String tests = allTestSources();
        List<String> untested = new ArrayList<>();
        for (Diagnostic diagnostic : Diagnostic.values()) {
            if (!tests.contains("\"[kwire/" + diagnostic.key() + "]")) {
                untested.add(diagnostic.key());
            }
        }
        assertEquals(List.of(), untested, "diagnostics no test in " + TESTS + " expects");
    }

    private static String allTestSources() throws IOException {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.list(TESTS)) {
            for (Path file : (Iterable<Path>) files.filter(path -> path.toString().endsWith("Test.java"))::iterator) {
                all.append(Files.readString(file, StandardCharsets.UTF_8));
            }
        }
        return all.toString();
    }
}
