package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.functional.diagnostics.KwireCompilations.compile;
import static io.kwire.functional.diagnostics.KwireCompilations.compileRefusing;
import static io.kwire.functional.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.functional.diagnostics.KwireCompilations.Run;
import java.util.List;
import java.util.Set;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A broken class does not stop its neighbours from getting their codecs, and every problem of a
 * class is reported in the one compile, so that a user fixes them all at once.
 */
class ErrorIsolationTest {
    private static final String GOOD = """
            @Versions("0-3")
            @Flexible("2+")
            public class Good {
                public int a;
                public List<Part> parts = new ArrayList<>();

                public static class Part {
                    public String name = "";
                }
            }
            """;

    @Test
    void goodClassNextToABrokenOneStillGetsItsCodec() {
        JavaFileObject broken = source("Broken", """
                @Versions("0-3")
                @Flexible("0+")
                public class Broken {
                    @Tagged(tag = 0) public int a;
                    @Tagged(tag = 0) public int b;
                }
                """);
        JavaFileObject good = source("Good", GOOD);
        Run run = compile(broken, good);
        assertThat(run.compilation()).failed();
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation()).hadErrorContaining("[kwire/DuplicateTag]").inFile(broken)
                .onLineContaining("int b");
        assertEquals(List.of("test.GoodCodec"), run.generatedTypes());
    }

    @Test
    void everyFieldProblemOfAClassIsReportedInOnePass() {
        JavaFileObject source = source("Bad", """
                @Versions("0-3")
                @Flexible("0+")
                public class Bad {
                    @Tagged(tag = 0) public int a;
                    @Tagged(tag = 0) public int b;
                    public Date when;
                    private long offset;
                    @NullableVersions("0+") public short code;
                }
                """);
        Run run = compile(source);
        assertThat(run.compilation()).hadErrorCount(4);
        assertThat(run.compilation()).hadErrorContaining("[kwire/DuplicateTag]").inFile(source)
                .onLineContaining("int b");
        assertThat(run.compilation()).hadErrorContaining("[kwire/UnsupportedType]").inFile(source)
                .onLineContaining("Date when");
        assertThat(run.compilation()).hadErrorContaining("[kwire/UnreadableField]").inFile(source)
                .onLineContaining("long offset");
        assertThat(run.compilation()).hadErrorContaining("[kwire/NullableNotAllowed]").inFile(source)
                .onLineContaining("short code");
        assertEquals(List.of(), run.generatedTypes());
    }

    @Test
    void problemsOfAMessageAndOfItsStructsAreReportedInOnePass() {
        JavaFileObject source = source("Outer", """
                @Versions("0-3")
                public class Outer {
                    public Integer count;
                    public Part part = new Part();

                    public static class Part {
                        public final int fixed = 1;
                    }
                }
                """);
        Run run = compile(source);
        assertThat(run.compilation()).hadErrorCount(2);
        assertThat(run.compilation()).hadErrorContaining("[kwire/UnsupportedType]").inFile(source)
                .onLineContaining("Integer count");
        assertThat(run.compilation()).hadErrorContaining("[kwire/UnwritableField]").inFile(source)
                .onLineContaining("int fixed");
        assertEquals(List.of(), run.generatedTypes());
    }

    /** A problem of the class itself does not hide those of its fields. */
    @Test
    void missingConstructorAndAFieldProblemAreReportedInOnePass() {
        JavaFileObject source = source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public Date when;

                    public Bad(Date when) {
                        this.when = when;
                    }
                }
                """);
        Run run = compile(source);
        assertThat(run.compilation()).hadErrorCount(2);
        assertThat(run.compilation()).hadErrorContaining("[kwire/MissingNoArgConstructor]").inFile(source)
                .onLineContaining("public class Bad");
        assertThat(run.compilation()).hadErrorContaining("[kwire/UnsupportedType]").inFile(source)
                .onLineContaining("public Date when;");
    }

    /** A wrong API key does not hide the problems of the fields. */
    @Test
    void invalidApiKeyAndAFieldProblemAreReportedInOnePass() {
        JavaFileObject source = source("Bad", """
                @ApiKey(value = -5, type = MessageType.RESPONSE)
                @Versions("0-3")
                public class Bad {
                    public Date when;
                }
                """);
        Run run = compile(source);
        assertThat(run.compilation()).hadErrorCount(2);
        assertThat(run.compilation()).hadErrorContaining("[kwire/InvalidApiKey]").inFile(source)
                .onLineContaining("value = -5");
        assertThat(run.compilation()).hadErrorContaining("[kwire/UnsupportedType]").inFile(source)
                .onLineContaining("public Date when;");
    }

    @Test
    void brokenStructSharedByTwoMessagesIsReportedOnceAndNeitherGetsACodec() {
        JavaFileObject part = source("Part", """
                public class Part {
                    public Date when;
                }
                """);
        Run run = compile(source("First", """
                @Versions("0-3")
                public class First {
                    public Part part = new Part();
                }
                """), source("Second", """
                @Versions("0-3")
                public class Second {
                    public List<Part> parts = new ArrayList<>();
                }
                """), part);
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation()).hadErrorContaining("[kwire/UnsupportedType] field 'when'").inFile(part)
                .onLineContaining("Date when");
        assertEquals(List.of(), run.generatedTypes());
    }

    @Test
    void crashOnOneClassIsOneInternalErrorAndItsNeighbourStillGetsItsCodec() {
        JavaFileObject doomed = source("Doomed", """
                @Versions("0-3")
                public class Doomed {
                    public int a;
                }
                """);
        Run run = compileRefusing(Set.of("test.DoomedCodec"), doomed, source("Good", GOOD));
        assertThat(run.compilation()).failed();
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation())
                .hadErrorContaining("[kwire/InternalError] kwire failed on test.Doomed; please report this with the"
                        + " stack trace:")
                .inFile(doomed).onLineContaining("public class Doomed");
        assertThat(run.compilation()).hadErrorContaining("no space left on device (simulated) for test.DoomedCodec");
        assertEquals(List.of("test.GoodCodec"), run.generatedTypes());
    }
}
