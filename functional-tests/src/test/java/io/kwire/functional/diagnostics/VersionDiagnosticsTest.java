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

/** The diagnostics about a field's versions, tags and default. */
class VersionDiagnosticsTest {
    @Test
    void malformedFieldVersionsAreReportedOnTheField() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @Versions("1 +") public int a;
                }
                """), "[kwire/MalformedVersions] '1 +' is not N, N+, N-M or none", "public int a;");
    }

    @Test
    void malformedNullableVersionsAreReportedOnTheField() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @NullableVersions("all") public String name = "";
                }
                """), "[kwire/MalformedVersions] 'all' is not N, N+, N-M or none", "public String name");
    }

    @Test
    void versionOverTheInt16RangeIsMalformed() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @Versions("40000+") public int a;
                }
                """), "[kwire/MalformedVersions] '40000+' has a version over 32767", "public int a;");
    }

    @Test
    void malformedTaggedVersionsAreReportedOnTheField() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                @Flexible("2+")
                public class Bad {
                    @Tagged(tag = 0, versions = "2-") public int a;
                }
                """), "[kwire/MalformedVersions] '2-' is not N, N+, N-M or none", "public int a;");
    }

    @Test
    void negativeTagIsInvalid() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                @Flexible("2+")
                public class Bad {
                    @Versions("2+") @Tagged(tag = -1) public int a;
                }
                """), "[kwire/InvalidTag] tag -1 is negative", "public int a;");
    }

    @Test
    void duplicateTagIsReportedOnTheSecondField() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                @Flexible("0+")
                public class Bad {
                    @Tagged(tag = 0) public int a;
                    @Tagged(tag = 0) public int b;
                }
                """), "[kwire/DuplicateTag] tag 0 is already used by field 'a'; give each tagged field its own tag",
                "int b");
    }

    @Test
    void sameTagInTwoStructsIsFine() {
        Run run = compile(source("Outer", """
                @Versions("0-3")
                @Flexible("0+")
                public class Outer {
                    @Tagged(tag = 0) public int a;
                    public Part part = new Part();

                    public static class Part {
                        @Tagged(tag = 0) public int b;
                    }
                }
                """));
        assertThat(run.compilation()).succeededWithoutWarnings();
        assertEquals(List.of("test.OuterCodec"), run.generatedTypes());
    }

    @Test
    void taggedFieldInAMessageWithoutFlexibleVersionsIsAnError() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @Tagged(tag = 0) public int a;
                }
                """), "[kwire/TagInNonFlexibleVersions] field 'a' is tagged in versions 0-3, but the message is"
                + " flexible only in versions none", "public int a;");
    }

    @Test
    void taggedVersionsReachingBelowTheFlexibleOnesAreAnError() {
        assertOnlyError(source("Bad", """
                @Versions("0-5")
                @Flexible("3+")
                public class Bad {
                    @Tagged(tag = 0, versions = "1+") public int a;
                }
                """), "[kwire/TagInNonFlexibleVersions] field 'a' is tagged in versions 1+, but the message is flexible"
                + " only in versions 3-5", "public int a;");
    }

    @Test
    void taggedFieldWhoseVersionsStartBeforeTheFlexibleOnesIsAnError() {
        assertOnlyError(source("Bad", """
                @Versions("0-5")
                @Flexible("3+")
                public class Bad {
                    @Versions("2+") @Tagged(tag = 0, versions = "2+") public int a;
                }
                """), "[kwire/TagInNonFlexibleVersions] field 'a' is tagged in versions 2+", "public int a;");
    }

    @Test
    void taggedVersionsThatStopBeforeTheFieldDoesAreInvalid() {
        assertOnlyError(source("Bad", """
                @Versions("0-5")
                @Flexible("3+")
                public class Bad {
                    @Versions("3+") @Tagged(tag = 0, versions = "3-4") public int a;
                }
                """), "[kwire/InvalidTaggedVersions] field 'a' is tagged in versions 3-4, which must be the open-ended"
                + " tail of its versions 3-5", "public int a;");
    }

    @Test
    void taggedVersionsOutsideTheFieldsVersionsAreInvalid() {
        assertOnlyError(source("Bad", """
                @Versions("0-5")
                @Flexible("3+")
                public class Bad {
                    @Versions("4+") @Tagged(tag = 0, versions = "3+") public int a;
                }
                """), "[kwire/InvalidTaggedVersions] field 'a' is tagged in versions 3+, which must be the open-ended"
                + " tail of its versions 4-5", "public int a;");
    }

    @Test
    void defaultThatIsNotANumberIsInvalid() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @Default("sixty") public int timeoutMs;
                }
                """), "[kwire/InvalidDefault] default \"sixty\" of field 'timeoutMs' is not a int32 from -2147483648 to"
                + " 2147483647", "public int timeoutMs;");
    }

    @Test
    void defaultOutOfTheInt8RangeIsInvalid() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @Default("0x80") public byte source;
                }
                """), "[kwire/InvalidDefault] default \"0x80\" of field 'source' is not a int8 from -128 to 127",
                "public byte source;");
    }

    @Test
    void defaultThatIsNotABooleanIsInvalid() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @Default("yes") public boolean validateOnly;
                }
                """), "[kwire/InvalidDefault] default \"yes\" of field 'validateOnly' is not a boolean",
                "public boolean validateOnly;");
    }

    @Test
    void nullDefaultOfAFieldThatIsNotAlwaysNullableIsInvalid() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @NullableVersions("2+") @Default("null") public String name;
                }
                """), "[kwire/InvalidDefault] default \"null\" of field 'name' is null, but the field is not nullable"
                + " in all of its versions (0-3)", "public String name;");
    }

    @Test
    void uuidDefaultThatIsNotBase64IsInvalid() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @Default("00000000-0000-0000-0000-000000000000") public UUID topicId = new UUID(0, 0);
                }
                """), "[kwire/InvalidDefault] default \"00000000-0000-0000-0000-000000000000\" of field 'topicId'"
                + " is not a UUID in Kafka's base64 form", "public UUID topicId");
    }

    @Test
    void nonNullDefaultOfAListIsInvalid() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @Default("[]") public List<String> names = new ArrayList<>();
                }
                """), "[kwire/InvalidDefault] default \"[]\" of field 'names' is not allowed",
                "public List<String> names");
    }

    @Test
    void fieldWhoseVersionsMissTheMessagesIsAWarningAndTheCodecIsStillGenerated() {
        JavaFileObject source = source("Old", """
                @Versions("2-7")
                public class Old {
                    public int a;
                    @Versions("0-1") public int removedLongAgo;
                }
                """);
        Run run = compile(source);
        assertThat(run.compilation()).succeeded();
        assertThat(run.compilation()).hadWarningCount(1);
        assertThat(run.compilation())
                .hadWarningContaining("[kwire/FieldNeverOnWire] field 'removedLongAgo' has versions 0-1, none of which"
                        + " Old has (2-7): it is never on the wire and always reads as its default")
                .inFile(source).onLineContaining("removedLongAgo");
        assertThat(run.compilation()).generatedSourceFile("test.OldCodec").contentsAsUtf8String()
                .contains("s.removedLongAgo = 0;");
    }
}
