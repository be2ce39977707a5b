package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static io.kwire.functional.types.Wire.refusesToWrite;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.UnsupportedVersionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Strings: an int16 length (-1 for null) in classic versions, an unsigned varint of length + 1
 * (0 for null) in flexible ones, then the UTF-8 bytes.
 */
class StringsTest {
    private static final TextsCodec CODEC = TextsCodec.INSTANCE;
    /** U+00F1, U+65E5 and U+1F600: two, three and four UTF-8 bytes (c3b1, e697a5, f09f9880). */
    private static final String NON_ASCII = "ñ日😀";

    @Test
    void nullAndEmptyAtClassicVersion() {
        Texts message = texts(null, "", "");
        // null: int16 -1; empty: int16 0
        Texts read = encodesAs(CODEC, message, 0, "ffff" + "0000" + "0000");
        assertNull(read.nullable);
        assertEquals("", read.laterNullable);
        assertEquals("", read.plain);
    }

    @Test
    void nullAndEmptyAtFlexibleVersion() {
        Texts message = texts("", null, "");
        // empty: varint 0+1; null: varint 0; then no tagged fields
        Texts read = encodesAs(CODEC, message, 1, "01" + "00" + "01" + "00");
        assertEquals("", read.nullable);
        assertNull(read.laterNullable);
        assertEquals("", read.plain);
    }

    @Test
    void nonAsciiAtClassicVersion() {
        Texts message = texts(NON_ASCII, "kw", "é");
        Texts read = encodesAs(CODEC, message, 0,
                "0009 c3b1 e697a5 f09f9880" // 9 UTF-8 bytes, not 4 chars
                + "0002 6b77" // "kw"
                + "0002 c3a9"); // U+00E9
        assertEquals(NON_ASCII, read.nullable);
        assertEquals("kw", read.laterNullable);
        assertEquals("é", read.plain);
    }

    @Test
    void nonAsciiAtFlexibleVersion() {
        Texts message = texts(NON_ASCII, "kw", "é");
        Texts read = encodesAs(CODEC, message, 1, "0a c3b1 e697a5 f09f9880" + "03 6b77" + "03 c3a9" + "00");
        assertEquals(NON_ASCII, read.nullable);
        assertEquals("kw", read.laterNullable);
        assertEquals("é", read.plain);
    }

    @Test
    void nullWhereTheVersionIsNotNullableIsRefused() {
        UnsupportedVersionException refused = refusesToWrite(CODEC, texts("", null, ""), 0,
                UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("Texts.laterNullable"), refused.getMessage());
        assertTrue(refused.getMessage().contains("version 0"), refused.getMessage());
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {0, 1})
    void nullOfNeverNullableFieldIsRefused(int version) {
        UnsupportedVersionException refused = refusesToWrite(CODEC, texts("", "", null), version,
                UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("Texts.plain"), refused.getMessage());
        assertTrue(refused.getMessage().contains("version " + version), refused.getMessage());
    }

    private static Texts texts(String nullable, String laterNullable, String plain) {
        Texts texts = new Texts();
        texts.nullable = nullable;
        texts.laterNullable = laterNullable;
        texts.plain = plain;
        return texts;
    }
}
