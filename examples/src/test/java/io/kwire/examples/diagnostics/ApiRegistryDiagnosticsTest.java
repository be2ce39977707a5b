package io.kwire.examples.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.examples.diagnostics.KwireCompilations.compile;
import static io.kwire.examples.diagnostics.KwireCompilations.compileAlongside;
import static io.kwire.examples.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.examples.diagnostics.KwireCompilations.Run;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics of a package's generated {@code KwireApis}, which holds one request and one
 * response per API key: each on the class at fault, and the package's other API messages still
 * get their codecs and their registry.
 */
class ApiRegistryDiagnosticsTest {
    @Test
    void secondRequestOfAnApiKeyInAPackageIsAnErrorOnItAndTheFirstKeepsTheRegistry() {
        JavaFileObject source = source("CreateTopics", """
                @ApiKey(value = 19, type = MessageType.REQUEST)
                @Versions("2-7")
                public class CreateTopics {
                    public int timeoutMs;
                }

                @ApiKey(value = 19, type = MessageType.REQUEST)
                @Versions("0-4")
                class MakeTopics {
                    public int timeoutMs;
                }
                """);
        Run run = compile(source);
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation())
                .hadErrorContaining("[kwire/DuplicateApiKey] test.MakeTopics and test.CreateTopics are both the API 19"
                        + " request of package test, whose KwireApis holds one of each; move one to another package")
                .inFile(source).onLineContaining("class MakeTopics");
        assertEquals(List.of("test.CreateTopicsCodec", "test.MakeTopicsCodec", "test.KwireApis"), run.generatedTypes());
    }

    @Test
    void requestAndResponseWithoutACommonVersionAreAnErrorOnTheSecond() {
        JavaFileObject source = source("Topics", """
                @ApiKey(value = 19, type = MessageType.REQUEST)
                @Versions("0-3")
                public class Topics {
                    public int timeoutMs;
                }

                @ApiKey(value = 19, type = MessageType.RESPONSE)
                @Versions("4-7")
                class TopicsAnswer {
                    public int throttleTimeMs;
                }
                """);
        Run run = compile(source);
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation())
                .hadErrorContaining("[kwire/DisjointApiVersions] test.TopicsAnswer (versions 4-7) and test.Topics"
                        + " (versions 0-3) are the request and response of API 19 but share no version")
                .inFile(source).onLineContaining("class TopicsAnswer");
        assertEquals(List.of("test.TopicsCodec", "test.TopicsAnswerCodec", "test.KwireApis"), run.generatedTypes());
    }

    @Test
    void classOfTheUsersNamedKwireApisIsAnErrorOnItAndNoRegistryIsWritten() {
        JavaFileObject clash = source("KwireApis", """
                public class KwireApis {
                }
                """);
        Run run = compile(clash, source("Topics", """
                @ApiKey(value = 19, type = MessageType.REQUEST)
                @Versions("0-3")
                public class Topics {
                    public int timeoutMs;
                }
                """));
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation())
                .hadErrorContaining("[kwire/RegistryNameClash] test.KwireApis is the name of the registry kwire"
                        + " generates for this package's API messages; rename the class")
                .inFile(clash).onLineContaining("public class KwireApis");
        assertEquals(List.of("test.TopicsCodec"), run.generatedTypes());
    }

    /**
     * Another processor writes an API message of package {@code test} in round one, so kwire sees it
     * in round two, after it wrote {@code test.KwireApis} at the end of round one: the late class
     * gets its codec and an error saying why the registry lacks it.
     */
    @Test
    void apiMessageGeneratedAfterItsPackagesRegistryIsAnErrorOnIt() {
        Run run = compileAlongside(new LateApiMessageWriter(), source("Topics", """
                @ApiKey(value = 19, type = MessageType.REQUEST)
                @Versions("0-3")
                public class Topics {
                    public int timeoutMs;
                }
                """));
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation())
                .hadErrorContaining("[kwire/LateApiMessage] test.LateRequest reached kwire in a later annotation"
                        + " processing round than the other API messages of package test, whose KwireApis is already"
                        + " written; generate it in the same round as they are, or move it to another package");
        Diagnostic<? extends JavaFileObject> error = run.compilation().errors().get(0);
        assertEquals("/SOURCE_OUTPUT/test/LateRequest.java", error.getSource().toUri().getPath());
        assertEquals(List.of("test.TopicsCodec", "test.KwireApis", "test.LateRequestCodec"), run.generatedTypes());
    }

    /** Writes {@code test.LateRequest}, an API message of package {@code test}, in the first round. */
    private static final class LateApiMessageWriter extends AbstractProcessor {
        private boolean written;

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (!written) {
                written = true;
                try (Writer out = processingEnv.getFiler().createSourceFile("test.LateRequest").openWriter()) {
                    out.write("""
                            package test;

                            import io.kwire.annotations.*;

                            @ApiKey(value = 20, type = MessageType.REQUEST)
                            @Versions("0-1")
                            public class LateRequest {
                                public int timeoutMs;
                            }
                            """);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }
}
