package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.testkit.converter.SpecConverter;
import io.kwire.testkit.specs.MessageSpec;
import io.kwire.testkit.specs.SpecFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The committed sources are exactly what the converter makes of the specs: nobody edited a
 * converted class by hand, and a change to the converter or to the specs' prose was converted.
 */
class ConvertedSourcesTest {
    private static final Path SOURCES = Path.of("src", "main", "java", "io", "kwire", "kafka");

    static List<String> specs() {
        return SpecFiles.names();
    }

    @ParameterizedTest
    @MethodSource("specs")
    void committedSourceIsTheConvertersOutput(String name) throws IOException {
        assertConverted(SOURCES.resolve(name + ".java"), SpecConverter.source(MessageSpec.load(name)));
    }

    @Test
    void committedListenerApisIsTheConvertersOutput() throws IOException {
        assertConverted(SOURCES.resolve("ListenerApis.java"), SpecConverter.listenerApisSource(SpecFiles.all()));
    }

    private static void assertConverted(Path file, String expected) throws IOException {
        String committed = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        if (!committed.equals(expected)) {
            List<String> expectedLines = expected.lines().toList();
            List<String> committedLines = committed.lines().toList();
            int line = 0;
            while (line < expectedLines.size() && line < committedLines.size()
                    && expectedLines.get(line).equals(committedLines.get(line))) {
                line++;
            }
            fail(file + " is not the converter's output; it differs first at line " + (line + 1)
                    + "\n  committed: " + (line < committedLines.size() ? committedLines.get(line) : "(end of file)")
                    + "\n  converter: " + (line < expectedLines.size() ? expectedLines.get(line) : "(end of file)")
                    + "\nChange the converter, not the class, and run it: mvn -pl testkit -am compile exec:java");
        }
    }
}
