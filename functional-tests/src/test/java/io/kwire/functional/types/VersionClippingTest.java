package io.kwire.functional.types;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static io.kwire.functional.types.Wire.encodesAs;
import static io.kwire.functional.types.Wire.read;
import static io.kwire.functional.types.Wire.refusesToWrite;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.functional.support.CompiledClasses;
import io.kwire.processor.KwireProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Field versions outside the message's: clipped to the message's versions, and, for a field whose
 * versions miss the message's entirely, a compile warning and a field that always reads as its
 * default.
 */
class VersionClippingTest {
    private static final ClippedCodec CODEC = ClippedCodec.INSTANCE;

    @Test
    void theMessagesVersionsAreItsOwn() {
        assertEquals(2, CODEC.lowestVersion());
        assertEquals(5, CODEC.highestVersion());
        assertFalse(CODEC.isFlexible((short) 2));
        assertFalse(CODEC.isFlexible((short) 3));
        assertTrue(CODEC.isFlexible((short) 4));
        assertTrue(CODEC.isFlexible((short) 5));
    }

    @Test
    void classicVersionsHaveEveryClippedField() {
        Clipped message = clipped(1, 2, "m", null);
        for (int version = 2; version <= 3; version++) {
            Clipped read = encodesAs(CODEC, message, version,
                    "00000001" // everywhere: 0+
                    + "00000002" // old: 0-3
                    + "0001 6d" // middle: 1-4
                    + "ffff"); // nullable in 0+
            assertEquals(2, read.old);
            assertEquals("m", read.middle);
            assertNull(read.nullable);
        }
    }

    @Test
    void versionFourLacksOld() {
        Clipped read = encodesAs(CODEC, clipped(1, 0, "m", null), 4, "00000001" + "02 6d" + "00" + "00");
        assertEquals("m", read.middle);
        assertNull(read.nullable);
    }

    @Test
    void versionFiveLacksOldAndMiddle() {
        Clipped read = encodesAs(CODEC, clipped(1, 0, "", "n"), 5, "00000001" + "02 6e" + "00");
        assertEquals("n", read.nullable);
    }

    @Test
    void readingVersionThatLacksClippedFieldsSetsTheirDefaults() {
        Clipped read = read(CODEC, 5, "00000001 01 00");
        assertEquals(0, read.old);
        assertEquals("", read.middle);
        assertEquals("", read.nullable);
    }

    @Test
    void clippedFieldsOutsideTheirVersionsAreRefused() {
        UnsupportedVersionException old = refusesToWrite(CODEC, clipped(1, 2, "", ""), 4,
                UnsupportedVersionException.class);
        assertTrue(old.getMessage().contains("Clipped.old"), old.getMessage());
        UnsupportedVersionException middle = refusesToWrite(CODEC, clipped(1, 0, "m", ""), 5,
                UnsupportedVersionException.class);
        assertTrue(middle.getMessage().contains("Clipped.middle"), middle.getMessage());
    }

    @Test
    void fieldNeverOnTheWireIsWarnedAboutAndAlwaysReadsAsItsDefault() throws ReflectiveOperationException {
        JavaFileObject source = JavaFileObjects.forSourceString("test.Old", """
                package test;

                import io.kwire.annotations.*;

                @Versions("2-7")
                @Flexible("4+")
                public class Old {
                    public int a;
                    @Versions("0-1") @Default("5") public int removedLongAgo;
                }
                """);
        Compilation compilation = javac().withProcessors(new KwireProcessor()).withOptions("-Xlint:all")
                .compile(source);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation).hadWarningContaining("[kwire/FieldNeverOnWire] field 'removedLongAgo'")
                .inFile(source).onLineContaining("removedLongAgo");

        CompiledClasses classes = new CompiledClasses(compilation);
        Class<?> oldClass = classes.loadClass("test.Old");
        @SuppressWarnings("unchecked")
        MessageCodec<Object> codec = (MessageCodec<Object>) classes.loadClass("test.OldCodec")
                .getField("INSTANCE").get(null);

        // read: only a is on the wire; removedLongAgo gets its default 5, not the Java initializer's 0
        Object atTwo = read(codec, 2, "00000001");
        assertEquals(1, oldClass.getField("a").get(atTwo));
        assertEquals(5, oldClass.getField("removedLongAgo").get(atTwo));
        Object atSeven = read(codec, 7, "00000001 00");
        assertEquals(5, oldClass.getField("removedLongAgo").get(atSeven));

        // write: at its default the field is left out; any other value is refused, in every version
        encodesAs(codec, atTwo, 2, "00000001");
        encodesAs(codec, atTwo, 7, "00000001 00");
        oldClass.getField("removedLongAgo").set(atTwo, 0);
        for (int version = 2; version <= 7; version++) {
            UnsupportedVersionException refused = refusesToWrite(codec, atTwo, version,
                    UnsupportedVersionException.class);
            assertTrue(refused.getMessage().contains("Old.removedLongAgo"), refused.getMessage());
        }
    }

    private static Clipped clipped(int everywhere, int old, String middle, String nullable) {
        Clipped message = new Clipped();
        message.everywhere = everywhere;
        message.old = old;
        message.middle = middle;
        message.nullable = nullable;
        return message;
    }
}
