package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.functional.diagnostics.KwireCompilations.compile;
import static io.kwire.functional.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import io.kwire.functional.diagnostics.KwireCompilations.Run;
import io.kwire.functional.support.ProjectDocs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The codecs generated for two messages, compared character for character with the reviewed copies
 * in {@code src/test/resources/golden/}: one small message that has each main shape (versions, a
 * flexible range, a tagged field, a nullable string, an array of structs, a nested struct), and the
 * README's quick start message, taken from the README itself, whose codec the README shows an
 * excerpt of ({@code DocExcerptsTest} holds that excerpt to this copy).
 *
 * <p>When a change to the processor changes the generated code on purpose, regenerate the copy,
 * then read its diff as carefully as any hand-written change before committing it:
 * <pre>
 * cd functional-tests &amp;&amp; mvn -B -o test -Dtest=GoldenCodecTest -Dkwire.regenerateGolden=true
 * git diff src/test/resources/golden/
 * </pre>
 */
class GoldenCodecTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden");

    @Test
    void shapesCodecIsTheReviewedOne() throws IOException {
        Run run = compile(source("Shapes", """
                @Versions("0-3")
                @Flexible("2+")
                public class Shapes {
                    public int id;

                    @NullableVersions("1+")
                    public String name = "";

                    public List<Item> items = new ArrayList<>();

                    @Versions("2+")
                    @Tagged(tag = 0)
                    @Default("-1")
                    public long timestamp = -1;

                    public static class Item {
                        public short code;

                        @Versions("1+")
                        public Detail detail = new Detail();
                    }

                    public static class Detail {
                        public boolean enabled;
                    }
                }
                """));
        assertGolden(run, "test.ShapesCodec");
    }

    @Test
    void quickStartCodecIsTheReviewedOne() throws IOException {
        ProjectDocs.Block message = ProjectDocs.markedBlock(ProjectDocs.ROOT.resolve("README.md"), "quickstart",
                "src/main/java/com/example/DeleteTopicsRequest.java");
        Run run = compile(JavaFileObjects.forSourceString("com.example.DeleteTopicsRequest", message.text()));
        assertGolden(run, "com.example.DeleteTopicsRequestCodec");
    }

    private static void assertGolden(Run run, String codec) throws IOException {
        assertThat(run.compilation()).succeededWithoutWarnings();
        String generated = run.compilation().generatedSourceFile(codec).orElseThrow()
                .getCharContent(true).toString();
        Path golden = GOLDEN.resolve(codec.substring(codec.lastIndexOf('.') + 1) + ".java");
        if (Boolean.getBoolean("kwire.regenerateGolden")) {
            Files.writeString(golden, generated, StandardCharsets.UTF_8);
        }
        assertTrue(Files.isRegularFile(golden), () -> golden.toAbsolutePath() + " is missing; run this test from"
                + " functional-tests/ (as Maven does) with -Dkwire.regenerateGolden=true to write it");
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), generated,
                "generated " + codec + " differs from the reviewed " + golden + "; if the change is intended,"
                        + " regenerate it with -Dkwire.regenerateGolden=true and review the diff");
    }
}
