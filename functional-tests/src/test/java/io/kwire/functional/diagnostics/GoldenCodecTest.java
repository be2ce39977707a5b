package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.functional.diagnostics.KwireCompilations.compile;
import static io.kwire.functional.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.functional.diagnostics.KwireCompilations.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The codec generated for one small message that has each main shape (versions, a flexible range,
 * a tagged field, a nullable string, an array of structs, a nested struct), compared character for
 * character with the reviewed copy in {@code src/test/resources/golden/ShapesCodec.java}.
 *
 * <p>When a change to the processor changes the generated code on purpose, regenerate the copy,
 * then read its diff as carefully as any hand-written change before committing it:
 * <pre>
 * cd functional-tests &amp;&amp; mvn -B -o test -Dtest=GoldenCodecTest -Dkwire.regenerateGolden=true
 * git diff src/test/resources/golden/
 * </pre>
 */
class GoldenCodecTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden", "ShapesCodec.java");

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
        assertThat(run.compilation()).succeededWithoutWarnings();
        String generated = run.compilation().generatedSourceFile("test.ShapesCodec").orElseThrow()
                .getCharContent(true).toString();
        if (Boolean.getBoolean("kwire.regenerateGolden")) {
            Files.writeString(GOLDEN, generated, StandardCharsets.UTF_8);
        }
        assertTrue(Files.isRegularFile(GOLDEN), () -> GOLDEN.toAbsolutePath() + " is missing; run this test from"
                + " examples/ (as Maven does) with -Dkwire.regenerateGolden=true to write it");
        assertEquals(Files.readString(GOLDEN, StandardCharsets.UTF_8), generated,
                "generated ShapesCodec differs from the reviewed " + GOLDEN + "; if the change is intended,"
                        + " regenerate it with -Dkwire.regenerateGolden=true and review the diff");
    }
}
