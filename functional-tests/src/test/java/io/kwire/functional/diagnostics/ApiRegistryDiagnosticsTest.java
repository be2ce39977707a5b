package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.functional.diagnostics.KwireCompilations.compile;
import static io.kwire.functional.diagnostics.KwireCompilations.compileAlongside;
import static io.kwire.functional.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.functional.diagnostics.KwireCompilations.Run;
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
 * response per API key, and how it chooses among several classes of one API key and type: each
 * diagnostic on the class at fault, and every class still gets its codec.
 */
class ApiRegistryDiagnosticsTest {
    /**
     * A proxy's two views of one response, and no choice made: both get their codecs, the build
     * compiles, and the registry leaves the response out, with a warning on each view naming the
     * registry and how to choose.
     */
    @Test
    void twoViewsOfAResponseWithNoChoiceBothGetCodecsAndTheRegistryLeavesTheResponseOut() throws IOException {
        JavaFileObject[] sources = twoViews(false, false);
        Run run = compile(sources);
        assertThat(run.compilation()).succeeded();
        assertThat(run.compilation()).hadWarningCount(2);
        String warning = "[kwire/AmbiguousApiClass] KwireApis of package test leaves out the API 18 response, which"
                + " test.ApiVersionsResponse, test.ApiVersionsView all are; mark the one it uses"
                + " @ApiKey(..., primary = true)";
        for (int view = 1; view < sources.length; view++) {
            assertThat(run.compilation()).hadWarningContaining(warning).inFile(sources[view])
                    .onLineContaining(VIEW_LINES[view]);
        }
        assertEquals(TWO_VIEWS_GENERATED, run.generatedTypes());
        String registry = generated(run, "test.KwireApis");
        assertTrue(registry.contains("public static final ApiCodecs<ApiVersionsRequest, Void> API_VERSIONS ="
                + " new ApiCodecs<>(ApiVersionsRequestCodec.INSTANCE, null);"), registry);
        assertTrue(registry.contains("response left out: {@link ApiVersionsResponse}, {@link ApiVersionsView};"
                + " none is marked {@code @ApiKey(primary = true)}"), registry);
    }

    /** The same two views, one marked primary: the registry pairs it with the request, and nothing is reported. */
    @Test
    void twoViewsOfAResponseWithOneMarkedPrimaryBothGetCodecsAndTheRegistryUsesTheMarkedOne() throws IOException {
        for (boolean viewIsPrimary : new boolean[] {false, true}) {
            Run run = compile(twoViews(!viewIsPrimary, viewIsPrimary));
            assertThat(run.compilation()).succeededWithoutWarnings();
            assertEquals(TWO_VIEWS_GENERATED, run.generatedTypes());
            String chosen = viewIsPrimary ? "ApiVersionsView" : "ApiVersionsResponse";
            assertTrue(generated(run, "test.KwireApis").contains("public static final ApiCodecs<ApiVersionsRequest, "
                    + chosen + "> API_VERSIONS = new ApiCodecs<>(ApiVersionsRequestCodec.INSTANCE, " + chosen
                    + "Codec.INSTANCE);"), chosen);
        }
    }

    /** Both views marked primary: an error on each naming the registry and the fix; the codecs are still written. */
    @Test
    void twoViewsBothMarkedPrimaryAreAnErrorOnEachAndStillGetTheirCodecs() {
        JavaFileObject[] sources = twoViews(true, true);
        Run run = compile(sources);
        assertThat(run.compilation()).hadErrorCount(2);
        String error = "[kwire/ConflictingPrimary] KwireApis of package test uses one class for the API 18 response,"
                + " but test.ApiVersionsResponse, test.ApiVersionsView are all marked primary; keep primary = true on"
                + " one of them";
        for (int view = 1; view < sources.length; view++) {
            assertThat(run.compilation()).hadErrorContaining(error).inFile(sources[view])
                    .onLineContaining(VIEW_LINES[view]);
        }
        assertEquals(TWO_VIEWS_GENERATED, run.generatedTypes());
    }

