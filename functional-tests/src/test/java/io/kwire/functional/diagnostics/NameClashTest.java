package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.functional.diagnostics.KwireCompilations.compile;
import static io.kwire.functional.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.kwire.functional.diagnostics.KwireCompilations.Run;
import java.util.List;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Names the processor derives from the user's names never collide in what it generates. */
class NameClashTest {
    /**
     * The array field {@code bar} of {@code Foo} and the struct {@code FooBar} must not both get a
     * {@code readFooBar(ByteBuf, short)}: the generated codec has to compile.
     */
    @Test
    void structNamedLikeTheArrayMethodsOfAnotherStructStillCompiles() {
        Run run = compile(source("Foo", """
                @Versions("0-3")
                public class Foo {
                    public List<Integer> bar = new ArrayList<>();
                    public FooBar fooBar = new FooBar();
                }
                """), source("FooBar", """
                public class FooBar {
                    public int x;
                }
                """));
        assertThat(run.compilation()).succeededWithoutWarnings();
        assertEquals(List.of("test.FooCodec"), run.generatedTypes());
    }

    /**
     * {@code Outer.Inner} and a top-level {@code Outer_Inner} both want {@code Outer_InnerCodec}:
     * that is the user's to fix, so it is one keyed error on the second class, not an internal error.
     */
    @Test
    void twoClassesWantingTheSameCodecNameIsAUserErrorOnTheSecond() {
        JavaFileObject source = source("Outer", """
                public class Outer {
                    @Versions("0-3")
                    public static class Inner {
                        public int a;
                    }
                }

                @Versions("0-3")
                class Outer_Inner {
                    public int b;
                }
                """);
        Run run = compile(source);
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation()).hadErrorContaining("[kwire/CodecNameClash]").inFile(source)
                .onLineContaining("class Outer_Inner");
        assertThat(run.compilation()).hadErrorContaining("Outer_InnerCodec").inFile(source)
                .onLineContaining("class Outer_Inner");
        run.compilation().errors().forEach(error -> assertFalse(
                error.getMessage(Locale.ROOT).contains("[kwire/InternalError]"), error.getMessage(Locale.ROOT)));
    }

    /**
     * A class of the user's named like a message's codec: javac refused the generated file and the
     * processor reported its own internal error; now it is the user's keyed error on the message,
     * which gets no codec, while its neighbour gets its own.
     */
    @Test
    void aClassOfTheUsersNamedLikeACodecIsAUserErrorOnTheMessage() {
        JavaFileObject foo = source("Foo", """
                @Versions("0-3")
                public class Foo {
                    public int a;
                }
                """);
        Run run = compile(foo, source("FooCodec", """
                public class FooCodec {
                    public int b;
                }
                """), source("Bar", """
                @Versions("0-3")
                public class Bar {
                    public int c;
                }
                """));
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation()).hadErrorContaining("[kwire/CodecNameClash] test.Foo's codec would be named"
                + " test.FooCodec, which is a class of your own").inFile(foo).onLineContaining("public class Foo");
        assertEquals(List.of("test.BarCodec"), run.generatedTypes());
    }
}
