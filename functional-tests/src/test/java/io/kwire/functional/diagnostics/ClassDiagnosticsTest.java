package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.functional.diagnostics.KwireCompilations.assertOnlyError;
import static io.kwire.functional.diagnostics.KwireCompilations.compile;
import static io.kwire.functional.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.functional.diagnostics.KwireCompilations.Run;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The diagnostics about a message or struct class itself: its versions, API key, kind, visibility and constructor. */
class ClassDiagnosticsTest {
    @Test
    void malformedMessageVersionsAreReportedOnTheAnnotation() {
        assertOnlyError(source("Bad", """
                @Versions("2..7")
                public class Bad {
                    public int a;
                }
                """), "[kwire/MalformedVersions] '2..7' is not N, N+, N-M or none", "@Versions(\"2..7\")");
    }

    @Test
    void messageVersionsThatEndBeforeTheyStartAreMalformed() {
        assertOnlyError(source("Bad", """
                @Versions("7-2")
                public class Bad {
                    public int a;
                }
                """), "[kwire/MalformedVersions] '7-2' ends before it starts", "@Versions(\"7-2\")");
    }

    @Test
    void openEndedMessageVersionsAreRefused() {
        assertOnlyError(source("Bad", """
                @Versions("0+")
                public class Bad {
                    public int a;
                }
                """), "[kwire/OpenMessageVersions] Bad has @Versions(\"0+\")", "@Versions(\"0+\")");
    }

    @Test
    void fieldsOfASuperclassAreRefusedRatherThanLeftOffTheWire() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad extends Base {
                    public int a;
                }

                class Base {
                    public int inherited;
                }
                """), "[kwire/InheritedFields] Bad extends Base, which declares fields", "public class Bad");
    }

    @Test
    void malformedFlexibleVersionsOfAMessageAreReportedOnTheAnnotation() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                @Flexible("two+")
                public class Bad {
                    public int a;
                }
                """), "[kwire/MalformedVersions] 'two+' is not N, N+, N-M or none", "@Flexible(\"two+\")");
    }

    @Test
    void messageWithoutAnyVersionIsAnError() {
        assertOnlyError(source("Bad", """
                @Versions("none")
                public class Bad {
                    public int a;
                }
                """), "[kwire/EmptyMessageVersions] Bad has @Versions(\"none\")", "@Versions(\"none\")");
    }

    @Test
    void anApiKafkaHasRemovedHasNoVersionsAndGetsNoCodecWhileItsNeighbourGetsOne() {
        JavaFileObject removed = source("Removed", """
                @ApiKey(value = 4, type = MessageType.REQUEST)
                @Versions("none")
                public class Removed {
                    public int controllerId;
                }
                """);
        JavaFileObject current = source("Current", """
                @ApiKey(value = 19, type = MessageType.REQUEST)
                @Versions("0-3")
                public class Current {
                    public int a;
                }
                """);
        Run run = compile(removed, current);
        assertThat(run.compilation()).succeeded();
        assertThat(run.compilation()).hadWarningCount(1);
        assertThat(run.compilation()).hadWarningContaining("[kwire/FieldNeverOnWire] field 'controllerId'")
                .inFile(removed).onLineContaining("controllerId");
        assertEquals(List.of("test.CurrentCodec", "test.KwireApis"), run.generatedTypes(),
                "only the API Kafka still has gets a codec");
        assertThat(run.compilation()).generatedSourceFile("test.KwireApis").contentsAsUtf8String()
                .doesNotContain("Removed");
    }

    @Test
    void apiKeyWithoutVersionsIsAnError() {
        assertOnlyError(source("Bad", """
                @ApiKey(value = 19, type = MessageType.REQUEST)
                public class Bad {
                    public int a;
                }
                """), "[kwire/MissingVersions] Bad has @ApiKey but no @Versions", "public class Bad");
    }

    @Test
    void negativeApiKeyIsReportedOnItsValue() {
        assertOnlyError(source("Bad", """
                @ApiKey(
                        value = -1,
                        type = MessageType.REQUEST)
                @Versions("0-3")
                public class Bad {
                    public int a;
                }
                """), "[kwire/InvalidApiKey] API key -1 is negative", "value = -1");
    }

    @Test
    void interfaceIsNotAClass() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public interface Bad {
                }
                """), "[kwire/NotAClass] Bad is not a concrete class", "public interface Bad");
    }

    @Test
    void abstractClassIsNotAConcreteClass() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public abstract class Bad {
                    public int a;
                }
                """), "[kwire/NotAClass] Bad is not a concrete class", "public abstract class Bad");
    }

    @Test
    void abstractStructIsReportedOnTheStruct() {
        assertOnlyError(source("Outer", """
                @Versions("0-3")
                public class Outer {
                    public Part part;

                    public abstract static class Part {
                        public int a;
                    }
                }
                """), "[kwire/NotAClass] Part is not a concrete class", "public abstract static class Part");
    }

    @Test
    void innerClassStructMustBeStatic() {
        assertOnlyError(source("Outer", """
                @Versions("0-3")
                public class Outer {
                    public Part part;

                    public class Part {
                        public int a;
                    }
                }
                """), "[kwire/NonStaticNestedClass] Part is an inner class; declare it static", "public class Part");
    }

    @Test
    void innerClassMessageMustBeStatic() {
        assertOnlyError(source("Outer", """
                public class Outer {
                    @Versions("0-3")
                    public class Inner {
                        public int a;
                    }
                }
                """), "[kwire/NonStaticNestedClass] Inner is an inner class", "public class Inner");
    }

    @Test
    void privateStructIsInaccessibleToTheCodec() {
        assertOnlyError(source("Outer", """
                @Versions("0-3")
                public class Outer {
                    public Part part = new Part();

                    private static class Part {
                        public int a;
                    }
                }
                """), "[kwire/InaccessibleType] Part is private", "private static class Part");
    }

    @Test
    void messageNestedInAPrivateClassIsInaccessible() {
        assertOnlyError(source("Outer", """
                public class Outer {
                    private static class Hidden {
                        @Versions("0-3")
                        public static class Inner {
                            public int a;
                        }
                    }
                }
                """), "[kwire/InaccessibleType] Hidden is private", "public static class Inner");
    }

    @Test
    void messageWithoutANoArgConstructorIsAnError() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public int a;

                    public Bad(int a) {
                        this.a = a;
                    }
                }
                """), "[kwire/MissingNoArgConstructor] Bad has no accessible no-argument constructor",
                "public class Bad");
    }

    @Test
    void privateNoArgConstructorIsNotAccessible() {
        assertOnlyError(source("Outer", """
                @Versions("0-3")
                public class Outer {
                    public Part part;

                    public static class Part {
                        public int a;

                        private Part() {
                        }
                    }
                }
                """), "[kwire/MissingNoArgConstructor] Part has no accessible no-argument constructor",
                "public static class Part");
    }
}
