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

/** The diagnostics about one field: its Java type, wire type, access, nullability and flexibility. */
class FieldDiagnosticsTest {
    @Test
    void dateIsNotAWireType() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public int a;
                    public Date when;
                }
                """), "[kwire/UnsupportedType] field 'when' has type java.util.Date, which kwire cannot encode",
                "public Date when;");
    }

    @Test
    void boxedIntegerIsNotAWireType() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public Integer count;
                }
                """), "[kwire/UnsupportedType] field 'count' has type java.lang.Integer", "public Integer count;");
    }

    @Test
    void floatIsNotAWireType() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public float ratio;
                }
                """), "[kwire/UnsupportedType] field 'ratio' has type float", "public float ratio;");
    }

    @Test
    void listOfAnUnsupportedElementIsNotAWireType() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public List<Date> dates = new ArrayList<>();
                }
                """), "[kwire/UnsupportedType] field 'dates' has type java.util.List<java.util.Date>",
                "public List<Date> dates");
    }

    @Test
    void mapIsNotAWireType() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public Map<String, String> configs = new HashMap<>();
                }
                """), "[kwire/UnsupportedType] field 'configs' has type"
                + " java.util.Map<java.lang.String,java.lang.String>",
                "public Map<String, String> configs");
    }

    @Test
    void enumIsNotAStruct() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public Color color = Color.RED;

                    public enum Color { RED, GREEN }
                }
                """), "[kwire/NotAClass] Color is not a concrete class", "public enum Color");
    }

    @Test
    void unsupportedTypeInAStructIsReportedOnTheStructsField() {
        assertOnlyError(source("Outer", """
                @Versions("0-3")
                public class Outer {
                    public Part part = new Part();

                    public static class Part {
                        public char letter;
                    }
                }
                """), "[kwire/UnsupportedType] field 'letter' has type char", "public char letter;");
    }

    @Test
    void unsigned16OnALongIsAMismatch() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @WireType(WireType.Type.UINT16)
                    public long port;
                }
                """), "[kwire/WireTypeMismatch] @WireType(UINT16) needs a field of type int, but 'port' is long",
                "public long port;");
    }

    @Test
    void recordsOnAStringIsAMismatch() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @WireType(WireType.Type.RECORDS)
                    public String records = "";
                }
                """), "[kwire/WireTypeMismatch] @WireType(RECORDS) needs a field of type ByteBuf or byte[],"
                + " but 'records' is java.lang.String", "public String records");
    }

    @Test
    void privateFieldWithoutGetterIsUnreadable() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    private int count;

                    public void setCount(int count) {
                        this.count = count;
                    }
                }
                """), "[kwire/UnreadableField] field 'count' is not accessible to the generated codec and has no"
                + " accessible getter getCount()", "private int count;");
    }

    @Test
    void privateBooleanWithoutGetterNamesTheIsGetter() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    private boolean active;

                    public void setActive(boolean active) {
                        this.active = active;
                    }
                }
                """), "[kwire/UnreadableField] field 'active' is not accessible to the generated codec and has no"
                + " accessible getter isActive()", "private boolean active;");
    }

    @Test
    void getterOfAnotherTypeDoesNotMakeAFieldReadable() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    private int count;

                    public long getCount() {
                        return count;
                    }

                    public void setCount(int count) {
                        this.count = count;
                    }
                }
                """), "[kwire/UnreadableField] field 'count'", "private int count;");
    }

    @Test
    void finalFieldWithoutSetterIsUnwritable() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public final int count = 0;
                }
                """), "[kwire/UnwritableField] field 'count' cannot be set by the generated codec and has no accessible"
                + " setter setCount(int)", "public final int count");
    }

    @Test
    void privateFieldWithGetterButNoSetterIsUnwritable() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    private String name = "";

                    public String getName() {
                        return name;
                    }
                }
                """), "[kwire/UnwritableField] field 'name' cannot be set by the generated codec and has no accessible"
                + " setter setName(java.lang.String)", "private String name");
    }

    @Test
    void privateSetterDoesNotMakeAFieldWritable() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    private String name = "";

                    public String getName() {
                        return name;
                    }

                    private void setName(String name) {
                        this.name = name;
                    }
                }
                """), "[kwire/UnwritableField] field 'name'", "private String name");
    }

    @Test
    void nullableIntIsNotAllowed() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @NullableVersions("1+") public int count;
                }
                """), "[kwire/NullableNotAllowed] field 'count' is an int32, which cannot be null on the wire",
                "public int count;");
    }

    @Test
    void nullableUuidIsNotAllowed() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    @NullableVersions("0+") public UUID topicId = new UUID(0, 0);
                }
                """), "[kwire/NullableNotAllowed] field 'topicId' is a uuid, which cannot be null on the wire",
                "public UUID topicId");
    }

    @Test
    void flexibleOnANumberIsNotApplicable() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                @Flexible("2+")
                public class Bad {
                    @Flexible("none") public long offset;
                }
                """), "[kwire/FlexibleNotApplicable] field 'offset' is an int64, whose encoding does not change in"
                + " flexible versions", "public long offset;");
    }

    @Test
    void flexibleOnAStructIsNotApplicable() {
        assertOnlyError(source("Outer", """
                @Versions("0-3")
                @Flexible("2+")
                public class Outer {
                    @Flexible("none") public Part part = new Part();

                    public static class Part {
                        public int a;
                    }
                }
                """), "[kwire/FlexibleNotApplicable] field 'part' is a struct", "public Part part");
    }

    @Test
    void secondListOfUnknownTaggedFieldsIsAnError() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                @Flexible("2+")
                public class Bad {
                    public List<RawTaggedField> unknown = new ArrayList<>();
                    public List<RawTaggedField> moreUnknown = new ArrayList<>();
                }
                """), "[kwire/DuplicateUnknownTaggedFields] Bad already keeps unknown tagged fields in 'unknown'",
                "moreUnknown");
    }

    /**
     * A struct class that comes from a library, not from the sources being compiled, has no source
     * position of its own: its problem is reported on the field that uses it, where the user can see it.
     */
    @Test
    void problemOfAStructFromALibraryIsReportedOnTheFieldThatUsesIt() {
        assertOnlyError(source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public org.apache.kafka.common.TopicPartition partition;
                }
                """), "[kwire/MissingNoArgConstructor] TopicPartition has no accessible no-argument constructor",
                "TopicPartition partition;");
    }

    /**
     * A field whose type does not exist (a typo, or a class another processor generates in a later
     * round) gets javac's own error only: kwire does not add a second one about a type it cannot see yet.
     */
    @Test
    void fieldOfAMissingTypeGetsOnlyJavacsError() {
        JavaFileObject source = source("Bad", """
                @Versions("0-3")
                public class Bad {
                    public NoSuchPart part;
                }
                """);
        Run run = compile(source);
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation()).hadErrorContaining("cannot find symbol").inFile(source)
                .onLineContaining("NoSuchPart part;");
        assertEquals(List.of(), run.generatedTypes());
    }
}