    /** Two requests of one API, neither marked and no response: the API has no place in the registry. */
    @Test
    void twoRequestsWithNoChoiceAndNoResponseLeaveTheApiOutOfTheRegistry() throws IOException {
        JavaFileObject makeTopics = source("MakeTopics", """
                @ApiKey(value = 19, type = MessageType.REQUEST)
                @Versions("0-4")
                public class MakeTopics {
                    public int timeoutMs;
                }
                """);
        Run run = compile(source("CreateTopics", """
                @ApiKey(value = 19, type = MessageType.REQUEST)
                @Versions("2-7")
                public class CreateTopics {
                    public int timeoutMs;
                }
                """), makeTopics, source("DeleteTopics", """
                @ApiKey(value = 20, type = MessageType.REQUEST)
                @Versions("0-6")
                public class DeleteTopics {
                    public int timeoutMs;
                }
                """));
        assertThat(run.compilation()).succeeded();
        assertThat(run.compilation()).hadWarningCount(2);
        assertThat(run.compilation()).hadWarningContaining("[kwire/AmbiguousApiClass] KwireApis of package test"
                + " leaves out the API 19 request, which test.CreateTopics, test.MakeTopics all are")
                .inFile(makeTopics).onLineContaining("class MakeTopics");
        String registry = generated(run, "test.KwireApis");
        assertTrue(registry.contains("REGISTRY = ApiRegistry.of(DELETE_TOPICS);"), registry);
        assertFalse(registry.contains("CREATE_TOPICS"), registry);
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

    private static final String PRIMARY = ", primary = true";
    /** The line of each class of {@link #twoViews}, in its order. */
    private static final String[] VIEW_LINES = {"class ApiVersionsRequest", "class ApiVersionsResponse",
        "class ApiVersionsView"};
    /** What {@link #twoViews} generates, every view's codec included, whatever the registry uses. */
    private static final List<String> TWO_VIEWS_GENERATED = List.of("test.ApiVersionsRequestCodec",
            "test.ApiVersionsResponseCodec", "test.ApiVersionsViewCodec", "test.KwireApis");

    /** An ApiVersions request, the full response and a partial view of it, each response marked primary or not. */
    private static JavaFileObject[] twoViews(boolean responseIsPrimary, boolean viewIsPrimary) {
        return new JavaFileObject[] {
            source("ApiVersionsRequest", """
                    @ApiKey(value = 18, type = MessageType.REQUEST)
                    @Versions("0-4")
                    @Flexible("3+")
                    public class ApiVersionsRequest {
                        @Versions("3+") public String clientSoftwareName = "";
                    }
                    """),
            source("ApiVersionsResponse", """
                    @ApiKey(value = 18, type = MessageType.RESPONSE%s)
                    @Versions("0-4")
                    @Flexible("3+")
                    public class ApiVersionsResponse {
                        public short errorCode;
                        @Versions("1+") public int throttleTimeMs;
                        @Versions("3+") @Tagged(tag = 0) @Default("-1") public long supportedFeaturesEpoch = -1;
                    }
                    """.formatted(responseIsPrimary ? PRIMARY : "")),
            source("ApiVersionsView", """
                    @ApiKey(value = 18, type = MessageType.RESPONSE%s)
                    @Versions("0-4")
                    @Flexible("3+")
                    public class ApiVersionsView {
                        public short errorCode;
                        @Versions("1+") public int throttleTimeMs;
                        public List<RawTaggedField> unknownTaggedFields = List.of();
                    }
                    """.formatted(viewIsPrimary ? PRIMARY : ""))
        };
    }

    private static String generated(Run run, String type) throws IOException {
        return run.compilation().generatedSourceFile(type).orElseThrow().getCharContent(true).toString();
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
