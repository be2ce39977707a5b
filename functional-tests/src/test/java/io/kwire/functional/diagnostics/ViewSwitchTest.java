package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.functional.diagnostics.KwireCompilations.compile;
import static io.kwire.functional.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.JavaFileObjects;
import io.kwire.functional.diagnostics.KwireCompilations.Run;
import io.kwire.functional.support.CompiledClasses;
import java.lang.reflect.Modifier;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @View} asks for a view besides the codec: on a class, for that class; on a package, for
 * every {@code @Versions} class in it; without it, none. Views compile without a warning, every
 * lint on, and are as visible as their message. {@code @View} on a class that is not a message, and
 * a view named like a class of the user's, are errors.
 */
class ViewSwitchTest {
    private static final String VIEWED = """
            @View
            @Versions("0-1")
            @Flexible("1+")
            public class Viewed {
                public String name = "";
                @NullableVersions("1+") public List<Part> parts = new ArrayList<>();
                @Versions("1+") @Tagged(tag = 0) public int extra;

                public static class Part {
                    public int id;
                    @Versions("1+") public byte[] data = new byte[0];
                }
            }
            """;

    private static final String PLAIN = """
            @Versions("0")
            public class Plain {
                public int a;
            }
            """;

    private static final String OUTER = """
            public class Outer {
                @Versions("0")
                public static class Inner {
                    public long b;
                }
            }
            """;

    private static final JavaFileObject VIEWED_PACKAGE = JavaFileObjects.forSourceString("test.package-info", """
            @io.kwire.annotations.View
            package test;
            """);

    @Test
    void aClassMarkedViewGetsAViewAndItsNeighbourDoesNot() throws ClassNotFoundException {
        Run run = compile(source("Viewed", VIEWED), source("Plain", PLAIN));
        assertThat(run.compilation()).succeededWithoutWarnings();
        assertEquals(List.of("test.ViewedCodec", "test.ViewedView", "test.PlainCodec"), run.generatedTypes());
        CompiledClasses classes = new CompiledClasses(run.compilation());
        assertEquals("public final", Modifier.toString(classes.loadClass("test.ViewedView").getModifiers()));
        assertEquals("public static final",
                Modifier.toString(classes.loadClass("test.ViewedView$PartView").getModifiers()));
    }

    @Test
    void viewOnAPackageGivesEveryMessageOfItAView() {
        Run run = compile(VIEWED_PACKAGE, source("Plain", PLAIN), source("Outer", OUTER));
        assertThat(run.compilation()).succeededWithoutWarnings();
        assertEquals(List.of("test.PlainCodec", "test.PlainView", "test.Outer_InnerCodec", "test.Outer_InnerView"),
                run.generatedTypes());
    }

    /**
     * {@code @View} on a class that is not a message asks for nothing kwire makes, as {@code @ApiKey}
     * without {@code @Versions} does: the same error, on the class, and the message beside it still gets
     * its codec and view.
     */
    @Test
    void viewOnAClassWithoutVersionsIsAnError() {
        JavaFileObject part = source("Part", """
                @View
                public class Part {
                    public int id;
                }
                """);
        Run run = compile(source("Viewed", VIEWED), part);
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation()).hadErrorContaining("[kwire/MissingVersions] Part has @View but no @Versions")
                .inFile(part).onLineContaining("public class Part");
        assertEquals(List.of("test.ViewedCodec", "test.ViewedView"), run.generatedTypes());
    }

    /**
     * A class of the user's named as a message's view would be: one error on the message naming both,
     * not javac's refusal to create the file (which kwire would report as its own internal error); the
     * message gets neither codec nor view, its neighbour both.
     */
    @Test
    void aViewNamedLikeAClassOfTheUsersIsAnErrorNamingBoth() {
        JavaFileObject foo = source("Foo", """
                @View
                @Versions("0-1")
                public class Foo {
                    public int a;
                }
                """);
        Run run = compile(foo, source("FooView", """
                public class FooView {
                    public int b;
                }
                """), source("Viewed", VIEWED));
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation()).hadErrorContaining("[kwire/ViewNameClash] test.Foo's view would be named"
                + " test.FooView, which is a class of your own").inFile(foo).onLineContaining("public class Foo");
        assertEquals(List.of("test.ViewedCodec", "test.ViewedView"), run.generatedTypes());
    }

    /** The same clash when {@code @View} is on the package: the class of the user's is not a message, the error the same. */
    @Test
    void aViewNamedLikeAClassOfTheUsersInAViewedPackageIsTheSameError() {
        JavaFileObject plain = source("Plain", PLAIN);
        Run run = compile(VIEWED_PACKAGE, plain, source("PlainView", """
                public class PlainView {
                }
                """), source("Outer", OUTER));
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation()).hadErrorContaining("[kwire/ViewNameClash] test.Plain's view would be named"
                + " test.PlainView").inFile(plain).onLineContaining("public class Plain");
        assertEquals(List.of("test.Outer_InnerCodec", "test.Outer_InnerView"), run.generatedTypes());
    }

    @Test
    void withoutViewThereIsNoView() {
        Run run = compile(source("Plain", PLAIN), source("Outer", OUTER));
        assertThat(run.compilation()).succeededWithoutWarnings();
        assertEquals(List.of("test.PlainCodec", "test.Outer_InnerCodec"), run.generatedTypes());
    }
}
