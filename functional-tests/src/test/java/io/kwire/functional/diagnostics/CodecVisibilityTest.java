package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.functional.diagnostics.KwireCompilations.compile;
import static io.kwire.functional.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.functional.diagnostics.KwireCompilations.Run;
import io.kwire.functional.support.CompiledClasses;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/**
 * A codec is as visible as its message: public for a class code outside its package can name, else
 * package-private, so a package's own messages add nothing to its public API.
 */
class CodecVisibilityTest {
    private static final String MESSAGES = """
            public class Messages {
                @Versions("0")
                public static class Exported {
                    public int a;
                }

                @Versions("0")
                static class Local {
                    int a;
                }
            }
            """;

    private static final String HIDDEN = """
            @Versions("0")
            class Hidden {
                @Versions("0")
                public static class InsideHidden {
                    public int a;
                }

                int a;
            }
            """;

    @Test
    void aCodecIsPublicOnlyWhereItsMessageCanBeNamedOutsideItsPackage() throws ClassNotFoundException {
        Run run = compile(source("Messages", MESSAGES), source("Hidden", HIDDEN));
        assertThat(run.compilation()).succeededWithoutWarnings();
        CompiledClasses classes = new CompiledClasses(run.compilation());
        assertEquals("public final", modifiers(classes, "test.Messages_ExportedCodec"));
        assertEquals("final", modifiers(classes, "test.Messages_LocalCodec"));
        assertEquals("final", modifiers(classes, "test.HiddenCodec"));
        assertEquals("final", modifiers(classes, "test.Hidden_InsideHiddenCodec"), "public, but nested in a class that is not");
    }

    private static String modifiers(CompiledClasses classes, String codec) throws ClassNotFoundException {
        return Modifier.toString(classes.loadClass(codec).getModifiers());
    }
}
